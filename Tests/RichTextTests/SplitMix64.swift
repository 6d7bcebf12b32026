/// A small deterministic random number generator (SplitMix64), so a randomized test
/// replays exactly from its seed.
///
/// Also compiled into `Reliability/` (a symbolic link), for `FontCorruptor`, and into
/// `TextParsersTests` (another), for the markdown highlighter's randomized comparisons.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An element of `items` (not empty).
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    /// A number below `bound` (positive).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range`, in steps of 1/10,000 of its width.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
    }
}
