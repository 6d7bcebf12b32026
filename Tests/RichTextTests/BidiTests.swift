import RichText
import Testing

@Suite("Bidi levels (UAX #9 through FriBidi)")
struct BidiTests {
    @Test("abc שלום 123 def: levels 0, 1, 2 and runs split by level")
    func mixedLevels() {
        let text = "abc שלום 123 def"
        let analysis = TextAnalysis(AttributedText(text))
        let paragraph = analysis.paragraphs[0]
        #expect(paragraph.baseLevel == 0)
        // UAX #9: "abc " L → 0; Hebrew R → 1; the space between R and EN resolves to R
        // (N1) → 1; EN after R is raised to 2 (I2); the space before "def" takes the
        // embedding direction (N2) → 0.
        let expected: [UInt8] = [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0]
        #expect(paragraph.levels == expected)

        let runs = shape(text).runs
        #expect(runs.map(\.level) == [0, 1, 2, 0, 0])
        for run in runs {
            let levels = Set(expected[run.range])
            #expect(levels.count == 1, "run \(run.range) mixes levels \(levels)")
        }
        #expect(runs.first { $0.level == 1 }?.face.family == "Noto Sans Hebrew")
    }

    @Test("base direction: natural follows the first strong character; forced directions win")
    func baseDirection() {
        #expect(TextAnalysis(AttributedText("שלום abc")).paragraphs[0].baseLevel == 1)
        #expect(TextAnalysis(AttributedText("abc שלום")).paragraphs[0].baseLevel == 0)
        #expect(TextAnalysis(AttributedText("123")).paragraphs[0].baseLevel == 0)
        let forced = TextAnalysis(AttributedText("abc"), direction: .rightToLeft).paragraphs[0]
        #expect(forced.baseLevel == 1)
        #expect(forced.levels == [2, 2, 2])
        #expect(TextAnalysis(AttributedText("שלום"), direction: .leftToRight).paragraphs[0].levels == [1, 1, 1, 1])
    }

    @Test("each paragraph finds its own base direction")
    func perParagraph() {
        let analysis = TextAnalysis(AttributedText("abc\nשלום\n"))
        #expect(analysis.paragraphs.map(\.baseLevel) == [0, 1])
    }

    @Test("a surrogate pair gets one level on both halves")
    func surrogates() {
        let paragraph = TextAnalysis(AttributedText("שלום 😀")).paragraphs[0]
        #expect(paragraph.levels.count == 7)
        #expect(paragraph.levels[5] == paragraph.levels[6])
    }
}
