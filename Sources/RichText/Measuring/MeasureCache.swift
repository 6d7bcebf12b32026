/// Counters of a measure cache.
public struct CacheStatistics: Hashable, Sendable {
    /// Measures answered from the cache.
    public var hits = 0
    /// Measures that had to lay the text out.
    public var misses = 0
    /// Entries dropped (least recently used first) to make room for others.
    public var evictions = 0
    /// Entries held now.
    public var count = 0
    /// The most entries the cache holds.
    public var capacity = 0
    /// How many layouts were computed (a miss may lay out several times to shrink).
    public var layoutsComputed = 0
}

/// A bounded, lock-protected least-recently-used map.
///
/// Entries sit in slots linked from the most to the least recently used, so a hit, a
/// store and an eviction each cost one hash lookup and a few index moves, however full the
/// cache is (an eviction that scanned every entry for the oldest made a batch of more
/// distinct requests than the capacity twice as slow).
///
/// Keys are hashed, compared and released outside the lock, which holds only their hash
/// values: a key may run the caller's code (a text's `.opaque` attachment payload hashes
/// and compares itself), and that code may measure again. Hashing under the lock made
/// such a measurement wait for the lock its own thread held, forever, and made every
/// thread wait while one hashed a long text. Two keys with the same hash value share a
/// slot: the later store replaces the earlier, and a lookup compares the key it finds.
final class MeasureCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Slot {
        var key: Key
        /// `key.hashValue`, which `index` maps to this slot.
        var hash: Int
        var value: Value
        /// The next more recently used slot (-1: none).
        var newer: Int
        /// The next less recently used slot (-1: none).
        var older: Int
    }

    private struct State {
        var slots: [Slot] = []
        /// Slots by their key's hash value.
        var index: [Int: Int] = [:]
        /// The most and the least recently used slot (-1: empty).
        var newest = -1
        var oldest = -1
        var statistics = CacheStatistics()

        mutating func unlink(_ slot: Int) {
            let (newer, older) = (slots[slot].newer, slots[slot].older)
            if newer >= 0 { slots[newer].older = older } else { newest = older }
            if older >= 0 { slots[older].newer = newer } else { oldest = newer }
        }

        mutating func linkAsNewest(_ slot: Int) {
            slots[slot].newer = -1
            slots[slot].older = newest
            if newest >= 0 { slots[newest].newer = slot }
            newest = slot
            if oldest < 0 { oldest = slot }
        }

        mutating func touch(_ slot: Int) {
            guard slot != newest else { return }
            unlink(slot)
            linkAsNewest(slot)
        }
    }

    private let state: Lock<State>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        var initial = State()
        initial.statistics.capacity = self.capacity
        state = Lock(initial)
    }

    /// The value for `key`, counting a hit or a miss.
    func value(for key: Key) -> Value? {
        let hash = key.hashValue
        let found = state.withLock { state -> (key: Key, value: Value)? in
            guard let slot = state.index[hash] else {
                state.statistics.misses += 1
                return nil
            }
            state.touch(slot)
            state.statistics.hits += 1
            return (state.slots[slot].key, state.slots[slot].value)
        }
        guard let found else { return nil }
        guard found.key == key else {
            // Another key with the same hash value: a miss after all.
            state.withLock {
                $0.statistics.hits -= 1
                $0.statistics.misses += 1
            }
            return nil
        }
        return found.value
    }

    /// Stores `value`, evicting the least recently used entry when full.
    ///
    /// - Complexity: O(1) on average (hashing the key).
    func store(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        let hash = key.hashValue
        // What the store replaces is released after the lock (see the type's comment).
        let replaced = state.withLock { state -> Slot? in
            if let slot = state.index[hash] {
                let old = state.slots[slot]
                state.slots[slot].key = key
                state.slots[slot].value = value
                state.touch(slot)
                return old
            }
            let slot: Int
            var old: Slot?
            if state.slots.count < capacity {
                slot = state.slots.count
                state.slots.append(Slot(key: key, hash: hash, value: value, newer: -1, older: -1))
            } else {
                slot = state.oldest
                state.unlink(slot)
                old = state.slots[slot]
                state.index[state.slots[slot].hash] = nil
                state.slots[slot].key = key
                state.slots[slot].hash = hash
                state.slots[slot].value = value
                state.statistics.evictions += 1
            }
            state.index[hash] = slot
            state.linkAsNewest(slot)
            state.statistics.count = state.index.count
            return old
        }
        _ = replaced
    }

    /// Counts layouts computed.
    func countLayouts(_ count: Int) {
        state.withLock { $0.statistics.layoutsComputed += count }
    }

    var statistics: CacheStatistics { state.withLock { $0.statistics } }

    func removeAll() {
        // The entries are released after the lock (see the type's comment).
        let removed = state.withLock { state -> [Slot] in
            let slots = state.slots
            state.slots = []
            state.index.removeAll()
            state.newest = -1
            state.oldest = -1
            state.statistics.count = 0
            return slots
        }
        _ = removed
    }
}
