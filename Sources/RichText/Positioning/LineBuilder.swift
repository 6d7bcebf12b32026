/// Turns line fragments into positioned glyph runs: bidi per line (UAX #9 L1-L2 via
/// FriBidi), glyph slices of the shaped paragraph (reshaped where a line edge is unsafe
/// to break), tab advances, justification and alignment.
struct LineBuilder {
    let shaped: ShapedText
    let shaper: Shaper

    /// The pieces of `range` in logical order, with L1 levels and visual keys.
    func pieces(for range: Range<Int>, in paragraph: ShapedParagraph, lineRange: Range<Int>) -> [LinePiece] {
        guard !range.isEmpty else { return [] }
        let analysis = paragraph.analysis
        let (levels, visualKeys) = lineLevels(range, analysis: analysis)
        var pieces: [LinePiece] = []
        for run in paragraph.runs(overlapping: range) {
            var start = max(run.range.lowerBound, range.lowerBound)
            let end = min(run.range.upperBound, range.upperBound)
            while start < end {
                let level = levels[start - range.lowerBound]
                var stop = start + 1
                while stop < end, levels[stop - range.lowerBound] == level { stop += 1 }
                let keyA = visualKeys[start - range.lowerBound]
                let keyB = visualKeys[stop - 1 - range.lowerBound]
                pieces.append(LinePiece(
                    range: start..<stop, level: level, item: run.item,
                    glyphs: glyphs(of: run, in: paragraph, range: start..<stop, lineRange: lineRange),
                    visualKey: min(keyA, keyB)))
                start = stop
            }
        }
        return pieces
    }

    /// Levels after L1 and the visual position of each UTF-16 unit of `range`.
    private func lineLevels(_ range: Range<Int>, analysis: ParagraphAnalysis) -> ([UInt8], [Int]) {
        let levels = range.map { analysis.level(at: $0) }
        if analysis.baseLevel == 0, !levels.contains(where: { $0 != 0 }) {
            return (levels, Array(0..<range.count))
        }
        let (scalars, offsets) = shaped.utf16.withUnsafeBufferPointer { UTF16Decoding.scalars(in: $0, range: range) }
        let scalarLevels = offsets.map { analysis.level(at: $0) }
        let (adjusted, visualToLogical) = FriBidi.reorderLine(scalars, levels: scalarLevels, baseLevel: analysis.baseLevel)
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

    /// The glyphs of `range` (inside `run`): a slice of the paragraph's glyphs when both
    /// edges are safe to break, else `range` reshaped on its own.
    private func glyphs(of run: ShapedRun, in paragraph: ShapedParagraph, range: Range<Int>, lineRange: Range<Int>) -> GlyphStorage {
        let storage = paragraph.glyphs
        let glyphRange = run.glyphRange
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
            if offset == run.range.lowerBound || offset == run.range.upperBound { return true }
            guard glyph < glyphRange.upperBound, Int(storage.clusters[glyph]) == offset else { return false }
            return storage.flags[glyph] & ShapedGlyph.Flags.unsafeToBreak.rawValue == 0
        }
        let first = firstGlyph(atOrAfter: range.lowerBound)
        let last = firstGlyph(atOrAfter: range.upperBound)
        if isSafe(range.lowerBound, glyph: first), isSafe(range.upperBound, glyph: last) {
            return storage.slice(first..<last)
        }
        var reshaped = GlyphStorage()
        shaper.shape(run.item, range: range, context: range, into: &reshaped)
        return reshaped
    }
}

extension GlyphStorage {
    /// The glyphs at `range` of the arrays.
    func slice(_ range: Range<Int>) -> GlyphStorage {
        GlyphStorage(
            ids: Array(ids[range]), advances: Array(advances[range]), xOffsets: Array(xOffsets[range]),
            yOffsets: Array(yOffsets[range]), clusters: Array(clusters[range]), flags: Array(flags[range]))
    }
}
