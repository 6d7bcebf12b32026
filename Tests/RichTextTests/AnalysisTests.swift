import RichText
import Testing

@Suite("Analysis: paragraphs, scripts, line breaks, graphemes")
struct AnalysisTests {
    @Test("paragraphs end at LF, CR LF, CR, NEL and U+2029; U+2028 does not end one")
    func paragraphs() {
        let text = "a\nb\r\nc\rd\u{2029}e\u{85}f\u{2028}g"
        let paragraphs = TextAnalysis(AttributedText(text)).paragraphs
        #expect(paragraphs.map(\.range) == [0..<2, 2..<5, 5..<7, 7..<9, 9..<11, 11..<14])
        #expect(paragraphs.map(\.contentRange) == [0..<1, 2..<3, 5..<6, 7..<8, 9..<10, 11..<14])
    }

    @Test("empty text and a lone newline")
    func edgeParagraphs() {
        #expect(TextAnalysis(AttributedText("")).paragraphs.isEmpty)
        let newline = TextAnalysis(AttributedText("\n")).paragraphs
        #expect(newline.map(\.range) == [0..<1])
        #expect(newline[0].contentRange.isEmpty)
        #expect(ShapedText(AttributedText("\n\n")).paragraphs.allSatisfy { $0.runs.isEmpty })
    }

    @Test("Common and Inherited characters take their neighbours' script")
    func scripts() {
        let paragraph = TextAnalysis(AttributedText("(hello) مرحبا, 123 мир!")).paragraphs[0]
        let runs = paragraph.scriptRuns.map { ($0.range, $0.script.iso15924) }
        #expect(runs.map(\.1) == ["Latn", "Arab", "Cyrl"])
        // "(" at the start takes the first real script; ", 123 " follows Arabic.
        #expect(runs[0].0 == 0..<8)
        #expect(runs[1].0 == 8..<19)
        #expect(paragraph.scriptRuns.last?.range.upperBound == paragraph.contentRange.upperBound)
        #expect(TextAnalysis(AttributedText("123 !")).paragraphs[0].scriptRuns.map(\.script) == [.common])
    }

    @Test("Thai break opportunities fall between dictionary words")
    func thaiBreaks() {
        // libthai's dictionary words (ICU's kept the compound สวยงาม whole).
        let words = ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "สวย", "งาม"]
        let paragraph = TextAnalysis(AttributedText(words.joined())).paragraphs[0]
        var expected: [Int] = []
        var offset = 0
        for word in words {
            offset += utf16Length(word)
            expected.append(offset)
        }
        #expect(paragraph.lineBreakOpportunities.map(\.offset) == expected)
        #expect(paragraph.lineBreakOpportunities.allSatisfy { !$0.isMandatory })
    }

    @Test("breaks after spaces are allowed; after U+2028 and a newline they are mandatory")
    func mandatoryBreaks() {
        let analysis = TextAnalysis(AttributedText("one two\u{2028}three\nfour"))
        let first = analysis.paragraphs[0].lineBreakOpportunities
        #expect(first.map(\.offset) == [4, 8, 14])
        #expect(first.map(\.isMandatory) == [false, true, true])
        #expect(analysis.paragraphs[1].lineBreakOpportunities.map(\.offset) == [18])
    }

    @Test("Japanese: no break before 。 (kinsoku), breaks between kana allowed")
    func japanese() {
        let text = "これはペンです。あれは本です。"
        let breaks = TextAnalysis(AttributedText(text)).paragraphs[0].lineBreakOpportunities.map(\.offset)
        let stops = text.utf16.enumerated().filter { $0.element == 0x3002 }.map(\.offset)
        for stop in stops { #expect(!breaks.contains(stop), "break before 。 at \(stop)") }
        #expect(breaks.count > 8)
    }

    @Test("the language attribute selects the ICU locale without breaking anything")
    func locale() {
        var text = AttributedText("これはペンです。")
        text.language = "ja-JP"
        #expect(TextAnalysis(text).paragraphs[0].lineBreakOpportunities.last?.offset == utf16Length("これはペンです。"))
    }

    @Test("grapheme clusters: CR LF, ZWJ families, flags, skin tones, conjuncts, marks")
    func graphemes() {
        let cases: [(String, Int)] = [
            ("a\r\n", 2), ("👨‍👩‍👧", 1), ("🇩🇪🇫🇷", 2), ("👍🏽", 1), ("क्षि", "क्षि".count), ("e\u{301}\u{302}x", 2), ("각", 1),
        ]
        for (string, clusters) in cases {
            let paragraphs = TextAnalysis(AttributedText(string)).paragraphs
            let count = paragraphs.reduce(0) { $0 + $1.graphemeClusterBoundaries.count }
            #expect(count == clusters, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(count == string.count, "ICU agrees with Swift's Character boundaries")
        }
    }
}
