/// Places a line's pieces: tab advances, justification, alignment inside the span, then
/// glyph positions in visual order, appended to the layout's storage.
struct LinePlacer {
    let shaped: ShapedText

    /// What a placed line needs beyond its pieces.
    struct Line {
        var range: Range<Int>
        var row: Int
        var span: Span
        var baselineY: Double
        var rowTop: Double
        var rowBottom: Double
        var metrics: LineHeightModel.LineMetrics
        var style: ParagraphStyle
        var isRightToLeft: Bool
        var justify: Bool
        var trailingWhitespaceStart: Int
    }

    /// Positions `pieces` (logical order) and appends the line to `builder`.
    func place(_ line: Line, pieces: [LinePiece], tabs: [(offset: Int, advance: Double)], into builder: inout LayoutStorage.Builder) {
        var pieces = pieces
        applyTabs(tabs, to: &pieces)
        let (visibleWidth, totalWidth) = widths(of: &pieces, visibleBefore: line.trailingWhitespaceStart)
        var contentWidth = visibleWidth
        if line.justify, line.span.width > visibleWidth {
            justify(&pieces, extra: line.span.width - visibleWidth, before: line.trailingWhitespaceStart)
            _ = widths(of: &pieces, visibleBefore: line.trailingWhitespaceStart)
            contentWidth = line.span.width
        }
        let trailing = max(0, totalWidth - visibleWidth)
        let left = alignedLeft(width: contentWidth, line: line)
        var pen = line.isRightToLeft ? left - trailing : left
        let firstRun = builder.runs.count
        let isSorted = pieces.indices.dropFirst().allSatisfy { pieces[$0 - 1].visualKey < pieces[$0].visualKey }
        if !isSorted { pieces.sort { $0.visualKey < $1.visualKey } }
        for p in pieces.indices {
            let runX = pen
            let range = pieces[p].glyphRange
            pen += pieces[p].advance
            let glyphStart = builder.glyphCount
            builder.glyphCount += range.count
            builder.runs.append(LayoutStorage.RunRecord(
                range: pieces[p].range, level: pieces[p].level, paragraph: pieces[p].paragraph,
                runIndex: pieces[p].runIndex, glyphRange: glyphStart..<builder.glyphCount, x: runX, width: pen - runX,
                isTruncationToken: pieces[p].isTruncationToken, ownGlyphs: pieces[p].ownGlyphs.map(LayoutStorage.OwnGlyphs.init), sourceRange: range))
        }
        builder.lines.append(LayoutStorage.LineRecord(
            range: line.range, row: line.row, originX: left, baselineY: line.baselineY,
            ascent: line.metrics.ascent, descent: line.metrics.descent, leading: line.metrics.leading,
            width: contentWidth, trailingWhitespaceWidth: trailing, runRange: firstRun..<builder.runs.count,
            rowTop: line.rowTop, rowBottom: line.rowBottom))
    }

    /// The left x of content `width` wide in the line's span, by alignment.
    private func alignedLeft(width: Double, line: Line) -> Double {
        var alignment = line.style.alignment
        if alignment == .justified || alignment == .natural {
            alignment = line.isRightToLeft ? .right : .left
        }
        switch alignment {
        case .right: return line.span.maxX - width
        case .center: return line.span.minX + (line.span.width - width) / 2
        default: return line.span.minX
        }
    }

    /// The advance of the glyphs before `offset` (token glyphs always count) and of all.
    /// Sums each piece's advances into `LinePiece.advance`, and returns the line's width
    /// before `offset` (token glyphs always count) and in all.
    private func widths(of pieces: inout [LinePiece], visibleBefore offset: Int) -> (visible: Double, total: Double) {
        var visible = 0.0
        var total = 0.0
        for p in pieces.indices {
            let glyphs = pieces[p].storage
            var pieceTotal = 0.0
            var pieceVisible = 0.0
            if pieces[p].isTruncationToken || pieces[p].range.upperBound <= offset {
                for index in pieces[p].glyphRange { pieceTotal += Double(glyphs.advances[index]) }
                pieceVisible = pieceTotal
            } else {
                for index in pieces[p].glyphRange {
                    let advance = Double(glyphs.advances[index])
                    pieceTotal += advance
                    if Int(glyphs.clusters[index]) < offset { pieceVisible += advance }
                }
            }
            pieces[p].advance = pieceTotal
            total += pieceTotal
            visible += pieceVisible
        }
        return (visible, total)
    }

    /// Gives each TAB glyph its resolved advance.
    private func applyTabs(_ tabs: [(offset: Int, advance: Double)], to pieces: inout [LinePiece]) {
        guard !tabs.isEmpty else { return }
        let advances = Dictionary(tabs.map { ($0.offset, $0.advance) }, uniquingKeysWith: { first, _ in first })
        for p in pieces.indices where !pieces[p].isTruncationToken {
            pieces[p].makeOwned()
            for g in 0..<pieces[p].glyphCount {
                if let advance = advances[Int(pieces[p].storage.clusters[g])] { pieces[p].setAdvance(Float(advance), at: g) }
            }
        }
    }

    /// Spreads `extra` over the spaces before `end` (or, with none, between clusters).
    private func justify(_ pieces: inout [LinePiece], extra: Double, before end: Int) {
        let utf16 = shaped.utf16
        func isSpace(_ cluster: Int) -> Bool { [0x20, 0xA0, 0x3000].contains(utf16[cluster]) }
        var targets: [(piece: Int, glyph: Int)] = []
        var clusterEnds: [(piece: Int, glyph: Int)] = []
        for p in pieces.indices where !pieces[p].isTruncationToken {
            pieces[p].makeOwned()
            let glyphs = pieces[p].storage
            for g in 0..<glyphs.count where Int(glyphs.clusters[g]) < end {
                let isLastOfCluster = g + 1 == glyphs.count || glyphs.clusters[g + 1] != glyphs.clusters[g]
                guard isLastOfCluster else { continue }
                if isSpace(Int(glyphs.clusters[g])) { targets.append((p, g)) }
                clusterEnds.append((p, g))
            }
        }
        if targets.isEmpty { targets = Array(clusterEnds.dropLast()) }
        guard !targets.isEmpty else { return }
        let share = Float(extra / Double(targets.count))
        for target in targets { pieces[target.piece].addAdvance(share, at: target.glyph) }
    }
}
