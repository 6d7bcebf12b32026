import Testing

@testable import RichText

/// Shaping through a small cache that keeps evicting, admitting and carrying words forward
/// gives exactly what shaping each item whole gives, on paragraphs mixed from every corpus
/// language that no test chose by hand: every path of `Shaper.shapeSegmented` (hits, a
/// stretch of misses, a lone cached word inside a stretch, the rest of an item after four
/// misses, words learnt from a stretch, regrouped joins) meets text it was not written for.
@Suite("Shaped-word cache under churn")
struct SegmentCacheMixTests {
    /// Words of every corpus language, with punctuation and emoji between some of them.
    static func vocabulary() throws -> [String] {
        var words: [String] = []
        for language in SegmentCacheTests.languages {
            for line in try corpusLines(language).prefix(40) {
                words += line.split(separator: " ").map(String.init)
            }
        }
        return words + ["—", "(x)", "1,234", "👍", "👨‍👩‍👧", "AV", "Ta.", "ﬁ", "…"]
    }

    @Test("random mixed paragraphs through a churning cache equal whole-item shaping, three passes")
    func churningCacheMatchesWholeItems() throws {
        let words = try Self.vocabulary()
        #expect(words.count > 1000)
        var random = SplitMix64(state: 0x2545_F491_4F6C_DD1D)
        func next(_ bound: Int) -> Int { random.below(bound) }
        // Mostly words from a small pool (so they repeat and get admitted), some from all.
        let pool = (0..<300).map { _ in words[next(words.count)] }
        let paragraphs = (0..<60).map { _ in
            (0..<(8 + next(30))).map { _ in next(4) == 0 ? words[next(words.count)] : pool[next(pool.count)] }
                .joined(separator: next(5) == 0 ? "  " : " ")
        }
        // A cache of a few dozen words per generation: it evicts and rotates constantly.
        let cache = ShapedSegmentCache(shardCount: 2, slotsPerShard: 64, glyphsPerShard: 256, unitsPerShard: 320)
        let context = try FontContext(segmentCache: cache)
        let checker = SegmentCacheTests()
        for pass in 0..<3 {
            for (index, paragraph) in paragraphs.enumerated() {
                checker.expectSameAsWholeItems(
                    AttributedText(paragraph), "pass \(pass) paragraph \(index)", context: context)
            }
        }
        let statistics = cache.statistics
        #expect(statistics.hits > 100, "words were found")
        #expect(statistics.evictions > 100, "and evicted")
    }
}

/// Which slices of a shaped stretch may be stored, on synthetic HarfBuzz output (the
/// bundled fonts never mark a cut after a space unsafe, so real text cannot reach this).
@Suite("Stretch slicer")
struct StretchSlicerTests {
    /// Glyphs with the given clusters; `unsafe` marks glyph indices unsafe to break.
    static func storage(clusters: [Int32], unsafe: Set<Int>) -> GlyphStorage {
        var storage = GlyphStorage()
        for (index, cluster) in clusters.enumerated() {
            storage.append(
                id: UInt32(index), advance: 1, xOffset: 0, yOffset: 0, cluster: cluster,
                flags: unsafe.contains(index) ? ShapedGlyph.Flags.unsafeToBreak.rawValue : 0)
        }
        return storage
    }

    @Test("a segment is stored only when both its cuts are safe")
    func unsafeCutsAreNotStored() {
        // "ab cd ef" at offsets 10..<18: segments "ab ", "cd ", "ef"; the glyph of "c"
        // (index 3) is unsafe to break, as kerning between the space and "c" would make it.
        let glyphs = Self.storage(clusters: [10, 11, 12, 13, 14, 15, 16, 17], unsafe: [3])
        var slicer = StretchSlicer(piece: 10..<18, glyphsFrom: 0, storage: glyphs)
        let first = slicer.next(10..<13)
        #expect(first.glyphs == 0..<3 && !first.isStorable && !first.endIsSafe, "its end cut is unsafe")
        let second = slicer.next(13..<16)
        #expect(second.glyphs == 3..<6 && !second.isStorable && second.endIsSafe, "its start cut is unsafe")
        let third = slicer.next(16..<18)
        #expect(third.glyphs == 6..<8 && third.isStorable && third.endIsSafe, "safe start, stretch end")
    }

    @Test("a cut inside a cluster (a ligature across the cut) is unsafe; the stretch's edges are safe")
    func clustersAndEdges() {
        // Glyph 1 covers offsets 1–3 (a ligature from offset 1 to 3): a cut at 2 falls inside it.
        let glyphs = Self.storage(clusters: [0, 1, 3, 4], unsafe: [])
        var slicer = StretchSlicer(piece: 0..<5, glyphsFrom: 0, storage: glyphs)
        let first = slicer.next(0..<2)
        #expect(first.glyphs == 0..<2 && !first.isStorable, "the next glyph's cluster starts at 3, not 2")
        let second = slicer.next(2..<5)
        #expect(second.glyphs == 2..<4 && !second.isStorable)
        var whole = StretchSlicer(piece: 0..<5, glyphsFrom: 0, storage: glyphs)
        #expect(whole.next(0..<5).isStorable, "one segment: both cuts are the stretch's edges")
    }

    @Test("right-to-left glyphs in logical order slice the same way")
    func rightToLeft() {
        let glyphs = Self.storage(clusters: [20, 20, 21, 22, 23], unsafe: [1])
        var slicer = StretchSlicer(piece: 20..<24, glyphsFrom: 0, storage: glyphs)
        let first = slicer.next(20..<22)
        #expect(first.glyphs == 0..<3 && first.isStorable)
        let second = slicer.next(22..<24)
        #expect(second.glyphs == 3..<5 && second.isStorable)
    }
}
