import Testing

@testable import RichText

/// HarfBuzz marks a broken cluster (a vowel sign after a virama, a mark with no base) with a
/// dotted circle, but skips the circle when the broken cluster before it in the same buffer
/// has the same syllable serial (HarfBuzz 6.0 numbers syllables 1–15 and wraps). So whether
/// a word with a broken cluster gets its circle depends on the text shaped before it, which
/// the safe-to-break flags do not say: such words must never come from the shaped-word
/// cache, and an item holding one is shaped whole.
@Suite("Broken clusters and HarfBuzz's dotted circle")
struct BrokenClusterTests {
    /// "ट्ि" is a broken cluster (a vowel sign after the virama). Shaped whole, the line
    /// below gets one dotted circle: the broken cluster of "बट्ि" has the first one's
    /// serial. Shaped alone, "बट्ि" gets its own circle.
    static let skippedCircle = "ट्िखख बखलव कनकपलतटद चसखरशसयनघ बट्ि कल"

    @Test("a word with a broken cluster, seen alone first, does not change a line shaped later")
    func wordSeenAloneFirst() throws {
        let cache = ShapedSegmentCache()
        let context = try SegmentCacheTests.context(cache)
        let face = try #require(context.face(for: Font(family: "Noto Sans Devanagari", size: 16)))
        let circle = try #require(face.harfBuzz.nominalGlyph(0x25CC))
        let whole = SegmentCacheTests().wholeItemGlyphs(AttributedText(Self.skippedCircle), context: context)
        #expect(whole.flatMap(\.ids).filter { $0 == circle }.count == 1)
        for _ in 0..<4 {
            // The word between two others, as in the line (the cache keys paragraph edges).
            let alone = ShapedText(AttributedText("कल बट्ि कल"), context: context).paragraphs[0].glyphs
            #expect(alone.ids.filter { $0 == circle }.count == 1)
        }
        for pass in 0..<3 {
            SegmentCacheTests().expectSameAsWholeItems(
                AttributedText(Self.skippedCircle), "pass \(pass)", context: context)
        }
    }

    @Test("random Devanagari with broken clusters equals whole-item shaping, cold and cached")
    func randomBrokenClusters() throws {
        let cache = ShapedSegmentCache()
        let context = try SegmentCacheTests.context(cache)
        let consonants = Array("कखगघचछजझटठडढतथदधनपफबभमयरलवशसह").map(String.init)
        let signs = ["्", "ि", "ी", "ु", "ं", "़", "ा", "े"]
        var random = SplitMix64(state: 0xB40C_E4)
        var vocabulary: [String] = []
        for _ in 0..<40 {
            var word = ""
            for _ in 0..<(1 + random.below(4)) {
                word += consonants[random.below(consonants.count)]
                // Two signs in a row often make a broken cluster ("्ि", "ुु").
                for _ in 0..<random.below(3) { word += signs[random.below(signs.count)] }
            }
            vocabulary.append(word)
        }
        for paragraph in 0..<80 {
            let words = (0..<(3 + random.below(25))).map { _ in vocabulary[random.below(vocabulary.count)] }
            let text = AttributedText(words.joined(separator: " "))
            for pass in ["cold", "cached"] {
                SegmentCacheTests().expectSameAsWholeItems(text, "paragraph \(paragraph) (\(pass))", context: context)
            }
        }
    }

    @Test("text that contains U+25CC itself is still cached")
    func realDottedCircleIsCached() throws {
        let cache = ShapedSegmentCache()
        let context = try SegmentCacheTests.context(cache)
        // One Devanagari item: a circle taken for an inserted one would shape it whole and
        // store none of its words.
        let line = "कल ◌ि बखलव कनक ◌ं चसख कल"
        for _ in 0..<2 { _ = ShapedText(AttributedText(line), context: context) }
        let before = cache.statistics
        SegmentCacheTests().expectSameAsWholeItems(AttributedText(line), "cached", context: context)
        #expect(cache.statistics.hits > before.hits)
    }
}
