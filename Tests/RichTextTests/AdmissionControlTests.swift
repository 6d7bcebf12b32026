import Testing

@testable import RichText

/// The shaped-word cache's sampled admission: a working set larger than the cache that comes
/// round again and again keeps a fixed sample of its words (which then hit) instead of
/// passing every word through; a working set that fits is stored whole.
@Suite("Shaped-word cache admission")
struct AdmissionControlTests {
    @Test("a generation retiring with fewer hits than half its stores halves the share; one with more keeps it")
    func tightens() {
        var control = AdmissionControl()
        for _ in 0..<100 { control.recordStore() }
        for _ in 0..<49 { control.recordHit() }
        control.generationRetired()
        #expect(control.shift == 1 && control.admittedShare == 0.5)
        for _ in 0..<100 { control.recordStore() }
        for _ in 0..<50 { control.recordHit() }
        control.generationRetired()
        #expect(control.shift == 1, "50 hits for 100 stores is enough")
        for _ in 0..<20 {
            control.recordStore()
            control.generationRetired()
        }
        #expect(control.shift == AdmissionControl.maximumShift, "never below 1/64")
        control.reset()
        #expect(control.shift == 0 && control.admittedShare == 1)
    }

    @Test("two generations' worth of misses with the newer generation under half full double the share; a failed try waits twice as long")
    func relaxes() {
        var control = AdmissionControl()
        func miss(_ count: Int, roomToSpare: Bool = true) {
            for _ in 0..<count { control.recordMiss(generationEntries: 100, newerIsHalfFull: !roomToSpare) }
        }
        control.recordStore()
        control.generationRetired()
        control.recordStore()
        control.generationRetired()
        #expect(control.shift == 2)
        miss(199)
        #expect(control.shift == 2, "not before 200 misses")
        miss(1)
        #expect(control.shift == 1)
        miss(500, roomToSpare: false)
        #expect(control.shift == 1, "a newer generation half full has no room to spare")
        // The try failed: the next retirement halves the share again.
        control.recordStore()
        control.generationRetired()
        #expect(control.shift == 2)
        miss(399)
        #expect(control.shift == 2, "now not before 400 misses")
        miss(1)
        #expect(control.shift == 1)
        miss(400)
        #expect(control.shift == 0)
        miss(500)
        #expect(control.shift == 0, "never above 1")
    }

    @Test("a shift of s admits the words whose hash has s chosen bits zero: the same words, 1 in 2^s")
    func admitsBySample() {
        var random = SplitMix64(state: 12345)
        let hashes = (0..<40_000).map { _ in random.next() }
        for shift in 0...AdmissionControl.maximumShift {
            let admitted = hashes.filter { AdmissionControl.admits($0, shift: shift) }
            let expected = Double(hashes.count) / Double(1 << shift)
            #expect(abs(Double(admitted.count) - expected) < expected * 0.1 + 20, "shift \(shift)")
            if shift > 0 {
                #expect(
                    admitted.allSatisfy { AdmissionControl.admits($0, shift: shift - 1) },
                    "a word admitted at 1/2^\(shift) is admitted at every larger share")
            }
        }
    }

    @Test("a working set 2× the cache laid out in rounds keeps a sample that hits; one that fits is stored whole")
    func roundsOfAWorkingSetLargerThanTheCache() {
        let cache = ShapedSegmentCache(capacityBytes: 256 << 10)
        let style = SegmentCachePolicyTests.style(cache)
        let capacity = SegmentCachePolicyTests.capacityInWords(cache, style: style)
        cache.removeAll()
        #expect(cache.statistics.admittedShare == 1, "emptying the cache admits every word again")

        // In rounds: every word of the vocabulary in the same order, twice in a row (so the
        // doorkeeper lets it in), round after round. A cache that stores all of them evicts
        // each before its turn comes again, so a word's first touch in a round never hits.
        let vocabulary = capacity * 2
        var lastRoundHits = 0
        for _ in 0..<12 {
            lastRoundHits = 0
            for word in 0..<vocabulary {
                if SegmentCachePolicyTests.touch(word, cache: cache, style: style) { lastRoundHits += 1 }
                SegmentCachePolicyTests.touch(word, cache: cache, style: style)
            }
        }
        let share = cache.statistics.admittedShare
        let rate = Double(lastRoundHits) / Double(vocabulary)
        #expect(share < 1, "admitted share \(share)")
        // Storing every word seen twice gives 0 here; the sample kept gives about 28 %.
        #expect(rate >= 0.15, "first touches that hit in the last round: \(rate)")

        // A vocabulary that fits, in rounds: every word seen twice is stored, so it all hits.
        cache.removeAll()
        let small = capacity / 4
        for _ in 0..<3 { for word in 0..<small { SegmentCachePolicyTests.touch(word, cache: cache, style: style) } }
        let hits = (0..<small).filter { SegmentCachePolicyTests.touch($0, cache: cache, style: style) }.count
        #expect(cache.statistics.admittedShare == 1)
        #expect(Double(hits) >= Double(small) * 0.95, "\(hits) of \(small)")
    }

    @Test("laid out in rounds through a cache in sampled admission, text shapes as whole items do")
    func shapingThroughASampledCache() throws {
        // A cache of a few hundred words; paragraphs from a vocabulary several times that.
        let cache = ShapedSegmentCache(shardCount: 2, slotsPerShard: 256, glyphsPerShard: 1024, unitsPerShard: 1280)
        let context = try FontContext(segmentCache: cache)
        var random = SplitMix64(state: 0xA11C_E5ED)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let vocabulary = (0..<2000).map { _ in String((0..<(3 + random.below(6))).map { _ in random.pick(letters) }) }
        let paragraphs = (0..<100).map { _ in
            (0..<20).map { _ in random.pick(vocabulary) }.joined(separator: " ")
        }
        for _ in 0..<8 { for paragraph in paragraphs { _ = ShapedText(AttributedText(paragraph), context: context) } }
        #expect(cache.statistics.admittedShare < 1, "the cache samples")
        let checker = SegmentCacheTests()
        for (index, paragraph) in paragraphs.prefix(30).enumerated() {
            checker.expectSameAsWholeItems(AttributedText(paragraph), "paragraph \(index)", context: context)
        }
        let statistics = cache.statistics
        #expect(statistics.hits > 0)
        #expect(statistics.bytes <= statistics.capacityBytes)
    }
}
