import RichText

/// The colours `SimpleMarkdownParser` styles text with: body, markup, headings, code,
/// links and quotes (YYText's bright and dark themes of `YYTextSimpleMarkdownParser`).
///
/// The bright and dark colours are YYText's; the quote colours, which YYText lacks, are
/// a muted grey between the text and the markup colour.
///
/// ```swift
/// var parser = SimpleMarkdownParser()
/// parser.theme = .dark
/// ```
public struct SimpleMarkdownTheme: Hashable, Sendable {
    /// The colour of body text.
    public var textColor: Color
    /// The colour of markup characters (`#`, `*`, the backtick, `>`, list markers, rules, `\`).
    public var controlColor: Color
    /// The colour of heading text.
    public var headerColor: Color
    /// The colour of inline code (between the backticks).
    public var inlineCodeColor: Color
    /// The colour of indented code blocks.
    public var codeColor: Color
    /// The fill behind inline code and code blocks.
    public var codeBackgroundColor: Color
    /// The stroke around inline code and code blocks.
    public var codeBorderColor: Color
    /// The colour of links, images and reference definitions.
    public var linkColor: Color
    /// The rounded background a link shows while touched (its `TextHighlight`).
    public var linkHighlightColor: Color
    /// The colour of block-quote text (after the `>` markers).
    public var quoteColor: Color

    /// Creates a theme from all of its colours.
    public init(
        textColor: Color, controlColor: Color, headerColor: Color, inlineCodeColor: Color, codeColor: Color,
        codeBackgroundColor: Color, codeBorderColor: Color, linkColor: Color, linkHighlightColor: Color,
        quoteColor: Color
    ) {
        self.textColor = textColor
        self.controlColor = controlColor
        self.headerColor = headerColor
        self.inlineCodeColor = inlineCodeColor
        self.codeColor = codeColor
        self.codeBackgroundColor = codeBackgroundColor
        self.codeBorderColor = codeBorderColor
        self.linkColor = linkColor
        self.linkHighlightColor = linkHighlightColor
        self.quoteColor = quoteColor
    }

    /// Dark text on a light background (YYText's `setColorWithBrightTheme`).
    public static let bright = SimpleMarkdownTheme(
        textColor: .black,
        controlColor: gray(0.749),
        headerColor: Color(red: 1, green: 0.502, blue: 0),
        inlineCodeColor: gray(0.15),
        codeColor: gray(0.15),
        codeBackgroundColor: gray(0.184, alpha: 0.09),
        codeBorderColor: gray(0.546, alpha: 0.65),
        linkColor: Color(red: 0, green: 0.478, blue: 0.962),
        linkHighlightColor: Color(red: 0, green: 0.478, blue: 0.962, alpha: 0.2),
        quoteColor: gray(0.4))

    /// Light text on a dark background (YYText's `setColorWithDarkTheme`).
    public static let dark = SimpleMarkdownTheme(
        textColor: .white,
        controlColor: gray(0.604),
        headerColor: Color(red: 0.558, green: 1, blue: 0.502),
        inlineCodeColor: Color(red: 1, green: 0.862, blue: 0.387),
        codeColor: gray(0.906),
        codeBackgroundColor: gray(0.82, alpha: 0.13),
        codeBorderColor: gray(1, alpha: 0.28),
        linkColor: Color(red: 0, green: 0.646, blue: 1),
        linkHighlightColor: Color(red: 0, green: 0.646, blue: 1, alpha: 0.25),
        quoteColor: gray(0.75))

    /// The box behind inline code (as `backgroundBorder`) and around code blocks (as
    /// `blockBorder`): the code background fill, a 1-point single solid stroke in the code
    /// border colour, corner radius 2, grown 1 point up and down (YYText's insets).
    ///
    /// YYText strokes one device pixel; RichText has no device scale, so the stroke is
    /// 1 point, which is one pixel at scale 1.
    public var codeBorder: TextBorder {
        TextBorder(
            lineStyle: .single, strokeWidth: 1, strokeColor: codeBorderColor,
            insets: EdgeInsets(top: -1, left: 0, bottom: -1, right: 0), cornerRadius: 2,
            fillColor: codeBackgroundColor)
    }

    /// A grey of `white` lightness (UIKit's `colorWithWhite:alpha:`).
    private static func gray(_ white: Double, alpha: Double = 1) -> Color {
        Color(red: white, green: white, blue: white, alpha: alpha)
    }
}
