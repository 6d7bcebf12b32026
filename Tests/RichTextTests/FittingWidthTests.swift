import Foundation
import RichText
import Testing

/// `TextLayout.fittingWidth` and the measure modes' width: what the text needs whatever
/// its alignment, and the same lines when laid out again at that width.
@Suite("Fitting width")
struct FittingWidthTests {
    static let paragraph =
        "Measured text nodes should be as wide as their text, not as wide as the room they were offered."

    func text(_ string: String, alignment: TextAlignment = .natural) -> AttributedText {
        var text = AttributedText(string)
        text.font = .default
        var style = ParagraphStyle()
        style.alignment = alignment
        text.setAttribute(\.paragraphStyle, style, range: 0..<text.length)
        return text
    }

    static let cases: [(String, TextAlignment)] = [
        (paragraph, .natural), (paragraph, .right), (paragraph, .center), (paragraph, .justified),
        ("نص عربي طويل يلتف على عدة أسطر في الحاوية الضيقة كما يجب أن يفعل", .natural),
        ("טקסט עברי ארוך שנשבר לכמה שורות בתוך המכל הצר הזה", .center),
    ]

    @Test("every alignment: the measured at-most width is what the text needs, and its lines stay", arguments: cases)
    func alignments(string: String, alignment: TextAlignment) {
        let text = self.text(string, alignment: alignment)
        let wide = TextLayout(container: TextContainer(width: 300), text: text)
        let fitting = wide.fittingWidth
        #expect(wide.lines.count > 1)
        #expect(fitting < 300 && fitting <= wide.textBoundingSize.width)
        #expect(fitting >= wide.lines.map(\.width).filter { _ in alignment != .justified }.max() ?? 0)
        let again = TextLayout(container: TextContainer(width: fitting), text: text)
        #expect(again.lines.map(\.range) == wide.lines.map(\.range), "the same lines at the fitting width")
        #expect(again.fittingWidth == fitting)
        let measured = TextMeasurer(cacheCapacity: 4).measure(text, width: .atMost(300), height: .undefined)
        #expect(measured.size.width == fitting)
        #expect(measured.size.height == wide.textBoundingSize.height)
    }

    @Test("right-aligned and right-to-left text: the size range gives the room, the modes the text's width")
    func boundingVersusFitting() {
        let right = text("short", alignment: .right)
        let measurer = TextMeasurer(cacheCapacity: 4)
        let ranged = measurer.measure(right, in: SizeRange(max: Size(width: 300, height: .infinity)))
        let moded = measurer.measure(right, width: .atMost(300), height: .undefined)
        #expect(ranged.size.width == 300)
        #expect(moded.size.width == measurer.maxContentWidth(of: right) && moded.size.width < 60)
    }

    @Test("indents and insets count; a truncated line and shapes fill the room they had")
    func indentsInsetsShapes() {
        var text = self.text(Self.paragraph)
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 30
        style.alignment = .center
        text.setAttribute(\.paragraphStyle, style, range: 0..<text.length)
        var container = TextContainer(width: 300)
        container.insets = EdgeInsets(top: 0, left: 7, bottom: 0, right: 9)
        let layout = TextLayout(container: container, text: text)
        var narrower = container
        narrower.size.width = layout.fittingWidth
        #expect(TextLayout(container: narrower, text: text).lines.map(\.range) == layout.lines.map(\.range))
        narrower.size.width = layout.fittingWidth - 1
        #expect(TextLayout(container: narrower, text: text).lines.map(\.range) != layout.lines.map(\.range))
        var truncating = TextContainer(width: 300)
        truncating.maximumNumberOfRows = 1
        truncating.truncationType = .end
        let truncated = TextLayout(container: truncating, text: text)
        #expect(truncated.isTruncated && truncated.fittingWidth == truncated.textBoundingSize.width)
        #expect(truncated.fittingWidth > 280, "the truncated line is filled to the width it had")
        var excluded = TextContainer(size: Size(width: 300, height: 400))
        excluded.exclusionPaths = [BezierPath(rect: Rect(x: 100, y: 0, width: 50, height: 50))]
        let shaped = TextLayout(container: excluded, text: text)
        #expect(shaped.fittingWidth == shaped.textBoundingSize.width)
        #expect(TextLayout(container: TextContainer(width: 300), text: AttributedText("")).fittingWidth == 0)
    }
}
