import Foundation
import RichText
import RichTextRendering
import Testing

/// The pixels are where the layout's geometry says: every `decorationSegments`,
/// `borderRects` and `attachmentFrames` rect is sampled in the rendered image.
@Suite("Geometry agreement")
struct GeometryAgreementTests {
    static let underlineColor = Color(red: 1, green: 0, blue: 0)
    static let strikeColor = Color(red: 0, green: 0.8, blue: 0)
    static let borderColor = Color(red: 0, green: 0, blue: 1)
    static let fillColor = Color(red: 1, green: 0.8, blue: 0)

    /// A solid magenta 10 × 10 PNG, drawn and encoded by the renderer.
    static func magentaPNG() throws -> [UInt8] {
        let empty = TextLayout(container: TextContainer(width: 10), text: AttributedText(""))
        var options = RenderOptions(backgroundColor: Color(red: 1, green: 0, blue: 1))
        options.size = Size(width: 10, height: 10)
        return try TextRenderer(options: options).data(of: empty, format: .png).bytes
    }

    static func sampleLayout() throws -> TextLayout {
        var builder = TextBuilder(font: Font(size: 20))
        builder.add("aaa ")
        builder.add("mmmm") { $0.underline = TextDecoration(style: .thick, width: 1.5, color: underlineColor) }
        builder.add(" ")
        builder.add("nnnn") { $0.strikethrough = TextDecoration(width: 2, color: strikeColor) }
        builder.add(" ")
        builder.add("ooo") {
            $0.border = TextBorder(
                strokeWidth: 2, strokeColor: borderColor, insets: EdgeInsets(top: -4, left: -4, bottom: -4, right: -4))
        }
        builder.add(" ")
        builder.add("ccc") {
            $0.backgroundBorder = TextBorder(
                insets: EdgeInsets(top: -3, left: -2, bottom: -3, right: -2), fillColor: fillColor)
        }
        builder.add(" ")
        let png = try magentaPNG()
        for mode in [ContentMode.scaleToFill, .scaleAspectFit] {
            builder.add(TextAttachment.character) {
                $0.attachment = TextAttachment(
                    content: .data(png), size: Size(width: 30, height: 24), ascent: 18, contentMode: mode)
            }
        }
        builder.add(" end and a second row with more mmmm") { $0.underline = TextDecoration(color: underlineColor) }
        return layout(builder.text, width: 300, insets: 10)
    }

    /// Whether the pixel at point `p` (layout coordinates, 2× image) is close to `color`.
    static func pixel(_ image: Sample, _ x: Double, _ y: Double, is color: Color, scale: Double = 2) -> Bool {
        let px = image.image.pixel(x: Int((x * scale).rounded(.down)), y: Int((y * scale).rounded(.down)))
        func near(_ value: UInt8, _ target: Double) -> Bool { abs(Double(value) - target * 255) <= 40 }
        return near(px.red, color.red) && near(px.green, color.green) && near(px.blue, color.blue) && px.alpha > 200
    }

    @Test func decorationSegmentsArePainted() throws {
        let layout = try Self.sampleLayout()
        let image = Sample(
            try TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white)).image(of: layout))
        for kind in [DecorationKind.underline, .strikethrough] {
            let segments = layout.decorationSegments(kind)
            #expect(segments.count >= 2 || kind == .strikethrough)
            for segment in segments {
                let color = segment.decoration.color ?? segment.textColor
                for step in 1..<10 {
                    let x = segment.minX + (segment.maxX - segment.minX) * Double(step) / 10
                    for center in segment.lineCenters {
                        #expect(Self.pixel(image, x, center, is: color), "\(kind) at \(x),\(center)")
                    }
                }
                // Past the ends, no decoration colour on the line.
                let center = segment.lineCenters[0]
                #expect(!Self.pixel(image, segment.maxX + 2, center, is: color), "\(kind) stops at maxX")
                #expect(!Self.pixel(image, segment.minX - 2, center, is: color), "\(kind) starts at minX")
            }
        }
    }

    @Test func borderRectsArePainted() throws {
        let layout = try Self.sampleLayout()
        let image = Sample(
            try TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white)).image(of: layout))
        let borders = layout.borderRects(.border)
        #expect(borders.count == 1)
        for item in borders {
            let rect = item.rect
            for (x, y) in [
                (rect.midX, rect.minY), (rect.midX, rect.maxY - 0.01), (rect.minX, rect.midY),
                (rect.maxX - 0.01, rect.midY),
            ] {
                #expect(Self.pixel(image, x, y, is: Self.borderColor), "border edge at \(x),\(y) of \(rect)")
            }
            #expect(!Self.pixel(image, rect.minX - 3, rect.midY, is: Self.borderColor))
        }
        let backgrounds = layout.borderRects(.backgroundBorder)
        #expect(backgrounds.count == 1)
        for item in backgrounds {
            let rect = item.rect
            // Above the x-height of "ccc", inside the rect: the fill; just outside: white.
            for (x, y) in [
                (rect.minX + 3, rect.minY + 1), (rect.maxX - 1, rect.minY + 1), (rect.midX, rect.minY + 1.5),
                (rect.maxX - 1, rect.maxY - 1),
            ] {
                #expect(Self.pixel(image, x, y, is: Self.fillColor), "background at \(x),\(y) of \(rect)")
            }
            #expect(Self.pixel(image, rect.minX - 1, rect.midY, is: .white))
            #expect(Self.pixel(image, rect.midX, rect.minY - 1, is: .white))
        }
    }

    @Test func attachmentFramesArePainted() throws {
        let layout = try Self.sampleLayout()
        let image = Sample(
            try TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white)).image(of: layout))
        let magenta = Color(red: 1, green: 0, blue: 1)
        let frames = layout.attachmentFrames
        #expect(frames.count == 2)
        #expect(image.image.problems.isEmpty)
        for frame in frames {
            let content =
                frame.attachment.contentMode == .scaleToFill
                ? frame.frame
                : frame.attachment.contentMode.frame(for: Size(width: 10, height: 10), in: frame.frame)
            for (x, y) in [
                (content.minX + 0.5, content.minY + 0.5), (content.maxX - 0.5, content.maxY - 0.5),
                (content.midX, content.midY),
            ] {
                #expect(Self.pixel(image, x, y, is: magenta), "image at \(x),\(y) of \(content)")
            }
            #expect(!Self.pixel(image, frame.frame.minX - 1, frame.frame.midY, is: magenta))
            #expect(!Self.pixel(image, frame.frame.midX, frame.frame.minY - 1, is: magenta))
        }
        // Aspect fit of a square in a 30 × 24 box leaves 3 pt bars left and right.
        let fit = frames[1].frame
        #expect(!Self.pixel(image, fit.minX + 1, fit.midY, is: magenta))
        #expect(Self.pixel(image, fit.minX + 4, fit.midY, is: magenta))
    }
}

/// A rendered image that prints as its size only (failure messages stay short).
struct Sample: CustomStringConvertible {
    var image: RenderedImage
    init(_ image: RenderedImage) { self.image = image }
    var description: String { "\(image.width)×\(image.height) image" }
}

/// Emoji sit in the middle of their line, and the picture leaves room for shadows.
@Suite("Emoji lines and picture size")
struct EmojiLineTests {
    @Test func emojiInkIsCentredOnItsLine() throws {
        var builder = TextBuilder(font: Font(size: 28))
        builder.add("H😀H")
        let laidOut = layout(builder.text, width: 200, insets: 0)
        let image = try TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white)).image(of: laidOut)
        let line = try #require(laidOut.lines.first)
        // The emoji's pixels are the coloured ones (the letters are grey levels).
        var top = Int.max
        var bottom = Int.min
        var letterTop = Int.max
        var letterBottom = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let spread = Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue))
                if spread > 60 {
                    top = min(top, y)
                    bottom = max(bottom, y)
                } else if p.red < 100 {
                    letterTop = min(letterTop, y)
                    letterBottom = max(letterBottom, y)
                }
            }
        }
        #expect(top < bottom && letterTop < letterBottom)
        let emojiMiddle = Double(top + bottom) / 4  // points
        let capMiddle = Double(letterTop + letterBottom) / 4
        // Centred on the capitals within 15% of the font size, and inside the line's box.
        #expect(abs(emojiMiddle - capMiddle) < 0.15 * 28, "emoji middle \(emojiMiddle), H middle \(capMiddle)")
        #expect(Double(top) / 2 >= line.bounds.minY - 1 && Double(bottom) / 2 <= line.bounds.maxY + 1)
    }

    @Test func pictureSizeLeavesRoomForShadows() throws {
        var text = AttributedText("shadow")
        text[attribute: \.shadow] = TextShadow(offset: Size(width: 4, height: 6), radius: 3)
        let laidOut = TextLayout(
            container: TextContainer(size: Size(width: .infinity, height: .infinity), insets: .zero), text: text)
        let size = TextRenderer.pictureSize(for: laidOut)
        #expect(size.height >= laidOut.textBoundingRect.maxY + 9)
        #expect(size.width >= laidOut.textBoundingRect.maxX + 7)
        let plain = TextLayout(
            container: TextContainer(size: Size(width: .infinity, height: .infinity), insets: .zero),
            text: AttributedText("shadow"))
        #expect(TextRenderer.pictureSize(for: plain) == plain.textBoundingSize)
    }

    /// A line that fits its container within the line breaker's tolerance (here 300.00001
    /// wide in 300, found by a new-user probe) makes a picture of the container's width, as
    /// the layout's size is, not one point wider.
    @Test func pictureSizeRoundsAsTheLayoutSizeDoes() {
        let text = AttributedText("rusehutso gbttzd jdhygqvw rzk cdb wqo")
        let laidOut = TextLayout(container: TextContainer(width: 300), text: text)
        #expect(laidOut.lineCount == 1)
        #expect(laidOut.textBoundingRect.maxX > 300, "the case needs a line a hair over the width")
        #expect(laidOut.textBoundingSize.width == 300)
        #expect(TextRenderer.pictureSize(for: laidOut).width == 300)
    }
}
