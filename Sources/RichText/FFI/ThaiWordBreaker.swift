@preconcurrency import CThai

/// Thai word boundaries from libthai's dictionary, which Pango and GTK use.
///
/// ICU finds line-break opportunities inside Thai text with a dictionary of its own; on the
/// corpus, 93 of the 9 × 120 Thai layouts broke differently from Pango's because the two
/// dictionaries disagree, and with libthai the Thai layouts agree with Pango's (measured
/// with Tests/Fixtures/PeerBreaks). So inside a run of Thai characters the opportunities
/// come from libthai; everywhere else, and at the run's edges, ICU's stand.
///
/// libthai works on TIS-620 bytes: the runs passed to it hold only characters of the Thai
/// block, which map one to one. A breaker holds the loaded dictionary and is not
/// thread-safe, so breakers are kept in a small pool: a call takes one (loading a new one
/// when all are in use), breaks without holding the lock, and puts it back.
final class ThaiWordBreaker: @unchecked Sendable {  // used by one thread at a time: the pool hands it out
    private let handle: OpaquePointer

    private init?() {
        guard let handle = th_brk_new(nil) else { return nil }
        self.handle = handle
    }

    deinit {
        th_brk_delete(handle)
    }

    /// Idle breakers; `available` turns false when libthai's dictionary cannot be loaded
    /// (ICU's breaks then stay).
    private struct Pool {
        var idle: [ThaiWordBreaker] = []
        var available = true
    }

    private static let pool = Lock(Pool())

    /// Runs `body` with a breaker of its own, or returns nil when libthai is unavailable.
    private static func withBreaker<Result>(_ body: (ThaiWordBreaker) -> Result) -> Result? {
        let taken: ThaiWordBreaker?? = pool.withLock { pool in
            guard pool.available else { return .some(nil) }
            return pool.idle.popLast().map { .some($0) } ?? nil
        }
        let breaker: ThaiWordBreaker
        switch taken {
        case .some(.none): return nil
        case .some(.some(let idle)): breaker = idle
        case .none:
            guard let loaded = ThaiWordBreaker() else {
                pool.withLock { $0.available = false }
                return nil
            }
            breaker = loaded
        }
        defer { pool.withLock { $0.idle.append(breaker) } }
        return body(breaker)
    }

    /// Whether `unit` is a character of the Thai block that TIS-620 has.
    static func isThai(_ unit: UInt16) -> Bool { thaiUnits.contains(unit) }

    /// The units `isThai` accepts.
    static let thaiUnits: ClosedRange<UInt16> = 0x0E01...0x0E5B

    /// The word boundaries strictly inside `text[range]`, a run of Thai characters, as
    /// offsets into `text`; nil when libthai is unavailable.
    static func boundaries(in text: [UInt16], range: TextRange) -> [Int]? {
        let bytes = text[range].map { UInt8(truncatingIfNeeded: $0 - 0x0E00 + 0xA0) } + [0]
        var positions = [Int32].filled(with: 0, count: range.count + 1)
        let count: Int32? = withBreaker { breaker in
            bytes.withUnsafeBufferPointer { input in
                positions.withUnsafeMutableBufferPointer { output in
                    th_brk_find_breaks(breaker.handle, input.baseAddress, output.baseAddress, output.count)
                }
            }
        }
        guard let count else { return nil }
        return positions.prefix(Int(max(count, 0))).map { range.lowerBound + Int($0) }.filter {
            $0 > range.lowerBound && $0 < range.upperBound
        }
    }
}
