extension TextLayout {
    /// The rects of every range carrying an equal border, one per contiguous visual piece
    /// of each line (adjacent runs merge; separate lines, such as the two sides of an
    /// exclusion, never do), each the line's ascent + descent tall, then inset by the
    /// border's insets.
    public func borderRects(_ kind: BorderKind) -> [BorderRect] {
        var result: [BorderRect] = []
        for (range, border) in attributeRanges(in: visibleRange, { kind == .border ? $0.border : $0.backgroundBorder })
        {
            for rect in rects(for: range) {
                result.append(BorderRect(border: border, range: range, rect: rect.inset(by: border.insets)))
            }
        }
        return result
    }

    /// Block border rects: whole rows at the frame's width, consecutive rows with an equal
    /// block border (taken from each row's first character) merged, then inset.
    public func blockBorderRects() -> [BorderRect] {
        let frame = ContainerGeometry(container).frame
        let left = frame.minX
        let right = frame.maxX.isFinite ? frame.maxX : textBoundingRect.maxX
        var result: [BorderRect] = []
        var open: (border: TextBorder, range: TextRange, top: Double, bottom: Double, row: Int)?
        func close() {
            if let block = open {
                let rect = Rect(x: left, y: block.top, width: right - left, height: block.bottom - block.top)
                result.append(
                    BorderRect(border: block.border, range: block.range, rect: rect.inset(by: block.border.insets)))
            }
            open = nil
        }
        for line in storage.lines {
            let offset = min(line.range.lowerBound, max(text.length - 1, 0))
            guard text.length > 0, let border = text.attributes(at: offset).blockBorder else {
                close()
                continue
            }
            if var block = open, block.border == border, block.row >= line.row - 1 {
                block.range = block.range.lowerBound..<max(block.range.upperBound, line.range.upperBound)
                block.top = min(block.top, line.rowTop)
                block.bottom = max(block.bottom, line.rowBottom)
                block.row = line.row
                open = block
            } else {
                close()
                open = (border, line.range, line.rowTop, line.rowBottom, line.row)
            }
        }
        close()
        return result
    }

    /// The maximal ranges inside `range` where `value` is set and equal, in text order.
    func attributeRanges<Value: Equatable>(
        in range: TextRange, _ value: (TextAttributes) -> Value?
    ) -> [(range: TextRange, value: Value)] {
        guard !range.isEmpty, text.length > 0 else { return [] }
        var result: [(range: TextRange, value: Value)] = []
        for run in text.runs(in: range) {
            guard let current = value(run.attributes) else { continue }
            if let last = result.last, last.value == current, last.range.upperBound == run.range.lowerBound {
                result[result.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                result.append((run.range, current))
            }
        }
        return result
    }
}
