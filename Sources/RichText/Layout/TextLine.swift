/// One laid-out line: a view into its `TextLayout`.
///
/// Geometry is in layout coordinates (points, y down). A line's runs are in visual
/// order, left to right.
public struct TextLine: Sendable, Hashable {
    let storage: LayoutStorage
    /// The line's index in `TextLayout.lines`.
    public let index: Int

    /// The line's record, borrowed in place (a copy would retain and release each of its
    /// references on every property read).
    private var record: LayoutStorage.LineRecord {
        _read { yield storage.lines[index] }
    }

    /// The UTF-16 range of the line's text (trailing whitespace included, paragraph
    /// separator excluded; for a truncated line, the text before the cut).
    public var range: TextRange { record.range }
    /// The row the line belongs to; lines split by an exclusion share a row.
    public var row: Int { record.row }
    /// The left end of the line's visible text, on its baseline.
    public var origin: Point { Point(x: record.originX, y: record.baselineY) }
    /// The y of the baseline.
    public var baseline: Double { record.baselineY }
    /// The line's ascent: how far its content reaches above the baseline under its
    /// paragraph's line-height model (`ParagraphStyle.lineHeight`). The largest ascent of
    /// its runs' faces (with `fallbackFontsGrowLines` off, of their fonts' primary faces;
    /// with a strut, at least the strut's; with a forced strut, exactly the strut's).
    /// Carets and `rects(for:)` are `ascent + descent` tall.
    public var ascent: Double { record.ascent }
    /// The line's descent below the baseline, taken like `ascent`.
    public var descent: Double { record.descent }
    /// The original model: the largest line gap of the line's faces. The CSS models: the
    /// line box's height minus `ascent + descent` (the leading the line height added;
    /// negative when the line height is smaller than the content).
    public var leading: Double { record.leading }
    /// The width of the visible text; trailing whitespace hangs outside it.
    public var width: Double { record.width }
    /// The width of the hanging trailing whitespace.
    public var trailingWhitespaceWidth: Double { record.trailingWhitespaceWidth }
    /// The typographic bounds: origin.x, baseline − ascent, width, ascent + descent.
    public var bounds: Rect {
        Rect(
            x: record.originX, y: record.baselineY - record.ascent, width: record.width,
            height: record.ascent + record.descent)
    }
    /// The top of the band of the row the line sits in.
    public var rowTop: Double { record.rowTop }
    /// The bottom of the band of the row the line sits in.
    public var rowBottom: Double { record.rowBottom }

    /// The runs, in visual order.
    public var runs: [GlyphRun] {
        record.runRange.map { GlyphRun(storage: storage, index: $0) }
    }

    public static func == (lhs: TextLine, rhs: TextLine) -> Bool {
        lhs.storage === rhs.storage && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(index)
    }
}

/// A run of glyphs of one face and level inside a line: a view into its `TextLayout`.
public struct GlyphRun: Sendable {
    let storage: LayoutStorage
    let index: Int

    /// The run's record, borrowed in place: a copy retained and released its shaped
    /// paragraph, own glyphs and token clusters on every property read, which was most
    /// of what reading a run's face, font and glyphs cost a renderer.
    private var record: LayoutStorage.RunRecord {
        _read { yield storage.runs[index] }
    }

    /// The UTF-16 range of the run's text (for a token run: the range the token replaces).
    public var range: TextRange { record.range }
    /// The bidi level after rules L1-L2; odd is right to left.
    public var level: UInt8 { record.level }
    /// Whether the glyphs are drawn right to left.
    public var isRightToLeft: Bool { record.level & 1 == 1 }
    /// The face the run's glyphs come from (the requested font's, or a fallback's).
    public var face: FontFace { storage.shapedRun(of: record).face }
    /// The font the text asked for (its size scaled when a measure shrank the text).
    public var font: Font { storage.shapedRun(of: record).font }
    /// The left edge of the run in layout coordinates.
    public var x: Double { record.x }
    /// The run's width: the sum of its advances.
    public var width: Double { record.width }
    /// Whether the run is (part of) the truncation token.
    public var isTruncationToken: Bool { record.isTruncationToken }

    /// The glyph ids, left to right.
    public var glyphIDs: ArraySlice<UInt32> { storage.glyphs.ids[record.glyphRange] }
    /// Each glyph's origin in layout coordinates, left to right.
    public var positions: [Point] {
        let glyphs = storage.glyphs
        return record.glyphRange.map { Point(x: glyphs.x[$0], y: glyphs.y[$0]) }
    }
    /// Each glyph's advance.
    public var advances: [Double] {
        let glyphs = storage.glyphs
        return record.glyphRange.map { Double(glyphs.advances[$0]) }
    }
    /// Each glyph's cluster (UTF-16 offset), left to right.
    public var clusters: [Int] {
        let glyphs = storage.glyphs
        return record.glyphRange.map { Int(glyphs.clusters[$0]) }
    }
    /// The number of glyphs.
    public var glyphCount: Int { record.glyphRange.count }

    /// The glyph ids, origins (x and y in layout coordinates) and clusters of the run, left
    /// to right, read from the glyph table once: what a renderer walks, without building
    /// `positions` and `clusters` arrays.
    package var glyphColumns:
        (ids: ArraySlice<UInt32>, x: ArraySlice<Double>, y: ArraySlice<Double>, clusters: ArraySlice<Int32>)
    {
        let glyphs = storage.glyphs
        let range = record.glyphRange
        return (glyphs.ids[range], glyphs.x[range], glyphs.y[range], glyphs.clusters[range])
    }

    /// For a truncation token's run: each glyph's cluster (UTF-16 offset) in the token's
    /// own text, left to right (`clusters` gives the elided range's start for all of
    /// them); nil for other runs. A renderer takes the token's attributes from these.
    package var tokenClusters: [Int]? {
        guard let clusters = storage.tokenClusters(of: record) else { return nil }
        let range = record.sourceRange
        let reversed = record.level & 1 == 1
        return (0..<range.count).map { step in
            Int(clusters[reversed ? range.upperBound - 1 - step : range.lowerBound + step])
        }
    }
}
