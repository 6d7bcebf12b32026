import Testing

@testable import RichText

/// `GraphemeStretches` runs ICU over the stretches of a paragraph that are not standalone
/// characters only; its boundaries must be those of ICU over the whole paragraph.
@Suite("Grapheme boundaries from ICU over stretches")
struct GraphemeStretchTests {
    /// Standalone characters, among them Extended_Pictographic ones (© ® ‼ ™), Hangul
    /// syllables (LV and LVT) and a space.
    static let standalone: [[UInt16]] = [
        [0x61], [0x20], [0xA9], [0xAE], [0x203C], [0x2122], [0x4E00], [0x3042], [0xAC00], [0xAC01], [0x628], [0x5D0],
        [0x2014],
    ]
    /// Everything else the rules care about: emoji (a surrogate pair), a skin-tone modifier,
    /// ZWJ, VS16, regional indicators, Hangul jamo (L, V, T), Devanagari letters, virama and
    /// a vowel sign, Thai with a spacing mark, a Prepend (U+0600), a combining mark, ZWSP
    /// and a lone surrogate.
    static let others: [[UInt16]] = [
        [0xD83D, 0xDE00], [0xD83C, 0xDFFB], [0x200D], [0xFE0F], [0xD83C, 0xDDE9], [0xD83C, 0xDDEA], [0x1100],
        [0x1161], [0x11A8], [0x0915], [0x094D], [0x093F], [0x0E01], [0x0E33], [0x0600], [0x0301], [0x200B], [0xDC00],
    ]

    func icu(_ units: ArraySlice<UInt16>) -> [Int32]? {
        ICUBreakIteratorPool.shared.withIterator(kind: .grapheme, locale: "") { $0?.boundaries(in: units).offsets }
    }

    @Test("equal to ICU over the whole paragraph, on random mixes", arguments: 0..<4)
    func equalsWholeParagraph(seed: UInt64) {
        var random = SplitMix64(state: 0x5EED + seed)
        let separators: [[UInt16]] = [[], [0x0A], [0x0D, 0x0A], [0x2029]]
        var windowed = 0
        for trial in 0..<1500 {
            // Mostly standalone characters, so that most paragraphs take the windows.
            let othersShare = 2 + random.below(40)
            var content: [UInt16] = []
            for _ in 0..<(1 + random.below(150)) {
                content += random.below(othersShare) == 0 ? random.pick(Self.others) : random.pick(Self.standalone)
            }
            // Paragraphs in the text start after other text (a slice not at index 0).
            let units = [0x61, 0x0A] + content + random.pick(separators)
            let paragraph = units[2...]
            let whole = icu(paragraph)
            if let found = GraphemeStretches.offsets(in: paragraph, contentCount: content.count, icu: icu) {
                windowed += 1
                #expect(found == whole, "trial \(trial): \(content.map { String($0, radix: 16) })")
            }
        }
        #expect(windowed > 200, "many paragraphs take the windows")
    }

    @Test("a paragraph of few standalone characters a stretch is left to one pass of ICU")
    func declinesWhenWindowsDoNotPay() {
        // Devanagari words between spaces: one stretch a word.
        let word: [UInt16] = [0x0915, 0x094D, 0x0937, 0x093F]
        let units = Array([word, [0x20], word, [0x20], word].joined())
        #expect(GraphemeStretches.offsets(in: units[...], contentCount: units.count, icu: icu) == nil)
        // All standalone: no stretch, nothing for the windows to do.
        let plain: [UInt16] = [0x61, 0x62, 0x20, 0x63]
        #expect(GraphemeStretches.offsets(in: plain[...], contentCount: plain.count, icu: icu) == nil)
    }

    @Test("paragraph analysis of mixed text keeps ICU's clusters: emoji sequences and flags stay whole")
    func analysisKeepsClusters() {
        // Long enough between its four stretches for the windows to be taken.
        let text =
            "Hello 👨‍👩‍👧 world, with flags 🇩🇪🇫🇷 and a joined pair ©‍® and a thumb 👍🏻 "
            + "at the end of a sentence long enough that the windows pay for themselves."
        let all = Array(text.utf16)
        let direct = GraphemeStretches.offsets(in: all[...], contentCount: all.count, icu: icu)
        #expect(direct == icu(all[...]), "the windows are taken and give ICU's boundaries")
        let paragraph = TextAnalysis(AttributedText(text)).paragraphs[0]
        #expect(paragraph.graphemeClusterBoundaries == icu(all[...])?.map(Int.init))
    }
}
