/// Remembers libthai's word boundaries of runs of Thai text already seen.
///
/// libthai's dictionary search costs far more than the rest of a Thai paragraph's
/// analysis (about 25 µs for 200 characters), and the phrases between spaces recur in
/// real text as words do elsewhere. The cache maps a run's characters to its boundaries
/// (relative offsets) and is bounded like the shaped-word cache: two generations of at
/// most `generationSize` runs; when the newer fills, the older is dropped, and a run
/// found in the older is carried forward. Thread-safe (one lock; lookups are short).
final class ThaiBreakCache: Sendable {
    /// The cache `ThaiBreakRefinement` uses.
    static let shared = ThaiBreakCache()

    /// Runs longer than this are not kept (a paragraph of Thai without spaces).
    static let maximumRunLength = 256

    private struct Generations {
        var newer: [[UInt16]: [Int16]] = [:]
        var older: [[UInt16]: [Int16]] = [:]
    }

    private let state = Lock(Generations())
    let generationSize: Int

    init(generationSize: Int = 4096) {
        self.generationSize = generationSize
    }

    /// The word boundaries strictly inside `text[range]`, a run of Thai characters, as
    /// offsets into `text`: kept ones, or `ThaiWordBreaker`'s, which are then kept. Nil
    /// when libthai is unavailable.
    func boundaries(in text: [UInt16], range: TextRange) -> [Int]? {
        guard range.count <= Self.maximumRunLength else {
            return ThaiWordBreaker.boundaries(in: text, range: range)
        }
        let key = Array(text[range])
        let known: [Int16]? = state.withLock { state in
            if let found = state.newer[key] { return found }
            guard let found = state.older[key] else { return nil }
            store(key, found, in: &state)
            return found
        }
        if let known { return known.map { range.lowerBound + Int($0) } }
        guard let found = ThaiWordBreaker.boundaries(in: text, range: range) else { return nil }
        let relative = found.map { Int16($0 - range.lowerBound) }
        state.withLock { store(key, relative, in: &$0) }
        return found
    }

    /// The number of runs kept.
    var count: Int { state.withLock { $0.newer.count + $0.older.count } }

    /// Forgets every run.
    func removeAll() {
        state.withLock { $0 = Generations() }
    }

    private func store(_ key: [UInt16], _ boundaries: [Int16], in state: inout Generations) {
        if state.newer.count >= generationSize {
            state.older = state.newer
            state.newer = [:]
            state.newer.reserveCapacity(generationSize)
        }
        state.newer[key] = boundaries
    }
}
