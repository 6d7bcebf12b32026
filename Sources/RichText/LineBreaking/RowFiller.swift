/// Fills the spans of one row with lines: indents, the break decision and line metrics.
struct RowFiller {
    let measurer: ParagraphMeasurer
    let context: FontContext
    let shaped: ShapedText
    let paragraphIndex: Int
    /// Copied out of the measurer once, so the hot loops do not copy them per access.
    private let paragraph: ShapedParagraph
    private let style: ParagraphStyle
    private let isRightToLeft: Bool
    /// Each run's reach above and below the baseline and its leading, and where each run
    /// ends: computed once per paragraph so line metrics do not copy runs.
    private let runMetrics: [(ascent: Double, descent: Double, leading: Double)]
    private let runEnds: [Int]
    private let utf16: [UInt16]
    /// The paragraph's analysis, copied once (reading it through the paragraph copies it).
    private let analysis: ParagraphAnalysis

    init(measurer: ParagraphMeasurer, context: FontContext, shaped: ShapedText, paragraphIndex: Int) {
        self.measurer = measurer
        self.context = context
        self.shaped = shaped
        self.paragraphIndex = paragraphIndex
        paragraph = measurer.paragraph
        style = measurer.style
        analysis = measurer.paragraph.analysis
        isRightToLeft = analysis.isRightToLeft
        runMetrics = measurer.paragraph.runLineMetrics
        runEnds = measurer.paragraph.runEnds
        utf16 = shaped.utf16
    }

    /// The index of the first run that ends after `offset` (or at it, with `orAt`).
    private func firstRun(endingAfter offset: Int, orAt: Bool = false) -> Int {
        var low = 0
        var high = runEnds.count
        while low < high {
            let middle = (low + high) / 2
            if runEnds[middle] < offset || (!orAt && runEnds[middle] == offset) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Lines for `spans` (left to right), starting at `offset`; fewer lines than spans
    /// when the paragraph ends or a span is too narrow.
    ///
    /// The lines are appended to `output` (a row's lines are its last ones); nothing is
    /// allocated per row.
    func fill(spans: [Span], from offset: Int, isFirst: Bool, row: Int, forceProgress: Bool,
              into output: inout [LineFragment]) {
        let ordered = isRightToLeft ? spans.reversed() : spans
        var added = 0
        var start = offset
        let contentEnd = paragraph.contentRange.upperBound
        for (index, fullSpan) in ordered.enumerated() {
            let span = indented(fullSpan, leading: index == 0, trailing: index == ordered.count - 1,
                                firstLine: isFirst && added == 0)
            let force = forceProgress && added == 0 && index == ordered.count - 1
            let originX = isRightToLeft ? fullSpan.maxX - span.maxX : span.minX - fullSpan.minX
            guard let end = lineEnd(from: start, width: span.width, originX: originX, force: force) else { continue }
            output.append(fragment(start..<end, span: span, fullSpan: fullSpan, originX: originX, row: row,
                                   isFirst: isFirst && added == 0))
            added += 1
            start = end
            if end >= contentEnd || isMandatoryBreak(at: end) { break }
        }
        if added == 0, start == contentEnd, let first = ordered.first {
            // An empty paragraph still takes one (empty) line.
            let span = indented(first, leading: true, trailing: ordered.count == 1, firstLine: isFirst)
            output.append(fragment(start..<start, span: span, fullSpan: first, originX: 0, row: row, isFirst: isFirst))
        }
    }

    /// The span left after the head indent (at the leading edge) and the tail indent.
    private func indented(_ span: Span, leading: Bool, trailing: Bool, firstLine: Bool) -> Span {
        var result = span
        let head = leading ? (firstLine ? style.firstLineHeadIndent : style.headIndent) : 0
        if isRightToLeft { result.maxX -= head } else { result.minX += head }
        if trailing {
            if style.tailIndent > 0 {
                if isRightToLeft {
                    result.minX = max(result.minX, span.maxX - style.tailIndent)
                } else {
                    result.maxX = min(result.maxX, span.minX + style.tailIndent)
                }
            } else if isRightToLeft {
                result.minX -= style.tailIndent
            } else {
                result.maxX += style.tailIndent
            }
        }
        if result.maxX < result.minX { result.maxX = result.minX }
        return result
    }

    /// Where a line starting at `start` ends in `width`, or nil when not even one grapheme
    /// cluster fits and progress is not forced.
    func lineEnd(from start: Int, width: Double, originX: Double, force: Bool) -> Int? {
        let contentEnd = paragraph.contentRange.upperBound
        guard start < contentEnd else { return nil }
        if style.lineBreakMode == .clip {
            return analysis.lineBreaks.first { $0.offset > start && $0.isMandatory }
                .map { min($0.offset, contentEnd) } ?? contentEnd
        }
        var best: Int? = nil
        var firstCandidate: Int? = nil
        if style.lineBreakMode == .charWrap {
            forEachCandidate(after: start) { offset, mandatory in
                if firstCandidate == nil { firstCandidate = offset }
                guard fitWidth(start, offset, originX: originX) <= width + 0.001 else { return false }
                best = offset
                return !mandatory
            }
        } else {
            // The same walk as `forEachCandidate`, without a closure (the hot path).
            let breaks = analysis.lineBreaks
            var index = analysis.firstLineBreakIndex(after: start)
            while index < breaks.count {
                let opportunity = breaks[index]
                let offset = min(opportunity.offset, contentEnd)
                if firstCandidate == nil { firstCandidate = offset }
                guard fitWidth(start, offset, originX: originX) <= width + 0.001 else { break }
                best = offset
                if opportunity.isMandatory || opportunity.offset >= contentEnd { break }
                index += 1
            }
        }
        if let best { return best }
        // The first word does not fit: break it between grapheme clusters.
        let limit = firstCandidate ?? contentEnd
        var fitting: Int? = nil
        var firstBoundary: Int? = nil
        forEachGrapheme(after: start) { boundary in
            if firstBoundary == nil { firstBoundary = boundary }
            guard boundary <= limit, fitWidth(start, boundary, originX: originX) <= width + 0.001 else { return false }
            fitting = boundary
            return true
        }
        if let fitting { return fitting }
        return force ? firstBoundary ?? contentEnd : nil
    }

    /// The width that must fit: up to the hanging whitespace, plus a hyphen after a
    /// soft hyphen.
    private func fitWidth(_ start: Int, _ end: Int, originX: Double) -> Double {
        let visibleEnd = measurer.trailingWhitespaceStart(from: start, to: end)
        var width = measurer.measuredWidth(from: start, to: visibleEnd, originX: originX)
        if end > start, utf16[end - 1] == 0xAD, end < paragraph.contentRange.upperBound {
            width += hyphenWidth(at: end - 1)
        }
        return width
    }

    /// Calls `body` with each break candidate after `start` in order (UAX #14
    /// opportunities, or grapheme boundaries in char-wrap mode, clamped to the content
    /// end; the end and forced breaks are mandatory) until it returns false.
    private func forEachCandidate(after start: Int, _ body: (Int, Bool) -> Bool) {
        let end = paragraph.contentRange.upperBound
        if style.lineBreakMode == .charWrap {
            forEachGrapheme(after: start) { boundary in
                let mandatory = boundary >= end || analysis.isMandatoryBreak(at: boundary)
                return body(boundary, mandatory) && !mandatory
            }
            return
        }
        let breaks = analysis.lineBreaks
        var index = analysis.firstLineBreakIndex(after: start)
        while index < breaks.count {
            let opportunity = breaks[index]
            let mandatory = opportunity.isMandatory || opportunity.offset >= end
            guard body(min(opportunity.offset, end), mandatory), !mandatory else { return }
            index += 1
        }
    }

    /// Calls `body` with each grapheme boundary after `start` (clamped to the content
    /// end) until it returns false.
    private func forEachGrapheme(after start: Int, _ body: (Int) -> Bool) {
        let end = paragraph.contentRange.upperBound
        let boundaries = analysis.graphemeBoundaries
        var index = analysis.firstGraphemeIndex(after: start)
        var previous = start
        while index < boundaries.count {
            let boundary = min(boundaries[index], end)
            if boundary > previous {
                guard body(boundary) else { return }
                previous = boundary
            }
            if boundary >= end { return }
            index += 1
        }
    }

    private func isMandatoryBreak(at offset: Int) -> Bool {
        analysis.isMandatoryBreak(at: offset)
    }

    /// The advance of the hyphen shown for the soft hyphen at `offset`.
    func hyphenWidth(at offset: Int) -> Double {
        guard let run = paragraph.runs(overlapping: offset..<offset + 1).first else { return 0 }
        return HyphenGlyph(face: run.face, size: run.font.size)?.advance ?? 0
    }

    private func fragment(
        _ range: Range<Int>, span: Span, fullSpan: Span, originX: Double, row: Int, isFirst: Bool
    ) -> LineFragment {
        let contentEnd = paragraph.contentRange.upperBound
        let whitespaceStart = measurer.trailingWhitespaceStart(from: range.lowerBound, to: range.upperBound)
        let hyphenated = range.upperBound > range.lowerBound && range.upperBound < contentEnd
            && shaped.utf16[range.upperBound - 1] == 0xAD
        let visible = measurer.measuredWidth(from: range.lowerBound, to: whitespaceStart, originX: originX)
        let whole = measurer.measuredWidth(from: range.lowerBound, to: range.upperBound, originX: originX)
        return LineFragment(
            range: range, paragraphIndex: paragraphIndex, row: row, span: span, fullSpan: fullSpan,
            trailingWhitespaceStart: whitespaceStart,
            width: visible + (hyphenated ? hyphenWidth(at: range.upperBound - 1) : 0),
            trailingWhitespaceWidth: max(0, whole - visible),
            isFirstInParagraph: isFirst,
            endsWithHardBreak: range.upperBound >= contentEnd || isMandatoryBreak(at: range.upperBound),
            isHyphenated: hyphenated, metrics: lineMetrics(from: range.lowerBound, to: range.upperBound))
    }

    /// The line-height model's metrics for `[from, to)` (an empty range uses the font at
    /// `from`).
    func lineMetrics(from: Int, to: Int) -> LineHeightModel.LineMetrics {
        var ascent = 0.0, descent = 0.0, leading = 0.0
        var found = false
        func add(_ part: (ascent: Double, descent: Double, leading: Double)) {
            ascent = max(ascent, part.ascent)
            descent = max(descent, part.descent)
            leading = max(leading, part.leading)
            found = true
        }
        if to > from {
            // The runs overlapping [from, to) (runs tile the content in order).
            var index = firstRun(endingAfter: from)
            while index < runEnds.count {
                add(runMetrics[index])
                if runEnds[index] >= to { break }
                index += 1
            }
        }
        if !found {
            let nearest = firstRun(endingAfter: from, orAt: true)
            if !runMetrics.isEmpty {
                add(runMetrics[min(nearest, runMetrics.count - 1)])
            } else {
                let offset = min(from, max(shaped.text.length - 1, 0))
                let font = shaped.text.length > 0 ? shaped.text.attributes(at: offset).font ?? .default : .default
                if let face = context.face(for: font) {
                    let metrics = face.metrics(size: font.size)
                    add((metrics.ascender, -metrics.descender, metrics.lineGap))
                }
            }
        }
        return LineHeightModel.metrics(ascent: ascent, descent: descent, leading: leading, style: style)
    }

    /// What `run` adds to a line's height: its reach above and below the baseline (the
    /// attachment's box for an attachment run) and its leading.
    static func contribution(of run: ShapedRun) -> (ascent: Double, descent: Double, leading: Double) {
        if let attachment = run.attachment {
            return (max(0, attachment.ascent + run.baselineOffset), max(0, attachment.descent - run.baselineOffset), 0)
        }
        let metrics = run.face.metrics(size: run.font.size)
        let raise = run.baselineOffset
        return (max(0, metrics.ascender + raise), max(0, -metrics.descender - raise), metrics.lineGap)
    }
}
