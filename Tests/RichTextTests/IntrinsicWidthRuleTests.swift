import Foundation
import Testing

@testable import RichText

/// What counts in the intrinsic widths: what must stay with a word, what hangs, indents,
/// the break modes, attachments, mandatory breaks, empty text.
@Suite("Intrinsic widths: what counts")
struct IntrinsicWidthRuleTests {
    /// The advance width of `string` on one unbroken line, trailing spaces hanging.
    func lineWidth(_ string: String) -> Double {
        TextLayout(container: TextContainer(), text: text(string)).lines.map(\.width).max() ?? 0
    }

    func text(_ string: String, style: ParagraphStyle? = nil) -> AttributedText {
        var text = AttributedText(string)
        text.font = .default
        if let style { text.setAttribute(\.paragraphStyle, style, range: 0..<text.length) }
        return text
    }

    func widths(_ string: String, style: ParagraphStyle? = nil) -> IntrinsicWidths {
        ShapedText(text(string, style: style)).intrinsicWidths
    }

    @Test("a word keeps its punctuation; trailing spaces hang; max-content is the whole line")
    func punctuationAndSpaces() {
        let result = widths("Hi, extraordinary!   see?  ")
        #expect(abs(result.minContentWidth - lineWidth("extraordinary!")) < 1e-9)
        #expect(abs(result.maxContentWidth - lineWidth("Hi, extraordinary!   see?")) < 1e-9)
        #expect(result.maxContentWidth > result.minContentWidth)
    }

    @Test("a mark after a tab (in the tab's cluster) does not count the tab twice: the line fits its max-content")
    func markAfterTab() {
        for string in ["a\t\u{308}", "x a\t\u{308} y", "\t\ta\t\tb\tc\t\t\u{308}"] {
            let result = widths(string)
            #expect(abs(lineWidth(string) - result.maxContentWidth) < 1e-3, "\(string.debugDescription)")
            let fitted = TextLayout(container: TextContainer(width: result.maxContentWidth), text: text(string))
            #expect(fitted.lines.count == 1)
            #expect(fitted.lines.allSatisfy { $0.width <= result.maxContentWidth + 1e-3 })
        }
    }

    @Test("no-break spaces join words into one piece")
    func noBreakSpaces() {
        let plain = widths("Mr Smith and Ms Jones")
        let joined = widths("Mr\u{00A0}Smith\u{00A0}and\u{00A0}Ms\u{00A0}Jones")
        #expect(abs(plain.minContentWidth - lineWidth("Smith")) < 1e-9)
        #expect(abs(joined.minContentWidth - joined.maxContentWidth) < 1e-9)
        #expect(joined.minContentWidth > plain.minContentWidth * 3)
    }

    @Test("an attachment is a piece as wide as its box")
    func attachment() {
        var text = text("a \u{FFFC} b")
        text.setAttachment(TextAttachment(size: Size(width: 120, height: 10)), range: 2..<3)
        let result = ShapedText(text).intrinsicWidths
        #expect(abs(result.minContentWidth - 120) < 1e-9)
        #expect(result.maxContentWidth > 120)
    }

    @Test("a piece ending at a soft hyphen counts the hyphen it shows")
    func softHyphen() {
        let result = widths("extra\u{00AD}ordinarily")
        let withHyphen = lineWidth("extra-")
        let tail = lineWidth("ordinarily")
        // (A hyphen drawn at a break and one shaped in text agree within float noise.)
        #expect(abs(result.minContentWidth - max(withHyphen, tail)) < 1e-3)
        let short = widths("supercalifragilistic\u{00AD}ok")
        #expect(abs(short.minContentWidth - lineWidth("supercalifragilistic-")) < 1e-3)
        #expect(short.minContentWidth > lineWidth("supercalifragilistic") + 3)
    }

    @Test("a line separator ends a line: max-content is the wider part")
    func lineSeparator() {
        let result = widths("short\u{2028}a much longer second part")
        #expect(abs(result.maxContentWidth - lineWidth("a much longer second part")) < 1e-9)
        let paragraphs = widths("one\nthe widest paragraph here\ntwo")
        #expect(abs(paragraphs.maxContentWidth - lineWidth("the widest paragraph here")) < 1e-9)
    }

    @Test("indents count as the breaker places them, and a layout at the widths agrees")
    func indents() {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 40
        style.headIndent = 12
        style.tailIndent = -7
        let string = "Incomprehensibilities first, then many small words after it"
        let result = widths(string, style: style)
        #expect(abs(result.minContentWidth - (40 + lineWidth("Incomprehensibilities") + 7)) < 1e-9)
        #expect(abs(result.maxContentWidth - (40 + lineWidth(string) + 7)) < 1e-9)
        let atMin = TextLayout(
            container: TextContainer(width: result.minContentWidth), text: text(string, style: style))
        #expect(atMin.lines.count > 1)
        #expect(atMin.lines.allSatisfy { $0.origin.x + $0.width <= result.minContentWidth - 7 + 0.001 })
        #expect(atMin.lines[0].range == 0..<22, "the first word whole on the first line")
        let atMax = TextLayout(
            container: TextContainer(width: result.maxContentWidth), text: text(string, style: style))
        #expect(atMax.lines.count == 1)
    }

    @Test("charWrap: min-content is the widest cluster; clip: min-content is max-content")
    func breakModes() {
        var style = ParagraphStyle()
        style.lineBreakMode = .charWrap
        let chars = widths("WWW iii", style: style)
        #expect(abs(chars.minContentWidth - lineWidth("W")) < 1e-9)
        style.lineBreakMode = .clip
        let clipped = widths("WWW iii\u{2028}x", style: style)
        #expect(clipped.minContentWidth == clipped.maxContentWidth)
        #expect(abs(clipped.maxContentWidth - lineWidth("WWW iii")) < 1e-9)
    }

    @Test("empty text: zero, or the insets; NaN and negative insets count as zero")
    func empty() {
        #expect(widths("") == IntrinsicWidths(minContentWidth: 0, maxContentWidth: 0))
        #expect(widths("\n\n") == IntrinsicWidths(minContentWidth: 0, maxContentWidth: 0))
        let inset = IntrinsicWidths(ShapedText(text("")), insets: EdgeInsets(top: 1, left: 4, bottom: 1, right: 6))
        #expect(inset == IntrinsicWidths(minContentWidth: 10, maxContentWidth: 10))
        let bad = IntrinsicWidths(ShapedText(text("x")), insets: EdgeInsets(top: 0, left: .nan, bottom: 0, right: -5))
        #expect(bad == widths("x"))
    }

    @Test("ceiled like textBoundingSize: up to the pixel grid, 0.001 pt of float noise rounds down")
    func ceiling() {
        let widths = IntrinsicWidths(minContentWidth: 10.0005, maxContentWidth: 20.2)
        #expect(widths.ceiled(scale: 1) == IntrinsicWidths(minContentWidth: 10, maxContentWidth: 21))
        #expect(widths.ceiled(scale: 2) == IntrinsicWidths(minContentWidth: 10, maxContentWidth: 20.5))
        #expect(IntrinsicWidths(minContentWidth: 10.3, maxContentWidth: 0).ceiled(scale: 2).minContentWidth == 10.5)
        #expect(widths.ceiled(scale: .nan) == widths.ceiled(scale: 1))
    }

    @Test("shrink to fit compares the min-content width with the width inside the insets")
    func shrinkToFitUsesInsets() {
        let word = text("Incomprehensibilities")
        let needed = ShapedText(word).intrinsicWidths.minContentWidth
        var options = MeasureOptions()
        options.pointSizeScaleFactors = [0.5]
        options.insets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let measurer = TextMeasurer(cacheCapacity: 4)
        let roomy = measurer.measure(word, width: .atMost(needed + 20.5), height: .undefined, options: options)
        #expect(roomy.scaleFactor == 1)
        let tight = measurer.measure(word, width: .atMost(needed + 19), height: .undefined, options: options)
        #expect(tight.scaleFactor == 0.5)
    }
}
