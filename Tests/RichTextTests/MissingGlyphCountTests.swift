import Foundation
import RichText
import Testing

/// `TextLayout.missingGlyphCount`: clusters no loaded font covers.
@Suite("Missing glyph count")
struct MissingGlyphCountTests {
    func layout(_ string: String, container: TextContainer = TextContainer(), start: Int = 0) -> TextLayout {
        var text = AttributedText(string)
        text.font = .default
        return TextLayout(container: container, shapedText: ShapedText(text), start: start)
    }

    @Test("covered text has none; tabs, line separators and attachment characters never count")
    func covered() {
        #expect(layout("Hello مرحبا 你好 👍 ภาษา हिन्दी").missingGlyphCount == 0)
        #expect(layout("a\tb\u{2028}c\u{FFFC}d").missingGlyphCount == 0)
        #expect(layout("").missingGlyphCount == 0)
    }

    @Test("one per cluster no font covers: Tamil syllables and Georgian letters")
    func uncovered() {
        let tamil = layout("தமிழ்")  // 3 clusters: த, மி, ழ்
        #expect(tamil.missingGlyphCount == 3)
        #expect(tamil.missingGlyphCount == tamil.shapedText.missingGlyphOffsets.count)
        #expect(layout("ქართ").missingGlyphCount == 4)
        #expect(layout("ok ქ ok ქ").missingGlyphCount == 2)
    }

    @Test("a layout counts the text it was asked to show: from its start, truncated text included")
    func range() {
        let whole = "ქა and then more words ქართ"
        #expect(layout(whole).missingGlyphCount == 6)
        #expect(layout(whole, start: 3).missingGlyphCount == 4)
        var container = TextContainer(width: 60)
        container.maximumNumberOfRows = 1
        container.truncationType = .end
        let truncated = layout(whole, container: container)
        #expect(truncated.isTruncated && truncated.missingGlyphCount == 6)
    }
}
