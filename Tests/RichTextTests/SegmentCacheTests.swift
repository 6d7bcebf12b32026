import CUnicode
import Testing
@testable import RichText

/// The shaped-segment cache must never change a result: segment-wise shaping equals
/// shaping each item in one HarfBuzz call, and a cached layout equals a fresh one.
@Suite("Shaped-segment cache", .serialized)
struct SegmentCacheTests {
    static let languages = ["en", "de", "el", "ru", "vi", "ar", "fa", "he", "hi", "th", "zh_CN", "ja", "ko"]

    /// Each paragraph's glyphs shaped item by item in one call each, without the cache.
    func wholeItemGlyphs(_ text: AttributedText) -> [GlyphStorage] {
        let analysis = TextAnalysis(text)
        return analysis.utf16.withUnsafeBufferPointer { buffer in
            let itemizer = Itemizer(text: text, utf16: buffer, context: .default)
            let shaper = Shaper(text: buffer)
            return analysis.paragraphs.map { paragraph in
                var storage = GlyphStorage()
                for item in itemizer.items(for: paragraph) {
                    shaper.shape(item, range: item.range, context: paragraph.contentRange, into: &storage)
                }
                return storage
            }
        }
    }

    /// Glyph ids, positions, clusters and the unsafe-to-break flag must match. (HarfBuzz's
    /// unsafe-to-concat flag is a hint that depends on what was shaped together, so shaping
    /// a word on its own may set it on fewer glyphs; nothing in layout reads it.)
    func expectSameAsWholeItems(_ text: AttributedText, _ label: String) {
        let segmented = ShapedText(text).paragraphs.map(\.glyphs)
        let whole = wholeItemGlyphs(text)
        #expect(segmented.count == whole.count, "\(label)")
        for (index, (a, b)) in zip(segmented, whole).enumerated() where a != b.compacted() {
            let first = (0..<min(a.count, b.count)).first { (g: Int) -> Bool in
                if a.ids[g] != b.ids[g] || a.clusters[g] != b.clusters[g] || a.flags[g] & 1 != b.flags[g] & 1 { return true }
                return a.advances[g] != b.advances[g] || a.xOffset(at: g) != b.xOffset(at: g)
                    || a.yOffset(at: g) != b.yOffset(at: g)
            }
            guard first != nil || a.count != b.count else { continue }
            Issue.record("\(label) paragraph \(index): \(a.count) vs \(b.count) glyphs, first difference at glyph \(first ?? -1)")
        }
    }

    @Test("segment-wise shaping equals whole-item shaping for every corpus paragraph, cold and cached")
    func corpusMatchesWholeItems() throws {
        for language in Self.languages {
            let lines = try corpusLines(language)
            #expect(!lines.isEmpty)
            for pass in ["cold", "cached"] {
                if pass == "cold" { ShapedSegmentCache.shared.removeAll() }
                for (index, line) in lines.enumerated() {
                    expectSameAsWholeItems(AttributedText(line), "\(language) line \(index) (\(pass))")
                }
            }
        }
    }

    @Test("styled, spaced and mixed text matches whole-item shaping")
    func styledTextMatches() throws {
        let english = try corpusLines("en").joined(separator: " ")
        var text = AttributedText(String(english.prefix(600)) + " مرحبا بالعالم 你好，世界 नमस्ते दुनिया 😀 fin")
        text.setFont(Font(size: 20, weight: .bold), range: 10..<60)
        text.setLetterSpacing(1.5, range: 100..<160)
        text.setFont(Font(size: 12), range: 200..<203)
        text.setLanguage("tr", range: 300..<400)
        for _ in 0..<2 { expectSameAsWholeItems(text, "styled") }
        for pass in 0..<2 {
            var kerned = AttributedText("AVATAR To WAVE Ty. LT AV AW Yo")
            kerned.font = Font(size: 30 + Double(pass))
            expectSameAsWholeItems(kerned, "kerning pairs \(pass)")
        }
    }

    @Test("a layout from cached segments equals a fresh one, byte for byte in the dump")
    func cachedLayoutEqualsFresh() throws {
        let text = AttributedText(try corpusLines("en").prefix(3).joined(separator: "\n"))
        let container = TextContainer(size: Size(width: 240, height: .infinity))
        ShapedSegmentCache.shared.removeAll()
        let fresh = TextLayout(container: container, text: text).dump()
        #expect(ShapedSegmentCache.shared.count > 10)
        let cached = TextLayout(container: container, text: text).dump()
        #expect(cached == fresh)
    }

    @Test("the same word in another size, weight or direction is its own entry")
    func keysSeparateStyles() {
        let regular = shape("cache cache").paragraphs[0]
        let large = shape("cache cache", font: Font(size: 32)).paragraphs[0]
        let bold = shape("cache cache", font: Font(size: 16, weight: .bold)).paragraphs[0]
        #expect(large.advance > regular.advance * 1.9)
        #expect(bold.advance != regular.advance)
        let words = regular.glyphs.advances
        #expect(Array(words[0..<5]) == Array(words[6..<11]))
    }

    @Test("the cache stays within its fixed capacity")
    func cacheIsBounded() {
        let cache = ShapedSegmentCache(shardCount: 2, slotsPerShard: 16, glyphsPerShard: 64, unitsPerShard: 64)
        let style = cache.styleID(for: SegmentStyle(
            face: 1, font: .default, language: nil, script: 0, isRightToLeft: false, letterSpacing: 0, kern: 0))
        var glyphs = GlyphStorage()
        for index in 0..<8 {
            glyphs.ids.append(UInt32(index)); glyphs.advances.append(1); glyphs.xOffsets.append(0)
            glyphs.yOffsets.append(0); glyphs.clusters.append(Int32(index)); glyphs.flags.append(0)
        }
        for word in 0..<500 {
            let units = Array("w\(word)xyz".utf16)
            units.withUnsafeBufferPointer { buffer in
                let hash = ShapedSegmentCache.hash(buffer, key: style)
                cache.insert(buffer, key: style, hash: hash, glyphs: glyphs, range: 0..<buffer.count, offset: 0)
                var out = GlyphStorage()
                #expect(cache.lookup(buffer, key: style, hash: hash, offset: 100, into: &out) != nil)
                #expect(out.clusters.first == 100)
            }
            #expect(cache.count <= 24)
        }
    }
}

@Suite("Fast paths agree with the slow ones")
struct FastPathTests {
    @Test("the ignorable-character fast paths agree with Unicode properties for every BMP scalar")
    func ignorableFastPaths() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)..<0x10000 where !(0xD800...0xDFFF).contains(value) {
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
            let (scalars, _) = Array(string.utf16).withUnsafeBufferPointer {
                UTF16Decoding.scalars(in: $0, range: 0..<$0.count)
            }
            let levels = FriBidi.embeddingLevels(scalars, direction: .natural)
            #expect(analysis.baseLevel == levels.baseLevel)
            #expect(Set(analysis.levels) == Set(levels.levels), "\(string)")
        }
    }

    @Test("every-unit grapheme boundaries match ICU's for text below U+0300")
    func simpleGraphemes() throws {
        let lines = try corpusLines("en") + ["tab\there\u{2028}and\u{AD}soft", "Ünïcödé ĀĒĪ ǅ ɐ"]
        for line in lines {
            let text = AttributedText(line + "\r\nnext")
            let paragraph = TextAnalysis(text).paragraphs[0]
            let utf16 = Array(text.string.utf16)
            let icu = utf16.withUnsafeBufferPointer { buffer in
                ICUBreakIteratorPool.shared.withIterator(kind: CU_BREAK_GRAPHEME, locale: "") {
                    $0?.boundaries(in: UnsafeBufferPointer(rebasing: buffer[paragraph.range])).offsets.map(Int.init)
                }
            }
            #expect(Array(paragraph.graphemeBoundaries) == icu, "\(line)")
        }
    }
}

@Suite("Segment groups")
struct SegmentGroupsTests {
    /// One glyph per unit, id = the unit's offset.
    static func glyphs(_ range: Range<Int>, into storage: inout GlyphStorage, base: UInt32 = 0) {
        for unit in range {
            storage.append(id: base + UInt32(unit), advance: 1, xOffset: 0, yOffset: 0, cluster: Int32(unit), flags: 0)
        }
    }

    /// Feeds `joins` (one per segment of two units) and returns the glyph ids; a reshape
    /// makes `reshapedGlyphs` glyphs with id 1000 + offset for its range.
    func run(_ joins: [Bool], reshapedGlyphs: (Range<Int>) -> Int = { $0.count }) -> [UInt32] {
        var storage = GlyphStorage()
        var groups = SegmentGroups(start: 0, glyphStart: 0)
        let reshape = { (range: Range<Int>, output: inout GlyphStorage) in
            for index in 0..<reshapedGlyphs(range) {
                output.append(id: 1000 + UInt32(range.lowerBound + index), advance: 1, xOffset: 0, yOffset: 0,
                              cluster: Int32(range.lowerBound), flags: 0)
            }
        }
        for (index, join) in joins.enumerated() {
            let segment = index * 2..<index * 2 + 2
            let start = storage.count
            Self.glyphs(segment, into: &storage)
            groups.add(segment, glyphsFrom: start, joinsPrevious: join, storage: &storage, reshape: reshape)
        }
        groups.finish(storage: &storage, reshape: reshape)
        #expect(storage.clusters.count == storage.ids.count && storage.flags.count == storage.ids.count)
        return storage.ids
    }

    @Test("segments that all join keep their own glyphs")
    func allJoin() {
        #expect(run([false, true, true]) == [0, 1, 2, 3, 4, 5])
    }

    @Test("a group closed by a joining segment is reshaped, and the joining segment keeps its glyphs")
    func groupThenJoin() {
        // Segments 0 and 1 cannot be joined: reshaped as one; segment 2 joins; 3 cannot.
        #expect(run([false, false, true, false]) == [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007])
        #expect(run([false, false, true, true]) == [1000, 1001, 1002, 1003, 4, 5, 6, 7])
    }

    @Test("a reshape with another glyph count leaves later groups intact")
    func reshapeChangesCount() {
        // Each reshaped group becomes one glyph (a ligature, say).
        let ids = run([false, false, true, false, true], reshapedGlyphs: { _ in 1 })
        #expect(ids == [1000, 1004, 8, 9])
    }

    @Test("a lone last group is not reshaped; a last group of several is")
    func lastGroup() {
        #expect(run([false]) == [0, 1])
        #expect(run([false, true, false]) == [0, 1, 1002, 1003, 1004, 1005])
    }
}
