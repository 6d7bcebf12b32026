import Testing

@testable import RichText

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

/// The shortcut for plain right-to-left paragraphs gives what FriBidi gives.
@Suite("Plain right-to-left shortcut")
struct PlainRightToLeftTests {
    static func scalars(_ string: String) -> [UInt32] { string.unicodeScalars.map(\.value) }

    @Test("corpus paragraphs and edge cases: the shortcut's levels equal FriBidi's")
    func shortcutEqualsFriBidi() throws {
        var lines: [String] = []
        for language in ["ar", "fa", "he"] { lines += try corpusLines(language) }
        lines += [
            "مرحبا، بالعالم!", "  مرحبا  ", "(مرحبا) [بالعالم]", "مرحبا\tبالعالم", "שָׁלוֹם עוֹלָם.",
            "مرحبا 123", "مرحبا ١٢٣", "abc مرحبا", "مرحبا abc", "\u{202B}مرحبا\u{202C}", "\u{2067}مرحبا\u{2069}",
            "!؟ ...", "مرحبا — «بالعالم»", "א\u{1C}!", "مرحبا\u{1D} !", "שלום\t!", "(א) 50% +-/:,",
        ]
        var shortcuts = 0
        for line in lines {
            let scalars = Self.scalars(line)
            for direction in [BaseDirection.natural, .rightToLeft, .leftToRight] {
                let fast = FriBidi.embeddingLevels(scalars, direction: direction)
                let full = FriBidi.embeddingLevels(scalars, direction: direction, allowShortcut: false)
                #expect(fast.levels == full.levels && fast.baseLevel == full.baseLevel, "\(direction): \(line)")
                if fast.levels.allSatisfy({ $0 == 1 }) { shortcuts += 1 }
            }
        }
        #expect(shortcuts > 100, "most right-to-left corpus paragraphs take the shortcut")
    }
}
