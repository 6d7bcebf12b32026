/// Where the line-spacing height styles of `TextLayout.textBoxes(for:heightStyle:widthStyle:)`
/// put the edges between rows: from the first row's band top, through one edge between
/// each two rows (by style: the upper row's glyph bottom, the midpoint between it and the
/// lower row's glyph top, or that top), to the last row's band bottom. An edge never lies
/// above the one before it (rows whose glyphs overlap, under a line height smaller than
/// the glyphs, may get empty boxes), so the boxes tile the rows without gap or overlap.
///
/// A layout keeps them once made (`LayoutStorage.rowExtents(for:build:)`); a row's edges
/// are found by binary search (row numbers only grow in line order).
struct RowExtents: Sendable {
    /// The rows' numbers, in order.
    private var rows: [Int] = []
    /// `edges[i]` is row `i`'s top, `edges[i + 1]` its bottom.
    private var edges: [Double] = []

    /// The edges of `layout`'s rows for `style`; none unless it is a line-spacing style.
    init(layout: TextLayout, style: RectHeightStyle) {
        guard [.includeLineSpacingTop, .includeLineSpacingMiddle, .includeLineSpacingBottom].contains(style) else {
            return
        }
        // Per row: the largest glyph extent over its lines, and its band.
        var extents: [(top: Double, bottom: Double, bandTop: Double, bandBottom: Double)] = []
        for (index, line) in layout.storage.lines.enumerated() {
            let extent = layout.glyphExtent(line: index)
            if let last = extents.last, rows.last == line.row {
                extents[extents.count - 1] = (
                    min(last.top, extent.top), max(last.bottom, extent.bottom), min(last.bandTop, line.rowTop),
                    max(last.bandBottom, line.rowBottom)
                )
            } else {
                rows.append(line.row)
                extents.append((extent.top, extent.bottom, line.rowTop, line.rowBottom))
            }
        }
        guard let first = extents.first, let last = extents.last else { return }
        edges = [first.bandTop]
        for (upper, lower) in zip(extents, extents.dropFirst()) {
            let edge: Double
            switch style {
            case .includeLineSpacingTop: edge = upper.bottom
            case .includeLineSpacingBottom: edge = lower.top
            default: edge = (upper.bottom + lower.top) / 2
            }
            edges.append(max(edge, edges[edges.count - 1]))
        }
        edges.append(max(last.bandBottom, edges[edges.count - 1]))
    }

    /// The top and bottom of a box in `row` whose line's glyph extent is `lineExtent`
    /// (returned as it is for the other styles).
    func extent(row: Int, lineExtent: (top: Double, bottom: Double)) -> (top: Double, bottom: Double) {
        guard !edges.isEmpty else { return lineExtent }
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        guard low < rows.count, rows[low] == row else { return lineExtent }
        return (edges[low], edges[low + 1])
    }
}
