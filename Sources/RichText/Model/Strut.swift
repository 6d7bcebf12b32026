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
///
/// A value type over one immutable reference, so that copying a `ParagraphStyle` (which
/// layout does per paragraph) costs one retain for it.
public struct Strut: Hashable, Sendable {
    /// The fields, shared by copies; a change makes new storage.
    private final class Storage: Sendable {
        let font: Font
        let isForced: Bool

        init(font: Font, isForced: Bool) {
            self.font = font
            self.isForced = isForced
        }
    }

    private var storage: Storage

    /// The font whose face (resolved through the layout's `FontContext`, without fallback)
    /// and size make the strut; a size that is not a positive finite number means no strut.
    public var font: Font {
        get { storage.font }
        set { storage = Storage(font: newValue, isForced: storage.isForced) }
    }

    /// Whether every line is exactly the strut's box (otherwise the strut is a minimum).
    public var isForced: Bool {
        get { storage.isForced }
        set { storage = Storage(font: storage.font, isForced: newValue) }
    }

    /// Creates a strut of `font`, a minimum unless `isForced`.
    public init(font: Font, isForced: Bool = false) {
        storage = Storage(font: font, isForced: isForced)
    }

    /// Whether two struts have the same font and the same `isForced`.
    public static func == (lhs: Strut, rhs: Strut) -> Bool {
        lhs.storage === rhs.storage || (lhs.font == rhs.font && lhs.isForced == rhs.isForced)
    }

    /// Hashes the font and `isForced`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(isForced)
    }
}

extension Strut: Codable {
    private enum CodingKeys: String, CodingKey {
        case font, isForced
    }

    /// Decodes `{"font": {…}, "isForced": false}` (`isForced` may be left out).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            font: try container.decode(Font.self, forKey: .font),
            isForced: try container.decodeIfPresent(Bool.self, forKey: .isForced) ?? false)
    }

    /// Encodes the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(font, forKey: .font)
        try container.encode(isForced, forKey: .isForced)
    }
}
