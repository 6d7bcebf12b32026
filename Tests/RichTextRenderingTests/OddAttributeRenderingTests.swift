import Foundation
import RichText
import Testing

@testable import RichTextRendering

/// Attribute values a new-user review found to crash the renderer, to leave SVG and PDF
/// documents blank without an error, or to make shadows cost 10–40 times the glyphs.
@Suite("Rendering odd attribute values")
struct OddAttributeRenderingTests {
    static func layout(_ change: (inout TextAttributes) -> Void) -> TextLayout {
        var text = AttributedText("Shadow text here and more words")
        text.font = Font(family: "Noto Sans", size: 20)
        text.modifyAttributes(in: 0..<6, change)
        return TextLayout(container: TextContainer(width: 300), text: text)
    }

    /// The number of glyph uses an SVG document draws (`<use` elements).
    static func glyphUses(_ layout: TextLayout) throws -> Int {
        let svg = String(decoding: try TextRenderer().data(of: layout, format: .svg).bytes, as: UTF8.self)
        return svg.components(separatedBy: "<use").count - 1
    }

    static let plainUses: Int = {
        (try? glyphUses(layout { _ in })) ?? 0
    }()

    @Test("NaN, infinite, negative and huge shadow radii and offsets render every format with every glyph")
    func shadowValues() throws {
        #expect(Self.plainUses >= 28)
        for radius in [Double.nan, -5, 1e6] {
            for offset in [Double.nan, 1e300] {
                let shadow = TextShadow(offset: Size(width: offset, height: 1), radius: radius)
                for key in [\TextAttributes.shadow, \.innerShadow] {
                    let layout = Self.layout { $0[keyPath: key] = shadow }
                    do {
                        _ = try TextRenderer().data(of: layout, format: .png)
                    } catch {
                        // A shadow 10^6 points away widens the picture past Cairo's limit: a
                        // clear error naming the size, for the bitmap only.
                        #expect(offset == 1e300 && key == \.shadow, "\(error)")
                        #expect(error.description.contains("larger than Cairo's limit"))
                    }
                    #expect(try Self.glyphUses(layout) >= Self.plainUses, "radius \(radius) offset \(offset)")
                }
            }
        }
        let chained = TextShadow(radius: .nan, subShadow: TextShadow(radius: -.infinity))
        #expect(chained.chain.map(\.radius) == [0, 0])
    }

    @Test("a NaN or huge slant, a flat glyph transform and a negative dash width: no Cairo error, the rest drawn")
    func glyphAndDecorationValues() throws {
        let layouts = [
            Self.layout { $0.obliqueness = .nan }, Self.layout { $0.obliqueness = 1e300 },
            Self.layout { $0.glyphTransform = AffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0) },
            Self.layout { $0.underline = TextDecoration(style: TextLineStyle(pattern: .dot), width: -2) },
        ]
        for (index, layout) in layouts.enumerated() {
            _ = try TextRenderer().data(of: layout, format: .png)
            _ = try TextRenderer().data(of: layout, format: .pdf)
            // The flat transform draws its six glyphs as nothing; the others draw them all.
            #expect(try Self.glyphUses(layout) >= Self.plainUses - (index == 2 ? 6 : 0), "case \(index)")
        }
    }

    @Test("a shadow's mask reaches a few ems around the glyphs, not the size squared")
    func shadowArea() throws {
        let layout = Self.layout { $0.shadow = TextShadow(radius: 2) }
        let batch = try #require(layout.glyphBatches().first { $0.style.shadow != nil })
        #expect(batch.roughBounds.height < 5 * 20, "\(batch.roughBounds)")
        #expect(batch.roughBounds.height > 2 * 20)
    }
}

/// One image shown by many attachments: decoded once a render, and held once by an SVG or
/// a PDF (a second new-user review found a thousand copies of one emoticon image).
@Suite("Rendering many attachments of one image")
struct SharedAttachmentImageTests {
    /// A 64 × 64 PNG, drawn by the renderer itself.
    static func png() throws -> [UInt8] {
        var text = AttributedText("@")
        text.font = Font(family: "Noto Sans", size: 40)
        var options = RenderOptions()
        options.size = Size(width: 64, height: 64)
        options.backgroundColor = Color(red: 1, green: 0.8, blue: 0)
        return try TextRenderer(options: options).data(
            of: TextLayout(container: TextContainer(width: 64), text: text), format: .png
        ).bytes
    }

    func layout(_ content: AttachmentContent, count: Int) -> TextLayout {
        var text = AttributedText("")
        for _ in 0..<count {
            text.append(AttributedText("x "))
            var image = AttributedText(TextAttachment.character)
            image.setAttachment(TextAttachment(content: content, size: Size(width: 16, height: 16)), range: 0..<1)
            text.append(image)
        }
        return TextLayout(container: TextContainer(width: 300), text: text)
    }

    @Test("forty attachments of the same bytes or file: one image in the SVG and in the PDF, no problem reported")
    func oneImage() throws {
        let bytes = try Self.png()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rt-att-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("smile.png").path
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        for content in [AttachmentContent.data(bytes), .named(file)] {
            let layout = layout(content, count: 40)
            let svg = try TextRenderer().data(of: layout, format: .svg)
            #expect(svg.problems.isEmpty)
            let text = String(decoding: svg.bytes, as: UTF8.self)
            #expect(text.components(separatedBy: "<image").count - 1 == 1, "\(content)")
            #expect(text.components(separatedBy: "<use").count - 1 >= 40)
            let pdf = String(decoding: try TextRenderer().data(of: layout, format: .pdf).bytes, as: UTF8.self)
            #expect(pdf.components(separatedBy: "/Subtype /Image").count - 1 == 1, "\(content)")
        }
    }

    @Test("the same layout gives the same SVG bytes however many renders came before it")
    func svgIsDeterministic() throws {
        let layout = layout(.data(try Self.png()), count: 3)
        let first = try TextRenderer().data(of: layout, format: .svg).bytes
        for _ in 0..<3 { _ = try TextRenderer().data(of: layout, format: .pdf) }
        let second = try TextRenderer().data(of: layout, format: .svg).bytes
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        // Image and surface ids count from 1 in each document, and every reference names an
        // element the document defines.
        #expect(text.contains("id=\"image") && text.contains("id=\"surface"))
        for reference in ["#image", "url(#surface"] where text.contains(reference) {
            let after = text.components(separatedBy: reference).dropFirst()
            for part in after {
                let digits = part.prefix { $0.isNumber }
                let kind = reference.hasPrefix("#") ? "image" : "surface"
                #expect(text.contains("id=\"\(kind)\(digits)\""), "\(reference)\(digits) has no element")
            }
        }
        #expect(!text.contains("id=\"image0\"") && !text.contains("id=\"surface0\""))
    }
}
