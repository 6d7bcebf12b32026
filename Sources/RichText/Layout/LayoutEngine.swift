/// Runs the layout phases for one container: break lines, build and place each line,
/// truncate the last one if needed, then let the line-position modifier move baselines.
struct LayoutEngine {
    let shaped: ShapedText
    let container: TextContainer
    let geometry: ContainerGeometry

    init(shaped: ShapedText, container: TextContainer) {
        self.shaped = shaped
        self.container = container
        geometry = ContainerGeometry(container)
    }

    struct Output {
        var storage: LayoutStorage
        var rowCount: Int
        var visibleEnd: Int
        var isTruncated: Bool
        var truncation: TextLayout.Truncation?
    }

    func run(from start: Int) -> Output {
        let breaker = LineBreaker(shaped: shaped, geometry: geometry, context: shaped.context)
        let result = breaker.breakLines(from: start)
        var builder = LayoutStorage.Builder()
        builder.reserveCapacity(lines: result.lines.count)
        var visibleEnd = result.lines.last?.range.upperBound ?? start
        if !result.overflowed { visibleEnd = max(visibleEnd, result.endOffset) }
        var truncation: TextLayout.Truncation?
        do {
            let lineBuilder = LineBuilder(shaped: shaped)
            let placer = LinePlacer(shaped: shaped)
            let truncationType = geometry.container.truncationType
            var currentParagraph = -1
            var style = ParagraphStyle.default
            for (index, fragment) in result.lines.enumerated() {
                let paragraph = shaped.paragraphs[fragment.paragraphIndex]
                if currentParagraph != fragment.paragraphIndex {
                    currentParagraph = fragment.paragraphIndex
                    style = shaped.text.attributes(at: paragraph.range.lowerBound).paragraphStyle ?? .default
                }
                var line = placement(fragment, paragraph: paragraph, style: style)
                let isLast = index == result.lines.count - 1
                if isLast, result.overflowed, truncationType != .none {
                    let truncator = Truncator(shaped: shaped, context: shaped.context, builder: lineBuilder)
                    let cut = truncator.truncate(fragment, type: truncationType, token: geometry.container.truncationToken)
                    line.justify = false
                    line.range = fragment.range.lowerBound..<(cut.tail.isEmpty ? cut.head.upperBound : cut.tail.upperBound)
                    line.trailingWhitespaceStart = Int.max
                    placer.place(line, pieces: cut.pieces, tabs: [], into: &builder)
                    visibleEnd = line.range.upperBound
                    let run = builder.runs[builder.lines[index].runRange].first { $0.isTruncationToken }
                    let record = builder.lines[index]
                    truncation = TextLayout.Truncation(
                        lineIndex: index, elidedRange: cut.elidedRange,
                        tokenFrame: Rect(x: run?.x ?? record.originX + record.width, y: record.baselineY - record.ascent,
                                         width: run?.width ?? 0, height: record.ascent + record.descent))
                    continue
                }
                var pieces = lineBuilder.pieces(for: fragment.range, in: paragraph, lineRange: fragment.range)
                if fragment.isHyphenated { appendHyphen(to: &pieces, at: fragment.range.upperBound - 1) }
                let originX = line.isRightToLeft ? fragment.fullSpan.maxX - fragment.span.maxX : fragment.span.minX - fragment.fullSpan.minX
                let tabs = result.tabMeasurers[fragment.paragraphIndex]?
                    .tabAdvances(from: fragment.range.lowerBound, to: fragment.range.upperBound, originX: originX) ?? []
                placer.place(line, pieces: pieces, tabs: tabs, into: &builder)
            }
        }
        applyModifier(to: &builder)
        return Output(
            storage: LayoutStorage(builder), rowCount: result.rowCount, visibleEnd: visibleEnd,
            isTruncated: result.overflowed, truncation: truncation)
    }

    private func placement(_ fragment: LineFragment, paragraph: ShapedParagraph, style: ParagraphStyle) -> LinePlacer.Line {
        let rowBottom = fragment.rowTop + rowHeight(fragment)
        return LinePlacer.Line(
            range: fragment.range, row: fragment.row, span: fragment.span,
            baselineY: fragment.baselineY, rowTop: fragment.rowTop, rowBottom: rowBottom, metrics: fragment.metrics,
            style: style, isRightToLeft: paragraph.isRightToLeft,
            justify: style.alignment == .justified && !fragment.endsWithHardBreak,
            trailingWhitespaceStart: fragment.trailingWhitespaceStart)
    }

    /// The row's height: its shared baseline plus the deepest part below it.
    private func rowHeight(_ fragment: LineFragment) -> Double {
        (fragment.baselineY - fragment.rowTop) + fragment.metrics.height - fragment.metrics.baselineOffset
    }

    /// Adds the visible hyphen after a soft hyphen at the logical end of the line.
    private func appendHyphen(to pieces: inout [LinePiece], at offset: Int) {
        guard let index = pieces.indices.last, let hyphen = HyphenGlyph(face: pieces[index].run.face, size: pieces[index].run.font.size)
        else { return }
        var glyphs = pieces[index].glyphs
        glyphs.append(id: hyphen.id, advance: Float(hyphen.advance), xOffset: 0, yOffset: 0, cluster: Int32(offset), flags: 0)
        pieces[index].glyphs = glyphs
    }

    /// Lets the container's modifier move baselines (glyphs follow their line's baseline
    /// when the glyph table is built).
    private func applyModifier(to builder: inout LayoutStorage.Builder) {
        guard let modifier = container.linePositionModifier, !builder.lines.isEmpty else { return }
        var placements = builder.lines.enumerated().map { index, line in
            LinePlacement(index: index, row: line.row, range: line.range, baselineY: line.baselineY,
                          ascent: line.ascent, descent: line.descent, leading: line.leading)
        }
        modifier.modifyLines(&placements, in: geometry.container)
        for placement in placements where builder.lines.indices.contains(placement.index) {
            let delta = placement.baselineY - builder.lines[placement.index].baselineY
            guard delta != 0, delta.isFinite else { continue }
            builder.lines[placement.index].baselineY += delta
            builder.lines[placement.index].rowTop += delta
            builder.lines[placement.index].rowBottom += delta
        }
    }
}
