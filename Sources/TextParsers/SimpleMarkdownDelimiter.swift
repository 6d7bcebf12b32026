import Foundation

/// One delimited inline construct of `SimpleMarkdownParser` (`*em*`, `**strong**`,
/// `__underline__`, `~~strike~~`, …), found in time linear in the text.
///
/// The construct is the match of `(?<!F)M{k}(?=[^\sM])(.+?)(?<=[^\sM])M{k}(?!F)` for a
/// marker `M` repeated `k` times and a class `F` of characters that may not touch the
/// markers from outside. Searched as one regular expression, the lazy `(.+?)` runs to the
/// end of the line from every opening run that has no closing one: quadratic in the
/// line's length (a line of 40,000 `*a ` took 16 s). The match is found in three linear
/// passes instead, with the same result:
///
/// - the openers (`(?<!F)M{k}(?=[^\sM])`) and closers (`(?<=[^\sM])M{k}(?!F)`), each a
///   regular expression of fixed width, so the engine tries each position once;
/// - the line terminators, which the content's `.` does not match;
/// - a walk over the openers in order, which pairs each one at or after the previous
///   match's end with the first closer at least one character after its run, unless a
///   line terminator comes before that closer (then the opener has no match).
///
/// That is what the regular expression does: the lazy group stops at the first place
/// where the closing half matches, whose conditions do not depend on the opener, and the
/// search resumes at the end of each match. Openers (and closers) of one construct never
/// overlap: a run's lookarounds forbid a marker on either side.
struct SimpleMarkdownDelimiter: Sendable {
    /// The opening runs.
    let opener: NSRegularExpression
    /// The closing runs.
    let closer: NSRegularExpression
    /// The number of marker characters at each end.
    let markerLength: Int

    /// The construct of `marker` (a pattern matching one marker character) repeated
    /// `count` times, with `inner` the class body that excludes it (`\s*` for `\*`) and
    /// `outer` the class body of characters that may not touch a run from outside.
    init(marker: String, count: Int, inner: String, outer: String) {
        let run = "\(marker){\(count)}"
        opener = Self.compile("(?<![\(outer)])\(run)(?=[^\(inner)])")
        closer = Self.compile("(?<=[^\(inner)])\(run)(?![\(outer)])")
        markerLength = count
    }

    /// The UTF-16 offsets of the units that end a line for the regular expressions' `.`:
    /// LF, VT, FF, CR, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR (ICU's line terminators).
    static func lineTerminators<Units: RandomAccessCollection<UInt16>>(in units: Units) -> [Int]
    where Units.Index == Int {
        var offsets: [Int] = []
        for offset in units.indices where isLineTerminator(units[offset]) {
            offsets.append(offset)
        }
        return offsets
    }

    /// Whether `unit` ends a line for ICU's `.` (without the dot-all flag).
    static func isLineTerminator(_ unit: UInt16) -> Bool {
        (0x0A...0x0D).contains(unit) || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    /// The UTF-16 ranges of the constructs in `scan`, whole (markers included), in order.
    ///
    /// - Parameters:
    ///   - scan: the text searched.
    ///   - length: its length in UTF-16 units.
    ///   - lineTerminators: `lineTerminators(in:)` of the text, ascending.
    ///   - steps: increased by the openers, closers and terminators the walk visits
    ///     (linear in the text; tests compare it at two sizes).
    /// - Complexity: O(n) in the text.
    func matches(in scan: String, length: Int, lineTerminators: [Int], steps: inout Int) -> [Range<Int>] {
        let whole = NSRange(location: 0, length: length)
        let openers = opener.matches(in: scan, range: whole).map(\.range.location)
        let closers = closer.matches(in: scan, range: whole).map(\.range.location)
        var result: [Range<Int>] = []
        var closerIndex = 0
        var terminatorIndex = 0
        var end = 0
        for start in openers where start >= end {
            steps += 1
            let content = start + markerLength
            // The content holds at least one character, so the closer starts after it.
            while closerIndex < closers.count, closers[closerIndex] <= content {
                closerIndex += 1
                steps += 1
            }
            guard closerIndex < closers.count else { break }
            while terminatorIndex < lineTerminators.count, lineTerminators[terminatorIndex] < content {
                terminatorIndex += 1
                steps += 1
            }
            let close = closers[closerIndex]
            if terminatorIndex < lineTerminators.count, lineTerminators[terminatorIndex] < close { continue }
            end = close + markerLength
            result.append(start..<end)
        }
        return result
    }

    /// Compiles a pattern known to be valid (a typo stops the process at first use).
    private static func compile(_ pattern: String) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern)
        } catch {
            preconditionFailure("invalid SimpleMarkdownParser pattern \(pattern): \(error)")
        }
    }
}
