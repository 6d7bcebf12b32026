/// The attributes of one run of text; a nil property means "not set" (the default applies).
///
/// YYText's attribute set as Swift values, compared by value (never identity). Those that
/// change glyphs or their advances (`font`, `kern`, `letterSpacing`, `ligatures`,
/// `features`, `language`, `baselineOffset`, `attachment`) split shaping items; the rest
/// (colours, decorations, borders, shadows, highlights) do not.
public struct TextAttributes: Hashable, Sendable, Codable {
    /// The font request; nil means `Font.default`.
    public var font: Font?
    /// The text colour; nil means black.
    public var color: Color?
    /// A plain background fill behind the glyphs.
    public var backgroundColor: Color?
    /// Stroke width in percent of the font size: > 0 strokes only, < 0 fills and strokes.
    public var strokeWidth: Double?
    /// The stroke colour; nil uses the text colour.
    public var strokeColor: Color?
    /// Extra space in points after every grapheme cluster (CoreText's kern); ligatures stay.
    public var kern: Double?
    /// Extra space in points after every grapheme cluster (CSS letter-spacing); turns
    /// off optional ligatures.
    public var letterSpacing: Double?
    /// false turns off standard and contextual ligatures.
    public var ligatures: Bool?
    /// OpenType features added to the font's own.
    public var features: [FontFeature]?
    /// A BCP 47 language tag ("en", "ja", "sr-Latn") for shaping and line breaking.
    public var language: String?
    /// Points to raise the glyphs above the baseline (negative lowers them); the line
    /// grows to hold them.
    public var baselineOffset: Double?
    /// A horizontal skew for drawing (0.2 ≈ a synthetic italic); layout ignores it.
    public var obliqueness: Double?
    /// A per-glyph drawing transform; layout ignores it.
    public var glyphTransform: AffineTransform?
    /// Shadows drawn under the glyphs.
    public var shadow: TextShadow?
    /// Shadows drawn inside the glyphs.
    public var innerShadow: TextShadow?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    /// A rounded box drawn behind the text of each line fragment.
    public var backgroundBorder: TextBorder?
    /// A rounded box drawn above the text of each line fragment.
    public var border: TextBorder?
    /// A box spanning whole rows (full container width minus insets).
    public var blockBorder: TextBorder?
    /// An inline object; meaningful on a U+FFFC character. Discontinuous.
    public var attachment: TextAttachment?
    /// A touchable range.
    public var highlight: TextHighlight?
    /// A range that acts as one character. Discontinuous.
    public var binding: TextBinding?
    /// The original text behind a replacement. Discontinuous.
    public var backedString: TextBackedString?
    /// Line breaking, alignment and spacing; a paragraph uses its first character's.
    public var paragraphStyle: ParagraphStyle?

    /// No attributes set.
    public init() {}

    /// The common attributes at once.
    public init(
        font: Font? = nil, color: Color? = nil, letterSpacing: Double? = nil, language: String? = nil,
        paragraphStyle: ParagraphStyle? = nil, attachment: TextAttachment? = nil
    ) {
        self.font = font
        self.color = color
        self.letterSpacing = letterSpacing
        self.language = language
        self.paragraphStyle = paragraphStyle
        self.attachment = attachment
    }

    /// The part of the attributes that shaping depends on.
    var shapingStyle: ShapingStyle {
        var font = self.font ?? .default
        if let features { font.features += features }
        if ligatures == false { font.features += [FontFeature("liga", 0), FontFeature("clig", 0)] }
        return ShapingStyle(
            font: font, letterSpacing: letterSpacing ?? 0, kern: kern ?? 0, language: language,
            attachment: attachment, baselineOffset: baselineOffset ?? 0)
    }
}

/// Everything about a run that changes its glyphs, their advances or their baseline.
struct ShapingStyle: Hashable, Sendable {
    var font: Font
    var letterSpacing: Double
    var kern: Double = 0
    var language: String?
    /// An attachment gives its U+FFFC its own advance and so its own item.
    var attachment: TextAttachment?
    var baselineOffset: Double = 0
}
