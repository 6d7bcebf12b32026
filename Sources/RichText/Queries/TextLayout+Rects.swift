extension TextLayout {
    /// The visual pieces of `range`: per line, one rect for each run of adjacent clusters
    /// inside the range (a bidi line can split a logical range into several pieces), the
    /// line's ascent + descent tall.
    public func rects(for range: TextRange) -> [Rect] {
        pieces(for: range).map(\.rect)
    }

    /// The first line fragment's rect of `range` (the union of its pieces on that line).
    public func firstRect(for range: TextRange) -> Rect? {
        let all = pieces(for: range)
        guard let first = all.first else { return nil }
        return all.filter { $0.line == first.line }.map(\.rect).reduce(first.rect) { $0.union($1) }
    }

    /// The union of every rect of `range`.
    public func rect(for range: TextRange) -> Rect? {
        let all = rects(for: range)
        guard let first = all.first else { return nil }
        return all.dropFirst().reduce(first) { $0.union($1) }
    }

    /// Pieces of `range` in visual order per line (only the lines of `lineWindow(for:)`
    /// are looked at).
    func pieces(for range: TextRange) -> [(line: Int, rect: Rect, isRightToLeft: Bool)] {
        var result: [(line: Int, rect: Rect, isRightToLeft: Bool)] = []
        for index in lineWindow(for: range) {
            let line = storage.lines[index]
            guard line.range.overlaps(range) || (line.range.isEmpty && range.contains(line.range.lowerBound)) else {
                continue
            }
            var current: ClusterBox?
            func flush() {
                if let box = current {
                    result.append(
                        (
                            index,
                            Rect(
                                x: box.minX, y: line.baselineY - line.ascent, width: box.maxX - box.minX,
                                height: line.ascent + line.descent), box.isRightToLeft
                        ))
                }
                current = nil
            }
            for box in clusterBoxes(line: index) {
                guard box.range.overlaps(range) else {
                    flush()
                    continue
                }
                if var open = current, abs(open.maxX - box.minX) < 0.01, open.isRightToLeft == box.isRightToLeft {
                    open.maxX = box.maxX
                    current = open
                } else {
                    flush()
                    current = box
                }
            }
            flush()
        }
        return result
    }

    /// Selection rectangles for `range`, bidi aware, with caret marks at both ends.
    ///
    /// On one row the rects are the visual pieces. Across rows (YYText's rule): the first
    /// row runs from the start caret to the row's end edge, middle rows take the full
    /// width of the container's frame, the last row runs from the row's start edge to
    /// the end caret; every rect spans its row band, so rows join without gaps. Where a
    /// line overflows the frame (a cluster wider than the line), its row's rect reaches
    /// past the frame's edge to cover it.
    ///
    /// - Complexity: O(log n) to find the lines of `range`, then linear in those lines.
    public func selectionRects(for range: TextRange) -> [SelectionRect] {
        guard !range.isEmpty else { return [] }
        let all = pieces(for: range)
        guard let firstPiece = all.first, let lastPiece = all.last else { return [] }
        let firstRow = storage.lines[firstPiece.line].row
        let lastRow = storage.lines[lastPiece.line].row
        // Both rows hold a piece's line, so both are in the index.
        let rows = storage.rowIndex
        let firstPosition = rows.position(ofRow: firstRow) ?? 0
        let lastPosition = rows.position(ofRow: lastRow) ?? 0
        let frame = ContainerGeometry(container).frame
        var extents: [Int: (minX: Double, maxX: Double)] = [:]
        for piece in all {
            let old = extents[piece.line] ?? (piece.rect.minX, piece.rect.maxX)
            extents[piece.line] = (min(old.minX, piece.rect.minX), max(old.maxX, piece.rect.maxX))
        }
        let lastLineOfFirstRow = all.last { storage.lines[$0.line].row == firstRow }?.line
        let firstLineOfLastRow = all.first { storage.lines[$0.line].row == lastRow }?.line
        var rects: [SelectionRect] = []
        // The pieces' rows and paragraphs ascend: both are walked, not searched for.
        var position = firstPosition
        var paragraph: Int?
        for piece in all {
            let line = storage.lines[piece.line]
            while position < lastPosition, rows.rows[position] < line.row { position += 1 }
            let band = (rows.tops[position], rows.bottoms[position])
            var rect = Rect(x: piece.rect.minX, y: band.0, width: piece.rect.width, height: band.1 - band.0)
            if firstRow != lastRow {
                let rtl = paragraphIsRightToLeft(at: line.range.lowerBound, guess: &paragraph)
                let extent = extents[piece.line]!
                let isEndPiece = rtl ? piece.rect.minX == extent.minX : piece.rect.maxX == extent.maxX
                let isStartPiece = rtl ? piece.rect.maxX == extent.maxX : piece.rect.minX == extent.minX
                // Out to the frame's edge, or further where a line overflows it.
                let left = min(frameEdge(frame, left: true), rect.minX)
                let right = max(frameEdge(frame, left: false), rect.maxX)
                if line.row == firstRow, isEndPiece, piece.line == lastLineOfFirstRow {
                    rect =
                        rtl
                        ? Rect(x: left, y: rect.minY, width: rect.maxX - left, height: rect.height)
                        : Rect(x: rect.minX, y: rect.minY, width: right - rect.minX, height: rect.height)
                } else if line.row == lastRow, isStartPiece, piece.line == firstLineOfLastRow {
                    rect =
                        rtl
                        ? Rect(x: rect.minX, y: rect.minY, width: right - rect.minX, height: rect.height)
                        : Rect(x: left, y: rect.minY, width: rect.maxX - left, height: rect.height)
                } else if line.row != firstRow && line.row != lastRow {
                    continue
                }
            }
            rects.append(
                SelectionRect(rect: rect, isRightToLeft: piece.isRightToLeft, containsStart: false, containsEnd: false))
        }
        paragraph = nil
        // The middle rows (those with lines: a row's lines are one stretch, in order).
        for position in stride(from: firstPosition + 1, to: lastPosition, by: 1) {
            let rowLines = rows.lines(atPosition: position).map { storage.lines[$0] }
            let rtl = rowLines.first.map { paragraphIsRightToLeft(at: $0.range.lowerBound, guess: &paragraph) } ?? false
            // The frame's width, widened to lines (and hanging whitespace) that overflow it.
            let left = rowLines.map { $0.originX - (rtl ? $0.trailingWhitespaceWidth : 0) }
                .reduce(frameEdge(frame, left: true), min)
            let right = rowLines.map { $0.originX + $0.width + (rtl ? 0 : $0.trailingWhitespaceWidth) }
                .reduce(frameEdge(frame, left: false), max)
            let top = rows.tops[position]
            rects.append(
                SelectionRect(
                    rect: Rect(x: left, y: top, width: right - left, height: rows.bottoms[position] - top),
                    isRightToLeft: rtl, containsStart: false, containsEnd: false))
        }
        if let start = caretRect(for: TextPosition(offset: range.lowerBound)) {
            rects.append(
                SelectionRect(
                    rect: start, isRightToLeft: firstPiece.isRightToLeft, containsStart: true, containsEnd: false))
        }
        if let end = caretRect(for: TextPosition(offset: range.upperBound, affinity: .backward)) {
            rects.append(
                SelectionRect(
                    rect: end, isRightToLeft: lastPiece.isRightToLeft, containsStart: false, containsEnd: true))
        }
        return rects
    }

    /// The frame's left or right edge; an unbounded frame ends at the widest line.
    private func frameEdge(_ frame: Rect, left: Bool) -> Double {
        if left { return frame.minX }
        return frame.maxX.isFinite ? frame.maxX : textBoundingRect.maxX
    }
}
