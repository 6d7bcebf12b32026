/// A paragraph's normalized style (`ParagraphStyle.normalized`) in an immutable box, as
/// `ShapedText` keeps it for every paragraph.
///
/// A `ParagraphStyle` is about 200 bytes with a few references (tab stops, a strut's
/// font); kept per paragraph and copied through every stage of every layout, it cost a
/// re-layout about a twentieth of its instructions. A box is one pointer a paragraph, one
/// reference count a copy, and is made only where the style changes.
final class ParagraphStyleBox: Sendable {
    let style: ParagraphStyle

    /// The box of every paragraph without a paragraph style.
    static let `default` = ParagraphStyleBox(style: .default)

    private init(style: ParagraphStyle) {
        self.style = style
    }

    /// The box for a paragraph whose first character has paragraph style `raw` (nil:
    /// none), normalized: `previous` (the preceding paragraph's box) when it holds the same
    /// style, else a new one.
    static func boxing(_ raw: ParagraphStyle?, after previous: ParagraphStyleBox?) -> ParagraphStyleBox {
        guard let raw else { return .default }
        let style = raw.normalized
        if let previous, previous.style == style { return previous }
        return ParagraphStyleBox(style: style)
    }
}
