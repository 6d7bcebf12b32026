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
