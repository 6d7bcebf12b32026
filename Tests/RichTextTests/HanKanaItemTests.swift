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

    @Test("a Japanese phrase is one item, not one per script change")
    func japanesePhraseIsOneItem() throws {
        let text = AttributedText("このテキストで使用する言語です")
        let shaped = ShapedText(text)
        #expect(shaped.paragraphs[0].runs.count == 1)
        #expect(shaped.paragraphs[0].runs[0].range == 0..<text.length)
    }
}
