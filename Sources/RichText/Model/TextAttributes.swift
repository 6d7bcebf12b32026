/// The attributes of one run of text; a nil property means "not set" (the default applies).
///
/// YYText's attribute set as Swift values, compared by value (never identity). Those that
/// change glyphs or their advances (`font`, `kern`, `letterSpacing`, `ligatures`,
/// `features`, `language`, `baselineOffset`, `attachment`) split shaping items; the rest
/// (colours, decorations, borders, shadows, highlights) do not.
///
/// A copy-on-write value: the properties live in one shared, immutable-once-shared box,
/// so a copy is one reference (8 bytes) however many attributes are set, and an
/// `AttributedText` run is 24 bytes. Equal boxes compare equal without looking inside.
public struct TextAttributes: Hashable, Sendable, Codable {
    /// The properties, shared between copies until one of them changes.
    var storage: Storage

    /// The font request; nil means `Font.default`.
    public var font: Font? {
        get { storage.fields.font }
        set { update { $0.font = newValue } }
    }

    /// The text colour; nil means black.
    public var color: Color? {
        get { storage.fields.color }
        set { update { $0.color = newValue } }
    }

    /// A plain background fill behind the glyphs.
    public var backgroundColor: Color? {
        get { storage.fields.backgroundColor }
        set { update { $0.backgroundColor = newValue } }
    }

    /// Stroke width in percent of the font size: > 0 strokes only, < 0 fills and strokes.
    public var strokeWidth: Double? {
        get { storage.fields.strokeWidth }
        set { update { $0.strokeWidth = newValue } }
    }

    /// The stroke colour; nil uses the text colour.
    public var strokeColor: Color? {
        get { storage.fields.strokeColor }
        set { update { $0.strokeColor = newValue } }
    }

    /// Extra space in points after every grapheme cluster (CoreText's kern); ligatures stay.
    public var kern: Double? {
        get { storage.fields.kern }
        set { update { $0.kern = newValue } }
    }

    /// Extra space in points after every grapheme cluster (CSS letter-spacing); turns
    /// off optional ligatures.
    public var letterSpacing: Double? {
        get { storage.fields.letterSpacing }
        set { update { $0.letterSpacing = newValue } }
    }

    /// false turns off standard and contextual ligatures.
    public var ligatures: Bool? {
        get { storage.fields.ligatures }
        set { update { $0.ligatures = newValue } }
    }

    /// OpenType features added to the font's own.
    public var features: [FontFeature]? {
        get { storage.fields.features }
        set { update { $0.features = newValue } }
    }

    /// A BCP 47 language tag ("en", "ja", "sr-Latn") for shaping and line breaking.
    public var language: String? {
        get { storage.fields.language }
        set { update { $0.language = newValue } }
    }

    /// Points to raise the glyphs above the baseline (negative lowers them); the line
    /// grows to hold them.
    public var baselineOffset: Double? {
        get { storage.fields.baselineOffset }
        set { update { $0.baselineOffset = newValue } }
    }

    /// A horizontal skew for drawing (0.2 ≈ a synthetic italic); layout ignores it.
    public var obliqueness: Double? {
        get { storage.fields.obliqueness }
        set { update { $0.obliqueness = newValue } }
    }

    /// A per-glyph drawing transform; layout ignores it.
    public var glyphTransform: AffineTransform? {
        get { storage.fields.glyphTransform }
        set { update { $0.glyphTransform = newValue } }
    }

    /// Shadows drawn under the glyphs.
    public var shadow: TextShadow? {
        get { storage.fields.shadow }
        set { update { $0.shadow = newValue } }
    }

    /// Shadows drawn inside the glyphs.
    public var innerShadow: TextShadow? {
        get { storage.fields.innerShadow }
        set { update { $0.innerShadow = newValue } }
    }

    /// A line under the glyphs.
    public var underline: TextDecoration? {
        get { storage.fields.underline }
        set { update { $0.underline = newValue } }
    }

    /// A line through the glyphs.
    public var strikethrough: TextDecoration? {
        get { storage.fields.strikethrough }
        set { update { $0.strikethrough = newValue } }
    }

    /// A rounded box drawn behind the text of each line fragment.
    public var backgroundBorder: TextBorder? {
        get { storage.fields.backgroundBorder }
        set { update { $0.backgroundBorder = newValue } }
    }

    /// A rounded box drawn above the text of each line fragment.
    public var border: TextBorder? {
        get { storage.fields.border }
        set { update { $0.border = newValue } }
    }

    /// A box spanning whole rows (full container width minus insets).
    public var blockBorder: TextBorder? {
        get { storage.fields.blockBorder }
        set { update { $0.blockBorder = newValue } }
    }

    /// An inline object; meaningful on a U+FFFC character. Discontinuous.
    public var attachment: TextAttachment? {
        get { storage.fields.attachment }
        set { update { $0.attachment = newValue } }
    }

    /// A touchable range.
    public var highlight: TextHighlight? {
        get { storage.fields.highlight }
        set { update { $0.highlight = newValue } }
    }

    /// A range that acts as one character. Discontinuous.
    public var binding: TextBinding? {
        get { storage.fields.binding }
        set { update { $0.binding = newValue } }
    }

    /// The original text behind a replacement. Discontinuous.
    public var backedString: TextBackedString? {
        get { storage.fields.backedString }
        set { update { $0.backedString = newValue } }
    }

    /// Line breaking, alignment and spacing; a paragraph uses its first character's.
    public var paragraphStyle: ParagraphStyle? {
        get { storage.fields.paragraphStyle }
        set { update { $0.paragraphStyle = newValue } }
    }

    /// No attributes set.
    public init() {
        storage = Storage.empty
    }

    /// The common attributes at once.
    public init(
        font: Font? = nil, color: Color? = nil, letterSpacing: Double? = nil, language: String? = nil,
        paragraphStyle: ParagraphStyle? = nil, attachment: TextAttachment? = nil
    ) {
        storage = Storage.empty
        self.font = font
        self.color = color
        self.letterSpacing = letterSpacing
        self.language = language
        self.paragraphStyle = paragraphStyle
        self.attachment = attachment
    }

    /// The part of the attributes that shaping depends on.
    var shapingStyle: ShapingStyle { ShapingStyle(usable: shapingFields) }

    /// The fields of `shapingStyle`, unboxed (to compare with a style already made).
    var shapingFields: ShapingStyle.Fields {
        var font = self.font ?? .default
        if let features { font.features += features }
        if ligatures == false { font.features += [FontFeature("liga", 0), FontFeature("clig", 0)] }
        return ShapingStyle.fields(
            font: font, letterSpacing: letterSpacing ?? 0, kern: kern ?? 0, language: language,
            attachment: attachment, baselineOffset: baselineOffset ?? 0)
    }
}
