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
    func lineIndex(for position: TextPosition) -> Int? {
        let lines = storage.lines
        guard !lines.isEmpty else { return nil }
        if position.affinity == .backward,
            let index = lines.indices.first(where: {
                lines[$0].range.upperBound == position.offset && !lines[$0].range.isEmpty
            })
        {
            return index
        }
        if let index = lines.indices.first(where: { lines[$0].range.contains(position.offset) }) { return index }
        if let index = lines.indices.last(where: { lines[$0].range.upperBound == position.offset }) { return index }
        if position.offset <= lines[0].range.lowerBound { return 0 }
        return lines.indices.last { lines[$0].range.lowerBound <= position.offset } ?? lines.count - 1
    }
}
