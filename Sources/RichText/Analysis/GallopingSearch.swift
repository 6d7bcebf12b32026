/// The search line layout uses to find an edge in an ascending table (glyph clusters,
/// break opportunities, grapheme boundaries): galloping from a guess.
///
/// A line edge is usually a few entries from a good guess, so probing 1, 2, 4, ... entries
/// from it and then bisecting the last gap takes a few predictable steps, where a plain
/// binary search over the whole table took a dozen that the processor mispredicts half the
/// time.
enum GallopingSearch {
    /// The first index of `range` where `isBefore` is false, or `range.upperBound` when it
    /// is true everywhere; `isBefore` must be true on a prefix of `range` and false after
    /// it. The search starts at `guess` (clamped to the range).
    @inline(__always)
    static func firstIndex(in range: Range<Int>, from guess: Int, where isBefore: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        guard low < high else { return low }
        let guess = min(max(guess, low), high - 1)
        if isBefore(guess) {
            // The answer is after the guess: probe 1, 2, 4, ... entries further.
            var before = guess
            var step = 1
            var probe = guess + 1
            while probe < high, isBefore(probe) {
                before = probe
                step &*= 2
                probe = before + step
            }
            low = before + 1
            high = min(probe, high)
        } else {
            // The answer is at or before the guess: probe backwards the same way.
            var notBefore = guess
            var step = 1
            var probe = guess - 1
            while probe >= low, !isBefore(probe) {
                notBefore = probe
                step &*= 2
                probe = notBefore - step
            }
            high = notBefore
            low = max(probe + 1, low)
        }
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `firstIndex(in:from:where:)` for a table in text order (lines, paragraphs), starting
    /// at `offset`'s share of a text of `length` units (clamped to the text).
    @inline(__always)
    static func firstIndex(
        in range: Range<Int>, atShareOf offset: Int, length: Int, where isBefore: (Int) -> Bool
    ) -> Int {
        let length = max(length, 1)
        let guess = range.lowerBound + range.count * min(max(offset, 0), length) / length
        return firstIndex(in: range, from: guess, where: isBefore)
    }
}
