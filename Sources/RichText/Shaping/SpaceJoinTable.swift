/// The space-join answers of one cache shard (see `ShapedSegmentCache.joinsAfterSpace`):
/// whether a piece whose first glyph is a given glyph, in a given style, shapes after a
/// space as it does alone. Keyed by style id and glyph (never zero: style ids start at 1).
///
/// A fixed open-addressing table with a multiplicative hash (a `Dictionary` hashes its
/// keys with SipHash, which cost more than the rest of an answer's lookup); at half full
/// it is emptied, as answers are cheap to learn again. Not thread-safe: the shard's lock
/// guards it.
struct SpaceJoinTable {
    /// Slots (a power of two).
    private static let capacity = 1024
    /// Each slot's key (0: empty).
    private var keys = [UInt64](repeating: 0, count: capacity)
    /// Each slot's answer.
    private var answers = [Bool](repeating: false, count: capacity)
    /// The slots in use, so emptying costs what was filled.
    private var used: [Int32] = []

    var isEmpty: Bool { used.isEmpty }

    /// The answer kept for `key`, if any.
    func answer(for key: UInt64) -> Bool? {
        var slot = Self.home(of: key)
        while true {
            let found = keys[slot]
            if found == key { return answers[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & (Self.capacity - 1)
        }
    }

    /// Keeps `answer` for `key` unless an answer is kept already.
    mutating func record(_ answer: Bool, for key: UInt64) {
        if used.count >= Self.capacity / 2 { removeAll() }
        var slot = Self.home(of: key)
        while true {
            let found = keys[slot]
            if found == key { return }
            if found == 0 { break }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        keys[slot] = key
        answers[slot] = answer
        used.append(Int32(slot))
    }

    /// Forgets every answer.
    mutating func removeAll() {
        for slot in used { keys[Int(slot)] = 0 }
        used.removeAll(keepingCapacity: true)
    }

    /// The first slot `key` probes: bits 40–49 of the multiplicative hash. Not its top
    /// bits: the cache chose the shard with those (`ShapedSegmentCache.shardIndex`, from
    /// the same product), so within a shard they are alike and would crowd a few slots.
    static func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: ShapedSegmentCache.spaceJoinHash(of: key) >> 40) & (capacity - 1)
    }
}
