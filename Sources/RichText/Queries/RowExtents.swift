/// The rows' glyph extents and bands that the line-spacing height styles of
/// `TextLayout.textBoxes(for:heightStyle:widthStyle:)` share the space between rows by.
struct RowExtents {
    let style: RectHeightStyle
    /// Per row, in order: its number, the largest glyph extent over its lines, its band.
    private var rows: [(row: Int, top: Double, bottom: Double, bandTop: Double, bandBottom: Double)] = []

    /// The extents of `layout`'s rows; empty unless `style` is a line-spacing style.
    init(layout: TextLayout, style: RectHeightStyle) {
        self.style = style
        guard [.includeLineSpacingTop, .includeLineSpacingMiddle, .includeLineSpacingBottom].contains(style) else {
            return
        }
        for (index, line) in layout.storage.lines.enumerated() {
            let extent = layout.glyphExtent(line: index)
            if let last = rows.last, last.row == line.row {
                rows[rows.count - 1].top = min(last.top, extent.top)
                rows[rows.count - 1].bottom = max(last.bottom, extent.bottom)
                rows[rows.count - 1].bandTop = min(last.bandTop, line.rowTop)
                rows[rows.count - 1].bandBottom = max(last.bandBottom, line.rowBottom)
            } else {
                rows.append((line.row, extent.top, extent.bottom, line.rowTop, line.rowBottom))
            }
        }
    }

    /// The top and bottom of a box in `row` whose line's glyph extent is `lineExtent`.
    func extent(row: Int, lineExtent: (top: Double, bottom: Double)) -> (top: Double, bottom: Double) {
        guard let index = rows.firstIndex(where: { $0.row == row }) else { return lineExtent }
        let current = rows[index]
        let isFirst = index == 0
        let isLast = index == rows.count - 1
        // The edges between this row and its neighbours, by style.
        var top = current.top
        var bottom = current.bottom
        switch style {
        case .includeLineSpacingTop:
            top = isFirst ? current.bandTop : rows[index - 1].bottom
            if isLast { bottom = current.bandBottom }
        case .includeLineSpacingMiddle:
            top = isFirst ? current.bandTop : (rows[index - 1].bottom + current.top) / 2
            bottom = isLast ? current.bandBottom : (current.bottom + rows[index + 1].top) / 2
        case .includeLineSpacingBottom:
            bottom = isLast ? current.bandBottom : rows[index + 1].top
            if isFirst { top = current.bandTop }
        case .tight, .max, .lineBox:
            return lineExtent
        }
        return (top, bottom)
    }
}
