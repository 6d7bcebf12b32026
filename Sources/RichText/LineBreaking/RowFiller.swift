/// Fills the spans of one row with lines of one paragraph: indents, the break decision
/// (`LineEndFinder`) and line metrics, producing `LineFragment`s.
struct RowFiller {
    let measurer: ParagraphMeasurer
    let shaped: ShapedText
    let paragraphIndex: Int
    /// Read once, so the hot loops do not read it through the analysis.
    private let isRightToLeft: Bool
    /// Where each run ends and its reach above and below the baseline and its leading
    /// (from `ParagraphWidths`), so line metrics do not copy runs.
    private let runs: [ParagraphWidths.RunSpan]
    /// The break decision; it also holds the paragraph's analysis, which the filler reads
    /// through it (each copy of an analysis or a paragraph kept here counted references).
    private let finder: LineEndFinder
    private var analysis: ParagraphAnalysis { finder.analysis }
    /// The paragraph's edge shaper, once a line edge needs one (`LineEndFinder.edges(forLine:_:kept:)`).
    private var edges: LineEdgeShaper?
    /// The other line-height models' data, when the style asks for one (nil: the original
    /// model, `LineHeightModel`, on the fast path), built once per paragraph with the
    /// measurer.
    private var boxModel: LineBoxModel? { measurer.lineBoxModel }

    init(measurer: ParagraphMeasurer, shaped: ShapedText, paragraphIndex: Int) {
        self.measurer = measurer
        self.shaped = shaped
        self.paragraphIndex = paragraphIndex
        finder = LineEndFinder(measurer: measurer, paragraph: shaped.paragraphs[paragraphIndex], shaped: shaped)
        isRightToLeft = finder.analysis.isRightToLeft
        runs = measurer.widths.runs
    }

    /// The index of the first run that ends after `offset` (or at it, with `orAt`).
    private func firstRun(endingAfter offset: Int, orAt: Bool = false) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].end < offset || (!orAt && runs[middle].end == offset) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Lines for `spans` (left to right), starting at `offset`; fewer lines than spans
    /// when the paragraph ends or a span is too narrow.
    ///
    /// The lines are appended to `output` (a row's lines are its last ones); nothing is
    /// allocated per row.
    mutating func fill(
        spans: RowSpans, from offset: Int, isFirst: Bool, row: Int, forceProgress: Bool,
        into output: inout [LineFragment]
    ) {
        // The spans in the paragraph's direction, read by index (a reversed copy would
        // be an array a row).
        let count = spans.count
        var added = 0
        var start = offset
        let contentEnd = finder.contentEnd
        for index in 0..<count {
            let fullSpan = spans[isRightToLeft ? count - 1 - index : index]
            let place = indented(
                fullSpan, leading: index == 0, trailing: index == count - 1, firstLine: isFirst && added == 0)
            let force = forceProgress && added == 0 && index == count - 1
            guard
                let end = finder.lineEnd(
                    from: start, width: place.span.width, originX: place.leadingIndent, force: force, edges: &edges)
            else {
                continue
            }
            output.append(fragment(start..<end, place: place, fullSpan: fullSpan, row: row))
            added += 1
            start = end
            if end >= contentEnd || isMandatoryBreak(at: end) { break }
        }
        if added == 0, start == contentEnd, let first = isRightToLeft ? spans.last : spans.first {
            // An empty paragraph still takes one (empty) line.
            let place = indented(first, leading: true, trailing: count == 1, firstLine: isFirst)
            output.append(fragment(start..<start, place: place, fullSpan: first, row: row))
        }
    }

    /// A line's span after its indents, how far its leading edge is from the whole
    /// span's, and the indent it keeps free at its right.
    struct Indented {
        var span: FreeSpan
        var leadingIndent: Double
        var reservedRight: Double
    }

    /// The span left after the head indent (at the leading edge) and the tail indent,
    /// inside `span`.
    ///
    /// The indent at the line's right (a right-to-left line's head indent, a left-to-right
    /// line's negative tail indent) is also given as `reservedRight`, so the layout's
    /// width counts it as it counts the indents at the left and as `maxContentWidth` does.
    /// A span without a right edge (a container of unbounded width) cannot take an indent
    /// off that edge: there the line starts at the left edge, and `reservedRight` alone
    /// keeps the indent. A positive tail indent bounds such a right-to-left line as it
    /// bounds a left-to-right one: its box is the tail indent wide, from the left edge.
    private func indented(_ span: FreeSpan, leading: Bool, trailing: Bool, firstLine: Bool) -> Indented {
        var result = span
        // Read through the measurer, which holds the paragraph's one copy of the style.
        let head = leading ? (firstLine ? measurer.style.firstLineHeadIndent : measurer.style.headIndent) : 0
        let tail = trailing ? measurer.style.tailIndent : 0
        let unbounded = !span.maxX.isFinite
        if isRightToLeft {
            if unbounded {
                if tail > 0 { result.maxX = span.minX + tail - head }
            } else {
                result.maxX -= head
                if tail > 0 { result.minX = max(result.minX, span.maxX - tail) }
            }
            if tail < 0 { result.minX -= tail }
        } else {
            result.minX += head
            if tail > 0 {
                result.maxX = min(result.maxX, span.minX + tail)
            } else {
                result.maxX += tail
            }
        }
        let reserved = max(0, isRightToLeft ? head : -tail)
        // Indents never take a line out of its span: one wider than the span (a deeply
        // nested list in a narrow container) leaves it empty at the far edge, a negative one
        // stops at the span's edge.
        result.minX = min(max(result.minX, span.minX), span.maxX)
        result.maxX = min(max(result.maxX, span.minX), span.maxX)
        if result.maxX < result.minX { result.maxX = result.minX }
        let leadingIndent =
            isRightToLeft ? (unbounded ? reserved : span.maxX - result.maxX) : result.minX - span.minX
        return Indented(span: result, leadingIndent: leadingIndent, reservedRight: reserved)
    }

    private func isMandatoryBreak(at offset: Int) -> Bool {
        analysis.isMandatoryBreak(at: offset)
    }

    private func fragment(_ range: TextRange, place: Indented, fullSpan: FreeSpan, row: Int) -> LineFragment {
        // Through the analysis copied once: `paragraph.contentRange` copies the analysis.
        let content = analysis.contentRange
        let contentEnd = content.upperBound
        let whitespaceStart = measurer.trailingWhitespaceStart(from: range.lowerBound, to: range.upperBound)
        let hyphenated =
            range.upperBound > range.lowerBound && range.upperBound < contentEnd
            && measurer.utf16[range.upperBound - 1] == 0xAD
        let end: LineFragment.End
        if range.upperBound >= contentEnd || isMandatoryBreak(at: range.upperBound) {
            end = .hard
        } else {
            end = hyphenated ? .hyphen : .soft
        }
        let metrics =
            boxModel == nil
            ? lineMetrics(from: range.lowerBound, to: range.upperBound)
            : boxMetrics(range, isFirst: range.lowerBound <= content.lowerBound, isLast: range.upperBound >= contentEnd)
        return LineFragment(
            paragraphIndex: paragraphIndex, range: range, row: row, span: place.span, fullSpan: fullSpan,
            leadingIndent: place.leadingIndent, reservedRight: place.reservedRight,
            trailingWhitespaceStart: whitespaceStart, end: end, metrics: metrics)
    }

    /// The metrics a line starting at `offset` has at least, under the paragraph's model:
    /// what the breaker estimates a row's height with.
    func estimatedLineMetrics(at offset: Int) -> LineHeightModel.LineMetrics {
        boxModel == nil
            ? lineMetrics(from: offset, to: offset) : boxMetrics(offset..<offset, isFirst: false, isLast: false)
    }

    /// The other models' metrics for the line `range` (kept out of line: the fast path of
    /// `fragment` stays as small as it was without them).
    @inline(never)
    private func boxMetrics(_ range: TextRange, isFirst: Bool, isLast: Bool) -> LineHeightModel.LineMetrics {
        guard let boxModel else { return lineMetrics(from: range.lowerBound, to: range.upperBound) }
        return boxModel.metrics(
            runs: runIndices(from: range.lowerBound, to: range.upperBound), isFirst: isFirst, isLast: isLast)
    }

    /// The original line-height model's metrics for `[from, to)` (an empty range uses the
    /// font at `from`). Inlined into its two callers, as it was into `fragment` before the
    /// other models came.
    @inline(__always)
    func lineMetrics(from: Int, to: Int) -> LineHeightModel.LineMetrics {
        var ascent = 0.0
        var descent = 0.0
        var leading = 0.0
        var found = false
        func add(_ part: LineHeightModel.Contribution) {
            ascent = max(ascent, part.ascent)
            descent = max(descent, part.descent)
            leading = max(leading, part.leading)
            found = true
        }
        if to > from {
            // The runs overlapping [from, to) (runs tile the content in order).
            var index = firstRun(endingAfter: from)
            while index < runs.count {
                add(runs[index].metrics)
                if runs[index].end >= to { break }
                index += 1
            }
        }
        if !found {
            let nearest = firstRun(endingAfter: from, orAt: true)
            if !runs.isEmpty {
                add(runs[min(nearest, runs.count - 1)].metrics)
            } else {
                let offset = min(from, max(shaped.text.length - 1, 0))
                let font = shaped.text.length > 0 ? shaped.text.attributes(at: offset).font ?? .default : .default
                if let face = shaped.context.face(for: font) {
                    let metrics = face.metrics(size: font.size)
                    add(
                        LineHeightModel.Contribution(
                            ascent: metrics.ascender, descent: -metrics.descender, leading: metrics.lineGap))
                }
            }
        }
        return LineHeightModel.metrics(ascent: ascent, descent: descent, leading: leading, style: measurer.style)
    }

    /// The runs overlapping `[from, to)`, or for an empty range the run at `from` (none
    /// when the paragraph has no runs), as `lineMetrics` takes them.
    private func runIndices(from: Int, to: Int) -> Range<Int> {
        if to > from {
            let first = firstRun(endingAfter: from)
            var last = first
            while last < runs.count - 1, runs[last].end < to { last += 1 }
            if first < runs.count { return first..<last + 1 }
        }
        guard !runs.isEmpty else { return 0..<0 }
        let nearest = min(firstRun(endingAfter: from, orAt: true), runs.count - 1)
        return nearest..<nearest + 1
    }
}
