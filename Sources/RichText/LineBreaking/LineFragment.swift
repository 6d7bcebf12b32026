/// One line as the line-breaking stage decided it (the stage's output, the positioning
/// stage's input): its text, span, row and vertical metrics, before any glyph is placed.
/// `RowFiller` fills everything but `rowTop` and `baselineY`, which `LineBreaker` sets
/// once the whole row is known. Offsets are absolute UTF-16 offsets.
struct LineFragment: Hashable, Sendable {
    let paragraphIndex: Int
    /// The text of the line, trailing whitespace and any U+2028 included, paragraph
    /// separator excluded.
    var range: TextRange
    let row: Int
    /// The free span the line sits in after indents, and the whole span before them, in
    /// layout x coordinates.
    let span: FreeSpan, fullSpan: FreeSpan
    /// How far the line's leading edge is from the whole span's (its head indent, as far
    /// as the span had room for it): where tab stops are measured from.
    var leadingIndent: Double = 0
    /// The indent kept free right of the line: a right-to-left line's head indent, a
    /// left-to-right line's negative tail indent. The line's record holds its content only,
    /// so the layout's bounds count this apart (`LayoutStorage.Builder.reservedMaxX`); in
    /// a container of unbounded width, whose lines start at the span's left edge, nothing
    /// else holds it.
    var reservedRight: Double = 0
    /// Where the hanging trailing whitespace starts.
    var trailingWhitespaceStart: Int
    /// How the line ends.
    let end: End
    /// The height and baseline of the line alone.
    let metrics: LineHeightModel.LineMetrics
    /// The top of the row, and the baseline y its lines share.
    var rowTop: Double = 0, baselineY: Double = 0

    /// How a line ends.
    enum End: Hashable, Sendable {
        /// At a break opportunity (or inside a word too wide for the line).
        case soft
        /// At its paragraph's end or after a U+2028: the line is not justified.
        case hard
        /// After a soft hyphen, which then shows as a hyphen.
        case hyphen
    }

    /// The bottom of the line's band: its baseline plus the deepest part of the line
    /// below it (the row's lines share the baseline).
    var rowBottom: Double { rowTop + ((baselineY - rowTop) + metrics.height - metrics.baselineOffset) }
}
