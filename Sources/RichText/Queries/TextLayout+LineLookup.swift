extension TextLayout {
    /// The index of the line whose bounds (visible width, row band) contain `point`: the
    /// first in line order, found through the rows by y (`RowIndex`), not by a walk.
    public func lineIndex(for point: Point) -> Int? {
        storage.rowIndex.lineIndex(containing: point.y, lines: storage.lines) { index in
            let line = storage.lines[index]
            return point.x >= line.originX && point.x <= line.originX + line.width
        }
    }

    /// The index of the line nearest to `point`: the row by y (row edges tile the text
    /// without gaps, each boundary the midpoint between one row's bottom and the next
    /// row's top), then the line of that row nearest by x. Nil only without lines.
    ///
    /// - Complexity: O(log rows) plus the row's lines.
    public func closestLineIndex(for point: Point) -> Int? {
        let rows = storage.rowIndex
        guard let position = rows.closestPosition(to: point.y) else { return nil }
        return rows.lines(atPosition: position).min { distance(point.x, toLine: $0) < distance(point.x, toLine: $1) }
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
