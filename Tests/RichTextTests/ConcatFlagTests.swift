import Testing

@testable import RichText

/// HarfBuzz's unsafe-to-concatenate flags cost it work, and the segment loop reads them
/// only at joins that do not follow a space: a long stretch of new words cut at spaces is
/// shaped without them, and its words are stored as unsafe to concatenate at both ends,
/// so a join that reads them later shapes the pieces together (never a wrong join).
@Suite("Unsafe-to-concatenate flags: asked for only where they are read")
struct ConcatFlagTests {
    typealias Policy = SegmentCachePolicyTests

    /// The edges the cache keeps for `text[range]` in the style of `item`, or nil.
    static func cachedEdges(
        _ range: TextRange, of text: [UInt16], item: TextItem, shaper: Shaper, paragraph: TextRange
    ) -> ShapedSegmentCache.Edges? {
        let address = shaper.cache.address(
            of: range, in: text, style: shaper.segmentStyle(of: item),
            isParagraphStart: range.lowerBound == paragraph.lowerBound,
            isParagraphEnd: range.upperBound == paragraph.upperBound)
        var storage = GlyphStorage()
        return shaper.cache.lookup(range, of: text, at: address, into: &storage)
    }

    /// Shapes `string` in Noto Sans 16 twice through `cache` (words are stored at their
    /// second sighting) and returns the shaper of the second pass, the item and analysis.
    static func shapeTwice(
        _ string: String, cache: ShapedSegmentCache
    ) throws -> (Shaper, TextItem, ParagraphAnalysis, [UInt16]) {
        let context = try FontContext(segmentCache: cache)
        var text = AttributedText(string)
        text.font = Font(family: "Noto Sans", size: 16)
        let analysis = TextAnalysis(text)
        let paragraph = analysis.paragraphs[0]
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        let items = itemizer.items(for: paragraph)
        #expect(items.count == 1)
        _ = Shaper(text: analysis.utf16, cache: cache).shape(paragraph, items: items)
        let shaper = Shaper(text: analysis.utf16, cache: cache)
        _ = shaper.shape(paragraph, items: items)
        return (shaper, items[0], paragraph, analysis.utf16)
    }

    @Test("words of a long new stretch are stored unsafe to concatenate at both ends, a short stretch's as shaped")
    func longStretchStoresBothEdgesUnsafe() throws {
        let words = "zorblat quintex vamoor pleskit drunvel oxtaph mirrolen cavtusk"
        let (shaper, item, paragraph, utf16) = try Self.shapeTwice(words, cache: ShapedSegmentCache())
        let quintex = 8..<16  // "quintex "
        let edges = try #require(
            Self.cachedEdges(quintex, of: utf16, item: item, shaper: shaper, paragraph: paragraph.contentRange))
        #expect(edges.unsafeToConcatAtStart && edges.unsafeToConcatAtEnd)

        // Two words: a short stretch keeps HarfBuzz's flags: the word's end flag is the one
        // it has shaped alone, and its ends are not both set (as a long stretch's words are).
        let (short, shortItem, shortParagraph, shortText) = try Self.shapeTwice(
            "zorblat quintex", cache: ShapedSegmentCache())
        let kept = try #require(
            Self.cachedEdges(
                0..<8, of: shortText, item: shortItem, shaper: short, paragraph: shortParagraph.contentRange))
        var alone = GlyphStorage()
        short.shape(shortItem, range: 0..<8, context: shortParagraph.contentRange, into: &alone)
        #expect(kept.unsafeToConcatAtEnd == alone.edges(from: 0).unsafeToConcatAtEnd)
        #expect(!(kept.unsafeToConcatAtStart && kept.unsafeToConcatAtEnd), "flags as HarfBuzz gave them")
    }

    @Test("an entry stored without the flags keeps both edges unsafe when a lookup copies it forward")
    func promotionKeepsUnknownEdges() {
        // One shard with room for four three-unit words a generation.
        let cache = ShapedSegmentCache(shardCount: 1, slotsPerShard: 8, glyphsPerShard: 16, unitsPerShard: 16)
        let style = Policy.style(cache)
        func insert(_ word: Int, concatIsKnown: Bool) {
            let text = Policy.text(of: word)
            var glyphs = GlyphStorage()
            Policy.shapeOneGlyphPerUnit(text, into: &glyphs)
            let address = cache.address(
                of: 0..<text.count, in: text, style: style, isParagraphStart: false, isParagraphEnd: false)
            for _ in 0..<2 {  // stored at the second offer
                cache.insert(
                    0..<text.count, of: text, at: address, glyphs: glyphs, range: 0..<glyphs.count,
                    concatIsKnown: concatIsKnown)
            }
        }
        func edges(_ word: Int) -> ShapedSegmentCache.Edges? {
            let text = Policy.text(of: word)
            let address = cache.address(
                of: 0..<text.count, in: text, style: style, isParagraphStart: false, isParagraphEnd: false)
            var storage = GlyphStorage()
            return cache.lookup(0..<text.count, of: text, at: address, into: &storage)
        }
        insert(1, concatIsKnown: false)
        insert(2, concatIsKnown: true)
        #expect(edges(1) == ShapedSegmentCache.Edges(unsafeToConcatAtStart: true, unsafeToConcatAtEnd: true))
        #expect(edges(2) == ShapedSegmentCache.Edges(unsafeToConcatAtStart: false, unsafeToConcatAtEnd: false))
        // New words until the first two sit in the older generation, then look them up
        // (copied forward) and push them through another generation change.
        var evictionsSeen = 0
        var word = 10
        while evictionsSeen < 2 {
            let before = cache.statistics.evictions
            for known in [1, 2] { _ = edges(known) }
            insert(word, concatIsKnown: true)
            word += 1
            if cache.statistics.evictions > before { evictionsSeen += 1 }
            #expect(word < 1000, "the generations never turned over")
            if word >= 1000 { break }
        }
        #expect(edges(1) == ShapedSegmentCache.Edges(unsafeToConcatAtStart: true, unsafeToConcatAtEnd: true))
        #expect(edges(2) == ShapedSegmentCache.Edges(unsafeToConcatAtStart: false, unsafeToConcatAtEnd: false))
    }

    @Test("words stored without the flags, met again beside fullwidth brackets in one item, shape as the whole item")
    func unknownEdgesJoinCorrectly() throws {
        let cache = ShapedSegmentCache()
        let context = try FontContext(segmentCache: cache)
        // Noto Sans Mono has the fullwidth curly brackets, which are cut around like CJK.
        let font = Font(family: "Noto Sans Mono", size: 16)
        var first = AttributedText("zorblat quintex vamoor pleskit drunvel oxtaph mirrolen cavtusk")
        first.font = font
        for _ in 0..<2 { _ = ShapedText(first, context: context) }
        #expect(cache.count >= 6, "the words are stored")
        var second = AttributedText("zorblat\u{FF5B}quintex\u{FF5D}vamoor\u{FF5B}pleskit drunvel")
        second.font = font
        let analysis = TextAnalysis(second)
        var itemizer = Itemizer(text: second, utf16: analysis.utf16, context: context)
        let items = itemizer.items(for: analysis.paragraphs[0])
        #expect(items.count == 1, "Latin words and fullwidth brackets in one item (cuts that follow no space)")
        for pass in 0..<2 {
            SegmentCacheTests().expectSameAsWholeItems(second, "pass \(pass)", context: context)
        }
    }
}
