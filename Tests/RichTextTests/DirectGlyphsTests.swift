import Testing

@testable import RichText

/// Han and kana in a face whose horizontal lookups never touch them skip HarfBuzz
/// (`DirectGlyphs`); what they give must be what HarfBuzz gives.
@Suite("Han and kana glyphs straight from the face")
struct DirectGlyphsTests {
    @Test("the lookup bitmap holds what horizontal lookups touch and leaves out vertical ones")
    func lookupBitmap() throws {
        let context = try SegmentCacheTests.context(ShapedSegmentCache())
        let latin = try #require(context.face(for: Font(family: "Noto Sans", size: 16)))
        let latinBits = try #require(latin.harfBuzz.glyphsInHorizontalLookups(scripts: ["Latn"]))
        // "f" starts the fi/fl ligatures and "A" kerns with "V": both are in some lookup.
        for character: UInt32 in [0x66, 0x41] {
            let glyph = try #require(latin.harfBuzz.nominalGlyph(character))
            #expect(latinBits[Int(glyph >> 6)] & (1 << UInt64(glyph & 63)) != 0)
        }
        let han = try #require(context.face(for: Font(family: "Droid Sans Fallback", size: 16)))
        let hanBits = try #require(han.harfBuzz.glyphsInHorizontalLookups(scripts: ["Hani", "Hira", "Kana"]))
        // Its only lookup is `vert`: the vertical form of "（" is not a horizontal matter.
        #expect(hanBits.allSatisfy { $0 == 0 })
        let table = try #require(han.directGlyphs)
        #expect(table.glyph(for: 0x4E2D) != nil)  // 中
        #expect(table.glyph(for: 0x3042) != nil)  // あ
        // Punctuation shaped with Han and kana: only `vert` touches "（", so it is taken too.
        #expect(table.glyph(for: 0xFF08) != nil)  // （
        #expect(table.glyph(for: 0x3001) != nil)  // 、
        #expect(table.glyph(for: 0x30FC) != nil)  // ー
        #expect(table.glyph(for: 0x41) == nil)
        // Combining marks are HarfBuzz's: it merges them into the cluster before them.
        #expect(table.glyph(for: 0x3099) == nil)
        #expect(table.glyph(for: 0x302A) == nil)
    }

    @Test("direct glyphs equal HarfBuzz's, one character at a time")
    func glyphsEqualHarfBuzz() throws {
        let context = try SegmentCacheTests.context(ShapedSegmentCache())
        let face = try #require(context.face(for: Font(family: "Droid Sans Fallback", size: 16)))
        let table = try #require(face.directGlyphs)
        let item = TextItem(
            range: 0..<1, level: 0, script: Script(tag: hbTag("Hani")), face: face,
            style: AttributedText("x").attributes(at: 0).shapingStyle)
        var checked = 0
        for unit in stride(from: UInt16(0x4E00), through: 0x9FFF, by: 37) {
            guard let direct = table.glyph(for: unit) else { continue }
            expectHarfBuzzGives(direct, shaping: [unit], at: 0, item: item, label: "U+\(String(unit, radix: 16))")
            checked += 1
        }
        #expect(checked > 400)
    }

    @Test("direct punctuation, kana signs and fullwidth forms equal HarfBuzz's in Han and kana items")
    func punctuationEqualsHarfBuzz() throws {
        let context = try SegmentCacheTests.context(ShapedSegmentCache())
        let face = try #require(context.face(for: Font(family: "Droid Sans Fallback", size: 16)))
        let table = try #require(face.directGlyphs)
        let style = AttributedText("x").attributes(at: 0).shapingStyle
        var checked = 0
        for script in ["Hani", "Kana"] {
            let item = TextItem(range: 1..<2, level: 0, script: Script(tag: hbTag(script)), face: face, style: style)
            for unit in Array(UInt16(0x3000)...0x30FF) + Array(UInt16(0xFF00)...0xFFEF) {
                guard let direct = table.glyph(for: unit) else { continue }
                // Every character the table takes is one the segment cutter cuts alone.
                #expect(SegmentCutter.isCJK(unit) && DirectGlyphs.isTaken(unit), "U+\(String(unit, radix: 16))")
                // Between two ideographs, as in running text.
                expectHarfBuzzGives(
                    direct, shaping: [0x4E2D, unit, 0x6587], at: 1, item: item,
                    label: "U+\(String(unit, radix: 16)) as \(script)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    /// Expects HarfBuzz to shape `text[index]` (as `item`, with the whole text as context)
    /// into the one glyph `direct` gives: its id, its advance at the item's size, no flags.
    private func expectHarfBuzzGives(
        _ direct: (id: UInt32, advance: Int32), shaping text: [UInt16], at index: Int, item: TextItem, label: String
    ) {
        var storage = GlyphStorage()
        Shaper(text: text, cache: ShapedSegmentCache(shardCount: 1, slotsPerShard: 1))
            .shape(item, range: index..<index + 1, context: 0..<text.count, into: &storage)
        let scale = Float(item.style.font.size) / Float(item.face.unitsPerEm)
        #expect(storage.ids == [direct.id], "\(label)")
        #expect(storage.advances == [Float(direct.advance) * scale], "\(label)")
        #expect(storage.flags == [0], "\(label)")
    }

    @Test("punctuation-heavy CJK text through the table equals whole-item shaping")
    func punctuationRunsMatch() throws {
        let context = try SegmentCacheTests.context(ShapedSegmentCache())
        let text = AttributedText(
            "「東京」、『大阪』。コーヒー・ティー！（ＡＢＣ）１２３：漢字〜かな…ゔ゙か゚ ｶﾞ　中文，标点；“引号”。")
        for pass in 0..<3 { SegmentCacheTests().expectSameAsWholeItems(text, "pass \(pass)", context: context) }
    }

    @Test("CJK text in every style that may or may not skip HarfBuzz equals whole-item shaping")
    func styledCJKMatches() throws {
        let context = try SegmentCacheTests.context(ShapedSegmentCache())
        let chinese = try corpusLines("zh_CN").prefix(6).joined()
        let japanese = try corpusLines("ja").prefix(6).joined()
        var text = AttributedText(chinese + " mixed 漢字かなカナ " + japanese)
        text.setFont(Font(size: 20, weight: .bold), range: 10..<40)
        text.setLetterSpacing(1.5, range: 60..<90)
        text.setFont(Font(size: 13, features: [FontFeature("palt", 1)]), range: 100..<130)
        text.setAttribute(\.kern, 0.5, range: 140..<170)
        text.setLanguage("ja", range: 180..<260)
        for pass in 0..<3 { SegmentCacheTests().expectSameAsWholeItems(text, "pass \(pass)", context: context) }
    }
}
