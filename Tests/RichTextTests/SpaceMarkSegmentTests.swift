import Testing

@testable import RichText

/// Noto Sans Devanagari positions Vedic marks on the space (a GPOS lookup whose context is
/// the space and whose every input glyph is a mark). Such a space still ends words for the
/// shaped-word cache: a mark on a space is in the space's grapheme, so no cut falls before
/// it, and a piece that starts with a mark glyph is never joined to a space on trust.
@Suite("A space that carries marks")
struct SpaceMarkSegmentTests {
    @Test("the Devanagari face's space is a base of marks, and words in it are cached one by one")
    func devanagariWordsAreCached() throws {
        let cache = ShapedSegmentCache()
        let context = try SegmentCacheTests.context(cache)
        let face = try #require(context.face(for: Font(family: "Noto Sans Devanagari", size: 16)))
        #expect(face.spaceCarriesMarks)
        #expect(face.spaceIsContextFree)
        let latin = try #require(context.face(for: Font(family: "Noto Sans", size: 16)))
        #expect(!latin.spaceCarriesMarks)
        let line = try #require(corpusLines("hi").first { $0.split(separator: " ").count >= 12 })
        let words = line.split(separator: " ").count
        // Words are stored the second time they are shaped; the third finds them all.
        for _ in 0..<2 { _ = ShapedText(AttributedText(line), context: context) }
        #expect(cache.count >= words / 2, "\(cache.count) entries for \(words) words")
        let stored = cache.count
        let before = cache.statistics
        _ = ShapedText(AttributedText(line), context: context)
        #expect(cache.count == stored)
        #expect(cache.statistics.hits - before.hits >= words / 2)
    }

    @Test("Vedic marks on spaces and words after them shape as whole items, cold and cached")
    func marksOnSpacesMatchWholeItems() throws {
        let context = try SegmentCacheTests.context(ShapedSegmentCache())
        let marks = ["\u{A8E0}", "\u{A8E1}", "\u{1CD0}", "\u{1CD2}", "\u{A8F1}", ""]
        let words = ["नमस्ते", "दुनिया", "के", "लोग", "हिंदी", "कि", "भारत", "में"]
        var random = SplitMix64(state: 0x5EED_0F_DE7A)
        for paragraph in 0..<40 {
            var parts: [String] = []
            for _ in 0..<(8 + random.below(12)) {
                parts.append(words[random.below(words.count)])
                parts.append(" " + marks[random.below(marks.count)])
            }
            let text = AttributedText(parts.joined())
            for pass in ["cold", "cached", "cached again"] {
                SegmentCacheTests().expectSameAsWholeItems(text, "paragraph \(paragraph) (\(pass))", context: context)
            }
        }
    }
}
