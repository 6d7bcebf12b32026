/// The rows of a layout, for queries that look lines up by row or by y in O(log rows)
/// instead of walking every line: built once per layout, on first use
/// (`LayoutStorage.rowIndex`), in one pass over the lines.
///
/// Rows never go back (`LayoutStorage.checkInvariants`), so each row's lines are one
/// stretch of `lines` and the row numbers ascend. A row's band is the top of its highest
/// line and the bottom of its lowest, folded in line order (as the queries always did).
/// Bands need not ascend (a `LinePositionModifier` may move any line anywhere), so the
/// searches by y read running maxima, which ascend whatever the bands do, and
/// `lineIndex(containing:)` falls back to a walk when the rows' tops do not ascend.
struct RowIndex: Sendable {
    /// The row numbers, ascending.
    let rows: [Int]
    /// `lineStarts[i]` is the first line of the row at position `i`; one more entry, the
    /// number of lines, ends the last row.
    private let lineStarts: [Int]
    /// The bands, per position.
    let tops: [Double], bottoms: [Double]
    /// `boundaryMaxima[i]`: the largest midpoint between a band's bottom and the next
    /// band's top over positions `0...i` (NaN midpoints left out, −∞ before any).
    private let boundaryMaxima: [Double]
    /// Per position, the lowest top of the row's lines (NaN left out, +∞ if none), and
    /// whether these ascend.
    private let lowestTops: [Double]
    private let lowestTopsAscend: Bool
    /// `bottomMaxima[i]`: the highest bottom of a line in the rows at positions `0...i`
    /// (NaN left out, −∞ before any).
    private let bottomMaxima: [Double]

    init(lines: [LayoutStorage.LineRecord]) {
        var rows: [Int] = []
        var lineStarts: [Int] = []
        var tops: [Double] = []
        var bottoms: [Double] = []
        var lowestTops: [Double] = []
        var highestBottoms: [Double] = []
        for (index, line) in lines.enumerated() {
            if let last = rows.last, last == line.row {
                tops[tops.count - 1] = min(tops[tops.count - 1], line.rowTop)
                bottoms[bottoms.count - 1] = max(bottoms[bottoms.count - 1], line.rowBottom)
                if line.rowTop < lowestTops[lowestTops.count - 1] { lowestTops[lowestTops.count - 1] = line.rowTop }
                if line.rowBottom > highestBottoms[highestBottoms.count - 1] {
                    highestBottoms[highestBottoms.count - 1] = line.rowBottom
                }
            } else {
                rows.append(line.row)
                lineStarts.append(index)
                tops.append(line.rowTop)
                bottoms.append(line.rowBottom)
                lowestTops.append(line.rowTop.isNaN ? .infinity : line.rowTop)
                highestBottoms.append(line.rowBottom.isNaN ? -.infinity : line.rowBottom)
            }
        }
        lineStarts.append(lines.count)
        var boundaryMaxima: [Double] = []
        var running = -Double.infinity
        for index in tops.indices.dropLast() {
            let boundary = (bottoms[index] + tops[index + 1]) / 2
            if boundary > running { running = boundary }
            boundaryMaxima.append(running)
        }
        var bottomMaxima: [Double] = []
        running = -Double.infinity
        for bottom in highestBottoms {
            if bottom > running { running = bottom }
            bottomMaxima.append(running)
        }
        self.rows = rows
        self.lineStarts = lineStarts
        self.tops = tops
        self.bottoms = bottoms
        self.boundaryMaxima = boundaryMaxima
        self.lowestTops = lowestTops
        lowestTopsAscend = zip(lowestTops, lowestTops.dropFirst()).allSatisfy { $0 <= $1 }
        self.bottomMaxima = bottomMaxima
    }

    /// The number of rows that hold lines.
    var count: Int { rows.count }

    /// The lines of the row at `position`.
    func lines(atPosition position: Int) -> Range<Int> {
        lineStarts[position]..<lineStarts[position + 1]
    }

    /// The position of row number `row`, if a line sits in it.
    func position(ofRow row: Int) -> Int? {
        let position = Self.firstIndex(in: rows.indices) { rows[$0] < row }
        return position < rows.count && rows[position] == row ? position : nil
    }

    /// The position of the row nearest to `y` by the midpoint rule: the first row whose
    /// boundary with the next lies below `y`, else the last. Nil only without rows.
    ///
    /// The first boundary above `y` is the first running maximum above it (a maximum is
    /// some boundary at or before its position), and the maxima ascend.
    func closestPosition(to y: Double) -> Int? {
        guard !rows.isEmpty else { return nil }
        return Self.firstIndex(in: boundaryMaxima.indices) { !(y < boundaryMaxima[$0]) }
    }

    /// The first line, in line order, whose band holds `y` and that `matches` (the
    /// horizontal test): O(log rows) plus the rows whose bands hold `y` when the rows'
    /// tops ascend, a walk of every line when they do not.
    func lineIndex(containing y: Double, lines: [LayoutStorage.LineRecord], where matches: (Int) -> Bool) -> Int? {
        func holds(_ index: Int) -> Bool {
            y >= lines[index].rowTop && y < lines[index].rowBottom && matches(index)
        }
        guard lowestTopsAscend else { return lines.indices.first(where: holds) }
        // Rows from `end` on start below `y`; before `first`, every line ends above it.
        let end = Self.firstIndex(in: lowestTops.indices) { lowestTops[$0] <= y }
        let first = Self.firstIndex(in: 0..<end) { !(y < bottomMaxima[$0]) }
        for position in first..<end {
            if let index = self.lines(atPosition: position).first(where: holds) { return index }
        }
        return nil
    }

    /// The first index of `range` where `isBefore` is false (true on a prefix, false after).
    private static func firstIndex(in range: Range<Int>, where isBefore: (Int) -> Bool) -> Int {
        GallopingSearch.firstIndex(in: range, from: range.lowerBound + range.count / 2, where: isBefore)
    }
}
