import Testing

@testable import RichText

/// The break decision (`LineEndFinder`) on synthetic widths, as minikin tests its
/// breakers: every UTF-16 unit is 10 points wide (a soft hyphen and U+2028 are 0, a shown
/// hyphen 10), so the expected lines follow from counting characters. Break opportunities
/// and grapheme clusters still come from ICU; no font is involved.
@Suite("Line breaking on synthetic widths")
struct SyntheticBreakerTests {
    static let unit = 10.0

    /// The lines a greedy breaker makes of `text` (one paragraph) at `width`.
    func lines(_ text: String, width: Double, mode: LineBreakMode = .wordWrap, force: Bool = true) -> [String] {
        let analysis = TextAnalysis(AttributedText(text))
        let paragraph = analysis.paragraphs[0]
        let utf16 = analysis.utf16
        var prefix = [0.0]
        for offset in paragraph.contentRange {
            let zeroWidth = utf16[offset] == 0xAD || utf16[offset] == 0x2028
            prefix.append(prefix[prefix.count - 1] + (zeroWidth ? 0 : Self.unit))
        }
        let widths = ParagraphWidths(
            start: paragraph.contentRange.lowerBound, prefix: prefix,
            tabOffsets: [], containsSoftHyphen: utf16[paragraph.contentRange].contains(0xAD),
            runs: [])
        var style = ParagraphStyle()
        style.lineBreakMode = mode
        let finder = LineEndFinder(
            measurer: ParagraphMeasurer(widths: widths, utf16: utf16, style: style), analysis: paragraph, mode: mode,
            contentEnd: paragraph.contentRange.upperBound, hyphenWidth: { _ in Self.unit })
        var result: [String] = []
        var start = paragraph.contentRange.lowerBound
        while start < paragraph.contentRange.upperBound {
            guard let end = finder.lineEnd(from: start, width: width, originX: 0, force: force) else { break }
            #expect(end > start, "a line makes progress")
            result.append(String(decoding: utf16[start..<end], as: UTF16.self))
            start = end
        }
        return result
    }

    @Test("words fill the line; trailing spaces hang and do not count")
    func wordsFill() {
        #expect(lines("aaa bbb ccc", width: 70) == ["aaa bbb ", "ccc"])
        #expect(lines("aaa bbb ccc", width: 69.9) == ["aaa ", "bbb ", "ccc"])
        #expect(lines("aaa    bbb", width: 30) == ["aaa    ", "bbb"])
        #expect(lines("aaa bbb ccc", width: 1000) == ["aaa bbb ccc"])
    }

    @Test("a word wider than the line breaks between grapheme clusters")
    func longWord() {
        #expect(lines("abcdefghij xy", width: 35) == ["abc", "def", "ghi", "j ", "xy"])
        #expect(lines("e\u{301}e\u{301}e\u{301}", width: 45) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test("zero width: one cluster a line when progress is forced, nothing otherwise")
    func zeroWidth() {
        #expect(lines("ab c", width: 0) == ["a", "b ", "c"], "the space hangs after the forced cluster")
        #expect(lines("e\u{301}x", width: 0) == ["e\u{301}", "x"], "a cluster is never split")
        #expect(lines("ab", width: 0, force: false).isEmpty)
    }

    @Test("char wrap breaks between any clusters; clip breaks only where it must")
    func modes() {
        #expect(lines("aaa bbb", width: 50, mode: .charWrap) == ["aaa b", "bb"])
        #expect(lines("aaa bbb ccc", width: 10, mode: .clip) == ["aaa bbb ccc"])
        #expect(lines("aa\u{2028}bb", width: 10, mode: .clip) == ["aa\u{2028}", "bb"])
    }

    @Test("U+2028 forces a break even when more would fit")
    func lineSeparator() {
        #expect(lines("ab\u{2028}cd ef", width: 1000) == ["ab\u{2028}", "cd ef"])
    }

    @Test("a break after a soft hyphen must fit the hyphen it shows")
    func softHyphen() {
        // "abc" + hyphen = 40 fits 45: break after the soft hyphen.
        #expect(lines("abc\u{AD}def", width: 45) == ["abc\u{AD}", "def"])
        // 40 does not fit 35: the word breaks between clusters instead (the soft hyphen
        // itself has no width, so it starts the next line).
        #expect(lines("abc\u{AD}def", width: 35) == ["abc", "\u{AD}def"])
        // At the paragraph's end a soft hyphen shows nothing, so it needs no room.
        #expect(lines("abc\u{AD}", width: 30) == ["abc\u{AD}"])
    }

    @Test("punctuation stays with its word (UAX #14), whatever the widths")
    func punctuation() {
        #expect(lines("aa (bb) cc.", width: 70) == ["aa (bb) ", "cc."])
        #expect(lines("aa (bb) cc.", width: 60) == ["aa ", "(bb) ", "cc."])
    }
}
