import Testing

@testable import RichText

/// Each fast path (a table, a skipped library call) must answer as the slow path would.
@Suite("Fast paths agree with the slow ones")
struct FastPathTests {
    @Test("the ignorable-character fast paths agree with Unicode properties for every scalar")
    func ignorableFastPaths() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            if ClusterFontSelector.isIgnorable(value) != ClusterFontSelector.isIgnorableByProperties(value) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    @Test("a fallback chain's first-cover table agrees with asking each face")
    func firstCoverTable() {
        let chain = FontContext.default.coverageChain(for: .default)
        #expect(chain.faces.count > 3)
        for value in stride(from: UInt32(0x20), to: 0xD800, by: 7) {
            let expected = chain.faces.first { $0.maps(value) }
            #expect(chain.firstFace(covering: UInt16(value)) === expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test("skipping FriBidi for left-to-right text gives FriBidi's levels")
    func bidiSkip() {
        for string in ["Hello, world 123.", "Grüße – ½ € ©", "日本語のテキスト", "नमस्ते दुनिया", "(a [b] c)"] {
            let analysis = TextAnalysis(AttributedText(string)).paragraphs[0]
            let utf16 = Array(string.utf16)
            let (scalars, _) = UTF16Decoding.scalars(in: utf16, range: 0..<utf16.count)
            let levels = FriBidi.embeddingLevels(scalars, direction: .natural)
            #expect(analysis.baseLevel == levels.baseLevel)
            #expect(Set(analysis.levels) == Set(levels.levels), "\(string)")
        }
    }

    @Test("every character the grapheme shortcut accepts stands alone in ICU's iteration")
    func standaloneCharacters() {
        let accepted = (0..<0x10000).filter { GraphemeBoundaries.isAlwaysOwnCluster(UInt16($0)) && $0 >= 0x20 }
        #expect(accepted.count > 20000)
        // Each accepted character between every kind of neighbour it could meet: itself,
        // the previous and next accepted character, a letter and a space.
        let units = accepted.flatMap { unit -> [UInt16] in
            [UInt16(unit), UInt16(unit), 0x61, UInt16(unit), 0x20, UInt16(unit), 0x3042]
        }
        let icu = ICUBreakIteratorPool.shared.withIterator(kind: .grapheme, locale: "") {
            $0?.boundaries(in: units[0..<units.count]).offsets.map(Int.init)
        }
        #expect(icu == Array(1...units.count), "a boundary after every unit")
    }

    @Test("every-unit grapheme boundaries match ICU's for text below U+0300 and plain CJK")
    func simpleGraphemes() throws {
        let lines =
            try corpusLines("en") + ["tab\there\u{2028}and\u{AD}soft", "Ünïcödé ĀĒĪ ǅ ɐ", "日本語のテキスト、「かな」。ＡＢＣ"]
        for line in lines {
            let text = AttributedText(line + "\r\nnext")
            let paragraph = TextAnalysis(text).paragraphs[0]
            let utf16 = Array(text.string.utf16)
            let icu = ICUBreakIteratorPool.shared.withIterator(kind: .grapheme, locale: "") {
                $0?.boundaries(in: utf16[paragraph.range]).offsets.map(Int.init)
            }
            #expect(Array(paragraph.graphemeBoundaries) == icu, "\(line)")
        }
    }
}
