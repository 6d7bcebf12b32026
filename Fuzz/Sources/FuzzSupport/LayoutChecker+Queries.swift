import RichText

extension LayoutChecker {
    /// Every query at probe points (a grid over and around the text, each line's edges
    /// and middle, far away and non-finite points), at caret positions (grapheme
    /// boundaries, both affinities) and over ranges (the whole text, the visible range,
    /// each line, pairs of boundaries, offsets off any boundary): a dozen of each kind,
    /// picked by `seed` from all the candidates, so over many inputs every kind is tried.
    ///
    /// Checked: positions inside the text, on grapheme boundaries (or binding edges), never
    /// strictly inside a binding; ranges inside the text and non-empty; hit lines contain
    /// the point; rects finite with non-negative sizes; caret rects zero wide; at most one
    /// start and one end mark per selection, which covers every selected glyph box;
    /// answers nil exactly when there are no lines.
    public func checkQueries() {
        let lines = self.lines
        var sampler = Sampler(seed: seed)
        for point in sampler.pick(12, of: probePoints(lines)) { checkPointQueries(point, lines: lines) }
        let positions = boundaries.graphemes.flatMap {
            [TextPosition(offset: $0), TextPosition(offset: $0, affinity: .backward)]
        }
        for position in sampler.pick(12, of: positions) { checkPositionQueries(position, hasLines: !lines.isEmpty) }
        // Several steps at once, from both ends.
        let length = layout.text.length
        for (start, direction) in [(0, CaretDirection.right), (length, .left), (0, .down), (length, .up)] {
            let position = TextPosition(offset: start)
            if let moved = layout.position(from: position, direction: direction, offset: 4), moved.offset != start {
                checkCaretOffset(moved.offset, "position(from: \(position), \(direction), 4)")
            }
        }
        for range in [0..<length] + sampler.pick(5, of: probeRanges(lines)) { checkRangeQueries(range) }
    }

    /// Points around the text: a 5 × 5 grid over the bounding rect and 20 pt beyond it,
    /// each line's start, middle and end (first 32 lines), and extreme points.
    func probePoints(_ lines: [TextLine]) -> [Point] {
        let bounds = layout.textBoundingRect
        let xs = [bounds.minX - 20, bounds.minX, bounds.midX, bounds.maxX - 0.5, bounds.maxX + 20]
        let ys = [bounds.minY - 20, bounds.minY + 0.5, bounds.midY, bounds.maxY - 0.5, bounds.maxY + 20]
        var points = xs.flatMap { x in ys.map { Point(x: x, y: $0) } }
        for line in lines.prefix(32) {
            let y = (line.rowTop + line.rowBottom) / 2
            points += [
                Point(x: line.origin.x, y: y), Point(x: line.origin.x + line.width / 2, y: y),
                Point(x: line.origin.x + line.width, y: y),
            ]
        }
        points += [
            Point(x: -1e9, y: -1e9), Point(x: 1e9, y: 1e9), Point(x: .infinity, y: .infinity),
            Point(x: -.infinity, y: 0), Point(x: .nan, y: .nan),
        ]
        return points
    }

    /// The visible range, empty ranges, each line's range (first 32), pairs of boundaries,
    /// and ranges whose ends are off grapheme boundaries.
    func probeRanges(_ lines: [TextLine]) -> [Range<Int>] {
        let length = layout.text.length
        var ranges = [layout.visibleRange, 0..<0, length..<length]
        ranges += lines.prefix(32).map(\.range)
        let sample = boundaries.sample(12)
        for (index, start) in sample.enumerated() {
            for end in sample[index...].prefix(4) { ranges.append(start..<end) }
        }
        if length > 2 { ranges += [1..<length - 1, length / 2..<length, 0..<length / 2 + 1] }
        return ranges
    }

    private func checkPointQueries(_ point: Point, lines: [TextLine]) {
        let length = layout.text.length
        if let index = layout.lineIndex(for: point) {
            Invariant.require(lines.indices.contains(index), "lineIndex(for: \(point)) = \(index)")
            let line = lines[index]
            Invariant.require(
                point.y >= line.rowTop && point.y < line.rowBottom && point.x >= line.origin.x
                    && point.x <= line.origin.x + line.width,
                "lineIndex(for: \(point)) is line \(index), which does not contain it")
        }
        let closestLine = layout.closestLineIndex(for: point)
        Invariant.require(
            (closestLine == nil) == lines.isEmpty,
            "closestLineIndex(for: \(point)) = \(String(describing: closestLine))")
        if let closestLine { Invariant.require(lines.indices.contains(closestLine), "closestLineIndex \(closestLine)") }
        let closest = layout.closestPosition(to: point)
        Invariant.require(
            (closest == nil) == lines.isEmpty, "closestPosition(to: \(point)) = \(String(describing: closest))")
        if let closest {
            checkCaretOffset(closest.offset, "closestPosition(to: \(point))")
            if let closestLine {
                // A line inside a binding split across lines sends the caret to an edge of it.
                let range = lines[closestLine].range
                let binding = boundaries.bindings.first {
                    $0.lowerBound < range.lowerBound && range.lowerBound < $0.upperBound
                }
                Invariant.require(
                    range.lowerBound <= closest.offset && closest.offset <= range.upperBound
                        || binding.map { closest.offset == $0.lowerBound || closest.offset == $0.upperBound } == true,
                    "closestPosition(to: \(point)) = \(closest) is outside its line \(range)")
            }
        }
        for (old, other) in [(0, length), (length, length / 2)] {
            let dragged = layout.position(
                for: point, old: TextPosition(offset: old), other: TextPosition(offset: other))
            Invariant.require(
                (dragged == nil) == lines.isEmpty, "position(for: \(point), old: \(old), other: \(other))")
            if let dragged { Invariant.inText(dragged.offset..<dragged.offset, length: length, "dragged position") }
        }
        if let range = layout.textRange(at: point) { checkClusterRange(range, "textRange(at: \(point))") }
        if let range = layout.closestTextRange(at: point) { checkClusterRange(range, "closestTextRange(at: \(point))") }
        if let hit = layout.highlight(at: point) {
            Invariant.inText(hit.range, length: length, "highlight(at: \(point)) range")
        }
        if layout.isTruncationToken(at: point) {
            Invariant.require(layout.truncation != nil, "isTruncationToken(at: \(point)) without a token")
        }
    }

    private func checkPositionQueries(_ position: TextPosition, hasLines: Bool) {
        let caret = layout.caretRect(for: position)
        Invariant.require((caret == nil) == !hasLines, "caretRect(for: \(position)) = \(String(describing: caret))")
        if let caret {
            Invariant.rect(caret, "caretRect(for: \(position))")
            Invariant.require(caret.width == 0, "caretRect(for: \(position)) = \(caret) is not zero wide")
        }
        for direction in CaretDirection.allCases {
            // A position that cannot move comes back as it is (possibly inside a binding).
            if let moved = layout.position(from: position, direction: direction), moved.offset != position.offset {
                checkCaretOffset(moved.offset, "position(from: \(position), \(direction))")
            }
        }
        Invariant.require(
            layout.position(from: position, direction: .right, offset: -1) == nil, "a negative step count moved")
        if let range = layout.textRange(byExtending: position) {
            checkClusterRange(range, "textRange(byExtending: \(position))")
        }
    }

    private func checkRangeQueries(_ range: Range<Int>) {
        let rects = layout.rects(for: range)
        for rect in rects { Invariant.rect(rect, "a rect of rects(for: \(range))") }
        let first = layout.firstRect(for: range)
        let union = layout.rect(for: range)
        Invariant.require((first == nil) == rects.isEmpty, "firstRect(for: \(range)) disagrees with rects(for:)")
        Invariant.require((union == nil) == rects.isEmpty, "rect(for: \(range)) disagrees with rects(for:)")
        if let first { Invariant.rect(first, "firstRect(for: \(range))") }
        if let union { Invariant.rect(union, "rect(for: \(range))") }
        let selection = layout.selectionRects(for: range)
        for piece in selection { Invariant.rect(piece.rect, "a selection rect of \(range)") }
        Invariant.require(selection.filter(\.containsStart).count <= 1, "several start marks for \(range)")
        Invariant.require(selection.filter(\.containsEnd).count <= 1, "several end marks for \(range)")
        if range.isEmpty { Invariant.require(selection.isEmpty, "selection rects for the empty range \(range)") }
        // The selection covers every selected glyph box (its row's rects, caret marks aside).
        let marks = selection.filter { !$0.containsStart && !$0.containsEnd }.map(\.rect)
        for rect in rects where rect.width > 0 {
            let row = marks.filter { $0.minY <= rect.midY && rect.midY <= $0.maxY }
            let low = row.map(\.minX).min() ?? .infinity
            let high = row.map(\.maxX).max() ?? -.infinity
            Invariant.require(
                low <= rect.minX + 0.01 && rect.maxX <= high + 0.01,
                "the selection of \(range) (\(low)...\(high)) does not cover its glyphs at \(rect)")
        }
        _ = layout.plainText(for: range)
    }

    /// A caret offset: inside the text, on a grapheme boundary (or a binding's edge), not
    /// inside a binding.
    func checkCaretOffset(_ offset: Int, _ what: @autoclosure () -> String) {
        Invariant.require(
            offset >= 0 && offset <= layout.text.length, "\(what()) offset \(offset) is outside the text")
        // A binding set over part of a cluster is a unit of its own: its edges count too.
        let isBindingEdge = boundaries.bindings.contains { $0.lowerBound == offset || $0.upperBound == offset }
        Invariant.require(
            boundaries.isGrapheme(offset) || isBindingEdge, "\(what()) offset \(offset) is not a grapheme boundary")
        Invariant.require(!boundaries.isInsideBinding(offset), "\(what()) offset \(offset) is inside a binding")
    }

    /// A cluster range from a hit test: inside the text, whole clusters or a whole
    /// binding, non-empty unless it is the token's elided range (a token after a whole
    /// paragraph, standing for the paragraphs cut after it, elides nothing of its line).
    func checkClusterRange(_ range: Range<Int>, _ what: @autoclosure () -> String) {
        Invariant.inText(range, length: layout.text.length, what())
        Invariant.require(!range.isEmpty || range == layout.truncation?.elidedRange, "\(what()) is empty")
        Invariant.require(
            boundaries.isBinding(range)
                || boundaries.isGrapheme(range.lowerBound) && boundaries.isGrapheme(range.upperBound),
            "\(what()) = \(range) is neither whole grapheme clusters nor a binding")
    }
}
