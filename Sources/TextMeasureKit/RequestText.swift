import RichText
import TextParsers

/// The attributed text of a `measure --batch` or `serve` request: the string in the
/// requested family and size, or, with `markdown`, the string rendered as CommonMark + GFM
/// with that family and size as the body font.
enum RequestText {
    static func make(_ string: String, markdown: Bool, font family: String, size: Double) -> AttributedText {
        let font = Font(family: family, size: size)
        if markdown {
            var theme = MarkdownTheme()
            theme.bodyFont = font
            return MarkdownRenderer(theme: theme).render(string)
        }
        var text = AttributedText(string)
        text.font = font
        return text
    }
}
