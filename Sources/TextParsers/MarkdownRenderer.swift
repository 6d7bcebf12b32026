import RichText

/// Renders CommonMark + GitHub Flavored Markdown (through cmark-gfm) into attributed
/// text, with the markup removed.
///
/// Headings get their level's size (bold, spacing before and after); emphasis, strong and
/// strikethrough their styles; code spans a monospace font on a background border; code
/// blocks (fenced and indented) a monospace font, preserved whitespace (one paragraph
/// per line) and a block border; block quotes an indent, the quote colour and a block
/// border; lists a marker ("•", "1.", "☐", "☑"), a tab and a hanging indent per level;
/// tables one paragraph per row, cells separated by tabs with one tab stop per column
/// (left, center or right as the column's alignment says; header row bold); links and
/// autolinks the link colour, an underline and a `TextHighlight` whose userInfo["url"] is
/// the URL; images a U+FFFC attachment (size from `imageSize`, else the theme's
/// placeholder; content `.named(url)`, backed string = the alt text); thematic breaks a
/// one-point rule (a thin block border on an empty paragraph); hard breaks U+2028, soft
/// breaks a space; HTML stays as literal text. Footnotes as GitHub renders them: a
/// reference (`[^label]`) becomes its note's number at three quarters of the surrounding
/// size, raised a third of it, in the link colour, with a `TextHighlight` whose
/// userInfo["footnote"] is the number; the notes (`[^label]: text`) that are referenced
/// follow a rule at the end, numbered in the order of their first reference, as an
/// ordered list; a reference to no note stays literal text.
public struct MarkdownRenderer: TextParser {
    /// The fonts, colours and spacing the renderer uses.
    public var theme: MarkdownTheme
    /// The size of an image from its URL and alt text; nil means the placeholder size.
    public var imageSize: (@Sendable (_ url: String, _ alt: String) -> Size?)?

    /// Creates a renderer.
    public init(theme: MarkdownTheme = MarkdownTheme(), imageSize: (@Sendable (String, String) -> Size?)? = nil) {
        self.theme = theme
        self.imageSize = imageSize
    }

    /// The attributed text for `markdown`.
    public func render(_ markdown: String) -> AttributedText {
        render(markdown, chunkBytes: MarkdownChunks.chunkBytes)
    }

    /// The attributed text for `markdown`, parsed in pieces of at least `chunkBytes` where
    /// cutting gives the same blocks (`MarkdownChunks`; tests cut as often as they can).
    func render(_ markdown: String, chunkBytes: Int) -> AttributedText {
        var writer = MarkdownWriter(theme: theme, imageSize: imageSize)
        CmarkDocument.walk(markdown, chunkBytes: chunkBytes) { writer.handle($0) }
        return writer.finish()
    }

    /// Replaces the text with its rendering; the selection is cleared (positions in the
    /// markup have no counterpart in the rendered text). Returns true when it changed.
    public func parse(_ text: inout AttributedText, selectedRange: inout Range<Int>?) -> Bool {
        let rendered = render(text.string)
        guard rendered != text else { return false }
        text = rendered
        selectedRange = nil
        return true
    }
}
