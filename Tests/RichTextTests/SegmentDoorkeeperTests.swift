import Testing

@testable import RichText

/// The shaped-word cache's doorkeeper: a word is let in the second time it is offered,
/// emptying forgets every word at once, old words are forgotten gradually, and threads
/// offer words at once without a lock.
@Suite("Shaped-word cache doorkeeper")
struct SegmentDoorkeeperTests {
    /// `count` word hashes, as `ShapedSegmentCache.address` makes them (odd, well mixed).
    static func hashes(_ count: Int, seed: UInt64) -> [UInt64] {
        var random = SplitMix64(state: seed)
        return (0..<count).map { _ in random.next() | 1 }
    }

    /// `count` word hashes that take different slots of `doorkeeper` (the table is
    /// direct-mapped by hash bits 8 and up: two words in one slot forget each other).
    static func hashesInDistinctSlots(_ count: Int, seed: UInt64, of doorkeeper: SegmentDoorkeeper) -> [UInt64] {
        let mask = UInt64(doorkeeper.slotCount - 1)
        var taken = Set<UInt64>()
        var random = SplitMix64(state: seed)
        var words: [UInt64] = []
        while words.count < count {
            let hash = random.next() | 1
            if taken.insert((hash >> 8) & mask).inserted { words.append(hash) }
        }
        return words
    }

    @Test("a word is let in the second time it is offered, not the first")
    func secondOfferIsAdmitted() {
        let doorkeeper = SegmentDoorkeeper(capacity: 4096)
        let words = Self.hashesInDistinctSlots(1000, seed: 1, of: doorkeeper)
        #expect(words.filter { doorkeeper.wasOffered($0) }.count <= 2, "first offers: new (a rare fingerprint alike)")
        #expect(words.allSatisfy { doorkeeper.wasOffered($0) }, "second offers: seen")
    }

    @Test("emptying forgets every word, also after 70,000 emptyings (past the salt's 16 bits)")
    func emptyingForgets() {
        let doorkeeper = SegmentDoorkeeper(capacity: 4096)
        let words = Self.hashesInDistinctSlots(1000, seed: 2, of: doorkeeper)
        for word in words { _ = doorkeeper.wasOffered(word) }
        doorkeeper.removeAll()
        #expect(words.filter { doorkeeper.wasOffered($0) }.count <= 2, "after one emptying")
        for round in 0..<70_000 {
            doorkeeper.removeAll()
            if round % 7_000 == 0 {
                #expect(words.filter { doorkeeper.wasOffered($0) }.count <= 2, "round \(round)")
                #expect(words.allSatisfy { doorkeeper.wasOffered($0) }, "round \(round): offered again, seen")
            }
        }
    }

    @Test("the table rounds its capacity to a power of two between 64 and 2^20 slots")
    func capacityRounding() {
        #expect(SegmentDoorkeeper(capacity: 0).slotCount == 64)
        #expect(SegmentDoorkeeper(capacity: 1000).slotCount == 1024)
        #expect(SegmentDoorkeeper(capacity: 1024).slotCount == 1024)
        #expect(SegmentDoorkeeper(capacity: Int.max).slotCount == 1 << 20)
        let sizes = ShapedSegmentCache.generationSizes(capacityBytes: ShapedSegmentCache.defaultCapacityBytes)
        let cache = ShapedSegmentCache(capacityBytes: ShapedSegmentCache.defaultCapacityBytes)
        #expect(cache.doorkeeper.slotCount >= sizes.slots * ShapedSegmentCache.defaultShardCount)
    }

    @Test("recent words are remembered, words offered many slots ago are forgotten")
    func forgetsGradually() {
        let doorkeeper = SegmentDoorkeeper(capacity: 8192)
        let slots = doorkeeper.slotCount
        let words = Self.hashesInDistinctSlots(1000, seed: 3, of: doorkeeper)
        for word in words { _ = doorkeeper.wasOffered(word) }
        // A sixteenth of the slots' worth of other words: about e^(-1/16) = 94 % stay.
        for other in Self.hashes(slots / 16, seed: 4) { _ = doorkeeper.wasOffered(other) }
        let recent = words.filter { doorkeeper.wasOffered($0) }.count
        #expect(recent > 880, "\(recent) of 1000 remembered")
        // Eight times the slots: about e^(-8) = 0.03 % stay.
        for other in Self.hashes(slots * 8, seed: 5) { _ = doorkeeper.wasOffered(other) }
        let old = words.filter { doorkeeper.wasOffered($0) }.count
        #expect(old < 20, "\(old) of 1000 remembered")
    }

    @Test("four threads offering their own words at once each find them seen the second time")
    func concurrentOffers() async {
        let doorkeeper = SegmentDoorkeeper(capacity: 1 << 16)
        let seen = await withTaskGroup(of: Int.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    var admitted = 0
                    for word in Self.hashes(20_000, seed: UInt64(10 + thread)) {
                        _ = doorkeeper.wasOffered(word)
                        if doorkeeper.wasOffered(word) { admitted += 1 }
                    }
                    return admitted
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        // Another thread may take the slot between a word's two offers, rarely.
        #expect(seen.allSatisfy { $0 > 19_800 }, "\(seen) of 20,000 each")
    }

    @Test("a cache stores a word the second time it is offered, and emptying it forgets the offer")
    func cacheUsesTheDoorkeeper() {
        let cache = ShapedSegmentCache(capacityBytes: 1 << 20)
        let style = SegmentCachePolicyTests.style(cache)
        SegmentCacheHoldingTests.offer(1, cache: cache, style: style)
        #expect(cache.count == 0)
        SegmentCacheHoldingTests.offer(1, cache: cache, style: style)
        #expect(cache.count == 1)
        SegmentCacheHoldingTests.offer(2, cache: cache, style: style)
        cache.removeAll()
        SegmentCacheHoldingTests.offer(2, cache: cache, style: style)
        #expect(cache.count == 0, "offered once since it was emptied")
    }
}
