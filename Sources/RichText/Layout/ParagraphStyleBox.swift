/// A paragraph's normalized style (`ParagraphStyle.normalized`) in an immutable box, as
/// `ShapedText` keeps it (in `ParagraphWidths.style`) for every paragraph that has a
/// paragraph style.
///
/// A `ParagraphStyle` is about 200 bytes with a few references (tab stops, a strut's
/// font); looked up, normalized and copied through every stage of every layout, it cost a
/// re-layout about a twentieth of its instructions. A box is one pointer a paragraph, is
/// made only where the style changes, and a paragraph without a style keeps none (nil):
/// one box shared by every such paragraph of every text would be a reference count that
/// threads laying out at once write to.
final class ParagraphStyleBox: Sendable {
    let style: ParagraphStyle

    private init(style: ParagraphStyle) {
        self.style = style
    }

    /// The box for a paragraph whose first character has paragraph style `raw`, normalized
    /// (nil when it has none): `previous` (the preceding paragraph's box) when it holds the
    /// same style, else a new one.
    ///
    /// "The same" is `ParagraphStyle`'s `==`, under which a length of -0.0 equals one of
    /// +0.0, so a paragraph may be laid out with its neighbour's zero. Layout reads those
    /// lengths only in comparisons with zero and in sums with coordinates, where the two
    /// zeros give the same results (a differential run of 900 layouts of neighbouring
    /// paragraphs whose styles differ only in the sign of zeros found no difference).
    static func boxing(_ raw: ParagraphStyle?, after previous: ParagraphStyleBox?) -> ParagraphStyleBox? {
        guard let raw else { return nil }
        let style = raw.normalized
        if let previous, previous.style == style { return previous }
        return ParagraphStyleBox(style: style)
    }
}
