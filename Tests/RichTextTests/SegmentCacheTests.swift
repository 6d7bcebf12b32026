import Testing

@testable import RichText

/// The shaped-segment cache must never change a result: segment-wise shaping equals
/// shaping each item in one HarfBuzz call, and a cached layout equals a fresh one.
///
/// Each test shapes through a font context with a cache of its own, so tests run in
/// parallel and never empty the process-wide cache.
@Suite("Shaped-segment cache")
struct SegmentCacheTests {
    static let languages = ["en", "de", "el", "ru", "vi", "ar", "fa", "he", "hi", "th", "zh_CN", "ja", "ko"]

    /// The bundled fonts, shaped through `cache`.
    static func context(_ cache: ShapedSegmentCache) throws -> FontContext {
        try FontContext(segmentCache: cache)
    }

    /// Each paragraph's glyphs shaped item by item in one call each, without the cache.
    func wholeItemGlyphs(_ text: AttributedText, context: FontContext) -> [GlyphStorage] {
        let analysis = TextAnalysis(text)
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        let shaper = Shaper(text: analysis.utf16, cache: ShapedSegmentCache(shardCount: 1, slotsPerShard: 1))
        return analysis.paragraphs.map { paragraph in
            var storage = GlyphStorage()
            for item in itemizer.items(for: paragraph) {
                shaper.shape(item, range: item.range, context: paragraph.contentRange, into: &storage)
            }
            return storage
        }
    }

    /// Glyph ids, positions, clusters and the unsafe-to-break flag must match
    /// (`ShapedGlyphsWithoutConcatFlags`: HarfBuzz's unsafe-to-concat flag depends on what
    /// was shaped together, so shaping a word on its own may set it on fewer glyphs;
    /// nothing in layout reads it).
    func expectSameAsWholeItems(_ text: AttributedText, _ label: String, context: FontContext) {
        let segmented = ShapedText(text, context: context).paragraphs.map(\.glyphs)
        let whole = wholeItemGlyphs(text, context: context)
        #expect(segmented.count == whole.count, "\(label)")
        for (index, (a, b)) in zip(segmented, whole).enumerated() where a != b.compacted() {
            let (mine, reference) = (ShapedGlyphsWithoutConcatFlags(a), ShapedGlyphsWithoutConcatFlags(b))
            guard mine != reference else { continue }
            let first = mine.firstDifference(from: reference)
            Issue.record(
                "\(label) paragraph \(index): \(a.count) vs \(b.count) glyphs, first difference at glyph \(first ?? -1)"
            )
        }
    }

    /// The third pass finds words in the workspace's near cache (`NearWordCache`), which
    /// keeps a word the shared cache answered twice.
    @Test("segment-wise shaping equals whole-item shaping for every corpus paragraph, cold, cached and near")
    func corpusMatchesWholeItems() throws {
        for language in Self.languages {
            let lines = try corpusLines(language)
            #expect(!lines.isEmpty)
            let cache = ShapedSegmentCache()
            let context = try Self.context(cache)
            for pass in ["cold", "cached", "near"] {
                for (index, line) in lines.enumerated() {
                    expectSameAsWholeItems(
                        AttributedText(line), "\(language) line \(index) (\(pass))", context: context)
                }
                if pass == "cold" { #expect(cache.count > 0, "\(language): the cold pass fills the cache") }
            }
        }
    }

    @Test("styled, spaced and mixed text matches whole-item shaping")
    func styledTextMatches() throws {
        let english = try corpusLines("en").joined(separator: " ")
        var text = AttributedText(String(english.prefix(600)) + " مرحبا بالعالم 你好，世界 नमस्ते दुनिया 😀 fin")
        text.setFont(Font(size: 20, weight: .bold), range: 10..<60)
        text.setLetterSpacing(1.5, range: 100..<160)
        text.setFont(Font(size: 12), range: 200..<203)
        text.setLanguage("tr", range: 300..<400)
        let context = try Self.context(ShapedSegmentCache())
        for _ in 0..<2 { expectSameAsWholeItems(text, "styled", context: context) }
        for pass in 0..<2 {
            var kerned = AttributedText("AVATAR To WAVE Ty. LT AV AW Yo")
            kerned.font = Font(size: 30 + Double(pass))
            expectSameAsWholeItems(kerned, "kerning pairs \(pass)", context: context)
        }
    }

    @Test("Arabic words against punctuation and digits of other fonts are cached and shape as whole items")
    func arabicBesidePunctuation() throws {
        let cache = ShapedSegmentCache()
        let context = try Self.context(cache)
        let words = ["كلمة", "العربية", "مرحبا", "بالعالم", "نص"]
        let neighbours = ["«", "»", "–", "…", "“", "”", "،", "؛", "؟", "٣", "۴", "1", "(", ")", "ـ", "\u{200D}", "a"]
        var random = SplitMix64(state: 0xA2AB_1C)
        for paragraph in 0..<60 {
            var text = ""
            for _ in 0..<(6 + random.below(10)) {
                text += neighbours[random.below(neighbours.count)] + words[random.below(words.count)]
                if random.below(3) == 0 { text += " " }
            }
            for pass in ["cold", "cached", "cached again"] {
                expectSameAsWholeItems(AttributedText(text), "paragraph \(paragraph) (\(pass))", context: context)
            }
        }
        #expect(cache.count > 20, "words between non-joining neighbours are kept")
    }

    @Test("a layout from cached segments equals a fresh one, byte for byte in the dump")
    func cachedLayoutEqualsFresh() throws {
        let text = AttributedText(try corpusLines("en").prefix(3).joined(separator: "\n"))
        let container = TextContainer(size: Size(width: 240, height: .infinity))
        let cache = ShapedSegmentCache()
        let context = try Self.context(cache)
        let fresh = TextLayout(container: container, shapedText: ShapedText(text, context: context)).dump()
        // Words are stored the second time they are shaped.
        #expect(TextLayout(container: container, shapedText: ShapedText(text, context: context)).dump() == fresh)
        let stored = cache.count
        #expect(stored > 10)
        let cached = TextLayout(container: container, shapedText: ShapedText(text, context: context)).dump()
        #expect(cache.count == stored, "the second layout finds every segment")
        #expect(cached == fresh)
    }

    @Test("the same word in another size, weight or direction is its own entry")
    func keysSeparateStyles() {
        let regular = shape("cache cache").paragraphs[0]
        let large = shape("cache cache", font: Font(size: 32)).paragraphs[0]
        let bold = shape("cache cache", font: Font(size: 16, weight: .bold)).paragraphs[0]
        #expect(large.advance > regular.advance * 1.9)
        #expect(bold.advance != regular.advance)
        let words = regular.glyphs.advances
        #expect(Array(words[0..<5]) == Array(words[6..<11]))
    }

    @Test("the cache stays within its fixed capacity, shapes only on a miss, and keeps join answers")
    func cacheIsBounded() {
        let cache = ShapedSegmentCache(shardCount: 2, slotsPerShard: 16, glyphsPerShard: 64, unitsPerShard: 64)
        let style = cache.style(
            for: SegmentStyle(
                face: 1, font: .default, language: nil, script: 0, isRightToLeft: false, letterSpacing: 0, kern: 0))
        func shapeOneGlyphPerUnit(_ segment: Range<Int>) -> (inout GlyphStorage) -> Void {
            { storage in
                for unit in segment {
                    storage.append(id: UInt32(unit), advance: 1, xOffset: 0, yOffset: 0, cluster: Int32(unit), flags: 0)
                }
            }
        }
        for word in 0..<500 {
            let text = Array("pad w\(word)xyz".utf16)
            let segment = 4..<text.count
            var shaped = GlyphStorage()
            for _ in 0..<2 {  // stored the second time
                shaped = GlyphStorage()
                _ = cache.glyphs(
                    for: segment, of: text, style: style, isParagraphStart: false, isParagraphEnd: true,
                    into: &shaped, orShape: shapeOneGlyphPerUnit(segment))
            }
            var again = GlyphStorage()
            var shapedAgain = false
            _ = cache.glyphs(
                for: segment, of: text, style: style, isParagraphStart: false, isParagraphEnd: true,
                into: &again
            ) { _ in shapedAgain = true }
            #expect(!shapedAgain, "a stored segment is not shaped again")
            #expect(again == shaped)
            #expect(again.clusters.first == 4, "clusters are absolute")
            #expect(cache.count <= 2 * 2 * 8, "2 shards of two generations of 8 entries (half of 16 slots)")
        }
        let statistics = cache.statistics
        #expect(statistics.hits + statistics.misses == 1500 && statistics.hits >= 500)
        #expect(statistics.evictions > 400 && statistics.evictions + statistics.count == 500)
        #expect(statistics.bytes <= statistics.capacityBytes)
        var checks = 0
        for _ in 0..<3 {
            let joins = cache.joinsAfterSpace(style: style, firstGlyph: 7) {
                checks += 1
                return true
            }
            #expect(joins)
        }
        #expect(checks == 1, "the join answer is checked once and kept")
    }
}
