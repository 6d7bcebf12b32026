import Foundation
import RichText
import Testing

@testable import TextParsers

/// `SimpleMarkdownDelimiter` finds exactly what the single regular expressions it replaced
/// found, in time linear in the line (they were quadratic on openers without closers).
@Suite("SimpleMarkdownParser's delimited constructs")
struct SimpleMarkdownDelimiterTests {
    /// Each construct with the regular expression `SimpleMarkdownParser` used for it
    /// before (session 26), the reference for its results.
    static let constructs: [(name: String, delimiter: SimpleMarkdownDelimiter, reference: NSRegularExpression)] = [
        ("***", SimpleMarkdownPatterns.strongEmphasis[0], #"(?<!\*)\*{3}(?=[^\s*])(.+?)(?<=[^\s*])\*{3}(?!\*)"#),
        (
            "___", SimpleMarkdownPatterns.strongEmphasis[1],
            #"(?<![_\p{L}\p{N}])_{3}(?=[^\s_])(.+?)(?<=[^\s_])_{3}(?![_\p{L}\p{N}])"#
        ),
        ("**", SimpleMarkdownPatterns.strong, #"(?<!\*)\*{2}(?=[^\s*])(.+?)(?<=[^\s*])\*{2}(?!\*)"#),
        (
            "__", SimpleMarkdownPatterns.underline,
            #"(?<![_\p{L}\p{N}])_{2}(?=[^\s_])(.+?)(?<=[^\s_])_{2}(?![_\p{L}\p{N}])"#
        ),
        ("*", SimpleMarkdownPatterns.emphasis[0], #"(?<!\*)\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?!\*)"#),
        (
            "_", SimpleMarkdownPatterns.emphasis[1],
            #"(?<![_\p{L}\p{N}])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![_\p{L}\p{N}])"#
        ),
        ("~~", SimpleMarkdownPatterns.strikethrough, #"(?<!~)~~(?=[^\s~])(.+?)(?<=[^\s~])~~(?!~)"#),
    ].map { name, delimiter, pattern in
        (name, delimiter, try! NSRegularExpression(pattern: pattern))
    }

    /// The ranges of `delimiter`'s matches in `string`, and the walk's steps.
    static func matches(_ delimiter: SimpleMarkdownDelimiter, in string: String) -> (ranges: [Range<Int>], steps: Int) {
        let units = Array(string.utf16)
        var steps = 0
        let ranges = delimiter.matches(
            in: string, length: units.count, lineTerminators: SimpleMarkdownDelimiter.lineTerminators(in: units),
            steps: &steps)
        return (ranges, steps)
    }

    /// The ranges of the whole matches of `regex` in `string`.
    static func referenceMatches(_ regex: NSRegularExpression, in string: String) -> [Range<Int>] {
        regex.matches(in: string, range: NSRange(location: 0, length: string.utf16.count)).map {
            $0.range.location..<$0.range.location + $0.range.length
        }
    }

    /// A random string of up to `maximumLength` pieces of `alphabet`.
    static func randomString(_ alphabet: [String], maximumLength: Int, _ random: inout SplitMix64) -> String {
        (0..<random.below(maximumLength + 1)).map { _ in random.pick(alphabet) }.joined()
    }

    @Test("random short texts: every construct matches what its old regular expression matched")
    func sameMatchesAsTheRegularExpressions() {
        // Runs of markers too, or the texts would seldom close a run of two or three.
        let markup = ["*", "*", "_", "_", "~", "a", "a", " ", "\\", "`", "\n", "**", "***", "__", "___", "~~"]
        // Line terminators other than LF, letters and digits (next to `_`), a letter outside
        // the BMP, other spaces and the styler's mask.
        let extras = markup + ["\r", "\r\n", "\u{0B}", "\u{85}", "\u{2028}", "é", "1", "𝐀", "\t", "\u{A0}", "\u{1A}"]
        var random = SplitMix64(state: 26)
        var compared = 0
        var matched: [String: Int] = [:]
        for trial in 0..<10_000 {
            let string = Self.randomString(trial % 3 == 0 ? extras : markup, maximumLength: 24, &random)
            for construct in Self.constructs {
                let expected = Self.referenceMatches(construct.reference, in: string)
                let found = Self.matches(construct.delimiter, in: string).ranges
                #expect(found == expected, "\(construct.name) in \(string.debugDescription)")
                compared += 1
                matched[construct.name, default: 0] += expected.count
            }
        }
        #expect(compared == 70_000)
        for construct in Self.constructs {
            let count = matched[construct.name, default: 0]
            #expect(count > 100, "the texts hold matches of \(construct.name), not only misses")
        }
    }

    @Test("the line terminators are the characters ICU's dot does not match")
    func lineTerminatorsAreICUs() throws {
        let scalars = (0..<0x1_0000).compactMap { Unicode.Scalar(UInt32($0)) }
        let string = String(String.UnicodeScalarView(scalars))
        // One character that `.` does not match (every scalar here is one UTF-16 unit).
        let notDot = try NSRegularExpression(pattern: #"(?!.)(?s:.)"#)
        let expected = notDot.matches(in: string, range: NSRange(location: 0, length: string.utf16.count))
            .map { Int(scalars[$0.range.location].value) }
        let found = scalars.filter { SimpleMarkdownDelimiter.isLineTerminator(UInt16($0.value)) }.map { Int($0.value) }
        #expect(found == expected)
        #expect(found.count == 7)
    }

    @Test("200 KB of openers without closers, for every marker: nothing matches")
    func longLinesOfOpenersMatchNothing() {
        for marker in ["*", "**", "***", "_", "__", "___", "~~"] {
            let line = String(repeating: marker + "a ", count: 200_000 / (marker.count + 2))
            for construct in Self.constructs {
                #expect(Self.matches(construct.delimiter, in: line).ranges.isEmpty, "\(construct.name) in \(marker)a")
            }
        }
    }

    @Test("200 KB of closed emphasis: every pair matches")
    func longLinesOfPairsMatchEach() {
        let count = 50_000
        let line = String(repeating: "*a* ", count: count)
        let ranges = Self.matches(SimpleMarkdownPatterns.emphasis[0], in: line).ranges
        #expect(ranges.count == count)
        #expect(ranges.last == 4 * (count - 1)..<4 * count - 1)
        // One opener whose closer is at the very end of the line.
        let open = String(repeating: "*a ", count: count) + "b*"
        #expect(Self.matches(SimpleMarkdownPatterns.emphasis[0], in: open).ranges == [0..<3 * count + 2])
    }

    @Test("highlighting 200 KB of `*a `: no emphasis, markers untouched")
    func highlightingLongOpenersStylesNothing() {
        var text = AttributedText(String(repeating: "*a ", count: 200_000 / 3))
        var selection: Range<Int>? = nil
        _ = SimpleMarkdownParser().parse(&text, selectedRange: &selection)
        #expect(text.length == 3 * (200_000 / 3))
        #expect(text.runs.count == 1, "one plain run over the whole text")
        let font = text.attributes(at: 0).font
        #expect(font?.isItalic == false && font?.weight == .regular)
        #expect(text.attributes(at: 0).color == SimpleMarkdownTheme.bright.textColor)
    }

    @Test("the delimited constructs' walk grows linearly: 200 KB is under 20 times 20 KB")
    func walkStepsGrowLinearly() {
        var random = SplitMix64(state: 2_026)
        let chunk = Self.randomString(["*", "*", "_", "~", "~", "a", "b", " ", " "], maximumLength: 2_000, &random)
        func steps(repeats: Int) -> Int {
            // One long line: the worst case of the old regular expressions.
            let line = String(repeating: chunk + "a", count: repeats)
            var styler = SimpleMarkdownStyler(text: AttributedText(line), parser: SimpleMarkdownParser())
            styler.run()
            return styler.delimiterSteps
        }
        let repeats = max(1, 20_000 / (chunk.utf16.count + 1))
        let small = steps(repeats: repeats)
        let large = steps(repeats: 10 * repeats)
        #expect(small > repeats, "the walk visited the markers")
        let ratio = Double(large) / Double(small)
        #expect(ratio < 20, "\(small) then \(large) steps: ratio \(ratio)")
    }
}
