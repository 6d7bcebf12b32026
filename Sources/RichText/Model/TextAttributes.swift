/// The attributes of one run of text; a nil property means "not set" (the default applies).
///
/// Attributes are compared by value. Those that change shaping (`font`, `letterSpacing`,
/// `language`) split shaping items; the others do not.
public struct TextAttributes: Hashable, Sendable, Codable {
    /// The font request; nil means `Font.default`.
    public var font: Font?
    /// The text colour; nil means black.
    public var color: Color?
    /// Extra space in points added after every grapheme cluster (CSS letter-spacing; also
    /// what YYText/CoreText call kern). A non-zero value turns off optional ligatures.
    public var letterSpacing: Double?
    /// A BCP 47 language tag ("en", "ja", "sr-Latn") for shaping (localised forms) and
    /// line breaking (ICU locale).
    public var language: String?
    /// Line breaking, alignment and spacing; a paragraph uses its first character's.
    public var paragraphStyle: ParagraphStyle?
    /// An inline object; meaningful on a U+FFFC character.
    public var attachment: TextAttachment?

    /// No attributes set.
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
        ShapingStyle(
            font: font ?? .default, letterSpacing: letterSpacing ?? 0, language: language, attachment: attachment)
    }
}

/// Everything about a run that changes its glyphs or their advances (not colour).
struct ShapingStyle: Hashable, Sendable {
    var font: Font
    var letterSpacing: Double
    var language: String?
    /// An attachment gives its U+FFFC its own advance and so its own item.
    var attachment: TextAttachment?
}
