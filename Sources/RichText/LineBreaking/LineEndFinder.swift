/// The break decision for one line: where a line that starts at an offset ends when it
/// has a given width (greedy, on UAX #14 opportunities).
///
/// The line ends at the last opportunity whose text fits, its trailing whitespace hanging
/// (not counted); a line that breaks after a soft hyphen must also fit the hyphen. When
/// not even the first word fits, the word breaks between grapheme clusters; when not even
/// one cluster fits, the line is empty unless progress is forced. `charWrap` breaks at any
/// grapheme boundary, `clip` only at mandatory breaks.
///
/// It reads widths only through its `ParagraphMeasurer` and the hyphen width, so tests
/// can drive it with synthetic widths and no fonts.
struct LineEndFinder {
    let measurer: ParagraphMeasurer
    let analysis: ParagraphAnalysis
    let mode: LineBreakMode
    /// The end of the paragraph's content (lines never pass it).
    let contentEnd: Int
    /// The advance of the hyphen shown when a line breaks after the soft hyphen at an offset.
    let hyphenWidth: (Int) -> Double

    private var utf16: [UInt16] { measurer.utf16 }

    /// Where a line starting at `start` ends in `width`, or nil when not even one grapheme
    /// cluster fits and progress is not forced.
    func lineEnd(from start: Int, width: Double, originX: Double, force: Bool) -> Int? {
        guard start < contentEnd else { return nil }
        if mode == .clip {
            return analysis.lineBreaks.first { $0.offset > start && $0.isMandatory }
                .map { min($0.offset, contentEnd) } ?? contentEnd
        }
        var best: Int? = nil
        var firstCandidate: Int? = nil
        if mode == .charWrap {
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
        guard force else { return nil }
        // Forced progress takes one cluster; whitespace after it up to the next
        // opportunity hangs on this line rather than making a line of its own.
        let forced = firstBoundary ?? contentEnd
        if let candidate = firstCandidate, candidate > forced,
            (forced..<candidate).allSatisfy({ ParagraphMeasurer.isHangingWhitespace(utf16[$0]) })
        {
            return candidate
        }
        return forced
    }

    /// The width that must fit: up to the hanging whitespace, plus a hyphen after a
    /// soft hyphen.
    private func fitWidth(_ start: Int, _ end: Int, originX: Double) -> Double {
        let visibleEnd = measurer.trailingWhitespaceStart(from: start, to: end)
        var width = measurer.measuredWidth(from: start, to: visibleEnd, originX: originX)
        if end > start, utf16[end - 1] == 0xAD, end < contentEnd {
            width += hyphenWidth(end - 1)
        }
        return width
    }

    /// Calls `body` with each break candidate after `start` in order (UAX #14
    /// opportunities, or grapheme boundaries in char-wrap mode, clamped to the content
    /// end; the end and forced breaks are mandatory) until it returns false.
    private func forEachCandidate(after start: Int, _ body: (Int, Bool) -> Bool) {
        let end = contentEnd
        if mode == .charWrap {
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
        let end = contentEnd
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
}
