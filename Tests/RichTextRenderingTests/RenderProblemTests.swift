import Foundation
import RichText
import Testing

@testable import RichTextRendering

/// Bad attachment images, too-large pictures, vector output and drawing into a caller's
/// Cairo context.
@Suite("Rendering problems and targets")
struct RenderProblemTests {
    static func attachmentText(_ content: AttachmentContent) -> AttributedText {
        var builder = TextBuilder()
        builder.add("image ")
        builder.add(TextAttachment.character) {
            $0.attachment = TextAttachment(content: content, size: Size(width: 20, height: 20))
        }
        builder.add(" after")
        return builder.text
    }

    /// Counts the placeholder's red outline pixels inside `frame` (2× image).
    static func placeholderPixels(_ image: RenderedImage, in frame: Rect) -> Int {
        var count = 0
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
                let p = image.pixel(x: x, y: y)
                if p.red > 180, p.green < 80, p.blue < 80 { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: [
        (AttachmentContent.data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]), "is not a PNG Cairo can read"),
        (AttachmentContent.data([]), "is not a PNG Cairo can read"),
        (AttachmentContent.named("/nonexistent/richtext-missing.png"), "not found: /nonexistent/richtext-missing.png"),
        (AttachmentContent.named("/etc/hostname"), "is not a PNG Cairo can read: /etc/hostname"),
    ])
    func badImagesDrawAPlaceholderAndReportIt(content: AttachmentContent, message: String) throws {
        let layout = layout(Self.attachmentText(content))
        let image = try TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white)).image(of: layout)
        #expect(image.problems.count == 1)
        #expect(image.problems.first?.range == 6..<7)
        #expect(image.problems.first?.message.contains(message) == true, "\(image.problems)")
        let frame = try #require(layout.attachmentFrames.first).frame
        #expect(Self.placeholderPixels(image, in: frame) > 40, "a visible placeholder box")
        let data = try TextRenderer().data(of: layout, format: .svg)
        #expect(data.problems == image.problems)
    }

    /// An image whose header declares more pixels than the renderer draws is not decoded
    /// (a real 20,000 × 20,000 PNG took 4.7 GB); its placeholder says why.
    @Test func anImageDeclaringTooManyPixelsIsNotDecoded() throws {
        var png = try GeometryAgreementTests.magentaPNG()
        let header = try #require(PNGHeader(bytes: png))
        #expect(header.width > 0 && header.height > 0 && !header.isTooLarge)
        png.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        #expect(PNGHeader(bytes: png) == PNGHeader(bytes: png) && PNGHeader(bytes: png)?.width == 20_000)
        let image = try TextRenderer(options: RenderOptions(scale: 2)).image(
            of: layout(Self.attachmentText(.data(png))))
        #expect(
            image.problems.map(\.message) == [
                "attachment image data of 20000×20000 pixels is larger than the renderer decodes (at most 268435456 pixels)"
            ])
        // The largest sides a header can declare: their product overflows Int.
        png.replaceSubrange(16..<24, with: [UInt8](repeating: 0xFF, count: 8))
        #expect(PNGHeader(bytes: png)?.isTooLarge == true)
        #expect(PNGHeader(bytes: png.prefix(23)) == nil && PNGHeader(bytes: [UInt8](repeating: 0, count: 24)) == nil)
    }

    @Test func aGoodImageReportsNothing() throws {
        let png = try GeometryAgreementTests.magentaPNG()
        let image = try TextRenderer(options: RenderOptions(scale: 2)).image(
            of: layout(Self.attachmentText(.data(png))))
        #expect(image.problems.isEmpty)
    }

    @Test func aSurfaceBeyondAnyIntegerIsNamedInExponentForm() throws {
        let layout = layout(AttributedText("hi"), width: 1e308)
        #expect(throws: RenderError.self) { try TextRenderer().image(of: layout) }
        do {
            _ = try TextRenderer().image(of: layout)
        } catch {
            #expect(error.description.hasPrefix("a 1e+308×"), "\(error.description)")
        }
    }

    @Test func aPictureOfTooManyPixelsIsRefusedBeforeCairoAllocatesIt() throws {
        // Each side is within Cairo's 32,767, but 20,000 × 20,000 is 1.6 GB of pixels.
        let layout = layout(AttributedText("hi"), width: 100)
        let options = RenderOptions(size: Size(width: 20_000, height: 20_000))
        let expected = RenderError.tooManyPixels(width: 20_000, height: 20_000, maximum: 1 << 28)
        #expect(throws: expected) { try TextRenderer(options: options).image(of: layout) }
        #expect(
            expected.description
                == "a 20000×20000 pixel picture would take 1525 MB; the renderer draws at most 268435456 pixels "
                + "(1024 MB)")
        // One column more than 16,384 × 16,384, the most it draws, is refused too.
        let justOver = RenderOptions(size: Size(width: 16_385, height: 16_384))
        #expect(throws: RenderError.tooManyPixels(width: 16_385, height: 16_384, maximum: 1 << 28)) {
            try TextRenderer(options: justOver).image(of: layout)
        }
    }

    @Test func tooLargeSurfaceNamesSizeAndLimit() throws {
        let layout = layout(AttributedText("wide"), width: 12_000)
        let height = (TextRenderer.pictureSize(for: layout).height * 3).rounded(.up)
        #expect(throws: RenderError.surfaceTooLarge(width: 36_000, height: height, limit: 32_767)) {
            try TextRenderer(options: RenderOptions(scale: 3)).image(of: layout)
        }
        do {
            _ = try TextRenderer(options: RenderOptions(scale: 3)).data(of: layout, format: .png)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "a 36000×\(Int(height)) pixel picture is larger than Cairo's limit of 32767 pixels a side")
        }
        // The same layout fits at 2× (24,000 pixels).
        #expect(try TextRenderer(options: RenderOptions(scale: 2)).image(of: layout).width == 24_000)
    }

    /// Cairo places nothing beyond 2²³ points: an SVG or PDF page larger than that lost the
    /// text there, with no error (a new-user probe: `--insets 9e6,0,0,0` gave an empty PDF).
    @Test(arguments: [RenderFormat.svg, .pdf])
    func tooLargePageNamesSizeAndLimit(format: RenderFormat) throws {
        let layout = layout(AttributedText("hello world"), width: 300)
        let justUnder = RenderOptions(size: Size(width: 300, height: 8_388_608))
        #expect(try TextRenderer(options: justUnder).data(of: layout, format: format).bytes.count > 0)
        let over = RenderOptions(size: Size(width: 300, height: 9e6))
        #expect(throws: RenderError.pageTooLarge(width: 300, height: 9e6, limit: 8_388_608)) {
            try TextRenderer(options: over).data(of: layout, format: format)
        }
        #expect(
            RenderError.pageTooLarge(width: 300, height: 9e6, limit: 8_388_608).description
                == "a 300×9000000 point page is larger than Cairo's limit of 8388608 points a side (what lay beyond "
                + "would be missing)")
    }

    @Test func vectorDocuments() throws {
        let layout = layout(ConcurrentRenderingTests.busyText(), width: 260)
        let svg = try TextRenderer().data(of: layout, format: .svg).bytes
        #expect(String(decoding: svg.prefix(5), as: UTF8.self) == "<?xml")
        let pdf = try TextRenderer().data(of: layout, format: .pdf).bytes
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(String(decoding: pdf.suffix(6), as: UTF8.self).contains("%%EOF"))
        #expect(try TextRenderer().data(of: layout, format: .pdf).bytes == pdf, "the same bytes every time")
    }

    /// A vector page starts with an operation whose extents are the whole page and that
    /// leaves no ink on it (a faint outline outside the page): Cairo adds every drawing
    /// call's extents to a region when the page ends, and a region that already holds the
    /// page takes each at once; without it, a long document's thousands of calls made SVG
    /// and PDF quadratic (1 MB of markdown: half a minute).
    @Test func vectorPagesStartByCoveringThePage() throws {
        let layout = layout(AttributedText("cover"), width: 200)
        let size = TextRenderer.pictureSize(for: layout)
        let svg = String(decoding: try TextRenderer().data(of: layout, format: .svg).bytes, as: UTF8.self)
        let body = try #require(svg.range(of: "</defs>")).upperBound
        let first = try #require(svg[body...].range(of: "<path")).lowerBound
        let element = String(svg[first...].prefix { $0 != ">" })
        #expect(element.contains("fill:none") && element.contains("stroke-opacity:0.0078125"), "\(element)")
        let right = Int(size.width.rounded(.up)) + 2
        let bottom = Int(size.height.rounded(.up)) + 2
        #expect(element.contains("d=\"M -2 -2 L \(right) -2 L \(right) \(bottom) L -2 \(bottom) Z"), "\(element)")
        #expect(svg.components(separatedBy: "<use ").count - 1 == 5, "the text's five glyphs")
        // Pictures do not have it.
        let image = try TextRenderer(options: RenderOptions(backgroundColor: .white)).image(of: layout)
        #expect((0..<image.width).allSatisfy { image.pixel(x: $0, y: 0).red == 255 }, "no outline on a picture")
    }

    @Test func formatFromExtension() {
        #expect(RenderFormat(pathExtension: "a/b.PNG") == .png)
        #expect(RenderFormat(pathExtension: "x.svg") == .svg)
        #expect(RenderFormat(pathExtension: "x.pdf") == .pdf)
        #expect(RenderFormat(pathExtension: "x.gif") == nil)
        #expect(RenderFormat(pathExtension: "noextension") == nil)
    }

    @Test func writesFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("richtext-render-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = layout(AttributedText("file"))
        for format in RenderFormat.allCases {
            let path = folder.appendingPathComponent("out.\(format.rawValue)").path
            try TextRenderer().write(layout, to: path)
            let written = [UInt8](try #require(FileManager.default.contents(atPath: path)))
            if format == .svg {
                // Cairo numbers SVG glyph symbols per process, so compare the start only.
                #expect(String(decoding: written.prefix(5), as: UTF8.self) == "<?xml")
            } else {
                #expect(written == (try TextRenderer().data(of: layout, format: format).bytes))
            }
        }
        #expect(throws: RenderError.self) { try TextRenderer().write(layout, to: "/nonexistent/dir/out.png") }
    }
}

/// Characters fonts have no glyph for, which the layout spaces itself, draw nothing.
@Suite("Invisible characters")
struct InvisibleCharacterTests {
    @Test(arguments: ["\t", "\t\t\u{2028}\t", "\u{1}\u{85}", "\n\t\n"])
    func controlCharactersDrawNoBox(_ string: String) throws {
        let image = try TextRenderer(options: RenderOptions(backgroundColor: .white)).image(
            of: layout(AttributedText(string)))
        #expect(image.width > 0)
        #expect(image.bytes.allSatisfy { $0 == 255 }, "no ink for \(string.unicodeScalars.map(\.value))")
    }

    @Test func aTabBetweenWordsLeavesAGap() throws {
        var style = ParagraphStyle()
        style.defaultTabInterval = 100
        var text = AttributedText("x\ty")
        text.setParagraphStyle(style, range: 0..<3)
        let laidOut = layout(text, insets: 0)
        let image = try TextRenderer(options: RenderOptions(backgroundColor: .white)).image(of: laidOut)
        // Ink only where x and y are: nothing between x's advance and y's origin.
        let run = try #require(laidOut.lines.first?.runs.first)
        let positions = run.positions
        let gapStart = Int(positions[0].x + run.advances[0]) + 1
        let gapEnd = Int(positions[2].x) - 1
        #expect(gapEnd - gapStart > 50)
        var ink = 0
        for y in 0..<image.height {
            for x in gapStart..<gapEnd where image.pixel(x: x, y: y).red < 250 { ink += 1 }
        }
        #expect(ink == 0)
    }
}

/// Empty and blank texts still make a picture; an explicit zero size is an error.
@Suite("Degenerate sizes")
struct DegenerateSizeTests {
    @Test(arguments: ["", " ", "\n"])
    func blankTextsMakeAPicture(_ string: String) throws {
        let laidOut = TextLayout(
            container: TextContainer(size: Size(width: .infinity, height: .infinity), insets: .zero),
            text: AttributedText(string))
        let image = try TextRenderer().image(of: laidOut)
        #expect(image.width >= 1 && image.height >= 1)
        #expect(try TextRenderer().data(of: laidOut, format: .png).bytes.count > 8)
    }

    @Test func anExplicitZeroSizeIsAnError() {
        var options = RenderOptions()
        options.size = Size(width: 0, height: 10)
        #expect(throws: RenderError.invalidSize(width: 0, height: 10)) {
            try TextRenderer(options: options).image(of: layout(AttributedText("x")))
        }
    }
}
