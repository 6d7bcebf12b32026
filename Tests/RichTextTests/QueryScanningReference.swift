@testable import RichText

/// The queries as they were before session 26, scanning every line, row or paragraph on
/// each call: the reference `QueryAgreementTests` compares the searching queries with.
extension TextLayout {
    var referenceRowBands: [(row: Int, top: Double, bottom: Double)] {
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

    func referenceLineIndex(for point: Point) -> Int? {
        storage.lines.indices.first { index in
            let line = storage.lines[index]
            return point.y >= line.rowTop && point.y < line.rowBottom && point.x >= line.originX
                && point.x <= line.originX + line.width
        }
    }

    func referenceClosestLineIndex(for point: Point) -> Int? {
        let bands = referenceRowBands
        guard !bands.isEmpty else { return nil }
        var row = bands.last!.row
        for index in bands.indices.dropLast() where point.y < (bands[index].bottom + bands[index + 1].top) / 2 {
            row = bands[index].row
            break
        }
        func distance(_ index: Int) -> Double {
            let line = storage.lines[index]
            let right = line.originX + line.width + line.trailingWhitespaceWidth
            if point.x < line.originX { return line.originX - point.x }
            if point.x > right { return point.x - right }
            return 0
        }
        return storage.lines.indices.filter { storage.lines[$0].row == row }.min { distance($0) < distance($1) }
    }

    func referenceParagraphIsRightToLeft(at offset: Int) -> Bool {
        let paragraphs = shapedText.paragraphs
        let paragraph =
            paragraphs.first { $0.range.contains(offset) } ?? paragraphs.last { $0.range.upperBound == offset }
        return paragraph?.analysis.isRightToLeft ?? false
    }

    /// `position(from:direction:)` one row up or down, through the scanning lookups.
    func referenceRowStep(from position: TextPosition, down: Bool) -> TextPosition? {
        guard let lineIndex = lineIndex(for: position) else { return nil }
        let x = caretX(for: position, line: lineIndex)
        let row = storage.lines[lineIndex].row + (down ? 1 : -1)
        guard let band = referenceRowBands.first(where: { $0.row == row }) else {
            let edge = down ? visibleRange.upperBound : visibleRange.lowerBound
            guard let binding = bindingRange(containing: edge), edge > binding.lowerBound, edge < binding.upperBound
            else { return TextPosition(offset: edge) }
            return TextPosition(offset: down ? binding.upperBound : binding.lowerBound)
        }
        guard let closest = referenceClosestLineIndex(for: Point(x: x, y: (band.top + band.bottom) / 2)) else {
            return nil
        }
        let stops = caretStops(line: closest)
        guard let best = stops.min(by: { abs($0.x - x) < abs($1.x - x) }) else {
            return TextPosition(offset: offsetOutsideBinding(line: storage.lines[closest].range))
        }
        return best.position
    }

    func referenceSelectionRects(for range: TextRange) -> [SelectionRect] {
        guard !range.isEmpty else { return [] }
        let all = pieces(for: range)
        guard let firstPiece = all.first, let lastPiece = all.last else { return [] }
        let firstRow = storage.lines[firstPiece.line].row
        let lastRow = storage.lines[lastPiece.line].row
        let bands = Dictionary(uniqueKeysWithValues: referenceRowBands.map { ($0.row, ($0.top, $0.bottom)) })
        let frame = ContainerGeometry(container).frame
        func edge(left: Bool) -> Double {
            left ? frame.minX : (frame.maxX.isFinite ? frame.maxX : textBoundingRect.maxX)
        }
        var extents: [Int: (minX: Double, maxX: Double)] = [:]
        for piece in all {
            let old = extents[piece.line] ?? (piece.rect.minX, piece.rect.maxX)
            extents[piece.line] = (min(old.minX, piece.rect.minX), max(old.maxX, piece.rect.maxX))
        }
        let lastLineOfFirstRow = all.last { storage.lines[$0.line].row == firstRow }?.line
        let firstLineOfLastRow = all.first { storage.lines[$0.line].row == lastRow }?.line
        var rects: [SelectionRect] = []
        for piece in all {
            let line = storage.lines[piece.line]
            let band = bands[line.row] ?? (line.rowTop, line.rowBottom)
            var rect = Rect(x: piece.rect.minX, y: band.0, width: piece.rect.width, height: band.1 - band.0)
            if firstRow != lastRow {
                let rtl = referenceParagraphIsRightToLeft(at: line.range.lowerBound)
                let extent = extents[piece.line]!
                let isEndPiece = rtl ? piece.rect.minX == extent.minX : piece.rect.maxX == extent.maxX
                let isStartPiece = rtl ? piece.rect.maxX == extent.maxX : piece.rect.minX == extent.minX
                let left = min(edge(left: true), rect.minX)
                let right = max(edge(left: false), rect.maxX)
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
        if firstRow != lastRow {
            for row in (firstRow + 1)..<lastRow {
                guard let band = bands[row] else { continue }
                let rowLines = storage.lines.filter { $0.row == row }
                let rtl = rowLines.first.map { referenceParagraphIsRightToLeft(at: $0.range.lowerBound) } ?? false
                let left = rowLines.map { $0.originX - (rtl ? $0.trailingWhitespaceWidth : 0) }
                    .reduce(edge(left: true), min)
                let right = rowLines.map { $0.originX + $0.width + (rtl ? 0 : $0.trailingWhitespaceWidth) }
                    .reduce(edge(left: false), max)
                rects.append(
                    SelectionRect(
                        rect: Rect(x: left, y: band.0, width: right - left, height: band.1 - band.0),
                        isRightToLeft: rtl, containsStart: false, containsEnd: false))
            }
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
}
