/// Cuts a line's text into `LinePiece`s: one per shaped run and bidi level after the line
/// rules of UAX #9 (L1-L2, through FriBidi), each a slice of the shaped paragraph's glyphs;
/// where a line edge cuts a run where HarfBuzz says breaking is unsafe, the glyphs next to
/// the edge are shaped again (`LineEdgeShaper`, the same answer the line breaker fitted).
/// Placing the pieces (tabs, justification, alignment) is `LinePlacer`'s job.
struct LineBuilder {
    let shaped: ShapedText

    /// The pieces of `range` of `paragraph` in logical order, with L1 levels and visual keys
    /// (they read their glyphs through `paragraph`, which they do not keep); `widths`
    /// is the paragraph's line-breaking data when the caller has it at hand (else it is
    /// looked up).
    func pieces(for range: TextRange, in paragraph: ShapedParagraph, widths: ParagraphWidths? = nil) -> [LinePiece] {
        var pieces: [LinePiece] = []
        self.pieces(for: range, in: paragraph, widths: widths, into: &pieces)
        return pieces
    }

    /// The same pieces written into `pieces` (emptied first, its capacity kept): a caller
    /// that places line after line reuses one array instead of allocating one a line.
    func pieces(
        for range: TextRange, in paragraph: ShapedParagraph, widths: ParagraphWidths? = nil,
        into pieces: inout [LinePiece]
    ) {
        pieces.removeAll(keepingCapacity: true)
        guard !range.isEmpty else { return }
        let runs = paragraph.runs
        let overlapping = paragraph.runIndices(overlapping: range)
        // Only a line edge where cutting is unsafe needs the edge shaper (rare). The widths
        // are tested in place: binding them (or the analysis below) to a local counted a
        // reference each way for every line.
        let edges: LineEdgeShaper?
        if let widths {
            edges = Self.edgeShaper(for: range, of: paragraph, widths: widths, shaped: shaped)
        } else if let widths = shaped.widths(of: paragraph) {
            edges = Self.edgeShaper(for: range, of: paragraph, widths: widths, shaped: shaped)
        } else {
            edges = nil
        }
        /// The glyphs of the run's stretch of the line: reshaped at unsafe line edges, else
        /// the paragraph's own.
        func glyphs(_ piece: TextRange, run runIndex: Int) -> (storage: GlyphStorage?, range: GlyphRange) {
            if let own = edges?.glyphs(of: piece, run: runIndex, line: range) { return (own, 0..<own.count) }
            return (nil, paragraph.glyphRange(of: piece, run: runIndex))
        }
        let baseLevel = paragraph.baseLevel
        if paragraph.hasUniformLevels || !range.contains(where: { paragraph.analysis.level(at: $0) != baseLevel }) {
            // The whole line at the paragraph's level (most lines of most text): rule L1
            // changes nothing, and the pieces are one per run, in logical order or (right
            // to left) its reverse.
            pieces.reserveCapacity(overlapping.count)
            let isRightToLeft = baseLevel & 1 == 1
            for runIndex in overlapping {
                let runRange = runs[runIndex].range
                let piece = max(runRange.lowerBound, range.lowerBound)..<min(runRange.upperBound, range.upperBound)
                let (own, glyphRange) = glyphs(piece, run: runIndex)
                pieces.append(
                    LinePiece(
                        range: piece, level: baseLevel, runIndex: runIndex, ownGlyphs: own, glyphRange: glyphRange,
                        visualKey: isRightToLeft ? overlapping.count - 1 - pieces.count : pieces.count))
            }
            return
        }
        let (levels, visualKeys) = lineLevels(range, analysis: paragraph.analysis)
        // At least a piece a run, more where levels cut a run.
        pieces.reserveCapacity(overlapping.count + 4)
        for runIndex in overlapping {
            let runRange = runs[runIndex].range
            var start = max(runRange.lowerBound, range.lowerBound)
            let end = min(runRange.upperBound, range.upperBound)
            // The run's glyphs on this line, cut by level (rule L1 splits off trailing
            // whitespace) without reshaping: only line edges change the shaping.
            let (own, runGlyphs) = glyphs(start..<end, run: runIndex)
            let storage = own ?? paragraph.glyphs
            while start < end {
                let level = levels[start - range.lowerBound]
                var stop = start + 1
                while stop < end, levels[stop - range.lowerBound] == level { stop += 1 }
                let keyA = visualKeys[start - range.lowerBound]
                let keyB = visualKeys[stop - 1 - range.lowerBound]
                pieces.append(
                    LinePiece(
                        range: start..<stop, level: level, runIndex: runIndex, ownGlyphs: own,
                        glyphRange: storage.glyphs(of: start..<stop, within: runGlyphs), visualKey: min(keyA, keyB)))
                start = stop
            }
        }
    }

    /// An edge shaper for the line `range` of `paragraph` when one of its edges cuts the
    /// shaped glyphs where HarfBuzz says cutting is unsafe, else nil.
    private static func edgeShaper(
        for range: TextRange, of paragraph: ShapedParagraph, widths: ParagraphWidths, shaped: ShapedText
    ) -> LineEdgeShaper? {
        guard widths.hasUnsafeEdge(from: range.lowerBound, to: range.upperBound) else { return nil }
        return LineEdgeShaper(
            paragraph: paragraph, widths: widths, text: shaped.utf16, cache: shaped.context.segmentCache)
    }

    /// Levels after L1 and the visual position of each UTF-16 unit of `range` (a line with
    /// more than the paragraph's level).
    private func lineLevels(_ range: TextRange, analysis: ParagraphAnalysis) -> ([UInt8], [Int]) {
        var levels = range.map { analysis.level(at: $0) }
        let keys = FriBidi.reorderUnits(shaped.utf16, range: range, levels: &levels, baseLevel: analysis.baseLevel)
        return (levels, keys)
    }
}

extension GlyphStorage {
    /// The glyphs among `glyphs` (clusters non-decreasing) whose cluster starts in `range`.
    func glyphs(of range: TextRange, within glyphs: GlyphRange) -> GlyphRange {
        let first = firstGlyph(atOrAfter: range.lowerBound, within: glyphs)
        return first..<firstGlyph(atOrAfter: range.upperBound, within: glyphs)
    }

    /// The first glyph among `glyphs` (clusters non-decreasing) whose cluster is at or after
    /// `offset` (`glyphs.upperBound` when none is): a galloping search (`GallopingSearch`)
    /// from a guess of one glyph a unit.
    func firstGlyph(atOrAfter offset: Int, within glyphs: GlyphRange) -> Int {
        guard !glyphs.isEmpty else { return glyphs.lowerBound }
        let guess = glyphs.lowerBound + (offset - Int(clusters[glyphs.lowerBound]))
        return GallopingSearch.firstIndex(in: glyphs, from: guess) { Int(clusters[$0]) < offset }
    }

    /// The glyphs at `range` of the arrays.
    func slice(_ range: GlyphRange) -> GlyphStorage {
        GlyphStorage(
            ids: Array(ids[range]), advances: Array(advances[range]),
            xOffsets: xOffsets.isEmpty ? [] : Array(xOffsets[range]),
            yOffsets: yOffsets.isEmpty ? [] : Array(yOffsets[range]),
            clusters: Array(clusters[range]), flags: Array(flags[range]))
    }
}
