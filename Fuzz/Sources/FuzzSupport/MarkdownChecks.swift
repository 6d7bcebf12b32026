import RichText
import TextParsers

/// Checks of the two markdown parsers on one input, then of layouts of their output.
public enum MarkdownChecks {
    /// `MarkdownRenderer.render`: valid runs, the same text when rendered again and through
    /// `parse`, link highlights carrying a URL; then a layout at width 300 with every check
    /// of `LayoutChecker` and `Determinism`, and one at width 120 cut to three rows.
    public static func checkRenderer(_ markdown: String, seed: UInt64) {
        let renderer = MarkdownRenderer()
        let rendered = renderer.render(markdown)
        TextChecks.check(rendered, "render(\(markdown.debugDescription))")
        Invariant.require(renderer.render(markdown) == rendered, "rendering the same markdown twice differs")
        var parsed = AttributedText(markdown)
        var selection: Range<Int>? = 0..<0
        let changed = renderer.parse(&parsed, selectedRange: &selection)
        Invariant.require(parsed == rendered, "parse(_:selectedRange:) differs from render(_:)")
        Invariant.require(
            changed ? selection == nil : selection == 0..<0,
            "parse changed \(changed) but left selection \(String(describing: selection))")
        for run in rendered.runs {
            if let highlight = run.attributes.highlight {
                Invariant.require(highlight.userInfo["url"] != nil, "a link highlight at \(run.range) without a URL")
            }
        }
        let container = TextContainer(width: 300)
        let layout = TextLayout(container: container, text: rendered)
        LayoutChecker(layout, seed: seed).checkAll()
        Determinism.check(layout, container: container, context: .default)
        var short = TextContainer(width: 120)
        short.maximumNumberOfRows = 3
        short.truncationType = .end
        LayoutChecker(TextLayout(container: short, text: rendered)).checkLayout()
    }

    /// `SimpleMarkdownParser.parse` (theme by `dark`): the characters and the selection
    /// untouched, valid runs, a second parse changing nothing; then a layout of the result.
    public static func checkSimpleParser(_ markdown: String, dark: Bool) {
        let parser = SimpleMarkdownParser(theme: dark ? .dark : .bright)
        var text = AttributedText(markdown)
        let original = text
        let start = text.length / 3
        var selection: Range<Int>? = start..<text.length
        let changed = parser.parse(&text, selectedRange: &selection)
        Invariant.require(text.string == markdown, "SimpleMarkdownParser changed the characters")
        Invariant.require(selection == start..<original.length, "SimpleMarkdownParser moved the selection")
        Invariant.require(
            changed == (text != original),
            "parse returned \(changed) but the text \(text != original ? "changed" : "did not change")")
        TextChecks.check(text, "SimpleMarkdownParser(\(markdown.debugDescription))")
        var again = text
        Invariant.require(!parser.parse(&again, selectedRange: &selection), "a second parse changed the styled text")
        Invariant.require(again == text, "a second parse returned false but changed the text")
        let container = TextContainer(width: 240)
        let layout = TextLayout(container: container, text: text)
        LayoutChecker(layout).checkLayout()
        Determinism.check(layout, container: container, context: .default)
    }
}
