extension TextLayout {
    /// The boxes of `range`, bidi aware, with a height and width style (SkParagraph's
    /// `getRectsForRange`): per line in order, one box for each visual stretch of adjacent
    /// clusters inside the range (with `.tight` heights, also one per run extent), left to
    /// right, with the extensions of `RectWidthStyle.max` at the line's ends.
    ///
    /// `.max` heights with `.tight` widths give the rects of `rects(for:)` under the
    /// original line-height model; `.lineBox` gives those of `selectionRects(for:)` on a
    /// single row.
    public func textBoxes(
        for range: TextRange, heightStyle: RectHeightStyle = .tight, widthStyle: RectWidthStyle = .tight
    ) -> [TextBox] {
        guard !range.isEmpty else { return [] }
        let rows = storage.rowExtents(for: heightStyle) { RowExtents(layout: self, style: heightStyle) }
        var result: [TextBox] = []
        for index in lineWindow(for: range) where storage.lines[index].range.overlaps(range) {
            var boxes = lineBoxes(line: index, range: range, heightStyle: heightStyle, rows: rows)
            guard !boxes.isEmpty else { continue }
            if widthStyle == .max { extend(&boxes, line: index, range: range) }
            result += boxes
        }
        return result
    }

    /// The boxes of `range` in line `index`, left to right.
    private func lineBoxes(line index: Int, range: TextRange, heightStyle: RectHeightStyle, rows: RowExtents)
        -> [TextBox]
    {
        let line = storage.lines[index]
        let lineExtent = glyphExtent(line: index)
        func extent(of box: ClusterBox) -> (top: Double, bottom: Double) {
            switch heightStyle {
            case .tight: return glyphExtent(run: box.runIndex, line: line)
            case .max: return lineExtent
            case .lineBox: return (line.rowTop, line.rowBottom)
            case .includeLineSpacingTop, .includeLineSpacingMiddle, .includeLineSpacingBottom:
                return rows.extent(row: line.row, lineExtent: lineExtent)
            }
        }
        var boxes: [TextBox] = []
        var open: (box: ClusterBox, top: Double, bottom: Double)?
        func flush() {
            if let (box, top, bottom) = open {
                let rect = Rect(x: box.minX, y: top, width: box.maxX - box.minX, height: max(0, bottom - top))
                boxes.append(TextBox(rect: rect, isRightToLeft: box.isRightToLeft, lineIndex: index))
            }
            open = nil
        }
        for box in clusterBoxes(line: index) {
            guard box.range.overlaps(range) else {
                flush()
                continue
            }
            let (top, bottom) = extent(of: box)
            if var current = open, abs(current.box.maxX - box.minX) < 0.01,
                current.box.isRightToLeft == box.isRightToLeft, current.top == top, current.bottom == bottom
            {
                current.box.maxX = box.maxX
                open = current
            } else {
                flush()
                open = (box, top, bottom)
            }
        }
        flush()
        return boxes
    }

    /// Adds `RectWidthStyle.max`'s boxes at the ends of line `index`'s `boxes`.
    private func extend(_ boxes: inout [TextBox], line index: Int, range: TextRange) {
        let line = storage.lines[index]
        let rtl = paragraphIsRightToLeft(at: line.range.lowerBound)
        let continues = range.upperBound > line.range.upperBound
        let started = range.lowerBound < line.range.lowerBound
        let extendsLeft = rtl ? continues : started
        let extendsRight = rtl ? started : continues
        let top = boxes.map(\.rect.minY).min() ?? 0
        let bottom = boxes.map(\.rect.maxY).max() ?? 0
        let left = boxes.map(\.rect.minX).min() ?? 0
        let right = boxes.map(\.rect.maxX).max() ?? 0
        if extendsLeft, textBoundingRect.minX < left - 0.001 {
            let rect = Rect(x: textBoundingRect.minX, y: top, width: left - textBoundingRect.minX, height: bottom - top)
            boxes.insert(TextBox(rect: rect, isRightToLeft: rtl, lineIndex: index), at: 0)
        }
        if extendsRight, textBoundingRect.maxX > right + 0.001 {
            let rect = Rect(x: right, y: top, width: textBoundingRect.maxX - right, height: bottom - top)
            boxes.append(TextBox(rect: rect, isRightToLeft: rtl, lineIndex: index))
        }
    }

    /// The top and bottom of run record `index`'s glyph extent in `line`: its face's ascent
    /// and descent at its size (an attachment's box), around the run's baseline.
    func glyphExtent(run index: Int, line: LayoutStorage.LineRecord) -> (top: Double, bottom: Double) {
        let run = storage.runs[index]
        let shapedRun = storage.shapedRun(of: run)
        let baseline = line.baselineY - shapedRun.baselineOffset
        if !run.isTruncationToken, let attachment = shapedRun.attachment {
            return (baseline - attachment.ascent, baseline + attachment.descent)
        }
        let metrics = shapedRun.face.metrics(size: shapedRun.font.size)
        return (baseline - metrics.ascender, baseline - metrics.descender)
    }

    /// The largest glyph extent over line `index`'s runs (a line without runs: its ascent
    /// and descent).
    func glyphExtent(line index: Int) -> (top: Double, bottom: Double) {
        let line = storage.lines[index]
        guard !line.runRange.isEmpty else { return (line.baselineY - line.ascent, line.baselineY + line.descent) }
        var top = Double.infinity
        var bottom = -Double.infinity
        for run in line.runRange {
            let extent = glyphExtent(run: run, line: line)
            top = min(top, extent.top)
            bottom = max(bottom, extent.bottom)
        }
        return (top, bottom)
    }
}
