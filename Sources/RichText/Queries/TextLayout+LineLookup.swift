extension TextLayout {
    /// The index of the line whose bounds (visible width, row band) contain `point`.
    public func lineIndex(for point: Point) -> Int? {
        storage.lines.indices.first { index in
            let line = storage.lines[index]
            return point.y >= line.rowTop && point.y < line.rowBottom && point.x >= line.originX
                && point.x <= line.originX + line.width
        }
    }

    /// The index of the line nearest to `point`: the row by y (row edges tile the text
    /// without gaps, each boundary the midpoint between one row's bottom and the next
    /// row's top), then the line of that row nearest by x. Nil only without lines.
    public func closestLineIndex(for point: Point) -> Int? {
        guard let row = closestRow(for: point.y) else { return nil }
        let candidates = storage.lines.indices.filter { storage.lines[$0].row == row }
        return candidates.min { distance(point.x, toLine: $0) < distance(point.x, toLine: $1) }
    }

    /// The row nearest to `y` by the midpoint rule.
    func closestRow(for y: Double) -> Int? {
        let bands = rowBands
        guard !bands.isEmpty else { return nil }
        for index in bands.indices.dropLast() {
            let boundary = (bands[index].bottom + bands[index + 1].top) / 2
            if y < boundary { return bands[index].row }
        }
        return bands.last!.row
    }

    /// Each row's band (top of its highest line, bottom of its lowest), in order.
    var rowBands: [(row: Int, top: Double, bottom: Double)] {
        var bands: [(row: Int, top: Double, bottom: Double)] = []
        for line in storage.lines {
            if let last = bands.last, last.row == line.row {
                bands[bands.count - 1].top = min(last.top, line.rowTop)
                bands[bands.count - 1].bottom = max(last.bottom, line.rowBottom)
            } else {
                bands.append((line.row, line.rowTop, line.rowBottom))
            }
        }
        return bands
    }

    private func distance(_ x: Double, toLine index: Int) -> Double {
        let line = storage.lines[index]
        let right = line.originX + line.width + line.trailingWhitespaceWidth
        if x < line.originX { return line.originX - x }
        if x > right { return x - right }
        return 0
    }

    /// The line that shows `position` (a backward position at a line end belongs to the
    /// line it ends).
    ///
    /// In order: for a backward position, the first non-empty line ending at its offset;
    /// else the line containing the offset; else the last line ending there; else the
    /// first line for an offset at or before it; else the last line starting at or before
    /// the offset. Lines hold disjoint ranges in text order (`LayoutStorage.checkInvariants`),
    /// so their starts and ends both ascend and each answer is found by a galloping search
    /// from the offset's share of the text: caret queries and moves cost O(log lines), not
    /// a walk of every line of a long document.
    func lineIndex(for position: TextPosition) -> Int? {
        let lines = storage.lines
        guard !lines.isEmpty else { return nil }
        let offset = position.offset
        // The lines ending exactly at the offset: endingHere.
        let firstEndingHere = GallopingSearch.firstIndex(in: lines.indices, atShareOf: offset, length: text.length) {
            lines[$0].range.upperBound < offset
        }
        let firstEndingAfter = GallopingSearch.firstIndex(in: firstEndingHere..<lines.count, from: firstEndingHere) {
            lines[$0].range.upperBound <= offset
        }
        let endingHere = firstEndingHere..<firstEndingAfter
        if position.affinity == .backward, let index = endingHere.first(where: { !lines[$0].range.isEmpty }) {
            return index
        }
        // The first line ending after the offset holds it when it starts at or before it.
        if firstEndingAfter < lines.count, lines[firstEndingAfter].range.lowerBound <= offset {
            return firstEndingAfter
        }
        if let last = endingHere.last { return last }
        if offset <= lines[0].range.lowerBound { return 0 }
        let firstStartingAfter = GallopingSearch.firstIndex(in: lines.indices, from: firstEndingAfter) {
            lines[$0].range.lowerBound <= offset
        }
        return firstStartingAfter > 0 ? firstStartingAfter - 1 : lines.count - 1
    }
}
