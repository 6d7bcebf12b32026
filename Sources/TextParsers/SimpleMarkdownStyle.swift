import RichText

/// What `SimpleMarkdownStyler`'s rules set on one UTF-16 unit, turned into attributes
/// once per distinct style.
///
/// The rules write these small values into one array (cheap, and linear in the ranges
/// they touch) instead of editing the attributed text run by run; the text is rebuilt
/// once at the end.
struct SimpleMarkdownStyle: Hashable {
    /// Which theme colour the unit takes.
    enum Role: UInt8 {
        case text, control, header, inlineCode, code, link, quote
    }

    var role = Role.text
    /// The heading level (1...6), 0 for body text.
    var headingLevel: UInt8 = 0
    var isBold = false
    var isItalic = false
    var isUnderlined = false
    var isStruckThrough = false
    /// Inline code: monospace at the size already there, the code border behind it.
    var isCodeSpan = false
    /// An indented code block: monospace at the body size, the code border as a block.
    var isCodeBlock = false
    /// The index of the link's URL in the styler's list, or −1.
    var link: Int32 = -1

    /// The attributes of this style (font, colour, decorations, borders, highlight).
    func attributes(parser: SimpleMarkdownParser, links: [String]) -> TextAttributes {
        let theme = parser.theme
        let size = headingLevel > 0 ? parser.headerFontSize(level: Int(headingLevel)) : parser.fontSize
        var attributes = TextAttributes()
        if isCodeBlock {
            attributes.font = parser.monospaceFont
        } else if isCodeSpan {
            attributes.font = Font(family: parser.monospaceFontFamily, size: size)
        } else {
            attributes.font = Font(
                family: parser.fontFamily, size: size, weight: isBold ? .bold : .regular, italic: isItalic)
        }
        attributes.color = color(in: theme)
        if isUnderlined { attributes.underline = TextDecoration(style: .single) }
        if isStruckThrough { attributes.strikethrough = TextDecoration(style: .single) }
        if isCodeSpan { attributes.backgroundBorder = theme.codeBorder }
        if isCodeBlock { attributes.blockBorder = theme.codeBorder }
        if link >= 0 {
            attributes.highlight = TextHighlight(
                color: nil, backgroundColor: theme.linkHighlightColor, userInfo: ["url": links[Int(link)]])
        }
        return attributes
    }

    /// The theme colour of `role`.
    private func color(in theme: SimpleMarkdownTheme) -> Color {
        switch role {
        case .text: theme.textColor
        case .control: theme.controlColor
        case .header: theme.headerColor
        case .inlineCode: theme.inlineCodeColor
        case .code: theme.codeColor
        case .link: theme.linkColor
        case .quote: theme.quoteColor
        }
    }
}
