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
final class MeasureCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var stamp: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var statistics = CacheStatistics()
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
        state.withLock { state in
            // One hash lookup: the stamp is refreshed through the index, in place.
            guard let index = state.entries.index(forKey: key) else {
                state.statistics.misses += 1
                return nil
            }
            state.clock += 1
            state.entries.values[index].stamp = state.clock
            state.statistics.hits += 1
            return state.entries.values[index].value
        }
    }

    /// Stores `value`, evicting the least recently used entry when full.
    ///
    /// - Complexity: O(1), or O(n) when it evicts (a scan for the oldest stamp).
    func store(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        state.withLock { state in
            state.clock += 1
            if state.entries[key] == nil, state.entries.count >= capacity,
                let oldest = state.entries.min(by: { $0.value.stamp < $1.value.stamp })?.key
            {
                state.entries[oldest] = nil
                state.statistics.evictions += 1
            }
            state.entries[key] = Entry(value: value, stamp: state.clock)
            state.statistics.count = state.entries.count
        }
    }

    /// Counts layouts computed.
    func countLayouts(_ count: Int) {
        state.withLock { $0.statistics.layoutsComputed += count }
    }

    var statistics: CacheStatistics { state.withLock { $0.statistics } }

    func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.statistics.count = 0
        }
    }
}
