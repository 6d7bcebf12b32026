/// How a row moves down beside a slanted shape where nothing fits, without a hang under a
/// shape billions of points tall.
///
/// Beside a slanted edge the free spans change with every y, so the line breaker tries a
/// quarter line lower each time (`ContainerGeometry.nextY`). That is exact, and a row
/// finds room within a few steps in any real container; but a shape like a triangle
/// 10^12 points tall whose free width grows a few points every 10^11 points took 10^11
/// tries (the CLI never finished). So after `exactMisses` misses in a row (over 4,000
/// quarter lines, about 20,000 points of text at 16 points), the step doubles every
/// `missesPerDoubling` misses; once a longer step lands on a band that fits, the row
/// goes back to the first quarter-line step of that last stretch that fits, by bisection
/// (`backtrack`). Within that one stretch a fit is taken to last once it begins (true
/// beside one straight edge; two slanted shapes crossing inside it could open a gap that
/// the step passes over, a gap more than 20,000 points below the row's first try).
struct SlantedDescent {
    /// Misses at the quarter-line step before steps grow.
    static let exactMisses = 4096
    /// Misses per doubling of the step after that.
    static let missesPerDoubling = 64

    /// Misses since the row's first try.
    private(set) var misses = 0
    /// The y of the last miss, when the step that followed it was longer than one base step.
    private(set) var longStepFrom: Double?

    /// How many base steps the next step takes after a miss at `y` (recorded).
    mutating func missed(at y: Double) -> Double {
        misses += 1
        guard misses > Self.exactMisses else { return 1 }
        let doublings = min((misses - Self.exactMisses) / Self.missesPerDoubling, 1000)
        longStepFrom = y
        return Double(sign: .plus, exponent: doublings, significand: 1)
    }

    /// The first of the base steps after the last miss, up to `y` (where the row fits),
    /// at which `fits` holds: bisection, taking a fit to last once it begins. Nil when
    /// the last step was one base step (nothing was passed over).
    mutating func backtrack(to y: Double, step: Double, fits: (Double) -> Bool) -> Double? {
        guard let from = longStepFrom else { return nil }
        longStepFrom = nil
        var low = 0.0  // a miss
        var high = ((y - from) / step).rounded(.up)  // fits, at `y` itself
        guard high > 1, high.isFinite else { return nil }
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if fits(from + middle * step) { high = middle } else { low = middle }
        }
        let found = from + high * step
        return found < y ? found : nil
    }
}
