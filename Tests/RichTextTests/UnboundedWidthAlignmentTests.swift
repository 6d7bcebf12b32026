import RichText
import Testing

/// Regression: in a container of unbounded width, right, centred and right-to-left lines
/// were placed at x = infinity, so the layout's bounding size was infinite. With no right
/// edge to align to, every line now starts at the left edge.
@Suite("Alignment in a container of unbounded width")
struct UnboundedWidthAlignmentTests {
    @Test(
        "right, centred, justified and right-to-left lines stay finite and start at the inset",
        arguments: [
            TextAlignment.right, .center, .justified, .natural,
        ])
    func unboundedAlignment(alignment: TextAlignment) {
        for string in ["Hello world\nsecond line", "مرحبا بالعالم"] {
            var text = AttributedText(string)
            var style = ParagraphStyle()
            style.alignment = alignment
            text.paragraphStyle = style
            let container = TextContainer(
                size: Size(width: .infinity, height: .infinity),
                insets: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
            let layout = TextLayout(container: container, text: text)
            #expect(layout.textBoundingSize.width.isFinite && layout.textBoundingSize.height.isFinite)
            for line in layout.lines {
                #expect(line.origin.x == 8, "\(alignment) \(string)")
                #expect(line.runs.allSatisfy { $0.x.isFinite && $0.x >= 8 })
            }
            let widest = layout.lines.map(\.width).max() ?? 0
            #expect(abs(layout.textBoundingSize.width - (widest + 16).rounded(.up)) <= 1)
        }
    }
}
