import Testing

@testable import RichText

/// The miss-storm gauge (`MissStormGauge`): a workspace whose cache misses most words shapes
/// items whole, with the same glyphs, and goes back to the cache once its words come back.
@Suite("Miss storms")
struct MissStormTests {
    /// `count` paragraphs of 24 lowercase nonce words each (3–10 letters), from a seeded
    /// generator, so no word repeats often enough to be cached.
    static func nonceParagraphs(_ count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(state: seed)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { _ in
            (0..<24).map { _ in String((0..<(3 + random.below(8))).map { _ in random.pick(letters) }) }
                .joined(separator: " ")
        }
    }

    /// Shapes the one paragraph of `string` against `cache` in `workspace` (made ready for
    /// `cache` first, as the pool does).
    static func shaped(
        _ string: String, context: FontContext, cache: ShapedSegmentCache, workspace: ShaperWorkspace
    ) -> ShapedParagraph {
        let text = AttributedText(string)
        let analysis = TextAnalysis(text)
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        workspace.prepare(for: cache)
        return Shaper(text: analysis.utf16, cache: cache, workspace: workspace)
            .shape(analysis.paragraphs[0], items: itemizer.items(for: analysis.paragraphs[0]))
    }

    /// The same paragraph shaped by a one-off shaper through a cache of its own (which
    /// never bypasses): the reference.
    static func reference(_ string: String, context: FontContext) -> ShapedGlyphsWithoutConcatFlags {
        let text = AttributedText(string)
        let analysis = TextAnalysis(text)
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        return ShapedGlyphsWithoutConcatFlags(
            Shaper(text: analysis.utf16, cache: ShapedSegmentCache())
                .shape(analysis.paragraphs[0], items: itemizer.items(for: analysis.paragraphs[0]))
        )
    }

    /// A cache of 256 KB with miss-storm bypassing on, as `FontContext`'s caches have it:
    /// it holds 1,440 words, so a storm is judged over 2,880 (120 nonce paragraphs).
    static func stormCache() -> ShapedSegmentCache {
        let cache = ShapedSegmentCache(capacityBytes: 256 << 10)
        precondition(cache.wordCapacity == 1440 && cache.bypassesMissStorms)
        return cache
    }

    @Test(
        "the gauge: under half of twice the cache's words, judged an eighth at a time, starts a storm; half of 64 sampled words ends it"
    )
    func gaugeThresholds() {
        var gauge = MissStormGauge(cachedWords: 300)
        #expect(gauge.normalWindow == 600)
        // A fresh gauge judges once its window (eight buckets of 75 words) is full.
        for _ in 0..<7 { gauge.record(words: 75, hits: 0) }
        #expect(!gauge.isBypassing, "judged only once the window is full")
        gauge.record(words: 74, hits: 0)
        #expect(!gauge.isBypassing, "the eighth bucket is not full yet")
        gauge.record(words: 1, hits: 300)
        #expect(!gauge.isBypassing, "half hit: the cache pays")
        // Well-known text, then new words: the window slides a bucket at a time, so the
        // storm begins once new words are most of it (the fifth bucket), not a window later.
        for _ in 0..<8 { gauge.record(words: 75, hits: 75) }
        for bucket in 1...4 {
            gauge.record(words: 75, hits: 0)
            #expect(!gauge.isBypassing, "bucket \(bucket)")
        }
        gauge.record(words: 75, hits: 0)
        #expect(gauge.isBypassing)
        // A third of the words hit: one item in four goes through the cache, at random.
        #expect(!gauge.isDeep)
        let sampled = (0..<4000).filter { _ in gauge.usesCache() }.count
        #expect((880...1120).contains(sampled), "\(sampled) of 4,000")
        gauge.record(words: 63, hits: 63)
        #expect(gauge.isBypassing, "judged only once 64 sampled words are counted")
        gauge.record(words: 65, hits: 0)
        #expect(gauge.isBypassing, "63 of 128 is under half")
        gauge.record(words: 64, hits: 32)
        #expect(!gauge.isBypassing)
        #expect((0..<5).allSatisfy { _ in gauge.usesCache() }, "with the cache, every item uses it")
        // Back with the cache, a whole new window is counted before the next judgement.
        for _ in 0..<7 { gauge.record(words: 75, hits: 0) }
        #expect(!gauge.isBypassing)
        gauge.record(words: 75, hits: 0)
        #expect(gauge.isBypassing)
        #expect(MissStormGauge(cachedWords: 0).normalWindow == MissStormGauge.sampledWindow)
        // Nothing hit: a deep storm samples one item in 16, until a sixteenth of the
        // sampled words hit.
        #expect(gauge.isDeep)
        let deepSampled = (0..<4000).filter { _ in gauge.usesCache() }.count
        #expect((180...320).contains(deepSampled), "\(deepSampled) of 4,000")
        gauge.record(words: 64, hits: 3)
        #expect(gauge.isBypassing && gauge.isDeep)
        gauge.record(words: 64, hits: 4)
        #expect(gauge.isBypassing && !gauge.isDeep)
    }

    @Test("on words new to the cache a workspace shapes items whole, with the glyphs the cache path gives")
    func stormShapesWholeWithTheSameGlyphs() throws {
        let context = try FontContext()
        let cache = Self.stormCache()
        let workspace = ShaperWorkspace()
        for (index, string) in Self.nonceParagraphs(200, seed: 7).enumerated() {
            let shaped = Self.shaped(string, context: context, cache: cache, workspace: workspace)
            #expect(
                ShapedGlyphsWithoutConcatFlags(shaped) == Self.reference(string, context: context), "paragraph \(index)"
            )
            // 24 words a paragraph: the window closes with the 120th.
            if index == 118 { #expect(!workspace.scratch.gauge.isBypassing) }
            if index == 119 { #expect(workspace.scratch.gauge.isBypassing) }
        }
        // Of the last 80 paragraphs (an item each), about one in 16 went through the cache
        // (a deep storm: no word hit); the draws are the same every run.
        #expect(workspace.scratch.gauge.isDeep)
        #expect((66...79).contains(workspace.scratch.bypassedItems), "\(workspace.scratch.bypassedItems) of 80")
        #expect(workspace.scratch.gauge.isBypassing)
    }

    @Test("a vocabulary that comes back after a storm wins the cache back")
    func cacheComesBack() throws {
        let context = try FontContext()
        // 1 MB holds 5,824 words, the commonest English ones among them: a storm takes
        // 11,648 words of nonce paragraphs (486 of them).
        let cache = ShapedSegmentCache(capacityBytes: 1 << 20)
        let workspace = ShaperWorkspace()
        for string in Self.nonceParagraphs(490, seed: 11) {
            _ = Self.shaped(string, context: context, cache: cache, workspace: workspace)
        }
        #expect(workspace.scratch.gauge.isBypassing)
        let english = try corpusLines("en")
        var back: Int?
        for (index, string) in (english + english + english + english).enumerated() {
            let shaped = Self.shaped(string, context: context, cache: cache, workspace: workspace)
            #expect(
                ShapedGlyphsWithoutConcatFlags(shaped) == Self.reference(string, context: context), "paragraph \(index)"
            )
            if back == nil, !workspace.scratch.gauge.isBypassing { back = index }
        }
        let paragraphs = try #require(back, "still bypassing after four rounds of the English corpus")
        // One paragraph in 16, then (once some words hit) one in four offers its words
        // (a word is kept on its second offer): the commonest words take about two rounds
        // of the corpus to be half of a paragraph.
        #expect(paragraphs < 3 * english.count)
        #expect(!workspace.scratch.gauge.isBypassing, "English stays with the cache once back")
        let before = cache.statistics
        let bypassed = workspace.scratch.bypassedItems
        for string in english { _ = Self.shaped(string, context: context, cache: cache, workspace: workspace) }
        let after = cache.statistics
        #expect(!workspace.scratch.gauge.isBypassing)
        #expect(workspace.scratch.bypassedItems == bypassed, "no item shaped whole")
        #expect(after.hits - before.hits > after.misses - before.misses, "the cache answers most words again")
    }

    @Test(
        "a storm ends on paragraphs of a fixed number of items (a known sentence, then new names)",
        arguments: [0, 1, 2])
    func stormEndsWithFixedItemCounts(shift: Int) throws {
        let context = try FontContext()
        let cache = Self.stormCache()
        let workspace = ShaperWorkspace()
        for string in Self.nonceParagraphs(130, seed: 9) + Array(repeating: "x", count: shift) {
            _ = Self.shaped(string, context: context, cache: cache, workspace: workspace)
        }
        #expect(workspace.scratch.gauge.isBypassing)
        // Two items a paragraph: ten known Latin words, then two new Hebrew ones. Sampling
        // every fourth item by count would pick the same item of every paragraph.
        var random = SplitMix64(state: 5)
        let hebrewLetters = (0x05D0...0x05EA).map { Character(Unicode.Scalar($0)!) }
        func hebrewWord() -> String { String((0..<5).map { _ in random.pick(hebrewLetters) }) }
        let known = "the quick brown fox jumps over the lazy dog again"
        for _ in 0..<300 {
            _ = Self.shaped(
                "\(known) \(hebrewWord()) \(hebrewWord())", context: context, cache: cache, workspace: workspace)
        }
        #expect(!workspace.scratch.gauge.isBypassing, "shift \(shift)")
        workspace.scratch.near?.reportHits(to: cache)  // as the pool does when it takes one back
        let before = cache.statistics
        _ = Self.shaped(
            "\(known) \(hebrewWord()) \(hebrewWord())", context: context, cache: cache, workspace: workspace)
        workspace.scratch.near?.reportHits(to: cache)
        #expect(cache.statistics.hits - before.hits >= 9, "the known words hit")
    }

    @Test("a text of new words through the public API counts bypassed items; a test cache never bypasses")
    func statisticsAndTestCaches() throws {
        let string = Self.nonceParagraphs(200, seed: 3).joined(separator: "\n")
        let context = try FontContext(shapingCacheCapacity: 256 << 10)
        let shaped = ShapedText(AttributedText(string), context: context)
        let statistics = context.shapingCacheStatistics
        #expect((66...79).contains(statistics.bypassedItems), "\(statistics.bypassedItems) of 80")
        #expect(statistics.hits + statistics.misses >= 24 * (200 - statistics.bypassedItems))
        // The same text through a cache made for tests: every word is looked up or counted.
        let exact = try FontContext(bundledFonts: true, segmentCache: ShapedSegmentCache())
        let again = ShapedText(AttributedText(string), context: exact)
        #expect(exact.shapingCacheStatistics.bypassedItems == 0)
        #expect(exact.shapingCacheStatistics.hits + exact.shapingCacheStatistics.misses >= 24 * 200)
        #expect(
            again.paragraphs.map(ShapedGlyphsWithoutConcatFlags.init)
                == shaped.paragraphs.map(ShapedGlyphsWithoutConcatFlags.init))
    }

    @Test("a workspace moved to another cache starts its count afresh")
    func gaugeBelongsToItsCache() throws {
        let context = try FontContext()
        let first = Self.stormCache()
        let workspace = ShaperWorkspace()
        for string in Self.nonceParagraphs(121, seed: 5) {
            _ = Self.shaped(string, context: context, cache: first, workspace: workspace)
        }
        #expect(workspace.scratch.gauge.isBypassing)
        _ = Self.shaped("a few words", context: context, cache: Self.stormCache(), workspace: workspace)
        #expect(!workspace.scratch.gauge.isBypassing)
        #expect(workspace.scratch.gauge.normalWindow == 2880)
    }
}
