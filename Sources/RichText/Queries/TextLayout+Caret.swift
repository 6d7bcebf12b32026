extension TextLayout {
    /// The caret position nearest to `point`: never inside a grapheme cluster (emoji
    /// sequences, base + marks), a CR LF or a binding. Affinity is backward at the end of
    /// a wrapped line and where the nearest edge is a cluster's trailing edge.
    public func closestPosition(to point: Point) -> TextPosition? {
        guard let lineIndex = closestLineIndex(for: point) else { return nil }
        let stops = caretStops(line: lineIndex)
        guard let best = stops.min(by: { abs($0.x - point.x) < abs($1.x - point.x) }) else {
            return TextPosition(offset: offsetOutsideBinding(line: storage.lines[lineIndex].range))
        }
        return best.position
    }

    /// Where the caret goes for a line without caret stops: its start, or, for a line that
    /// lies inside a binding split across lines, the binding's nearer edge in text order.
    func offsetOutsideBinding(line range: TextRange) -> Int {
        guard let binding = bindingRange(containing: range.lowerBound), range.lowerBound > binding.lowerBound else {
            return range.lowerBound
        }
        let before = range.lowerBound - binding.lowerBound
        let after = binding.upperBound - range.upperBound
        return before <= after ? binding.lowerBound : binding.upperBound
    }

    /// The caret's rectangle for `position`: zero width, the line's ascent + descent tall.
    public func caretRect(for position: TextPosition) -> Rect? {
        guard let index = lineIndex(for: position) else { return nil }
        let line = storage.lines[index]
        let x = caretX(for: position, line: index)
        return Rect(x: x, y: line.baselineY - line.ascent, width: 0, height: line.ascent + line.descent)
    }

    /// The x of a caret at `position` in line `index`.
    func caretX(for position: TextPosition, line index: Int) -> Double {
        let stops = caretStops(line: index)
        let matching = stops.filter { $0.position.offset == position.offset }
        if let exact = matching.first(where: { $0.position.affinity == position.affinity }) ?? matching.first {
            return exact.x
        }
        let line = storage.lines[index]
        let isRightToLeft =
            paragraphIndex(containing: line.range.lowerBound).map { shapedText.paragraphs[$0].analysis.isRightToLeft }
            ?? false
        if position.offset <= line.range.lowerBound { return isRightToLeft ? line.originX + line.width : line.originX }
        return isRightToLeft ? line.originX : line.originX + line.width
    }

    /// Every place a caret can stand in line `index`, with its x: each cluster's leading
    /// edge (forward) and trailing edge (backward), minus offsets inside bindings.
    func caretStops(line index: Int) -> [(position: TextPosition, x: Double)] {
        let line = storage.lines[index]
        var stops: [(position: TextPosition, x: Double)] = []
        for box in clusterBoxes(line: index) {
            if box.isTruncationToken {
                stops.append((TextPosition(offset: box.range.lowerBound), box.leadingX))
                continue
            }
            stops.append((TextPosition(offset: box.range.lowerBound), box.leadingX))
            stops.append((TextPosition(offset: box.range.upperBound, affinity: .backward), box.trailingX))
        }
        if stops.isEmpty { stops.append((TextPosition(offset: line.range.lowerBound), line.originX)) }
        let isLastLine = index == storage.lines.count - 1
        // Rule L1 may give the parts of one grapheme cluster different levels (a prepended
        // U+0600 and the space after it, at a line end), so they land in different runs:
        // the edge between those parts is no caret stop.
        let boundaries = Set(graphemeBoundaries(in: line.range) + [line.range.lowerBound, line.range.upperBound])
        return stops.compactMap { stop in
            var stop = stop
            let offset = stop.position.offset
            if !boundaries.contains(offset), bindingRange(containing: offset) == nil { return nil }
            if let binding = bindingRange(containing: offset), offset > binding.lowerBound, offset < binding.upperBound
            {
                return nil
            }
            if offset == line.range.upperBound, !isLastLine, storage.lines[index + 1].range.lowerBound == offset {
                stop.position.affinity = .backward
            } else if offset == line.range.upperBound, offset < text.length, isParagraphEnd(offset) {
                stop.position.affinity = .forward
            }
            if offset > line.range.upperBound || offset < line.range.lowerBound { return nil }
            return stop
        }
    }

    /// The range of the binding covering `offset` (inside it or at its start), if any.
    func bindingRange(containing offset: Int) -> TextRange? {
        guard offset >= 0, offset < text.length, text.attributes(at: offset).binding != nil else {
            if offset > 0, offset <= text.length, text.attributes(at: offset - 1).binding != nil {
                return attributeSpan(around: offset - 1) { $0.binding }
            }
            return nil
        }
        return attributeSpan(around: offset) { $0.binding }
    }

    /// The maximal range around `offset` over which `value` is equal and not nil.
    func attributeSpan<Value: Equatable>(around offset: Int, _ value: (TextAttributes) -> Value?) -> TextRange? {
        guard offset >= 0, offset < text.length, let target = value(text.attributes(at: offset)) else { return nil }
        var index = text.runIndex(containing: offset)
        var start = index
        while start > 0, value(text.runs[start - 1].attributes) == target { start -= 1 }
        while index + 1 < text.runs.count, value(text.runs[index + 1].attributes) == target { index += 1 }
        return text.runs[start].range.lowerBound..<text.runs[index].range.upperBound
    }
}
