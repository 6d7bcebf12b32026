import Foundation
import Synchronization
import Testing

@testable import RichText

/// Emptying the shaped-word cache: an unused cache skips its shards, and no use that races
/// with an emptying outlives the next one.
@Suite("Shaped-word cache: emptying")
struct SegmentCacheEmptyingTests {
    typealias Policy = SegmentCachePolicyTests

    @Test("emptying twice, or after lookups only, leaves the cache empty and working")
    func emptyingAnEmptyCache() {
        let cache = ShapedSegmentCache()
        let style = Policy.style(cache)
        for _ in 0..<2 { for word in 0..<50 { Policy.touch(word, cache: cache, style: style) } }
        #expect(cache.count == 50)
        cache.removeAll()
        cache.removeAll()  // unused since the last emptying: skips the shards
        #expect(cache.count == 0)
        #expect(cache.clears == 2, "every call counts, so near caches forget what they copied")
        // A lookup alone marks the cache used; its doorkeeper offer is forgotten by the next
        // emptying, so the word is again stored only on its second offer after that.
        #expect(!Policy.touch(7, cache: cache, style: style))
        cache.removeAll()
        #expect(!Policy.touch(7, cache: cache, style: style), "the offer before the emptying is forgotten")
        #expect(!Policy.touch(7, cache: cache, style: style), "stored on the second offer after it")
        #expect(Policy.touch(7, cache: cache, style: style))
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(!Policy.touch(7, cache: cache, style: style))
    }

    @Test("words stored while another thread empties the cache are gone after the last emptying")
    func emptyingRacesWithStores() {
        let cache = ShapedSegmentCache(shardCount: 4, slotsPerShard: 4096, glyphsPerShard: 32768, unitsPerShard: 32768)
        let style = Policy.style(cache)
        let storing = Atomic<Int>(2)
        // Two threads store words (each offered twice) while a third empties the cache as
        // fast as it can; after each emptying that follows their last store, none is left.
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            guard worker < 2 else {
                while storing.load(ordering: .relaxed) > 0 { cache.removeAll() }
                return
            }
            for round in 0..<400 {
                for word in 0..<20 { Policy.touch(worker * 100_000 + round * 20 + word, cache: cache, style: style) }
                for word in 0..<20 { Policy.touch(worker * 100_000 + round * 20 + word, cache: cache, style: style) }
            }
            storing.subtract(1, ordering: .relaxed)
        }
        cache.removeAll()
        #expect(cache.count == 0)
    }
}
