/// Picks a few of many candidates, the same ones for the same seed (SplitMix64), so each
/// input checks a different handful of probes and a replayed input the same ones.
public struct Sampler {
    private var state: UInt64

    /// A sampler seeded with `seed` (e.g. `FuzzBytes.hash` of the input).
    public init(seed: UInt64) {
        state = seed
    }

    /// The next pseudo-random number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// At most `count` of `items`, in their order, chosen at random without repeats.
    public mutating func pick<T>(_ count: Int, of items: [T]) -> [T] {
        guard items.count > count else { return items }
        var indices = Array(items.indices)
        for index in 0..<count {
            let other = index + Int(next() % UInt64(indices.count - index))
            indices.swapAt(index, other)
        }
        return indices.prefix(count).sorted().map { items[$0] }
    }
}
