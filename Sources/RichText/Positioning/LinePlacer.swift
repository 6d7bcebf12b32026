/// Places a line's pieces: tab advances (resolved here, against the paragraph's tab
/// stops from the line's leading edge), justification, alignment inside the span, then
/// run positions in visual order, appended to the layout's storage as a
/// `LayoutStorage.LineRecord` and its `RunRecord`s.
struct LinePlacer {
    let shaped: ShapedText

    /// A fragment from the breaker with what placing it needs from its paragraph.
    struct Line {
        var fragment: LineFragment
        /// The paragraph style's alignment (the only part of the style placing reads; a
        /// whole `ParagraphStyle` per line would cost its references' counting).
        var alignment: TextAlignment
        var isRightToLeft: Bool
        /// Whether extra room is spread over the line (justified, not a paragraph's or a
        /// forced break's last line, not truncated).
        var justify: Bool

        init(fragment: LineFragment, alignment: TextAlignment, isRightToLeft: Bool) {
            self.fragment = fragment
            self.alignment = alignment
            self.isRightToLeft = isRightToLeft
            justify = alignment == .justified && fragment.end != .hard
        }
    }

    /// Positions `pieces` (logical order, of a line of `paragraph`, which the pieces read
    /// their glyphs through) and appends the line to `builder`; `tabs`
    /// measures the paragraph's tabs when it has any; `widths` (the paragraph's prefix
    /// sums, when at hand) gives the width of a piece that is a plain slice of the
    /// paragraph's glyphs without summing them. The pieces are the caller's array, changed in
    /// place (advances set, sorted visually): setting their advances does not copy it (and
    /// retain every piece's references again), and the caller reuses it for the next line.
    func place(
        _ line: Line, of paragraph: ShapedParagraph, pieces: inout [LinePiece], tabs: ParagraphMeasurer?,
        widths: ParagraphWidths? = nil, into builder: inout LayoutStorage.Builder
    ) {
        let fragment = line.fragment
        let span = fragment.span
        if let tabs {
            applyTabs(
                tabs.tabAdvances(
                    from: fragment.range.lowerBound, to: fragment.range.upperBound, originX: fragment.leadingIndent),
                to: &pieces, in: paragraph)
        }
        let (visibleWidth, totalWidth) = self.widths(
            of: &pieces, visibleBefore: fragment.trailingWhitespaceStart, prefix: widths, in: paragraph)
        var contentWidth = visibleWidth
        if line.justify, span.width > visibleWidth {
            justify(&pieces, extra: span.width - visibleWidth, before: fragment.trailingWhitespaceStart, in: paragraph)
            _ = self.widths(of: &pieces, visibleBefore: fragment.trailingWhitespaceStart, prefix: nil, in: paragraph)
            contentWidth = span.width
        }
        let trailing = max(0, totalWidth - visibleWidth)
        let left = alignedLeft(width: contentWidth, line: line)
        if fragment.reservedRight > 0 {
            let reach = min(left + contentWidth + fragment.reservedRight, fragment.fullSpan.maxX)
            builder.reservedMaxX = max(builder.reservedMaxX, reach)
        }
        var pen = line.isRightToLeft ? left - trailing : left
        let firstRun = builder.runs.count
        // Visual order: as is (left to right), reversed (a right-to-left line of one
        // level), or sorted (mixed levels); moving a piece is a copy of a large value.
        if !pieces.indices.dropFirst().allSatisfy({ pieces[$0 - 1].visualKey < pieces[$0].visualKey }) {
            if pieces.indices.dropFirst().allSatisfy({ pieces[$0 - 1].visualKey > pieces[$0].visualKey }) {
                pieces.reverse()
            } else {
                pieces.sort { $0.visualKey < $1.visualKey }
            }
        }
        for p in pieces.indices {
            let runX = pen
            let range = pieces[p].glyphRange
            pen += pieces[p].advance
            let glyphStart = builder.glyphCount
            builder.glyphCount += range.count
            var paragraphIndex = fragment.paragraphIndex
            var ownGlyphsIndex = -1
            var tokenClustersIndex = -1
            // A token's pieces own their glyphs too, so one test keeps the common piece, a
            // slice of its paragraph's glyphs, off this path.
            if let own = pieces[p].ownGlyphs {
                ownGlyphsIndex = builder.ownGlyphsIndex(keeping: own)
                if let token = pieces[p].tokenParagraph { paragraphIndex = builder.tokenParagraphIndex(of: token) }
                if let clusters = pieces[p].tokenClusters {
                    tokenClustersIndex = builder.tokenClustersIndex(keeping: clusters)
                }
            }
            builder.appendRun(
                range: pieces[p].range, level: pieces[p].level, paragraphIndex: paragraphIndex,
                runIndex: pieces[p].runIndex, glyphRange: glyphStart..<builder.glyphCount, x: runX, width: pen - runX,
                isTruncationToken: pieces[p].isTruncationToken, ownGlyphsIndex: ownGlyphsIndex, sourceRange: range,
                tokenClustersIndex: tokenClustersIndex)
        }
        let placement = LinePlacement(
            index: builder.lines.count, row: fragment.row, range: fragment.range, baselineY: fragment.baselineY,
            ascent: fragment.metrics.ascent, descent: fragment.metrics.descent, leading: fragment.metrics.leading)
        builder.lines.append(
            LayoutStorage.LineRecord(
                placement: placement, originX: left, width: contentWidth, trailingWhitespaceWidth: trailing,
                rowTop: fragment.rowTop, rowBottom: fragment.rowBottom, runRange: firstRun..<builder.runs.count))
    }

    /// The left x of content `width` wide in the line's span, by alignment.
    ///
    /// A span without a right edge (a container of unbounded width) has nowhere to align
    /// to but its left edge, so every alignment starts there (otherwise right, centred and
    /// right-to-left natural lines would sit at infinity).
    ///
    /// Content wider than the span (a cluster wider than the line, a `clip` paragraph) is
    /// start-aligned whatever the alignment, and overflows the end edge (CSS Text 3 § 7.1):
    /// the left edge for left-to-right paragraphs, the right edge for right-to-left ones.
    private func alignedLeft(width: Double, line: Line) -> Double {
        let span = line.fragment.span
        guard span.maxX.isFinite else { return span.minX }
        if width > span.width + LineEndFinder.tolerance {
            return line.isRightToLeft ? span.maxX - width : span.minX
        }
        var alignment = line.alignment
        if alignment == .justified || alignment == .natural {
            alignment = line.isRightToLeft ? .right : .left
        }
        switch alignment {
        case .right: return span.maxX - width
        case .center: return span.minX + (span.width - width) / 2
        default: return span.minX
        }
    }

    /// Sums each piece's advances into `LinePiece.advance`, and returns the line's width
    /// before `offset` (token glyphs always count) and in all. With `prefix`, a piece that
    /// is a plain slice of the paragraph's glyphs takes its widths from the prefix sums:
    /// the same numbers (the sums of float advances in doubles are exact), without a walk
    /// over its glyphs.
    private func widths(
        of pieces: inout [LinePiece], visibleBefore offset: Int, prefix: ParagraphWidths?,
        in paragraph: ShapedParagraph
    ) -> (visible: Double, total: Double) {
        var visible = 0.0
        var total = 0.0
        for p in pieces.indices {
            if let prefix, !pieces[p].hasOwnGlyphs, !pieces[p].isTruncationToken {
                let range = pieces[p].range
                let pieceTotal = prefix.width(from: range.lowerBound, to: range.upperBound)
                let visibleEnd = max(range.lowerBound, min(offset, range.upperBound))
                visible +=
                    range.upperBound <= offset ? pieceTotal : prefix.width(from: range.lowerBound, to: visibleEnd)
                total += pieceTotal
                // Written after the sums are read: a write into the pieces between two reads
                // made the compiler hold the sums with a reference count.
                pieces[p].advance = pieceTotal
                continue
            }
            let advances = pieces[p].storageAdvances(in: paragraph)
            var pieceTotal = 0.0
            var pieceVisible = 0.0
            if pieces[p].isTruncationToken || pieces[p].range.upperBound <= offset {
                for index in pieces[p].glyphRange { pieceTotal += Double(advances[index]) }
                pieceVisible = pieceTotal
            } else {
                let clusters = pieces[p].storageClusters(in: paragraph)
                for index in pieces[p].glyphRange {
                    let advance = Double(advances[index])
                    pieceTotal += advance
                    if Int(clusters[index]) < offset { pieceVisible += advance }
                }
            }
            pieces[p].advance = pieceTotal
            total += pieceTotal
            visible += pieceVisible
        }
        return (visible, total)
    }

    /// Gives each TAB its resolved advance, on the first glyph of its cluster: HarfBuzz puts
    /// a mark that follows a tab in the tab's cluster, and that glyph keeps its zero advance
    /// (the tab counted twice made the line wider than measured).
    private func applyTabs(
        _ tabs: [(offset: Int, advance: Double)], to pieces: inout [LinePiece], in paragraph: ShapedParagraph
    ) {
        guard !tabs.isEmpty else { return }
        let advances = Dictionary(tabs.map { ($0.offset, $0.advance) }, uniquingKeysWith: { first, _ in first })
        for p in pieces.indices where !pieces[p].isTruncationToken {
            pieces[p].makeOwned(in: paragraph)
            let clusters = pieces[p].storage(in: paragraph).clusters
            for g in 0..<pieces[p].glyphCount where g == 0 || clusters[g] != clusters[g - 1] {
                if let advance = advances[Int(clusters[g])] {
                    pieces[p].setAdvance(Float(advance), at: g, in: paragraph)
                }
            }
        }
    }

    /// Spreads `extra` over the spaces before `end` (or, with none, between clusters).
    private func justify(_ pieces: inout [LinePiece], extra: Double, before end: Int, in paragraph: ShapedParagraph) {
        let utf16 = shaped.utf16
        func isSpace(_ cluster: Int) -> Bool { [0x20, 0xA0, 0x3000].contains(utf16[cluster]) }
        var targets: [(piece: Int, glyph: Int)] = []
        var clusterEnds: [(piece: Int, glyph: Int)] = []
        for p in pieces.indices where !pieces[p].isTruncationToken {
            pieces[p].makeOwned(in: paragraph)
            let glyphs = pieces[p].storage(in: paragraph)
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
        for target in targets { pieces[target.piece].addAdvance(share, at: target.glyph, in: paragraph) }
    }
}
