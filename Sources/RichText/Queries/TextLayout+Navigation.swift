extension TextLayout {
    /// The position `offset` steps from `position` in `direction`: left/right move by
    /// grapheme clusters in visual order (bindings count as one); up/down move by rows,
    /// keeping the caret's x.
    public func position(from position: TextPosition, direction: CaretDirection, offset steps: Int = 1) -> TextPosition?
    {
        guard steps >= 0 else { return nil }
        var current = position
        for _ in 0..<steps {
            guard let next = step(from: current, direction: direction) else { return current }
            current = next
        }
        return current
    }

    private func step(from position: TextPosition, direction: CaretDirection) -> TextPosition? {
        guard let lineIndex = lineIndex(for: position) else { return nil }
        switch direction {
        case .up, .down:
            let x = caretX(for: position, line: lineIndex)
            let row = storage.lines[lineIndex].row + (direction == .down ? 1 : -1)
            let rows = storage.rowIndex
            guard let band = rows.position(ofRow: row) else {
                let forward = direction == .down
                let edge = forward ? visibleRange.upperBound : visibleRange.lowerBound
                return TextPosition(offset: offsetPastBinding(edge, forward: forward))
            }
            return closestPosition(to: Point(x: x, y: (rows.tops[band] + rows.bottoms[band]) / 2))
        case .left, .right:
            let stops = caretStops(line: lineIndex).sorted { $0.x < $1.x }
            let x = caretX(for: position, line: lineIndex)
            let candidates =
                direction == .right ? stops.filter { $0.x > x + 0.01 } : stops.filter { $0.x < x - 0.01 }.reversed()
            if let next = candidates.first(where: { $0.position.offset != position.offset }) { return next.position }
            // Off the line's edge: continue on the neighbouring line in logical order.
            let rtl = paragraphIsRightToLeft(at: storage.lines[lineIndex].range.lowerBound)
            let forward = (direction == .right) != rtl
            let neighbour = lineIndex + (forward ? 1 : -1)
            guard storage.lines.indices.contains(neighbour) else { return nil }
            let line = storage.lines[neighbour]
            let edge = forward ? line.range.lowerBound : line.range.upperBound
            let offset = offsetPastBinding(edge, forward: forward)
            return forward || offset != edge
                ? TextPosition(offset: offset) : TextPosition(offset: edge, affinity: .backward)
        }
    }

    /// `offset`, or, when it falls inside a binding (broken across lines, or cut by
    /// truncation), the binding's end in the direction of travel: a binding is one step,
    /// and a caret goes past it, never into it.
    private func offsetPastBinding(_ offset: Int, forward: Bool) -> Int {
        guard let binding = bindingRange(containing: offset), offset > binding.lowerBound, offset < binding.upperBound
        else { return offset }
        return forward ? binding.upperBound : binding.lowerBound
    }

    /// The position a dragged selection handle moves to: the closest position to
    /// `point`, kept on its side of `other` so the selection never collapses or flips.
    ///
    /// - Parameters:
    ///   - point: where the handle is dragged to, in layout coordinates.
    ///   - old: where the dragged handle was.
    ///   - other: the selection's other end, which stays.
    public func position(for point: Point, old: TextPosition, other: TextPosition) -> TextPosition? {
        guard let closest = closestPosition(to: point) else { return nil }
        // The grapheme boundaries next to `other`, found without listing the text's.
        let whole = 0..<text.length
        if old.offset < other.offset {
            let limit = lastGraphemeBoundary(atOrBefore: other.offset - 1, in: whole) ?? 0
            return closest.offset <= limit ? closest : TextPosition(offset: min(limit, other.offset))
        }
        let limit = firstGraphemeBoundary(atOrAfter: other.offset + 1, in: whole) ?? text.length
        return closest.offset >= limit ? closest : TextPosition(offset: max(limit, other.offset), affinity: .backward)
    }

    /// The range of the cluster (or binding, or token) under `point`, or nil when the
    /// point is on no glyph.
    public func textRange(at point: Point) -> TextRange? {
        guard let index = lineIndex(for: point) else { return nil }
        guard let box = clusterBoxes(line: index).first(where: { point.x >= $0.minX && point.x < $0.maxX }) else {
            return nil
        }
        return bindingRange(containing: box.range.lowerBound) ?? wholeClusters(box.range)
    }

    /// `range` widened to grapheme boundaries (a box may hold part of a cluster whose
    /// parts rule L1 put in different runs); a token's empty range stays as it is.
    private func wholeClusters(_ range: TextRange) -> TextRange {
        guard !range.isEmpty else { return range }
        let paragraph = paragraphIndex(containing: range.lowerBound).map { shapedText.paragraphs[$0] }
        let start = clusterStart(atOrBefore: range.lowerBound, in: paragraph)
        let end = firstGraphemeBoundary(after: range.upperBound - 1, in: paragraph) ?? range.upperBound
        return start..<max(end, range.upperBound)
    }

    /// The last of the paragraph's start (0 without a paragraph) and its grapheme boundaries
    /// at or before `offset`, or `offset` when none is: a search, not a walk through the
    /// paragraph's boundaries (listing them made every hit test on a 1 MB paragraph cost
    /// a millisecond).
    private func clusterStart(atOrBefore offset: Int, in paragraph: ShapedParagraph?) -> Int {
        let start = paragraph?.range.lowerBound ?? 0
        if let paragraph {
            // A paragraph's boundaries all lie after its start.
            let index = paragraph.analysis.firstGraphemeIndex(after: offset)
            if index > 0 { return paragraph.analysis.graphemeBoundaries[index - 1] }
        }
        return start <= offset ? start : offset
    }

    /// The paragraph's first grapheme boundary after `offset`, or nil.
    private func firstGraphemeBoundary(after offset: Int, in paragraph: ShapedParagraph?) -> Int? {
        guard let analysis = paragraph?.analysis else { return nil }
        let index = analysis.firstGraphemeIndex(after: offset)
        return index < analysis.graphemeBoundaries.count ? analysis.graphemeBoundaries[index] : nil
    }

    /// The range of the cluster (or binding) nearest to `point`.
    public func closestTextRange(at point: Point) -> TextRange? {
        guard let index = closestLineIndex(for: point) else { return nil }
        let boxes = clusterBoxes(line: index)
        guard let box = boxes.min(by: { distance(point.x, $0) < distance(point.x, $1) }) else { return nil }
        return bindingRange(containing: box.range.lowerBound) ?? wholeClusters(box.range)
    }

    /// The range a position stands for when extended: its binding, else the cluster
    /// that starts there (the one that ends there, for a backward position or the end).
    public func textRange(byExtending position: TextPosition) -> TextRange? {
        guard text.length > 0 else { return nil }
        let offset =
            position.affinity == .backward || position.offset >= text.length ? position.offset - 1 : position.offset
        guard offset >= 0, offset < text.length else { return nil }
        if let binding = bindingRange(containing: offset) { return binding }
        let paragraph = paragraphIndex(containing: offset).map { shapedText.paragraphs[$0] }
        let end = firstGraphemeBoundary(after: offset, in: paragraph) ?? offset + 1
        return clusterStart(atOrBefore: offset, in: paragraph)..<end
    }

    /// Whether `point` falls on the truncation token.
    public func isTruncationToken(at point: Point) -> Bool {
        guard let truncation else { return false }
        let line = storage.lines[truncation.lineIndex]
        return point.x >= truncation.tokenFrame.minX && point.x < truncation.tokenFrame.maxX
            && point.y >= line.rowTop && point.y < line.rowBottom
    }

    private func distance(_ x: Double, _ box: ClusterBox) -> Double {
        x < box.minX ? box.minX - x : (x > box.maxX ? x - box.maxX : 0)
    }
}
