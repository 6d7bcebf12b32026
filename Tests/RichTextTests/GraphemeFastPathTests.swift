import Testing

@testable import RichText

/// Paragraphs of standalone characters and plain combining marks get their grapheme
/// boundaries without ICU (`GraphemeBoundaries.offsetsSkippingMarks`); they must be ICU's.
@Suite("Grapheme boundaries without ICU")
struct GraphemeFastPathTests {
    static let marks = (0..<0x10000).filter { GraphemeBoundaries.isPlainMark(UInt16($0)) }.map { UInt16($0) }

    func icuOffsets(_ units: [UInt16]) -> [Int32]? {
        ICUBreakIteratorPool.shared.withIterator(kind: .grapheme, locale: "") {
            $0?.boundaries(in: units[0..<units.count]).offsets
        }
    }

    @Test("every plain mark extends the cluster before it in ICU's iteration, after any kind of base")
    func marksExtend() {
        #expect(Self.marks.count > 200)
        // Each mark after a Latin letter, an Arabic letter, a Hebrew letter, a Hangul
        // syllable, an ideograph, another mark and a space: one boundary before each base.
        let bases: [UInt16] = [0x61, 0x628, 0x5D0, 0xAC00, 0x4E00, 0x20]
        for base in bases {
            var units: [UInt16] = []
            var expected: [Int32] = []
            for mark in Self.marks {
                units += [base, mark, mark]
                expected.append(Int32(units.count))
            }
            #expect(icuOffsets(units) == expected, "after U+\(String(base, radix: 16))")
            #expect(GraphemeBoundaries.offsetsSkippingMarks(in: units[...], contentCount: units.count) == expected)
        }
    }

    @Test("random paragraphs of standalone characters and marks get ICU's boundaries, separators included")
    func randomParagraphs() {
        let standalone = (0..<0x10000).filter { GraphemeBoundaries.isAlwaysOwnCluster(UInt16($0)) && $0 >= 0x20 }
        var random = SplitMix64(state: 0xC1A5_7E12)
        let separators: [[UInt16]] = [[], [0x0A], [0x0D, 0x0A], [0x2029], [0x0D]]
        for trial in 0..<2000 {
            var content: [UInt16] = []
            for _ in 0..<random.below(40) {
                content.append(
                    random.below(3) == 0
                        ? Self.marks[random.below(Self.marks.count)] : UInt16(standalone[random.below(standalone.count)]))
            }
            let units = content + separators[random.below(separators.count)]
            let fast = GraphemeBoundaries.offsetsSkippingMarks(in: units[...], contentCount: content.count)
            #expect(fast == icuOffsets(units), "trial \(trial): \(units.map { String($0, radix: 16) })")
        }
    }

    @Test("a paragraph with any other character is left to ICU")
    func othersAreDeclined() {
        for other: UInt16 in [0x200D, 0x200C, 0x0E33, 0x0915, 0x094D, 0x1100, 0x0600, 0xFE0F, 0xD83D, 0x061C] {
            let units: [UInt16] = [0x61, other, 0x62]
            #expect(GraphemeBoundaries.offsetsSkippingMarks(in: units[...], contentCount: 3) == nil)
        }
    }

    @Test("a text of Arabic with harakat, Hebrew with points and decomposed Vietnamese lays out as before")
    func markedTextsMatchICU() throws {
        let lines = [
            "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ، مرحبا بالعالم",
            "בְּרֵאשִׁית בָּרָא אֱלֹהִים",
            "Tie\u{302}\u{301}ng Vie\u{323}\u{302}t co\u{301} da\u{302}\u{301}u",
            "Привет, мир — Γειά σου κόσμε — 안녕하세요",
        ]
        for line in lines {
            let text = AttributedText(line + "\r\nnext")
            let paragraph = TextAnalysis(text).paragraphs[0]
            let utf16 = Array(text.string.utf16)
            let icu = ICUBreakIteratorPool.shared.withIterator(kind: .grapheme, locale: "") {
                $0?.boundaries(in: utf16[paragraph.range]).offsets.map { Int($0) + paragraph.range.lowerBound }
            }
            #expect(Array(paragraph.graphemeBoundaries) == icu, "\(line)")
        }
    }
}
