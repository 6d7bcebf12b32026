/// Fills the spans of one row with lines: indents, the break decision and line metrics.
struct RowFiller {
    let measurer: ParagraphMeasurer
    let context: FontContext
    let shaped: ShapedText
    let paragraphIndex: Int

    private var paragraph: ShapedParagraph { measurer.paragraph }
    private var style: ParagraphStyle { measurer.style }
    private var isRightToLeft: Bool { paragraph.analysis.isRightToLeft }

    /// Lines for `spans` (left to right), starting at `offset`; fewer lines than spans
    /// when the paragraph ends or a span is too narrow.
    func fill(spans: [Span], from offset: Int, isFirst: Bool, row: Int, forceProgress: Bool) -> [LineFragment] {
        let ordered = isRightToLeft ? spans.reversed() : spans
        var lines: [LineFragment] = []
        var start = offset
        let contentEnd = paragraph.contentRange.upperBound
        for (index, fullSpan) in ordered.enumerated() {
            let span = indented(fullSpan, leading: index == 0, trailing: index == ordered.count - 1,
                                firstLine: isFirst && lines.isEmpty)
            let force = forceProgress && lines.isEmpty && index == ordered.count - 1
            let originX = isRightToLeft ? fullSpan.maxX - span.maxX : span.minX - fullSpan.minX
            guard let end = lineEnd(from: start, width: span.width, originX: originX, force: force) else { continue }
            lines.append(fragment(start..<end, span: span, fullSpan: fullSpan, originX: originX, row: row,
                                  isFirst: isFirst && lines.isEmpty))
            start = end
            if end >= contentEnd || isMandatoryBreak(at: end) { break }
        }
        if lines.isEmpty, start == contentEnd, let first = ordered.first {
            // An empty paragraph still takes one (empty) line.
            let span = indented(first, leading: true, trailing: ordered.count == 1, firstLine: isFirst)
            lines.append(fragment(start..<start, span: span, fullSpan: first, originX: 0, row: row, isFirst: isFirst))
        }
        return lines
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
            return paragraph.analysis.lineBreaks.first { $0.offset > start && $0.isMandatory }
                .map { min($0.offset, contentEnd) } ?? contentEnd
        }
        let candidates = style.lineBreakMode == .charWrap ? graphemeCandidates(after: start) : breakCandidates(after: start)
        var best: Int? = nil
        for (offset, mandatory) in candidates {
            guard fitWidth(start, offset, originX: originX) <= width + 0.001 else { break }
            best = offset
            if mandatory { break }
        }
        if let best { return best }
        // The first word does not fit: break it between grapheme clusters.
        let limit = candidates.first?.offset ?? contentEnd
        var fitting: Int? = nil
        for boundary in graphemeBoundaries(after: start) where boundary <= limit {
            guard fitWidth(start, boundary, originX: originX) <= width + 0.001 else { break }
            fitting = boundary
        }
        if let fitting { return fitting }
        return force ? graphemeBoundaries(after: start).first ?? contentEnd : nil
    }

    /// The width that must fit: up to the hanging whitespace, plus a hyphen after a
    /// soft hyphen.
    private func fitWidth(_ start: Int, _ end: Int, originX: Double) -> Double {
        let visibleEnd = measurer.trailingWhitespaceStart(from: start, to: end)
        var width = measurer.measuredWidth(from: start, to: visibleEnd, originX: originX)
        if end > start, shaped.utf16[end - 1] == 0xAD, end < paragraph.contentRange.upperBound {
            width += hyphenWidth(at: end - 1)
        }
        return width
    }

    /// UAX #14 opportunities after `start`, clamped to the content end.
    private func breakCandidates(after start: Int) -> [(offset: Int, mandatory: Bool)] {
        let breaks = paragraph.analysis.lineBreaks
        let end = paragraph.contentRange.upperBound
        var low = 0
        var high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle].offset <= start { low = middle + 1 } else { high = middle }
        }
        var result: [(Int, Bool)] = []
        for opportunity in breaks[low...] {
            result.append((min(opportunity.offset, end), opportunity.isMandatory || opportunity.offset >= end))
            if opportunity.offset >= end || opportunity.isMandatory { break }
        }
        return result
    }

    /// Every grapheme boundary after `start` (char wrap), mandatory breaks kept.
    private func graphemeCandidates(after start: Int) -> [(offset: Int, mandatory: Bool)] {
        let hard = Set(breakCandidates(after: start).filter(\.mandatory).map(\.offset))
        var result: [(Int, Bool)] = []
        for boundary in graphemeBoundaries(after: start) {
            result.append((boundary, hard.contains(boundary)))
            if hard.contains(boundary) { break }
        }
        return result
    }

    private func graphemeBoundaries(after start: Int) -> [Int] {
        let end = paragraph.contentRange.upperBound
        return paragraph.analysis.graphemeBoundaries.lazy.filter { $0 > start }.map { min($0, end) }
            .reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
    }

    private func isMandatoryBreak(at offset: Int) -> Bool {
        paragraph.analysis.lineBreaks.contains { $0.offset == offset && $0.isMandatory }
    }

    /// The advance of the hyphen shown for the soft hyphen at `offset`.
    func hyphenWidth(at offset: Int) -> Double {
        guard let run = paragraph.runs.first(where: { $0.range.contains(offset) }) else { return 0 }
        return HyphenGlyph(face: run.face, size: run.font.size)?.advance ?? 0
    }

    private func fragment(
        _ range: Range<Int>, span: Span, fullSpan: Span, originX: Double, row: Int, isFirst: Bool
    ) -> LineFragment {
        let contentEnd = paragraph.contentRange.upperBound
        let whitespaceStart = measurer.trailingWhitespaceStart(from: range.lowerBound, to: range.upperBound)
        let hyphenated = range.upperBound > range.lowerBound && range.upperBound < contentEnd
            && shaped.utf16[range.upperBound - 1] == 0xAD
        var width = measurer.measuredWidth(from: range.lowerBound, to: whitespaceStart, originX: originX)
        if hyphenated { width += hyphenWidth(at: range.upperBound - 1) }
        let whole = measurer.measuredWidth(from: range.lowerBound, to: range.upperBound, originX: originX)
        return LineFragment(
            range: range, paragraphIndex: paragraphIndex, row: row, span: span, fullSpan: fullSpan,
            trailingWhitespaceStart: whitespaceStart, width: width,
            trailingWhitespaceWidth: max(0, whole - measurer.measuredWidth(from: range.lowerBound, to: whitespaceStart, originX: originX)),
            isFirstInParagraph: isFirst,
            endsWithHardBreak: range.upperBound >= contentEnd || isMandatoryBreak(at: range.upperBound),
            isHyphenated: hyphenated, metrics: lineMetrics(from: range.lowerBound, to: range.upperBound))
    }

    /// The line-height model's metrics for `[from, to)` (an empty range uses the font at
    /// `from`).
    func lineMetrics(from: Int, to: Int) -> LineHeightModel.LineMetrics {
        var parts: [(ascent: Double, descent: Double, leading: Double)] = []
        for run in paragraph.runs where run.range.lowerBound < to && run.range.upperBound > from {
            parts.append(Self.contribution(of: run))
        }
        if parts.isEmpty {
            let nearest = paragraph.runs.first { $0.range.upperBound >= from } ?? paragraph.runs.last
            if let nearest {
                parts.append(Self.contribution(of: nearest))
            } else {
                let offset = min(from, max(shaped.text.length - 1, 0))
                let font = shaped.text.length > 0 ? shaped.text.attributes(at: offset).font ?? .default : .default
                if let face = context.face(for: font) {
                    let metrics = face.metrics(size: font.size)
                    parts.append((metrics.ascender, -metrics.descender, metrics.lineGap))
                }
            }
        }
        return LineHeightModel.metrics(contributions: parts, style: style)
    }

    private static func contribution(of run: ShapedRun) -> (ascent: Double, descent: Double, leading: Double) {
        if let attachment = run.attachment {
            return (attachment.ascent, attachment.descent, 0)
        }
        let metrics = run.face.metrics(size: run.font.size)
        return (metrics.ascender, -metrics.descender, metrics.lineGap)
    }
}
