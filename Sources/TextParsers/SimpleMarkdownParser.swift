import RichText

/// A markdown highlighter for editors that styles markup without removing it (YYText's
/// `YYTextSimpleMarkdownParser`): regular expressions over the text, not a CommonMark
/// parser.
///
/// Every call restyles the text from scratch: it first resets the whole text to the body
/// font and text colour, then styles, with markup characters in the theme's control
/// colour:
///
/// - ATX headings (`#` … `######`) and setext headings (a line followed by `===` or
///   `---`): bold, in the heading colour, at `headerFontSize(level:)`;
/// - `*em*` and `_em_` italic, `**strong**` bold, `***strong em***` (or `___…___`) bold
///   italic, `__underline__` underlined, `~~strike~~` struck through (these change the
///   weight or slant of the font already there, so they nest and keep a heading's size);
/// - inline code between backticks in the monospace family at the size already there, the inline-code
///   colour and the theme's `codeBorder` as a `backgroundBorder` (drawn behind the
///   glyphs, so the stroke never covers them); markup inside code is not styled;
/// - links `[text](url)`, images `![alt](url)`, reference links `[text][id]` and
///   reference definitions `[id]: url`: text, URL and title in the link colour, brackets
///   and parentheses in the control colour; links (not images) get a `TextHighlight`
///   whose `userInfo` is `["url": url]` (for reference links, when the text defines `id`);
/// - list markers (`-`, `*`, `+`, `1.`, `1)`) and thematic breaks (`***`, `---`, `___`)
///   in the control colour; block quotes with `>` markers in the control colour and the
///   rest of the line in the quote colour;
/// - indented code blocks (lines indented by 4 spaces or a tab, after a blank line or at
///   the start): monospace, the code colour and the theme's `codeBorder` as a
///   `blockBorder`; markup inside is not styled;
/// - backslash escapes (`\*`): the escaped character is not markup; the backslash is in
///   the control colour.
///
/// Only the attributes above are restyled: the reset keeps each character's attachment,
/// binding, backed string, paragraph style and language (so an emoticon parser can run
/// before or after it) and drops every other attribute. The characters never change, so
/// the selected range is left as it is. The rules write one small style per UTF-16 unit
/// and the text is rebuilt once, so a call is linear in the text apart from an
/// O(r log r) rebuild for r runs.
///
/// ```swift
/// var text = AttributedText("# Title\nSome **bold** text")
/// var selection: Range<Int>? = nil
/// _ = SimpleMarkdownParser().parse(&text, selectedRange: &selection)
/// ```
public struct SimpleMarkdownParser: TextParser {
    /// The body font size in points.
    public var fontSize: Double
    /// The size of level-1 headings in points; levels 2 to 6 step down to `fontSize`.
    public var headerFontSize: Double
    /// The colours.
    public var theme: SimpleMarkdownTheme
    /// The family of body text and headings.
    public var fontFamily: String
    /// The family of inline code and code blocks.
    public var monospaceFontFamily: String

    /// Creates a parser; the defaults are YYText's sizes (14 and 20) and the bundled
    /// Noto Sans and Noto Sans Mono families.
    public init(
        fontSize: Double = 14, headerFontSize: Double = 20, theme: SimpleMarkdownTheme = .bright,
        fontFamily: String = "Noto Sans", monospaceFontFamily: String = "Noto Sans Mono"
    ) {
        self.fontSize = fontSize
        self.headerFontSize = headerFontSize
        self.theme = theme
        self.fontFamily = fontFamily
        self.monospaceFontFamily = monospaceFontFamily
    }

    /// The body font: `fontFamily` at `fontSize`, regular.
    public var font: Font {
        Font(family: fontFamily, size: fontSize)
    }

    /// The font of inline code and code blocks: `monospaceFontFamily` at `fontSize`.
    public var monospaceFont: Font {
        Font(family: monospaceFontFamily, size: fontSize)
    }

    /// The font size of a heading of `level` (1...6, clamped), interpolated linearly from
    /// `headerFontSize` at level 1 to `fontSize` at level 6 (YYText's formula):
    /// `headerFontSize − (headerFontSize − fontSize) × (level − 1) / 5`.
    ///
    /// With the defaults (20 and 14): 20, 18.8, 17.6, 16.4, 15.2, 14.
    public func headerFontSize(level: Int) -> Double {
        let step = Double(min(max(level, 1), 6) - 1)
        return headerFontSize - (headerFontSize - fontSize) * step / 5
    }

    /// Restyles `text` from scratch; returns true when its attributes changed.
    ///
    /// The characters are never changed, so `selectedRange` is never touched.
    public func parse(_ text: inout AttributedText, selectedRange: inout Range<Int>?) -> Bool {
        guard text.length > 0 else { return false }
        var styler = SimpleMarkdownStyler(text: text, parser: self)
        styler.run()
        let styled = styler.assembled()
        guard styled != text else { return false }
        text = styled
        return true
    }
}
