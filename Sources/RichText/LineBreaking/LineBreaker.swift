/// Greedy line breaking of shaped text into a container, row by row.
///
/// For each row the breaker estimates the row's height, asks the container for the free
/// spans of the band `[y, y + height]` (paths and exclusions over the whole band), and
/// fills the spans in the paragraph's direction (right to left for RTL paragraphs) with
/// lines. Lines end at the last UAX #14 opportunity that fits (trailing whitespace hangs);
/// a word wider than the line breaks between grapheme clusters; a span too narrow for the
/// next cluster is skipped. When the filled row turns out taller than estimated, its
/// spans are recomputed for the real height (twice at most). A band with no usable span
/// moves the row down. In a plain rectangle every line holds at least one cluster, so
/// even a zero width makes progress.
struct LineBreaker {
    let shaped: ShapedText
    let geometry: ContainerGeometry

    /// What the breaker laid out.
    struct Result {
        var lines: [LineFragment] = []
        var rowCount = 0
        /// Where the text stopped: the end of the text, or the first offset that did not fit.
        var endOffset: Int
        /// Whether text remains after `endOffset` because of the row limit or the height.
        var overflowed = false
        /// The bottom of the last row.
        var bottom: Double
    }

    /// Breaks the text from `startOffset` on.
    func breakLines(from startOffset: Int) -> Result {
        let textEnd = shaped.utf16.count
        var result = Result(endOffset: textEnd, bottom: geometry.top)
        result.lines.reserveCapacity(estimatedLineCount(from: startOffset))
        var y = geometry.top
        let maxRows = geometry.container.maximumNumberOfRows
        var previousParagraphSpacing: Double? = nil
        for (paragraphIndex, paragraph) in shaped.paragraphs.enumerated() where paragraph.range.upperBound > startOffset
        {
            let style = shaped.text.attributes(at: paragraph.range.lowerBound).paragraphStyle ?? .default
            let measurer = ParagraphMeasurer(shaped, paragraph: paragraphIndex, style: style, lineBoxes: true)
            let filler = RowFiller(measurer: measurer, shaped: shaped, paragraphIndex: paragraphIndex)
            var offset = max(paragraph.contentRange.lowerBound, startOffset)
            if let spacing = previousParagraphSpacing, offset == paragraph.contentRange.lowerBound {
                y += max(0, spacing) + max(0, style.paragraphSpacingBefore)
            }
            var isFirst = offset == paragraph.contentRange.lowerBound
            repeat {
                if maxRows > 0 && result.rowCount == maxRows {
                    return stop(result, at: offset)
                }
                guard
                    let bottom = fillRow(
                        at: &y, offset: offset, isFirst: isFirst, filler: filler,
                        rowIndex: result.rowCount, into: &result.lines)
                else { return stop(result, at: offset) }
                result.rowCount += 1
                result.bottom = bottom
                y = bottom + max(0, style.lineSpacing)
                offset = result.lines[result.lines.count - 1].range.upperBound
                isFirst = false
            } while offset < paragraph.contentRange.upperBound
            previousParagraphSpacing = style.paragraphSpacing
        }
        return result
    }

    private func stop(_ result: Result, at offset: Int) -> Result {
        var stopped = result
        stopped.endOffset = offset
        stopped.overflowed = offset < shaped.utf16.count
        return stopped
    }

    /// About how many lines the text makes (each paragraph's width over the frame's, plus
    /// one), so the line array is allocated once.
    private func estimatedLineCount(from startOffset: Int) -> Int {
        let width = max(geometry.frame.width, 1)
        var estimate = 0.0
        for (paragraph, widths) in zip(shaped.paragraphs, shaped.widths) where paragraph.range.upperBound > startOffset
        {
            estimate += widths.total / width + 1
        }
        // Never more rows than points of height, nor an absurd reservation: the array
        // still grows past the estimate when needed.
        var limit = Double(1 << 18)
        if geometry.frame.height.isFinite { limit = min(limit, max(geometry.frame.height, 0) + 16) }
        let maxRows = geometry.container.maximumNumberOfRows
        if maxRows > 0 { limit = min(limit, Double(maxRows) * 4) }
        return estimate.isFinite ? Int(min(estimate * 1.1, limit)) + 1 : 16
    }

    /// Appends the lines of one row at or below `y` to `lines` and returns the row's
    /// bottom, or nil when no row fits above the bottom (nothing is appended then).
    private func fillRow(
        at y: inout Double, offset: Int, isFirst: Bool, filler: RowFiller, rowIndex: Int,
        into lines: inout [LineFragment]
    ) -> Double? {
        let rowStart = lines.count
        var estimate = filler.estimatedLineMetrics(at: offset).height
        var attempts = 0
        while y + estimate <= geometry.bottom + 0.001 || (geometry.bottom.isInfinite && y.isFinite) {
            let spans = geometry.spans(y: y, height: estimate)
            // Below every exclusion a rectangle is plain again: force progress there too.
            let forceProgress = geometry.isRectangular || (geometry.container.path == nil && y > geometryLimit)
            filler.fill(
                spans: spans, from: offset, isFirst: isFirst, row: rowIndex, forceProgress: forceProgress,
                into: &lines)
            guard lines.count > rowStart else {
                if forceProgress { return nil }
                y = geometry.nextY(after: y, step: max(1, estimate / 4))
                continue
            }
            var above = -Double.infinity
            var below = -Double.infinity
            for index in rowStart..<lines.count {
                above = max(above, lines[index].metrics.baselineOffset)
                below = max(below, lines[index].metrics.height - lines[index].metrics.baselineOffset)
            }
            let height = above + below
            if height > estimate + 0.001, attempts < 2, !geometry.isRectangular {
                lines.removeSubrange(rowStart...)
                estimate = height
                attempts += 1
                continue
            }
            if y + height > geometry.bottom + 0.001 {
                lines.removeSubrange(rowStart...)
                return nil
            }
            for index in rowStart..<lines.count {
                lines[index].rowTop = y
                lines[index].baselineY = y + above
            }
            return y + height
        }
        return nil
    }

    /// How far down an unbounded container with exclusions keeps looking for room.
    private var geometryLimit: Double {
        let exclusionBottom = geometry.container.exclusionPaths.map(\.bounds.maxY).max() ?? 0
        return max(exclusionBottom, geometry.frame.minY) + 1
    }
}
