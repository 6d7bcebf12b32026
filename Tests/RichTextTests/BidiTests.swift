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

/// FriBidi straight from UTF-16 (`unitLevels`, `reorderUnits`) against the UTF-32 calls
/// with each scalar's answer given to its units.
@Suite("Bidi from UTF-16 units")
struct UnitBidiTests {
    /// Random text of right-to-left and left-to-right letters, digits, neutrals, emoji
    /// (surrogate pairs), lone surrogates and controls.
    static func randomText(_ random: inout SplitMix64) -> [UInt16] {
        let pieces: [[UInt16]] = [
            Array("مرحبا".utf16), Array("שלום".utf16), Array("abc".utf16), Array("123".utf16), Array("١٢".utf16),
            [0x20], [0x20, 0x20], Array("(".utf16), Array("!".utf16), Array("😀".utf16), Array("👨‍👩‍👧".utf16),
            [0xD83D], [0xDE00], [0xDC00, 0xD800], [0x202B], [0x202C], [0x2067], [0x2069], [0x09], Array("𐤀".utf16),
        ]
        var text: [UInt16] = []
        for _ in 0..<(1 + random.below(14)) { text += pieces[random.below(pieces.count)] }
        return text
    }

    /// Each unit's value from one value a scalar.
    static func perUnit<Value>(_ values: [Value], offsets: [Int], count: Int) -> [Value] {
        var result: [Value] = []
        for (index, offset) in offsets.enumerated() {
            let end = index + 1 < offsets.count ? offsets[index + 1] : count
            result += repeatElement(values[index], count: end - offset)
        }
        return result
    }

    @Test("paragraph levels and line reordering equal the UTF-32 calls, surrogates included")
    func unitsEqualScalars() {
        var random = SplitMix64(state: 0xB1D1)
        var pairs = 0
        for _ in 0..<3_000 {
            let text = Self.randomText(&random)
            let range = 0..<text.count
            let (scalars, offsets) = UTF16Decoding.scalars(in: text, range: range)
            if scalars.count < text.count { pairs += 1 }
            for direction in [BaseDirection.natural, .rightToLeft, .leftToRight] {
                let units = FriBidi.unitLevels(text, range: range, direction: direction)
                let reference = FriBidi.embeddingLevels(scalars, direction: direction)
                #expect(units.baseLevel == reference.baseLevel)
                #expect(units.levels == Self.perUnit(reference.levels, offsets: offsets, count: text.count), "\(text)")
                var lineLevels = units.levels
                let keys = FriBidi.reorderUnits(text, range: range, levels: &lineLevels, baseLevel: units.baseLevel)
                let line = FriBidi.reorderLine(scalars, levels: reference.levels, baseLevel: reference.baseLevel)
                #expect(lineLevels == Self.perUnit(line.levels, offsets: offsets, count: text.count), "\(text)")
                #expect(keys == Self.perUnit(line.logicalToVisual, offsets: offsets, count: text.count), "\(text)")
            }
        }
        #expect(pairs > 1_000, "most texts hold a surrogate pair")
    }
}

extension UTF16Decoding {
    /// The scalars of `text[range]` and, for each, the UTF-16 offset where it starts (the
    /// reference the tests of FriBidi's UTF-16 entry points compare with).
    static func scalars(in text: [UInt16], range: TextRange) -> (scalars: [UInt32], offsets: [Int]) {
        var scalars: [UInt32] = []
        var offsets: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, width) = scalar(in: text, at: index)
            scalars.append(scalar)
            offsets.append(index)
            index += width
        }
        return (scalars, offsets)
    }
}
