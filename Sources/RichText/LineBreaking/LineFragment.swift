/// One line as the line-breaking stage decided it (the stage's output, the positioning
/// stage's input): its text, span, row and vertical metrics, before any glyph is placed.
/// `RowFiller` fills everything but `rowTop` and `baselineY`, which `LineBreaker` sets
/// once the whole row is known. Offsets are absolute UTF-16 offsets.
struct LineFragment: Hashable, Sendable {
    /// The text of the line, trailing whitespace and any U+2028 included, paragraph
    /// separator excluded.
    var range: Range<Int>
    var paragraphIndex: Int
    var row: Int
    /// The free span the line sits in, after indents (layout x coordinates).
    var span: Span
    /// The whole span before indents (for justification and tab stops).
    var fullSpan: Span
    /// Where the hanging trailing whitespace starts.
    var trailingWhitespaceStart: Int
    /// The width of `range` up to `trailingWhitespaceStart`, tabs and hyphen included.
    var width: Double
    /// The width of the hanging whitespace.
    var trailingWhitespaceWidth: Double
    /// The line is the first of its paragraph.
    var isFirstInParagraph: Bool
    /// The line ends its paragraph or ends at a U+2028 (not justified).
    var endsWithHardBreak: Bool
    /// The line breaks after a soft hyphen, which then shows as a hyphen.
    var isHyphenated: Bool
    /// The height and baseline of the line alone.
    var metrics: LineHeightModel.LineMetrics
    /// The top of the row.
    var rowTop: Double = 0
    /// The baseline y shared by the row's lines.
    var baselineY: Double = 0

    /// The bottom of the line's band: its baseline plus the deepest part of the line
    /// below it (the row's lines share the baseline).
    var rowBottom: Double { rowTop + ((baselineY - rowTop) + metrics.height - metrics.baselineOffset) }
}
