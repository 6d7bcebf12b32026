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

    @Test("the right-to-left prefilter lets FriBidi see every character that raises a level in left-to-right text")
    func bidiPrefilterMissesNothing() {
        // Every scalar of the first two planes but surrogates and paragraph or line
        // separators, 64 at a time after an "a": a chunk whose levels FriBidi raises must
        // not have been taken for plain left-to-right text.
        let separators: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2028, 0x2029]
        let scalars = (UInt32(0x20)..<0x20000).filter { !(0xD800...0xDFFF).contains($0) && !separators.contains($0) }
        var mismatches: [String] = []
        for start in stride(from: 0, to: scalars.count, by: 64) {
            let chunk = [0x61] + scalars[start..<min(start + 64, scalars.count)]
            let string = String(String.UnicodeScalarView(chunk.compactMap(Unicode.Scalar.init)))
            let paragraphs = TextAnalysis(AttributedText(string)).paragraphs
            let fribidi = FriBidi.embeddingLevels(chunk, direction: .natural, allowShortcut: false)
            let raised = fribidi.levels.contains { $0 != 0 }
            if paragraphs.count != 1 || paragraphs[0].levels.contains(where: { $0 != 0 }) != raised {
                mismatches.append(String(chunk[1], radix: 16))
            }
        }
        #expect(mismatches.isEmpty, "chunks starting at U+\(mismatches.prefix(10))")
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

/// Line boundaries' mandatory flags are taken as 0 without asking ICU when the text holds
/// no character of line-break class BK, CR, LF or NL.
@Suite("Mandatory line breaks without ICU's rule status")
struct MandatoryFlagFastPathTests {
    @Test("flags of text without a hard-break character equal ICU's statuses in the same text followed by one")
    func flagsWithoutHardBreaks() throws {
        var lines: [String] = []
        for language in ["en", "ar", "ja", "th", "hi"] { lines += try corpusLines(language).prefix(20) }
        lines += ["ສະບາຍດີໂລກນີ້ແມ່ນຂໍ້ຄວາມພາສາລາວ", "សួស្តីពិភពលោកនេះជាអត្ថបទខ្មែរ", "မင်္ဂလာပါကမ္ဘာကြီး"]
        lines += ["", " ", "a", "a b", "(x) [y] {z}", "1.5 - 2", "😀 👨‍👩‍👧", "soft\u{AD}hyphen", "tab\there", "\u{200B}x"]
        for line in lines {
            let units = Array(line.utf16)
            // A trailing U+2028 makes the text take ICU's statuses (after " x", so that a
            // dictionary run ends at a soft rule boundary).
            let forced = units + Array(" x\u{2028}x".utf16)
            let (fast, full) = ICUBreakIteratorPool.shared.withIterator(kind: .line, locale: "") { iterator in
                (iterator?.boundaries(in: units[...]), iterator?.boundaries(in: forced[...]))
            }
            let shortcut = try #require(fast)
            let reference = try #require(full)
            #expect(shortcut.mandatory.allSatisfy { $0 == 0 }, "\(line)")
            for (offset, flag) in zip(reference.offsets, reference.mandatory) where Int(offset) < units.count {
                #expect(flag == 0, "\(line): ICU says mandatory at \(offset)")
                #expect(shortcut.offsets.contains(offset), "\(line): boundary \(offset)")
            }
            #expect(reference.mandatory.contains(1), "the forced text asks ICU and finds the break after U+2028")
        }
    }
}

/// Mandatory line breaks fall only after a line separator or newline: ICU gives the
/// boundaries its dictionaries find in Lao, Khmer and Myanmar text the status of the rule
/// boundary ending the run, which made every word of such a run before a newline a
/// mandatory break (a two-line Lao file laid out at width 1000 took seven lines).
@Suite("Mandatory line breaks")
struct MandatoryLineBreakTests {
    @Test("Lao, Khmer, Myanmar and Thai runs before a newline or U+2028 break only there")
    func dictionaryRunsBeforeNewlines() {
        let runs = ["ສະບາຍດີໂລກນີ້ແມ່ນຂໍ້ຄວາມພາສາລາວ", "សួស្តីពិភពលោកនេះជាអត្ថបទខ្មែរ", "မင်္ဂလာပါကမ္ဘာကြီး", "ภาษาไทยง่ายนิดเดียว"]
        for run in runs {
            for separator in ["\n", "\r\n", "\u{2028}", "\u{0B}", "\u{85}"] {
                let text = run + separator + "x"
                let paragraph = TextAnalysis(AttributedText(text)).paragraphs[0]
                let count = run.utf16.count
                let mandatory = (0...paragraph.range.upperBound).filter { paragraph.isMandatoryBreak(at: $0) }
                #expect(
                    mandatory.allSatisfy { $0 >= count },
                    "\(run.debugDescription) + \(separator.debugDescription): \(mandatory)")
                let layout = TextLayout(container: TextContainer(width: 10_000), text: AttributedText(text))
                #expect(layout.lineCount == 2, "\(run) + \(separator.debugDescription): \(layout.lineCount) lines")
            }
        }
    }

    @Test("the hard-break scan finds exactly ICU's classes BK, CR, LF and NL, alone and anywhere in a text")
    func hardBreakScanIsICUs() {
        let filler = Array("Lorem ipsum, عربي 中文 ".utf16)
        var wrong: [UInt16] = []
        for unit in (0...0xFFFF).map({ UInt16($0) }) {
            // The unit alone, and at an odd place inside a longer text (past a vector's width).
            let alone = [unit].withUnsafeBufferPointer(ICUBreakIterator.containsHardBreakClass)
            let inside = (filler + filler + [unit] + filler).withUnsafeBufferPointer(
                ICUBreakIterator.containsHardBreakClass)
            if alone != ICUBreakIterator.icuSaysHardBreakClass(unit) || inside != alone { wrong.append(unit) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(8))")
        #expect(!filler.withUnsafeBufferPointer(ICUBreakIterator.containsHardBreakClass))
        #expect(![UInt16]().withUnsafeBufferPointer(ICUBreakIterator.containsHardBreakClass))
    }
}
