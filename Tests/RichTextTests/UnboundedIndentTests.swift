import RichText
import Testing

/// Indents in a container without a right edge (what `maxContentWidth` and the measure
/// modes lay text out in): the measured width counts them whatever the direction, and the
/// text laid out again at that width keeps its lines.
@Suite("Indents in unbounded containers")
struct UnboundedIndentTests {
    static let strings = ["مرحبا world", "שלום עולם וכל יושביו", "Hello world, again"]

    func text(_ string: String, head: Double, first: Double, tail: Double) -> AttributedText {
        var text = AttributedText(string)
        text.font = .default
        var style = ParagraphStyle()
        style.firstLineHeadIndent = first
        style.headIndent = head
        style.tailIndent = tail
        text.setAttribute(\.paragraphStyle, style, range: 0..<text.length)
        return text
    }

    @Test(
        "a one-line paragraph measures its indents and stays one line at its measured width",
        arguments: strings, [(0.0, 10.0, 0.0), (0.0, 10.0, -6.0), (4.0, 10.0, 0.0), (0.0, 0.0, -8.0)])
    func measured(string: String, indents: (Double, Double, Double)) {
        let text = self.text(string, head: indents.0, first: indents.1, tail: indents.2)
        let plain = self.text(string, head: 0, first: 0, tail: 0)
        let unbounded = TextLayout(container: TextContainer(width: .infinity), text: text)
        let bare = TextLayout(container: TextContainer(width: .infinity), text: plain)
        let expected = bare.textBoundingSize.width + indents.1 - indents.2
        #expect(unbounded.lineCount == 1)
        let measured = unbounded.textBoundingSize.width
        #expect(abs(measured - expected) <= 1, "\(measured) vs \(expected)")
        let measurer = TextMeasurer(cacheCapacity: 4)
        let maxContent = measurer.maxContentWidth(of: text)
        #expect(abs(maxContent - unbounded.textBoundingSize.width) <= 1)
        #expect(unbounded.fittingWidth >= maxContent - 1)
        let again = TextLayout(container: TextContainer(width: unbounded.fittingWidth), text: text)
        #expect(again.lineCount == 1, "laid out again at its fitting width \(unbounded.fittingWidth)")
        let moded = measurer.measure(text, width: .atMost(10_000), height: .undefined)
        #expect(TextLayout(container: TextContainer(width: moded.size.width), text: text).lineCount == 1)
    }

    @Test("a positive tail indent bounds an unbounded line in either direction", arguments: strings)
    func positiveTail(string: String) {
        let text = self.text(string, head: 0, first: 5, tail: 60)
        let layout = TextLayout(container: TextContainer(width: .infinity), text: text)
        #expect(layout.lineCount > 1)
        #expect(layout.textBoundingSize.width <= 60 + 1 && layout.textBoundingSize.width.isFinite)
        for line in layout.lines {
            #expect(line.bounds.minX.isFinite && line.bounds.minX >= -0.001 && line.bounds.maxX <= 60 + 1)
        }
    }

    @Test(
        "a wrapped paragraph keeps its lines at its fitting width whichever side its indents are on",
        arguments: [
            "نص عربي طويل يلتف على عدة أسطر في الحاوية الضيقة كما يجب أن يفعل دائما",
            "Measured text nodes should be as wide as their text, not as wide as the room.",
        ])
    func wrapped(string: String) {
        let text = self.text(string, head: 12, first: 24, tail: -9)
        let layout = TextLayout(container: TextContainer(width: 260), text: text)
        #expect(layout.lineCount > 1)
        for width in [layout.fittingWidth, layout.textBoundingSize.width] {
            let again = TextLayout(container: TextContainer(width: width), text: text)
            #expect(again.lines.map(\.range) == layout.lines.map(\.range), "at \(width)")
        }
    }
}
