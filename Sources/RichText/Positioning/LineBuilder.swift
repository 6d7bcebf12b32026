/// Cuts a line's text into `LinePiece`s: one per shaped run and bidi level after the line
/// rules of UAX #9 (L1-L2, through FriBidi), each a slice of the shaped paragraph's glyphs,
/// or reshaped on its own where a line edge falls inside a run and HarfBuzz says the glyphs
/// there are unsafe to break. Placing the pieces (tabs, justification, alignment) is
/// `LinePlacer`'s job.
struct LineBuilder {
    let shaped: ShapedText
    /// Reshapes pieces whose edges are unsafe to break.
    private let shaper: Shaper

    init(shaped: ShapedText) {
        self.shaped = shaped
        shaper = Shaper(text: shaped.utf16, cache: shaped.context.segmentCache)
    }

    /// The pieces of `range` in logical order, with L1 levels and visual keys.
    func pieces(for range: TextRange, in paragraph: ShapedParagraph) -> [LinePiece] {
        guard !range.isEmpty else { return [] }
        let runs = paragraph.runs
        let overlapping = paragraph.runIndices(overlapping: range)
        if paragraph.hasUniformLevels, paragraph.baseLevel == 0 {
            // Left-to-right text with no reordering: one piece per run, in order.
            var pieces: [LinePiece] = []
            pieces.reserveCapacity(overlapping.count)
            for runIndex in overlapping {
                let runRange = runs[runIndex].range
                let piece = max(runRange.lowerBound, range.lowerBound)..<min(runRange.upperBound, range.upperBound)
                pieces.append(self.piece(piece, run: runIndex, level: 0, in: paragraph, visualKey: pieces.count))
            }
            return pieces
        }
        let (levels, visualKeys) = lineLevels(range, analysis: paragraph.analysis)
        var pieces: [LinePiece] = []
        for runIndex in overlapping {
            let runRange = runs[runIndex].range
            var start = max(runRange.lowerBound, range.lowerBound)
            let end = min(runRange.upperBound, range.upperBound)
            while start < end {
                let level = levels[start - range.lowerBound]
                var stop = start + 1
                while stop < end, levels[stop - range.lowerBound] == level { stop += 1 }
                let keyA = visualKeys[start - range.lowerBound]
                let keyB = visualKeys[stop - 1 - range.lowerBound]
                pieces.append(
                    piece(start..<stop, run: runIndex, level: level, in: paragraph, visualKey: min(keyA, keyB)))
                start = stop
            }
        }
        return pieces
    }

    /// Levels after L1 and the visual position of each UTF-16 unit of `range`.
    private func lineLevels(_ range: TextRange, analysis: ParagraphAnalysis) -> ([UInt8], [Int]) {
        let levels = range.map { analysis.level(at: $0) }
        if analysis.baseLevel == 0, !levels.contains(where: { $0 != 0 }) {
            return (levels, Array(0..<range.count))
        }
        let (scalars, offsets) = UTF16Decoding.scalars(in: shaped.utf16, range: range)
        let scalarLevels = offsets.map { analysis.level(at: $0) }
        let (adjusted, visualToLogical) = FriBidi.reorderLine(
            scalars, levels: scalarLevels, baseLevel: analysis.baseLevel)
        var logicalToVisual = [Int](repeating: 0, count: scalars.count)
        for (visual, logical) in visualToLogical.enumerated() where logical < scalars.count {
            logicalToVisual[logical] = visual
        }
        var unitLevels = [UInt8](repeating: analysis.baseLevel, count: range.count)
        var unitKeys = [Int](repeating: 0, count: range.count)
        for (index, offset) in offsets.enumerated() {
            let end = index + 1 < offsets.count ? offsets[index + 1] : range.upperBound
            for unit in offset..<end {
                unitLevels[unit - range.lowerBound] = adjusted[index]
                unitKeys[unit - range.lowerBound] = logicalToVisual[index]
            }
        }
        return (unitLevels, unitKeys)
    }

    /// The piece for `range` (inside run `runIndex`): a range of the paragraph's glyphs
    /// when both edges are safe to break, else `range` reshaped on its own.
    private func piece(
        _ range: TextRange, run runIndex: Int, level: UInt8, in paragraph: ShapedParagraph, visualKey: Int
    ) -> LinePiece {
        let runs = paragraph.runs
        let runRange = runs[runIndex].range
        let glyphRange = runs[runIndex].glyphRange
        var first = glyphRange.lowerBound
        var last = glyphRange.upperBound
        var safe = true
        if range.lowerBound != runRange.lowerBound || range.upperBound != runRange.upperBound {
            let storage = paragraph.glyphs
            func firstGlyph(atOrAfter offset: Int) -> Int {
                var low = glyphRange.lowerBound
                var high = glyphRange.upperBound
                while low < high {
                    let middle = (low + high) / 2
                    if Int(storage.clusters[middle]) < offset { low = middle + 1 } else { high = middle }
                }
                return low
            }
            func isSafe(_ offset: Int, glyph: Int) -> Bool {
                if offset == runRange.lowerBound || offset == runRange.upperBound { return true }
                guard glyph < glyphRange.upperBound, Int(storage.clusters[glyph]) == offset else { return false }
                return storage.flags[glyph] & ShapedGlyph.Flags.unsafeToBreak.rawValue == 0
            }
            if range.lowerBound != runRange.lowerBound { first = firstGlyph(atOrAfter: range.lowerBound) }
            if range.upperBound != runRange.upperBound { last = firstGlyph(atOrAfter: range.upperBound) }
            safe = isSafe(range.lowerBound, glyph: first) && isSafe(range.upperBound, glyph: last)
        }
        if safe {
            return LinePiece(
                range: range, level: level, paragraph: paragraph, runIndex: runIndex, ownGlyphs: nil,
                glyphRange: first..<last, visualKey: visualKey)
        }
        var reshaped = GlyphStorage()
        shaper.shape(runs[runIndex].item, range: range, context: range, into: &reshaped)
        return LinePiece(
            range: range, level: level, paragraph: paragraph, runIndex: runIndex, ownGlyphs: reshaped,
            glyphRange: 0..<reshaped.count, visualKey: visualKey)
    }
}

extension GlyphStorage {
    /// The glyphs at `range` of the arrays.
    func slice(_ range: GlyphRange) -> GlyphStorage {
        GlyphStorage(
            ids: Array(ids[range]), advances: Array(advances[range]),
            xOffsets: xOffsets.isEmpty ? [] : Array(xOffsets[range]),
            yOffsets: yOffsets.isEmpty ? [] : Array(yOffsets[range]),
            clusters: Array(clusters[range]), flags: Array(flags[range]))
    }
}
