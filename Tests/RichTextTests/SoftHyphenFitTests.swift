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

    /// A word-wrap line that fits by the advances but is drawn wider (its end cuts the
    /// kerned pair "-T") backs off to an earlier candidate: never to one the walk passed
    /// over because its hyphen did not fit. Here the soft hyphen is 60 pt (its hyphen is
    /// wider than "i-" at 20 pt), so the walk goes on past it to "xxx\u{AD}i-", which fits
    /// only with the kerning.
    @Test("backing off from a line drawn too wide never ends at a soft hyphen that does not fit")
    func backOffSkipsHyphenTooWide() {
        var text = AttributedText("xxx\u{AD}i-Txx yy")
        text.font = Font(family: "Noto Sans", size: 20)
        text.setFont(Font(family: "Noto Sans", size: 60), range: 3..<4)
        for step in 0..<600 {
            let width = 30 + Double(step) * 0.05
            let layout = TextLayout(container: TextContainer(width: width), text: text)
            for line in layout.lines where line.range.count > 1 {
                #expect(line.width <= width + 0.001, "line \(line.range) is \(line.width) wide at \(width)")
            }
        }
    }
}
