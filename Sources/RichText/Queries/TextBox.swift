/// One rectangle of a text range with the direction of the text in it, from
/// `TextLayout.textBoxes(for:heightStyle:widthStyle:)` (SkParagraph's and Flutter's
/// `TextBox`).
public struct TextBox: Hashable, Sendable {
    /// The rectangle, in layout coordinates.
    public var rect: Rect
    /// Whether the text in it runs right to left (for a width-style extension: whether its
    /// paragraph does).
    public var isRightToLeft: Bool
    /// The index of the line the rectangle belongs to.
    public var lineIndex: Int

    /// Creates a box.
    public init(rect: Rect, isRightToLeft: Bool, lineIndex: Int) {
        self.rect = rect
        self.isRightToLeft = isRightToLeft
        self.lineIndex = lineIndex
    }
}

/// How tall the boxes of a text range are (SkParagraph's `RectHeightStyle`).
///
/// The "glyph extent" of a run is its face's ascent above and descent below the run's
/// baseline at its size (an attachment's box for an attachment). The three line-spacing
/// styles share out everything between the glyph extents (`.max`) of consecutive rows —
/// leading, half-leading, line and paragraph spacing — so the boxes of consecutive rows
/// meet without gap or overlap, the first row's start at the layout's first row top and
/// the last row's end at its last row bottom, whatever the line-height model. (Where the
/// glyphs of two rows overlap, under a line height smaller than the glyphs, an edge never
/// goes back above the previous one, so a box may be empty.)
public enum RectHeightStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Each box is its own run's glyph extent: boxes of a line with several fonts or sizes
    /// differ in height.
    case tight
    /// Each box spans the largest glyph extent over all runs of its line.
    case max
    /// Each box spans its line's box under the paragraph's line-height model (the row band
    /// from the row's top to the line's bottom, what `selectionRects(for:)` fills).
    case lineBox
    /// `.max`, extended up to the previous row's `.max` bottom (the first row: to its band's
    /// top); the last row also down to its band's bottom.
    case includeLineSpacingTop
    /// `.max`, extended halfway to the previous row's `.max` bottom and halfway to the next
    /// row's `.max` top (the first row up to its band's top, the last down to its bottom).
    case includeLineSpacingMiddle
    /// `.max`, extended down to the next row's `.max` top (the last row: to its band's
    /// bottom); the first row also up to its band's top.
    case includeLineSpacingBottom
}

/// How wide the boxes of a text range are (SkParagraph's `RectWidthStyle`).
public enum RectWidthStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// The boxes cover the range's glyphs only.
    case tight
    /// As `.tight`, plus on each line where the range goes on past the line's end a box
    /// from the line's trailing edge to the widest line's (its paragraph's direction:
    /// right for left-to-right), and on each line where it started before the line a box
    /// from the widest line's leading edge to the line's, so that a selection over several
    /// lines has the widest line's width on every line it crosses.
    case max
}
