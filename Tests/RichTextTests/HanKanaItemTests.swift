import Testing

@testable import RichText

/// Japanese alternates Han, hiragana and katakana every few characters. Where the face
/// shapes the three alike (`FontFace.shapesHanAndKanaAlike`), the itemizer keeps them in one
/// item; these tests check that this changes no glyph and that it happens.
@Suite("Han and kana in one item")
struct HanKanaItemTests {
    @Test("a merged item shapes the same with each of its scripts, for every Japanese corpus paragraph")
    func mergedItemsShapeAlikeInEveryScript() throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        var merged = 0
        for line in try corpusLines("ja") + corpusLines("zh_CN") {
            let text = AttributedText(line)
            let analysis = TextAnalysis(text)
            var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
            let shaper = Shaper(text: analysis.utf16, cache: ShapedSegmentCache(shardCount: 1, slotsPerShard: 1))
            for paragraph in analysis.paragraphs {
                for item in itemizer.items(for: paragraph) {
                    let scripts = Set(
                        paragraph.scriptRuns.filter { $0.range.overlaps(item.range) }.map(\.script)
                            .filter(\.isHanOrKana))
                    guard scripts.count > 1 else { continue }
                    merged += 1
                    #expect(item.face.shapesHanAndKanaAlike)
                    var reference = GlyphStorage()
                    shaper.shape(item, range: item.range, context: paragraph.contentRange, into: &reference)
                    for code in ["Hani", "Hira", "Kana"] {
                        let other = TextItem(
                            range: item.range, level: item.level, script: Script(iso15924: code), face: item.face,
                            style: item.style)
                        var glyphs = GlyphStorage()
                        shaper.shape(other, range: item.range, context: paragraph.contentRange, into: &glyphs)
                        #expect(glyphs.ids == reference.ids, "\(line.prefix(20)) as \(code)")
                        #expect(glyphs.advances == reference.advances, "\(line.prefix(20)) as \(code)")
                        #expect(glyphs.clusters == reference.clusters, "\(line.prefix(20)) as \(code)")
                    }
                }
            }
        }
        #expect(merged > 50, "Japanese paragraphs give items that span Han and kana")
    }

    /// Expects the items of `line` to equal those of the same text with a colour that
    /// changes at every character: the itemizer's run-level shortcuts stop at attribute
    /// runs, and shaping ignores colour, so every cluster of the striped text takes the
    /// cluster-by-cluster path. Returns the number of paragraphs compared.
    @discardableResult
    func expectShortcutItemsEqualClusterPath(_ line: String, context: FontContext) -> Int {
        let plain = AttributedText(line)
        var striped = plain
        for offset in 0..<striped.length {
            striped.setAttribute(\.color, offset % 2 == 0 ? .red : .blue, range: offset..<offset + 1)
        }
        let analysis = TextAnalysis(plain)
        var fast = Itemizer(text: plain, utf16: analysis.utf16, context: context)
        var slow = Itemizer(text: striped, utf16: analysis.utf16, context: context)
        let units = line.unicodeScalars.prefix(40).map { String($0.value, radix: 16) }
        for paragraph in analysis.paragraphs {
            let expected = slow.items(for: paragraph)
            let items = fast.items(for: paragraph)
            #expect(items.map(\.range) == expected.map(\.range), "\(units)")
            #expect(items.map(\.script) == expected.map(\.script), "\(units)")
            #expect(items.map(\.level) == expected.map(\.level), "\(units)")
            #expect(zip(items, expected).allSatisfy { $0.face === $1.face }, "\(units)")
        }
        return analysis.paragraphs.count
    }

    @Test(
        "items found by the run-level shortcuts equal those of the cluster-by-cluster path",
        arguments: ["ja", "zh_CN", "ko", "en"])
    func shortcutsEqualClusterPath(language: String) throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        let extra = [
            "漢字 かな カナ 漢字", "かな 漢字、カナ。 テスト", " 先頭の空白", "カタカナ ひらがな　漢字",
            "ー・ーかな漢字ー", "ABC漢字 かなDEF カナ", "テキスト (ISO コード) です",
        ]
        var checked = 0
        for line in try corpusLines(language) + (language == "ja" ? extra : []) {
            checked += expectShortcutItemsEqualClusterPath(line, context: context)
        }
        #expect(checked > 20)
    }

    @Test("shortcut items equal the cluster path on random CJK, Latin, space and mark mixes", arguments: 0..<8)
    func shortcutsEqualClusterPathOnRandomText(seed: UInt64) throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        let pieces = [
            "漢", "字", "か", "な", "カ", "ナ", "ー", "・", "、", "。", " ", "\u{3000}", "a", "Z", "7", "(", "「",
            "\u{3099}", "か\u{3099}", "한", "😀", "ب", "\u{200B}", "ｱ", "Ａ", "\u{301}", "“", "—",
        ]
        var random = SplitMix64(state: seed &* 0x9E37 &+ 3)
        for _ in 0..<40 {
            var line = ""
            for _ in 0..<(1 + Int(random.next() % 30)) { line += pieces[Int(random.next() % UInt64(pieces.count))] }
            expectShortcutItemsEqualClusterPath(line, context: context)
        }
    }

    @Test("a Japanese phrase is one item, not one per script change")
    func japanesePhraseIsOneItem() throws {
        let text = AttributedText("このテキストで使用する言語です")
        let shaped = ShapedText(text)
        #expect(shaped.paragraphs[0].runs.count == 1)
        #expect(shaped.paragraphs[0].runs[0].range == 0..<text.length)
    }
}
