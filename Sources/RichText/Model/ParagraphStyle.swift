/// How the lines of a paragraph are broken, aligned, indented and spaced.
///
/// A paragraph uses the style of its first character (like CoreText and TextKit).
///
/// Vertical settings follow the paragraph's line-height model, `lineHeight`:
/// `.typographic` (the default) is RichText's original model, in which a line is as tall
/// as the largest ascent, descent and line gap of its fonts (fallback fonts included),
/// then `lineHeightMultiple`, `minimumLineHeight` and `maximumLineHeight` apply with the
/// change going above the text; the CSS models (`.normal`, `.multiple`, `.absolute`) give
/// every run a box of the line height with half-leading, ignore `lineHeightMultiple` and
/// clamp the line box to the minimum and maximum with half the change above and half
/// below. In every model, `strut` sets a minimum (or forced) line box,
/// `fallbackFontsGrowLines` decides whether fallback faces count, and
/// `textHeightBehavior` can drop the extra space above the first and below the last line.
public struct ParagraphStyle: Hashable, Sendable, Codable {
    /// Horizontal alignment of each line inside its span.
    public var alignment: TextAlignment = .natural
    /// How lines break.
    public var lineBreakMode: LineBreakMode = .wordWrap
    /// Which line-break opportunities are used around CJK punctuation, small kana and
    /// quotes (CSS `line-break`); the default is UAX #14's own rules.
    public var lineBreakStrictness: LineBreakStrictness = .standard
    /// Indent of the first line from the leading edge (left in LTR, right in RTL).
    public var firstLineHeadIndent: Double = 0
    /// Indent of the other lines from the leading edge.
    public var headIndent: Double = 0
    /// Positive: the line's trailing end, measured from the leading edge. Zero or
    /// negative: the distance kept free at the trailing edge (its absolute value), as in
    /// `NSParagraphStyle`.
    public var tailIndent: Double = 0
    /// Space added after every row except the layout's last (a negative value counts as 0,
    /// as in `NSParagraphStyle`).
    public var lineSpacing: Double = 0
    /// Space after the paragraph's last row (not after the layout's last paragraph; a
    /// negative value counts as 0).
    public var paragraphSpacing: Double = 0
    /// Space before the paragraph's first row (not before the layout's first paragraph; a
    /// negative value counts as 0).
    public var paragraphSpacingBefore: Double = 0
    /// The least height of a line (0: none).
    public var minimumLineHeight: Double = 0
    /// The most height of a line (0: none); glyphs taller than it overflow at the top.
    public var maximumLineHeight: Double = 0
    /// A factor on the natural line height (0: none).
    public var lineHeightMultiple: Double = 0
    /// The paragraph's base direction for bidi (UAX #9).
    public var baseWritingDirection: BaseDirection = .natural
    /// The distance between default tab stops after the last explicit one.
    public var defaultTabInterval: Double = 28
    /// Explicit tab stops, by location.
    public var tabStops: [TextTab] = []
    /// The line-height model: `.typographic` (RichText's original model, the default) or a
    /// CSS `line-height` (`.normal`, `.multiple`, `.absolute`) with half-leading.
    public var lineHeight: LineHeight = .typographic
    /// A minimum line box from a font (CSS's strut), or with `isForced` every line's exact
    /// box; nil: none.
    public var strut: Strut? = nil
    /// Whether a run shown in a fallback face (a script or emoji the requested font lacks)
    /// adds that face's ascent, descent and gap to its line. When false, every run counts
    /// with the metrics of its font's primary face (the face the font resolves to before
    /// fallback), so one Arabic or Thai word keeps an English line's height; the fallback
    /// glyphs may overflow the line box (`TextLine.inkBounds` shows how far). Decorations
    /// then use the primary face's underline and strikeout positions too.
    public var fallbackFontsGrowLines: Bool = true
    /// Whether the line height's extra space is kept above the paragraph's first line and
    /// below its last (default: kept).
    public var textHeightBehavior: TextHeightBehavior = []

    /// The default style: natural alignment, word wrap, no indents or spacing.
    public init() {}

    /// The default style.
    public static let `default` = ParagraphStyle()

    private enum CodingKeys: String, CodingKey {
        case alignment, lineBreakMode, lineBreakStrictness, firstLineHeadIndent, headIndent, tailIndent, lineSpacing
        case paragraphSpacing, paragraphSpacingBefore, minimumLineHeight, maximumLineHeight, lineHeightMultiple
        case baseWritingDirection, defaultTabInterval, tabStops
        case lineHeight, strut, fallbackFontsGrowLines, textHeightBehavior
    }

    /// Whether the style uses RichText's original line-height model with none of the other
    /// models' options (the layout's fast path).
    var usesTypographicLineBoxes: Bool {
        lineHeight == .typographic && strut == nil && fallbackFontsGrowLines && textHeightBehavior.isEmpty
    }

    /// Decodes a style; a field the archive does not have (one written before the field
    /// existed) keeps its default.
    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        alignment = try container.decodeIfPresent(TextAlignment.self, forKey: .alignment) ?? alignment
        lineBreakMode = try container.decodeIfPresent(LineBreakMode.self, forKey: .lineBreakMode) ?? lineBreakMode
        lineBreakStrictness =
            try container.decodeIfPresent(LineBreakStrictness.self, forKey: .lineBreakStrictness) ?? lineBreakStrictness
        firstLineHeadIndent =
            try container.decodeIfPresent(Double.self, forKey: .firstLineHeadIndent) ?? firstLineHeadIndent
        headIndent = try container.decodeIfPresent(Double.self, forKey: .headIndent) ?? headIndent
        tailIndent = try container.decodeIfPresent(Double.self, forKey: .tailIndent) ?? tailIndent
        lineSpacing = try container.decodeIfPresent(Double.self, forKey: .lineSpacing) ?? lineSpacing
        paragraphSpacing = try container.decodeIfPresent(Double.self, forKey: .paragraphSpacing) ?? paragraphSpacing
        paragraphSpacingBefore =
            try container.decodeIfPresent(Double.self, forKey: .paragraphSpacingBefore) ?? paragraphSpacingBefore
        minimumLineHeight = try container.decodeIfPresent(Double.self, forKey: .minimumLineHeight) ?? minimumLineHeight
        maximumLineHeight = try container.decodeIfPresent(Double.self, forKey: .maximumLineHeight) ?? maximumLineHeight
        lineHeightMultiple =
            try container.decodeIfPresent(Double.self, forKey: .lineHeightMultiple) ?? lineHeightMultiple
        baseWritingDirection =
            try container.decodeIfPresent(BaseDirection.self, forKey: .baseWritingDirection) ?? baseWritingDirection
        defaultTabInterval =
            try container.decodeIfPresent(Double.self, forKey: .defaultTabInterval) ?? defaultTabInterval
        tabStops = try container.decodeIfPresent([TextTab].self, forKey: .tabStops) ?? tabStops
        lineHeight = try container.decodeIfPresent(LineHeight.self, forKey: .lineHeight) ?? lineHeight
        strut = try container.decodeIfPresent(Strut.self, forKey: .strut)
        fallbackFontsGrowLines =
            try container.decodeIfPresent(Bool.self, forKey: .fallbackFontsGrowLines) ?? fallbackFontsGrowLines
        textHeightBehavior =
            try container.decodeIfPresent(TextHeightBehavior.self, forKey: .textHeightBehavior) ?? textHeightBehavior
    }
}

/// Horizontal alignment of a line.
public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Flush with the left edge.
    case left
    /// Flush with the right edge.
    case right
    /// Centred between the edges.
    case center
    /// Both edges flush; the paragraph's last line is aligned `natural`.
    case justified
    /// Left for a left-to-right paragraph, right for a right-to-left one.
    case natural
}

/// Which line-break opportunities a paragraph uses, as CSS `line-break` names them.
///
/// `standard` is UAX #14's default algorithm (ICU's root rules), whatever the language:
/// Japanese small kana and the prolonged sound mark (class CJ) do not start a line, and
/// quotation marks do not break from their neighbours. Pango, and ICU without a language,
/// break the same way; the corpus comparison with Pango (Tests/Fixtures/PeerBreaks) uses it.
/// The other values use ICU's language tailorings for the paragraph's `language`
/// (Chinese and Japanese have them; other languages keep the standard rules): `normal`
/// allows a break before small kana and the prolonged sound mark and around East Asian
/// quotation marks (what browsers do by default), `loose` also before iteration marks and
/// some punctuation, and `strict` is ICU's strict CJK tailoring.
public enum LineBreakStrictness: String, Hashable, Sendable, Codable, CaseIterable {
    /// UAX #14's default rules (ICU's root rules), whatever the language.
    case standard
    /// ICU's loose tailoring for the paragraph's language (CSS `line-break: loose`).
    case loose
    /// ICU's normal tailoring for the paragraph's language (CSS `line-break: normal`).
    case normal
    /// ICU's strict tailoring for the paragraph's language (CSS `line-break: strict`).
    case strict
}

/// How a paragraph is broken into lines.
public enum LineBreakMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// At UAX #14 opportunities; a word wider than the line breaks between graphemes.
    case wordWrap
    /// Between any two grapheme clusters.
    case charWrap
    /// No wrapping: one line per paragraph (and per U+2028), cut at the container edge.
    case clip
}

/// A tab stop.
public struct TextTab: Hashable, Sendable, Codable {
    /// How text aligns to a tab stop.
    public enum Alignment: String, Hashable, Sendable, Codable {
        /// Text after the tab starts at the stop.
        case left
        /// Text after the tab, up to the next tab or the line end, ends at the stop.
        case right
        /// That text is centred on the stop.
        case center
        /// The first decimal separator ("." or ",") of that text sits at the stop.
        case decimal
    }

    /// The stop's distance from the line's leading edge (the container edge, before
    /// indents).
    public var location: Double
    /// How the text after the tab aligns to the stop.
    public var alignment: Alignment

    /// Creates a tab stop.
    public init(location: Double, alignment: Alignment = .left) {
        self.location = location
        self.alignment = alignment
    }
}
