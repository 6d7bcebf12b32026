import Foundation
import Testing

@testable import RichText

/// Regression tests for "a variation font answered the default instance's advances": a
/// font with variation axes was a HarfBuzz sub-font of the face's (memoized) font, and in
/// HarfBuzz 6.0 a sub-font asks its parent for advances and extents, which answers at the
/// parent's coordinates. Glyphs of `wght` 700 came out as wide as at 400.
///
/// The font is `Tests/Fixtures/VariableFont/RichTextTestVariable.ttf` (Noto Sans Regular
/// and Bold as one `wght` 400–700 font, made by the script beside it).
@Suite("Variable fonts: advances and extents of the instance")
struct VariableFontTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/VariableFont/RichTextTestVariable.ttf").path
    static let family = "RichText Test Variable"
    static let word = "minimum"

    /// A context of its own (with its own word cache and faces, so no variation font of
    /// another test exists yet) holding the bundled fonts and the test font.
    static func context() throws -> (context: FontContext, face: FontFace) {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        let face = try #require(try context.addFont(path: path).first)
        #expect(face.family == family && face.unitsPerEm == 1000)
        return (context, face)
    }

    /// The test font at `wght` = `weight` (nil: no variations), size 1000: one point is
    /// one font unit.
    static func font(weight: Double?) -> Font {
        Font(family: family, size: 1000, variations: weight.map { [FontVariation("wght", $0)] } ?? [])
    }

    /// HarfBuzz's own font for the test font at `variations`: `hb_font_create` on a face
    /// of a fresh blob, `hb_font_set_variations`, no glyph memo.
    static func referenceFont(_ variations: [FontVariation]) throws -> HarfBuzzFont {
        let base = try #require(FontBlob(path: path)).makeFont(index: 0)
        return HarfBuzzFont(sameFaceAs: base, variations: variations, memoizesGlyphs: false)
    }

    /// The advances (font units) HarfBuzz gives `string` shaped alone with `font`.
    static func referenceAdvances(_ string: String, font: HarfBuzzFont) -> [Float] {
        let text = Array(string.utf16)
        var storage = GlyphStorage()
        _ = HarfBuzzBuffer().shape(
            text: text, range: 0..<text.count, context: 0..<text.count, font: font, rightToLeft: false,
            script: Script(iso15924: "Latn").tag, language: nil, features: [], scale: 1, into: &storage)
        return storage.advances
    }

    /// The advances of `string` shaped by RichText in `font` (one paragraph, one run).
    static func shapedAdvances(_ string: String, font: Font, context: FontContext) throws -> [Double] {
        var text = AttributedText(string)
        text.font = font
        let paragraph = try #require(ShapedText(text, context: context).paragraphs.first)
        #expect(paragraph.runs.allSatisfy { $0.face.family == family })
        return paragraph.runs.flatMap { paragraph.glyphs(of: $0).map(\.advance) }
    }

    @Test("shaping at wght 700 gives HarfBuzz's advances of the instance, not the default's")
    func shapedAdvancesFollowTheAxis() throws {
        let (context, _) = try Self.context()
        let bold = try Self.shapedAdvances(Self.word, font: Self.font(weight: 700), context: context)
        let regular = try Self.shapedAdvances(Self.word, font: Self.font(weight: 400), context: context)
        let plain = try Self.shapedAdvances(Self.word, font: Self.font(weight: nil), context: context)
        let reference = try Self.referenceFont([FontVariation("wght", 700)])
        #expect(bold == Self.referenceAdvances(Self.word, font: reference).map(Double.init))
        // hb-shape --variations=wght=700 RichTextTestVariable.ttf minimum (HarfBuzz 6.0.0).
        #expect(bold == [982, 305, 657, 305, 982, 657, 982])
        #expect(regular == [935, 258, 618, 258, 935, 618, 935])
        #expect(plain == regular)
        #expect(zip(bold, regular).allSatisfy { $0 > $1 })
    }

    @Test("a line at wght 700 is wider than at 400, by the instance's advances")
    func lineWidthFollowsTheAxis() throws {
        let (context, _) = try Self.context()
        let string = "Wave minimum, 2024"
        func lineWidth(_ weight: Double?) throws -> Double {
            var text = AttributedText(string)
            text.font = Self.font(weight: weight).with(size: 16)
            let layout = TextLayout(container: TextContainer(width: .infinity), text: text, context: context)
            return try #require(layout.lines.first).width
        }
        let expected = try Self.referenceAdvances(string, font: Self.referenceFont([FontVariation("wght", 700)]))
            .reduce(0, +)
        let bold = try lineWidth(700)
        #expect(abs(bold - Double(expected) * 16 / 1000) < 1e-3)
        #expect(bold > (try lineWidth(400)) + 1)
        #expect(try lineWidth(400) == (try lineWidth(nil)))
    }

    @Test("glyph extents (ink bounds) are the instance's")
    func extentsFollowTheAxis() throws {
        let (_, face) = try Self.context()
        let glyph = try #require(face.glyph(for: "m"))
        let bold = face.harfBuzzFont(variations: [FontVariation("wght", 700)]).glyphExtents(glyph)
        #expect(bold == (try Self.referenceFont([FontVariation("wght", 700)])).glyphExtents(glyph))
        // hb-shape --show-extents: "m" is 769 units wide at 400, 829 at 700.
        #expect(bold?.width == 829)
        #expect(face.harfBuzz.glyphExtents(glyph)?.width == 769)
    }

    @Test(
        "two variation fonts of one face never answer from each other's memo, in either order",
        arguments: [[700.0, 550.0], [550.0, 700.0], [400.0, 700.0]])
    func memosAreSeparate(weights: [Double]) throws {
        let (_, face) = try Self.context()
        let glyphs = UInt32(0)..<UInt32(face.glyphCount)
        // The default font's memo is filled first, so a variation font that read it would
        // show the default advances.
        let defaults = glyphs.map(face.harfBuzz.horizontalAdvance)
        for weight in weights {
            let variations = [FontVariation("wght", weight)]
            let font = face.harfBuzzFont(variations: variations)
            #expect(font.memoizedAnswers.glyphs == 0, "wght \(weight): a fresh font has a memo of its own")
            let reference = try Self.referenceFont(variations)
            for _ in 0..<2 {  // the first pass fills the memo, the second reads it
                let mismatches = glyphs.filter { font.horizontalAdvance($0) != reference.horizontalAdvance($0) }
                #expect(mismatches.isEmpty, "wght \(weight): \(mismatches.count) glyphs, from \(mismatches.prefix(4))")
            }
            #expect(font.memoizedAnswers.glyphs == glyphs.count, "wght \(weight)")
            #expect(face.harfBuzzFont(variations: variations) === font)
        }
        let m = try #require(face.glyph(for: "m"))
        let first = face.harfBuzzFont(variations: [FontVariation("wght", weights[0])]).horizontalAdvance(m)
        let second = face.harfBuzzFont(variations: [FontVariation("wght", weights[1])]).horizontalAdvance(m)
        #expect(first != second)
        #expect(glyphs.map(face.harfBuzz.horizontalAdvance) == defaults)
        // Shaped text too: the word cache keeps the two instances' words apart.
        let (context, _) = try Self.context()
        for weight in weights + weights.reversed() {
            let advances = try Self.shapedAdvances(Self.word, font: Self.font(weight: weight), context: context)
            let reference = try Self.referenceFont([FontVariation("wght", weight)])
            #expect(advances == Self.referenceAdvances(Self.word, font: reference).map(Double.init), "wght \(weight)")
        }
    }
}
