import Testing

@testable import RichText

/// The analysis of a paragraph whose units are all below U+0300 skips FriBidi, the Thai
/// refinement and the combining-mark scan, below U+02EA the per-scalar script loop; and the text's
/// UTF-16 units are transcoded straight from its UTF-8. Each shortcut must give what the
/// general path gives.
@Suite("Analysis shortcuts")
struct AnalysisFastPathTests {
    @Test("below U+02EA the only strong script is Latin (U+02EA and U+02EB are Bopomofo)")
    func onlyLatinBelowMarks() {
        #expect(Script(tag: UnicodeScriptLookup.script(of: 0x2EA)) == Script(tag: hbTag("Bopo")))
        for unit in 0..<0x2EA {
            let script = Script(tag: UnicodeScriptLookup.script(of: UInt32(unit)))
            #expect(script.isWeak || script == Script(tag: hbTag("Latn")), "U+\(String(unit, radix: 16))")
        }
    }

    @Test("the script shortcuts (ASCII, Han ideographs, hiragana and katakana letters) give HarfBuzz's script")
    func scriptShortcutsMatchHarfBuzz() {
        let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x3000...0x30FF, 0x4E00...0x9FFF]
        var differing: [UInt32] = []
        for scalar in ranges.joined()
        where UnicodeScriptLookup.script(of: scalar) != UnicodeScriptLookup.libraryScript(of: scalar) {
            differing.append(scalar)
        }
        #expect(differing.isEmpty, "\(differing.prefix(8).map { String($0, radix: 16) })")
        #expect(UnicodeScriptLookup.script(of: 0x4E2D) == hbTag("Hani"))
        #expect(UnicodeScriptLookup.script(of: 0x30AB) == hbTag("Kana"))
    }

    @Test("below U+0300 FriBidi resolves every character to level 0 unless the paragraph is right to left")
    func noBidiBelowMarks() {
        let separators: Set<UInt32> = [0x0A, 0x0D, 0x85]
        let scalars: [UInt32] = (0..<UInt32(0x300)).filter { !separators.contains($0) }
        for direction in [BaseDirection.natural, .leftToRight] {
            let (levels, base) = FriBidi.embeddingLevels(scalars, direction: direction, allowShortcut: false)
            #expect(base == 0)
            #expect(levels.allSatisfy { $0 == 0 })
        }
    }

    @Test("random text below U+02EA gets the script runs of the per-scalar loop")
    func scriptRunsMatch() {
        var random = SplitMix64(state: 0x5C41_F7A1)
        let pools: [[UInt16]] = [
            Array(0x20..<0x7F), Array(0xA0..<0x2EA), [0x20, 0x2C, 0x2E, 0x31, 0x32, 0xB5, 0xD7, 0x2B9],
        ]
        for _ in 0..<500 {
            let pool = random.pick(pools)
            let units = (0..<random.below(40)).map { _ in random.pick(pool) }
            let range = 0..<units.count
            let fast = ScriptItemizer.runs(in: units, range: range, isLatinOrCommon: true)
            let general = ScriptItemizer.runs(in: units, range: range)
            #expect(fast.map(\.range) == general.map(\.range))
            #expect(fast.map(\.script) == general.map(\.script))
        }
    }

    @Test("UTF-8 to UTF-16 transcoding equals the String's utf16 view")
    func transcoding() {
        var random = SplitMix64(state: 0x7F16_0008)
        // One-, two-, three- and four-byte characters, a CR LF, a replacement character.
        let pool: [Character] = ["a", "Z", " ", "\r\n", "é", "ß", "Ж", "א", "ع", "क", "ก", "中", "あ", "\u{FFFD}", "😀", "👨‍👩‍👧", "🇩🇪", "\u{10FFFF}"]
        for _ in 0..<300 {
            let string = String((0..<random.below(60)).map { _ in random.pick(pool) })
            #expect(UnitBuffers.units(of: string) == Array(string.utf16), "\(string.debugDescription)")
        }
        #expect(UnitBuffers.units(of: "").isEmpty)
        // The ASCII prefix is found eight bytes at a time: a first non-ASCII character at
        // every position around those words, and all-ASCII strings of every length to 20.
        for prefix in 0...20 {
            for tail in ["", "é", "中x", "😀abc"] {
                let string = String(repeating: "a", count: prefix) + tail + "tail"
                #expect(UnitBuffers.units(of: string) == Array(string.utf16), "\(string.debugDescription)")
            }
            let ascii = String(repeating: "q", count: prefix)
            #expect(UnitBuffers.units(of: ascii) == Array(ascii.utf16))
        }
        // A string that is not native UTF-8 storage (a substring's copy) transcodes too.
        let long = String(repeating: "añ中😀", count: 50)
        let sub = String(long.dropFirst(3))
        #expect(UnitBuffers.units(of: sub) == Array(sub.utf16))
    }

    @Test("one scan finds standalone paragraphs, paragraphs of marks and the rest, with ICU's boundaries")
    func graphemeScan() {
        var random = SplitMix64(state: 0x6A7E_5CA9)
        // Standalone characters, plain marks, and characters that need ICU (a Devanagari
        // letter and virama, a jamo, an emoji and its modifier's surrogates, ZWJ).
        let standalone: [UInt16] = [0x61, 0x20, 0x628, 0x5D0, 0x3B1, 0x4E00, 0xAC00, 0x2014]
        let marks: [UInt16] = [0x301, 0x64E, 0x5B4, 0x20D7]
        let others: [UInt16] = [0x915, 0x94D, 0x1100, 0xD83D, 0xDE00, 0x200D]
        let separators: [[UInt16]] = [[], [0x0A], [0x0D, 0x0A], [0x2029]]
        var seen: Set<String> = []
        for _ in 0..<1500 {
            let pools = [standalone, standalone + marks, standalone + marks + others]
            let pool = random.pick(pools)
            let content = (0..<(1 + random.below(30))).map { _ in random.pick(pool) }
            let units = content + random.pick(separators)
            let icu = ICUBreakIteratorPool.shared.withIterator(kind: .grapheme, locale: "") {
                $0?.boundaries(in: units[0..<units.count]).offsets
            }
            switch GraphemeBoundaries.scan(units[...], contentCount: content.count) {
            case .standalone:
                seen.insert("standalone")
                #expect(content.allSatisfy(GraphemeBoundaries.isAlwaysOwnCluster))
                let form = GraphemeBoundaries(everyUnitOf: 0..<content.count, in: 0..<units.count)
                #expect(icu == form.map { Int32($0) })
            case .clusters(let offsets):
                seen.insert("clusters")
                #expect(icu == offsets)
            case .unknown:
                seen.insert("unknown")
                #expect(content.contains { !GraphemeBoundaries.isAlwaysOwnCluster($0) && !GraphemeBoundaries.isPlainMark($0) })
            }
        }
        #expect(seen == ["standalone", "clusters", "unknown"])
    }

    @Test("a paragraph of characters that stand alone gets ICU's line breaks as they are, flags included")
    func standaloneParagraphLineBreaks() {
        var random = SplitMix64(state: 31)
        let pool: [UInt16] = [
            0x61, 0x20, 0x2C, 0x28, 0x29, 0x3A, 0x2D, 0x4E00, 0x6F22, 0x3042, 0x30AB, 0x30FC, 0x30FB, 0x3001, 0x3002,
            0x300C, 0x300D, 0x3000, 0xFF08, 0xFF09, 0xFF01, 0xAC00, 0x2014, 0x2026, 0x3B1, 0x5D0, 0x628,
        ]
        for _ in 0..<400 {
            let units = (0..<(1 + random.below(40))).map { _ in random.pick(pool) }
            let text = String(decoding: units, as: UTF16.self) + random.pick(["", "\n", "\r\n", "\u{2029}"])
            let paragraph = TextAnalysis(AttributedText(text)).paragraphs[0]
            let separator = paragraph.range.count > units.count ? [paragraph.range.count] : []
            #expect(paragraph.graphemeClusterBoundaries == Array(1...units.count) + separator)
            let all = Array(text.utf16)
            let icu = ICUBreakIteratorPool.shared.withIterator(kind: .line, locale: "") {
                $0?.boundaries(in: all[0..<paragraph.range.upperBound])
            }
            let expected = icu.map { zip($0.offsets, $0.mandatory).map { [Int($0), $1 != 0 ? 1 : 0] } }
            let found = paragraph.lineBreakOpportunities.map { [$0.offset, $0.isMandatory ? 1 : 0] }
            #expect(found == expected, "\(units.map { String($0, radix: 16) })")
        }
    }

    @Test("the right-to-left and bidi-control scan accepts exactly the listed units, anywhere in a slice")
    func rightToLeftScan() {
        func listed(_ unit: UInt16) -> Bool {
            switch unit {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD802...0xD803, 0xD83A...0xD83B, 0x200E...0x200F,
                0x202A...0x202E, 0x2066...0x2069:
                return true
            default: return false
            }
        }
        let mismatches = Self.scanMismatches(
            filler: 0x4E00, after: 0x61, UnitBuffers.containsRightToLeftOrBidiControl, expected: listed)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
        #expect(!UnitBuffers.containsRightToLeftOrBidiControl([UInt16]()[...]))
    }

    /// The BMP units for which `scan` disagrees with `expected`, each asked about as the
    /// unit after 33 `filler` units (past the first vector's width), with `after` behind
    /// it, in a slice that leaves out the first filler.
    private static func scanMismatches(
        filler: UInt16, after: UInt16, _ scan: (ArraySlice<UInt16>) -> Bool, expected: (UInt16) -> Bool
    ) -> [UInt16] {
        (0...UInt16.max).filter { unit in
            let units = [UInt16](repeating: filler, count: 33) + [unit, after]
            return scan(units[1...]) != expected(unit)
        }
    }

    @Test("the tab and soft-hyphen scan accepts exactly U+0009 and U+00AD, anywhere in a slice")
    func tabOrSoftHyphenScan() {
        let mismatches = Self.scanMismatches(filler: 0x61, after: 0x62, UnitBuffers.containsTabOrSoftHyphen) {
            $0 == 0x09 || $0 == 0xAD
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
        #expect(!UnitBuffers.containsTabOrSoftHyphen([UInt16]()[...]))
        // A tab in the slice's first unit, and one just before the slice (not in it).
        #expect(UnitBuffers.containsTabOrSoftHyphen([0x61, 0x09, 0x62][1...]))
        #expect(!UnitBuffers.containsTabOrSoftHyphen([0x09, 0x61, 0x62][1...]))
        // The width table still finds the tabs and soft hyphens of a paragraph with them.
        let shaped = ShapedText(AttributedText("a\tb soft\u{AD}word\tc"))
        #expect(shaped.widths[0].tabOffsets == [1, 13])
        #expect(!shaped.widths[0].widensWithEnd)
        #expect(ShapedText(AttributedText("plain words")).widths[0].widensWithEnd)
    }

    @Test("the scan for units without an advance of HarfBuzz's accepts exactly what the shaper zeroes or sizes")
    func ownAdvanceScan() {
        let mismatches = Self.scanMismatches(filler: 0x61, after: 0x62, UnitBuffers.containsUnitWithoutOwnAdvance) {
            Shaper.hasNoAdvance($0) || $0 == 0xFFFC
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
        #expect(!UnitBuffers.containsUnitWithoutOwnAdvance([UInt16]()[...]))
        #expect(!UnitBuffers.containsUnitWithoutOwnAdvance([0x09, 0x61, 0x62][1...]))
    }

    @Test("the scan's bit table says standalone for exactly the units isAlwaysOwnCluster accepts")
    func scanTableMatchesRangeList() {
        var mismatches: [UInt16] = []
        for value in 0...Int(UInt16.max) {
            let unit = UInt16(value)
            let alone = GraphemeBoundaries.scan([unit, 0x61][...], contentCount: 2) == .standalone
            if alone != GraphemeBoundaries.isAlwaysOwnCluster(unit) { mismatches.append(unit) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    @Test("the every-unit form answers membership as its elements do")
    func everyUnitMembership() {
        for (content, range) in [(0..<0, 0..<0), (0..<0, 0..<1), (3..<9, 3..<9), (3..<9, 3..<11), (5..<6, 5..<6)] {
            let form = GraphemeBoundaries(everyUnitOf: content, in: range)
            #expect(form.isEveryUnit)
            let elements = Set(form)
            for offset in (range.lowerBound - 2)...(range.upperBound + 2) {
                #expect(form.containsInEveryUnitForm(offset) == elements.contains(offset), "\(content) \(range) \(offset)")
            }
        }
        let explicit = GraphemeBoundaries([])
        #expect(explicit.isEveryUnit && !explicit.containsInEveryUnitForm(0) && !explicit.containsInEveryUnitForm(1))
    }

    @Test("paragraphs ended by U+2029 (now on the below-U+0300 shortcut) are analysed as those ended by a newline")
    func paragraphSeparatorAnalysedAsNewline() {
        var random = SplitMix64(state: 0x2029_0A0A)
        let latin: [Character] = ["a", "q", "Z", " ", " ", ",", ".", "-", "(", ")", "é", "ß", "1", "\t"]
        // Some paragraphs take the general path: Arabic, Hebrew, Thai, a combining mark, U+2028.
        let other: [Character] = latin + ["ب", "ש", "ก", "e\u{301}", "中", "\u{2028}"]
        for _ in 0..<300 {
            let paragraphs = (0..<(1 + random.below(5))).map { _ in
                let pool = random.below(3) == 0 ? other : latin
                return String((0..<random.below(40)).map { _ in random.pick(pool) })
            }
            let direction = random.pick([BaseDirection.natural, .leftToRight, .rightToLeft])
            // Some texts end with a separator too.
            let ends = random.below(2) == 0
            let separatedText = paragraphs.joined(separator: "\u{2029}") + (ends ? "\u{2029}" : "")
            let newlineText = paragraphs.joined(separator: "\n") + (ends ? "\n" : "")
            let separated = TextAnalysis(AttributedText(separatedText), direction: direction)
            let newlines = TextAnalysis(AttributedText(newlineText), direction: direction)
            #expect(separated.paragraphs.count == newlines.paragraphs.count)
            for (a, b) in zip(separated.paragraphs, newlines.paragraphs) {
                #expect(a.range == b.range && a.baseLevel == b.baseLevel && a.levels == b.levels)
                #expect(a.lineBreakOpportunities == b.lineBreakOpportunities, "\(paragraphs)")
                #expect(a.graphemeClusterBoundaries == b.graphemeClusterBoundaries)
                #expect(a.scriptRuns == b.scriptRuns)
            }
        }
    }

    @Test("the largest unit of a slice", arguments: [[], [0x61], [0x2FF, 0x20], [0x41, 0xFFFF, 0x300]] as [[UInt16]])
    func largestUnit(_ units: [UInt16]) {
        #expect(UnitBuffers.largestUnit(in: units[...]) == units.max() ?? 0)
    }

    @Test("whether a slice holds a unit in a range, at and around the range's ends")
    func containsUnitInRange() {
        let range: ClosedRange<UInt16> = 0x0E01...0x0E5B
        var random = SplitMix64(state: 11)
        for length in [0, 1, 2, 15, 16, 17, 33, 200] {
            for probe in [0x0000, 0x0E00, 0x0E01, 0x0E30, 0x0E5B, 0x0E5C, 0xFFFF] as [UInt16] {
                var units = (0..<length).map { _ in UInt16(truncatingIfNeeded: random.next()) | 0x8000 }
                if length > 0 { units[Int(random.next() % UInt64(length))] = probe }
                for start in [0, min(1, length)] {
                    let slice = units[start...]
                    #expect(
                        UnitBuffers.contains(slice, unitIn: range) == slice.contains { range.contains($0) },
                        "length \(length), probe \(probe), from \(start)")
                }
            }
        }
        #expect(!UnitBuffers.contains([0xFFFF, 0x0E00, 0x0E5C][...], unitIn: range))
        #expect(UnitBuffers.contains([0xFFFF, 0x0E5B][...], unitIn: range))
    }
}
