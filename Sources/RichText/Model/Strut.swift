/// A minimum line box from a chosen font, like CSS's strut and SkParagraph's `StrutStyle`.
///
/// The strut is an invisible, zero-width run in `font` at the start of every line of the
/// paragraph (CSS 2.1 § 10.8): it adds its font's ascent, descent and line gap to the line
/// under the paragraph's `lineHeight` model, exactly as a run of that font would, so no
/// line is shorter than a line of that font alone. A forced strut is every line's box
/// exactly: the runs' own metrics are ignored, glyphs that reach further overflow the line
/// (their overflow shows in `TextLine.inkBounds`), and carets take the strut's height.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.strut = Strut(font: Font(size: 20), isForced: true)  // every line a 20 pt line
/// ```
public struct Strut: Hashable, Sendable, Codable {
    /// The font whose face (resolved through the layout's `FontContext`, without fallback)
    /// and size make the strut; a size that is not a positive finite number means no strut.
    public var font: Font
    /// Whether every line is exactly the strut's box (otherwise the strut is a minimum).
    public var isForced: Bool

    /// Creates a strut of `font`, a minimum unless `isForced`.
    public init(font: Font, isForced: Bool = false) {
        self.font = font
        self.isForced = isForced
    }
}
