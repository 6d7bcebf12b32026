import RichText

/// Fonts, colours and spacing for `MarkdownRenderer`.
public struct MarkdownTheme: Hashable, Sendable {
    /// The body font (family and size).
    public var bodyFont: Font = Font(size: 16)
    /// The monospace family for code.
    public var monospaceFamily = "Noto Sans Mono"
    /// Heading sizes for levels 1 to 6.
    public var headingSizes: [Double] = [30, 24, 20, 18, 16, 15]
    /// The colour of body text.
    public var textColor: Color = .black
    /// The colour of link text.
    public var linkColor = Color(red: 0.0, green: 0.4, blue: 0.85)
    /// The colour of inline code and code blocks.
    public var codeColor = Color(red: 0.6, green: 0.1, blue: 0.3)
    /// The fill behind inline code and code blocks, and behind a pressed link.
    public var codeBackground = Color(red: 0.95, green: 0.95, blue: 0.96)
    /// The colour of text inside block quotes.
    public var quoteColor = Color(red: 0.4, green: 0.4, blue: 0.45)
    /// The fill of a block quote's rows (a block border).
    public var quoteBackground = Color(red: 0.97, green: 0.97, blue: 0.98)
    /// The colour of thematic breaks.
    public var ruleColor = Color(red: 0.8, green: 0.8, blue: 0.82)
    /// Space after each block.
    public var blockSpacing: Double = 8
    /// Space before a heading.
    public var headingSpacingBefore: Double = 12
    /// Indent per block quote level.
    public var quoteIndent: Double = 16
    /// Indent per list level.
    public var listIndent: Double = 24
    /// Nesting deeper than this adds no more indent (a 10,000-deep quote stays readable).
    public var maximumIndentLevels = 12
    /// The size of an image whose size the resolver does not give.
    public var imagePlaceholderSize = Size(width: 16, height: 16)

    /// The default light theme.
    public init() {}
}
