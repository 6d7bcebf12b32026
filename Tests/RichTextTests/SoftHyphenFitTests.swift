import RichText
import Testing

/// A line too wide only because of the hyphen a soft hyphen shows does not stop the line
/// breaker's walk: ending a cluster later, where the soft hyphen is invisible, may fit.
@Suite("Soft hyphens and the line end")
struct SoftHyphenFitTests {
    func text(_ string: String, mode: LineBreakMode) -> AttributedText {
        var text = AttributedText(string)
        text.font = .default
        var style = ParagraphStyle()
        style.lineBreakMode = mode
        text.setAttribute(\.paragraphStyle, style, range: 0..<text.length)
        return text
    }

    static let strings = [
        "ab\u{AD} ", "ab\u{AD}\u{AD}", "ab\u{AD}\u{AD} ", "word\u{AD} ", "hello wor\u{AD} ", "ab\u{AD}cd\u{AD}",
        "x\u{AD}\t",
    ]

    @Test(
        "text stays one line at its own max-content width", arguments: strings, [LineBreakMode.charWrap, .wordWrap])
    func maxContent(string: String, mode: LineBreakMode) {
        let text = self.text(string, mode: mode)
        let width = TextMeasurer(cacheCapacity: 4).maxContentWidth(of: text)
        let layout = TextLayout(container: TextContainer(width: width), text: text)
        #expect(layout.lineCount == 1, "\(layout.lines.map(\.range)) at \(width)")
        let unbounded = TextLayout(container: TextContainer(width: .infinity), text: text)
        #expect(unbounded.textBoundingSize.width == width)
    }

    @Test(
        "long runs of soft hyphens break into lines that fit, with their hyphens",
        arguments: [
            LineBreakMode.charWrap, .wordWrap,
        ])
    func longRuns(mode: LineBreakMode) {
        let string =
            String(repeating: "ab\u{AD}", count: 20_000) + " " + String(repeating: "c\u{AD}\u{AD}", count: 5_000)
        let text = self.text(string, mode: mode)
        let layout = TextLayout(container: TextContainer(width: 120), text: text)
        #expect(layout.lineCount > 100)
        let utf16 = Array(string.utf16)
        var covered = 0
        for line in layout.lines {
            #expect(line.range.lowerBound == covered)
            covered = line.range.upperBound
            #expect(line.width <= 120.001, "line \(line.index) is \(line.width) wide")
            // Lines are filled: a walk stopped early would leave short lines.
            let beforeSpace = line.range.contains(60_000)
            if line.index < layout.lineCount - 1, !beforeSpace {
                #expect(line.width > 100, "line \(line.index) is \(line.width) wide")
            }
        }
        #expect(covered == utf16.count)
    }
}
