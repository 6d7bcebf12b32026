/// Greedy line breaking of shaped text into a container, row by row.
///
/// For each row the breaker estimates the row's height, asks the container for the free
/// spans of the band `[y, y + height]` (paths and exclusions over the whole band), and
/// fills the spans in the paragraph's direction (right to left for RTL paragraphs) with
/// lines. Lines end at the last UAX #14 opportunity that fits (trailing whitespace hangs);
/// a word wider than the line breaks between grapheme clusters; a span too narrow for the
/// next cluster is skipped. When the filled row turns out taller than estimated, its
/// spans are recomputed for the real height (twice at most). A band with no usable span
/// moves the row down (`ContainerGeometry.nextY`): to the next edge of an axis-aligned
/// shape in one step, a quarter line at a time beside a slanted one (in longer steps
/// after thousands of misses, `SlantedDescent`). In a plain rectangle every line holds at least one cluster, so
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
        var progress = Progress(startOffset: startOffset, top: geometry.top, textEnd: shaped.utf16.count)
        progress.result.lines.reserveCapacity(estimatedLineCount(from: startOffset))
        breakParagraphs(upTo: shaped.paragraphs.count, &progress)
        return progress.result
    }

    /// Where breaking stands when the text is broken a batch of paragraphs at a time
    /// (`LayoutEngine.run(shaping:)`): the lines so far, the next row's top and paragraph.
    struct Progress {
        var result: Result
        /// The first offset broken.
        let startOffset: Int
        /// The top of the next row.
        fileprivate var y: Double
        fileprivate var previousParagraphSpacing: Double?
        /// The next paragraph to break.
        private(set) var nextParagraph = 0
        /// Whether breaking stopped before the end of the text (the row limit or the
        /// container's height): `result.endOffset` says where.
        private(set) var isStopped = false

        /// Breaking from `startOffset`, the first row at `top`, in a text of `textEnd` units.
        init(startOffset: Int, top: Double, textEnd: Int) {
            result = Result(endOffset: textEnd, bottom: top)
            self.startOffset = startOffset
            y = top
        }

        fileprivate mutating func stop(at offset: Int, textEnd: Int) {
            result.endOffset = offset
            result.overflowed = offset < textEnd
            isStopped = true
        }

        fileprivate mutating func advance() { nextParagraph += 1 }
    }

    /// Breaks the paragraphs from `progress.nextParagraph` up to (not including)
    /// `paragraphEnd`, or until a row does not fit; appends their lines to
    /// `progress.result.lines`.
    func breakParagraphs(upTo paragraphEnd: Int, _ progress: inout Progress) {
        let textEnd = shaped.utf16.count
        let maxRows = geometry.container.maximumNumberOfRows
        while !progress.isStopped, progress.nextParagraph < paragraphEnd {
            let paragraphIndex = progress.nextParagraph
            let paragraph = shaped.paragraphs[paragraphIndex]
            progress.advance()
            guard paragraph.range.upperBound > progress.startOffset else { continue }
            let measurer = ParagraphMeasurer(
                shaped, paragraph: paragraphIndex, style: shaped.style(ofParagraph: paragraphIndex), lineBoxes: true)
            // The style is read through the measurer, which holds the paragraph's one copy.
            var filler = RowFiller(measurer: measurer, shaped: shaped, paragraphIndex: paragraphIndex)
            var offset = max(paragraph.contentRange.lowerBound, progress.startOffset)
            if let spacing = progress.previousParagraphSpacing, offset == paragraph.contentRange.lowerBound {
                progress.y += max(0, spacing) + max(0, measurer.style.paragraphSpacingBefore)
            }
            var isFirst = offset == paragraph.contentRange.lowerBound
            repeat {
                if maxRows > 0 && progress.result.rowCount == maxRows {
                    return progress.stop(at: offset, textEnd: textEnd)
                }
                guard
                    let bottom = fillRow(
                        at: &progress.y, offset: offset, isFirst: isFirst, filler: &filler,
                        rowIndex: progress.result.rowCount, into: &progress.result.lines)
                else { return progress.stop(at: offset, textEnd: textEnd) }
                progress.result.rowCount += 1
                progress.result.bottom = bottom
                progress.y = bottom + max(0, measurer.style.lineSpacing)
                offset = progress.result.lines[progress.result.lines.count - 1].range.upperBound
                isFirst = false
            } while offset < paragraph.contentRange.upperBound
            progress.previousParagraphSpacing = measurer.style.paragraphSpacing
        }
    }

    /// About how many lines the text makes from `startOffset` on (each paragraph's width
    /// over the frame's, plus one), so the line array is allocated once.
    private func estimatedLineCount(from startOffset: Int) -> Int {
        estimatedLineCount(paragraphs: shaped.paragraphs.indices, from: startOffset)
    }

    /// About how many lines `paragraphs` make from `startOffset` on (see above).
    func estimatedLineCount(paragraphs: Range<Int>, from startOffset: Int) -> Int {
        let width = max(geometry.frame.width, 1)
        var estimate = 0.0
        for index in paragraphs where shaped.paragraphs[index].range.upperBound > startOffset {
            estimate += shaped.widths[index].total / width + 1
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
        at y: inout Double, offset: Int, isFirst: Bool, filler: inout RowFiller, rowIndex: Int,
        into lines: inout [LineFragment]
    ) -> Double? {
        let rowStart = lines.count
        var estimate = filler.estimatedLineMetrics(at: offset).height
        var attempts = 0
        var descent = SlantedDescent()
        while y + estimate <= geometry.bottom + 0.001 || (geometry.bottom.isInfinite && y.isFinite) {
            let forceProgress = forcesProgress(at: y)
            fill(at: y, height: estimate, forceProgress: forceProgress, offset, isFirst, &filler, rowIndex, &lines)
            let step = max(1, estimate / 4)
            guard lines.count > rowStart else {
                if forceProgress { return nil }
                let next = geometry.nextY(after: y, height: estimate, step: step * descent.missed(at: y))
                // Past the last edge of every exclusion no band changes any more: a container
                // without a bottom goes on just below them, where a line is forced, and not to
                // infinity (a cluster wider than the container was placed at y = ∞).
                y = next.isFinite || geometry.bottom.isFinite ? next : max(y + step, geometryLimit.nextUp)
                continue
            }
            // After a long step beside a slanted shape, the first step of it that fits.
            let earlier = descent.backtrack(to: y, step: step) { candidate in
                fill(
                    at: candidate, height: estimate, forceProgress: forcesProgress(at: candidate), offset, isFirst,
                    &filler, rowIndex, &lines)
                defer { lines.removeSubrange(rowStart...) }
                return lines.count > rowStart
            }
            if let earlier {
                lines.removeSubrange(rowStart...)
                y = earlier
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

    /// Whether a row at `y` takes a line even where none fits: in a plain rectangle, and
    /// below every exclusion, where a rectangle is plain again.
    private func forcesProgress(at y: Double) -> Bool {
        geometry.isRectangular || (geometry.container.path == nil && y > geometryLimit)
    }

    /// Fills the spans of the band `[y, y + height]` with lines from `offset` on.
    private func fill(
        at y: Double, height: Double, forceProgress: Bool, _ offset: Int, _ isFirst: Bool,
        _ filler: inout RowFiller, _ rowIndex: Int, _ lines: inout [LineFragment]
    ) {
        filler.fill(
            spans: geometry.spans(y: y, height: height), from: offset, isFirst: isFirst, row: rowIndex,
            forceProgress: forceProgress, into: &lines)
    }

    /// How far down an unbounded container with exclusions keeps looking for room.
    private var geometryLimit: Double {
        max(geometry.exclusionBottom, geometry.frame.minY) + 1
    }
}
