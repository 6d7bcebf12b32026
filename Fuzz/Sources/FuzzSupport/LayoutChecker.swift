import RichText

/// Checks a `TextLayout` against the invariants every layout must keep, and traps (through
/// `Invariant`) on the first that fails.
///
/// What is checked (the tolerance is `Invariant.tolerance`, 0.5 pt):
/// - **Line ranges** (`checkLineRanges`): inside the text, in order, without overlap; the
///   only gaps between lines are paragraph separators; they cover the visible range up
///   to a final separator; every line edge is a grapheme boundary; an empty line is an
///   empty paragraph's or the truncated line; rows count up from 0 without going back.
/// - **Geometry** (`checkGeometry`): every number finite; widths, heights and the
///   bounding size non-negative; lines of a row share a baseline; rows do not overlap;
///   runs stay in their line; glyph positions finite, clusters in their run.
/// - **Container** (`checkContainer`, plain rectangles only, no path): each row band
///   inside the inset frame vertically; each line inside it horizontally, except the
///   documented overflows: a line whose text is a single grapheme cluster (plus hanging
///   whitespace) wider than its span, and lines of `clip` paragraphs (one line per
///   paragraph, never wrapped), which must still start inside the frame's start edge
///   (they are start-aligned, CSS Text 3 § 7.1); no line over an exclusion in its row
///   band (clipped lines aside); the bounding width never above a finite container
///   width; the row limit kept.
/// - **Truncation** (`checkTruncation`): a token exactly when text was cut and the
///   container asks for one, on the last line, inside the frame, its elided range
///   between grapheme boundaries.
/// - **Queries** (`checkQueries`) and **decorations** (`checkDecorations`): see there.
public struct LayoutChecker {
    public let layout: TextLayout
    public let boundaries: TextBoundaries
    /// The exclusion the container was given, if any (checked against the lines).
    public let exclusion: ExclusionShape?
    /// Chooses which of the many probe points, positions and ranges `checkQueries` tries.
    public let seed: UInt64

    /// A checker for `layout`; `exclusion` is the shape behind the container's one
    /// exclusion path, if it has one; `seed` picks the query probes (the input's hash, so
    /// different inputs probe different places).
    public init(_ layout: TextLayout, exclusion: ExclusionShape? = nil, seed: UInt64 = 0) {
        self.layout = layout
        self.exclusion = exclusion
        self.seed = seed
        boundaries = TextBoundaries(layout.shapedText)
    }

    /// Every check: ranges, geometry, container, truncation, queries and decorations.
    public func checkAll() {
        checkLayout()
        checkQueries()
        checkDecorations()
    }

    /// The checks of the layout itself (no queries).
    public func checkLayout() {
        checkLineRanges()
        checkGeometry()
        checkContainer()
        checkTruncation()
    }

    /// The lines, made once (`TextLayout.lines` builds the array on each call).
    var lines: [TextLine] { layout.lines }

    /// Whether the text of `line`, hanging whitespace aside, is at most one grapheme
    /// cluster (such a line may be wider than its span).
    func holdsSingleCluster(_ line: TextLine) -> Bool {
        let units = layout.shapedText.utf16
        var clusters = 0
        var start = line.range.lowerBound
        for boundary in boundaries.graphemes where boundary > line.range.lowerBound {
            guard boundary <= line.range.upperBound else { break }
            let first = Unicode.Scalar(units[start]).map { $0.properties.isWhitespace } ?? false
            if !first { clusters += 1 }
            start = boundary
        }
        return clusters <= 1
    }

    /// The paragraph style of the paragraph holding `offset`.
    func style(at offset: Int) -> ParagraphStyle {
        guard let paragraph = boundaries.paragraph(containing: offset), paragraph.range.lowerBound < layout.text.length
        else { return .default }
        return layout.text.attributes(at: paragraph.range.lowerBound).paragraphStyle ?? .default
    }
}
