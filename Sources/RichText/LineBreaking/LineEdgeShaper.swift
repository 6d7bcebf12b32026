/// The glyphs at a line's edges as the line shows them, for fitting and for drawing alike.
///
/// Lines are fitted with the unbroken paragraph's advances. Where a line edge falls at an
/// offset HarfBuzz marks unsafe to break (kerning or a ligature across the edge, a
/// contextual form), the glyphs next to the edge change when the line is cut there: the
/// stretch from the edge to the nearest offset where cutting is safe (inside the same run)
/// is shaped again on its own, with the paragraph as context, so joining forms stay as
/// if the word were whole (CSS Text 3 §5.1) while kerning across the edge is dropped. The
/// rest of the line keeps the paragraph's glyphs. `LineEndFinder` checks a chosen break
/// with `widthCorrection`, and `LineBuilder` draws with `glyphs(of:run:line:)`, so what
/// fits is what is drawn (minikin checks its breaks the same way).
///
/// Reshaped pieces go through the shared segment cache when they are cacheable. Not
/// thread-safe (it owns a HarfBuzz buffer); one per line-breaking or line-building call.
final class LineEdgeShaper {
    let paragraph: ShapedParagraph
    let widths: ParagraphWidths
    private let text: [UInt16]
    private let cache: ShapedSegmentCache
    private var lazyShaper: Shaper?

    init(paragraph: ShapedParagraph, widths: ParagraphWidths, text: [UInt16], cache: ShapedSegmentCache) {
        self.paragraph = paragraph
        self.widths = widths
        self.text = text
        self.cache = cache
    }

    private var shaper: Shaper {
        if let lazyShaper { return lazyShaper }
        let shaper = Shaper(text: text, cache: cache)
        lazyShaper = shaper
        return shaper
    }

    /// The parts of `piece` (one run's stretch of the line `line`) that are shaped again:
    /// the head from an unsafe line start to the first safe cut, and the tail from the
    /// last safe cut to an unsafe line end. Offsets that are not line edges (a level
    /// change inside the line) never cause reshaping.
    func reshapedParts(of piece: TextRange, line: TextRange) -> (head: TextRange?, tail: TextRange?) {
        var head: TextRange? = nil
        var tail: TextRange? = nil
        var middleStart = piece.lowerBound
        if piece.lowerBound == line.lowerBound, widths.isUnsafeCut(at: piece.lowerBound) {
            middleStart = widths.firstSafeCut(after: piece.lowerBound, limit: piece.upperBound)
            head = piece.lowerBound..<middleStart
        }
        if piece.upperBound == line.upperBound, middleStart < piece.upperBound, widths.isUnsafeCut(at: piece.upperBound)
        {
            tail = widths.lastSafeCut(before: piece.upperBound, floor: middleStart)..<piece.upperBound
        }
        return (head, tail)
    }

    /// The glyphs of `piece` (inside run `runIndex`, part of the line `line`) as the line
    /// shows them, or nil when the paragraph's own glyphs are exact there.
    func glyphs(of piece: TextRange, run runIndex: Int, line: TextRange) -> GlyphStorage? {
        let (head, tail) = reshapedParts(of: piece, line: line)
        guard head != nil || tail != nil else { return nil }
        let item = paragraph.runs[runIndex].item
        var storage = GlyphStorage()
        if let head { shaper.shapeCut(item, range: head, paragraph: paragraph.contentRange, into: &storage) }
        let middle = (head?.upperBound ?? piece.lowerBound)..<(tail?.lowerBound ?? piece.upperBound)
        if !middle.isEmpty {
            storage.append(contentsOf: paragraph.glyphs.slice(paragraph.glyphRange(of: middle, run: runIndex)))
        }
        if let tail { shaper.shapeCut(item, range: tail, paragraph: paragraph.contentRange, into: &storage) }
        return storage
    }

    /// How much wider (or narrower) the text of `line` before `visibleEnd` is as drawn than
    /// the paragraph's advances say: zero unless a line edge cuts unsafely.
    func widthCorrection(line: TextRange, visibleEnd: Int) -> Double {
        guard widths.hasUnsafeEdge(from: line.lowerBound, to: line.upperBound) else { return 0 }
        let runs = paragraph.runIndices(overlapping: line)
        guard !runs.isEmpty else { return 0 }
        var correction = 0.0
        // The run holding the line's start, then (if another) the one holding its end.
        let edgeRuns = runs.count == 1 ? [runs.lowerBound] : [runs.lowerBound, runs.upperBound - 1]
        for runIndex in edgeRuns {
            let runRange = paragraph.runs[runIndex].range
            let piece = max(runRange.lowerBound, line.lowerBound)..<min(runRange.upperBound, line.upperBound)
            let (head, tail) = reshapedParts(of: piece, line: line)
            for part in [head, tail] {
                guard let part, part.lowerBound < visibleEnd else { continue }
                var reshaped = GlyphStorage()
                shaper.shapeCut(
                    paragraph.runs[runIndex].item, range: part, paragraph: paragraph.contentRange, into: &reshaped)
                var drawn = 0.0
                for index in 0..<reshaped.count where Int(reshaped.clusters[index]) < visibleEnd {
                    drawn += Double(reshaped.advances[index])
                }
                correction += drawn - widths.width(from: part.lowerBound, to: min(part.upperBound, visibleEnd))
            }
        }
        return correction
    }
}

extension ShapedParagraph {
    /// The glyphs of `range` inside run `runIndex` (those whose cluster starts in the range).
    func glyphRange(of range: TextRange, run runIndex: Int) -> GlyphRange {
        // Fields read one by one: copying the whole run would count its references.
        let runGlyphs = runs[runIndex].glyphRange
        if range == runs[runIndex].range { return runGlyphs }
        return glyphs.glyphs(of: range, within: runGlyphs)
    }
}
