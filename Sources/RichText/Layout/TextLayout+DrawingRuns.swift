/// What a renderer reads of one run: a view valid during `TextLayout.forEachDrawingRun`.
package struct DrawingRun {
    /// The run's face and font size.
    package let face: FontFace
    package let fontSize: Double
    /// The variation axes the run's font sets (empty: the face's default instance).
    package let variations: [FontVariation]
    /// The UTF-16 range of the run's text (for a token run: the range the token replaces).
    package let range: TextRange
    /// Whether the run is (part of) the truncation token.
    package let isTruncationToken: Bool
    /// The glyph ids, origins in layout coordinates and clusters, left to right.
    package let ids: ArraySlice<UInt32>
    package let xs: ArraySlice<Double>
    package let ys: ArraySlice<Double>
    package let clusters: ArraySlice<Int32>
    /// The run as the public API gives it (for what the fields above leave out).
    package let run: GlyphRun
}

extension TextLayout {
    /// Calls `body` with every run, line by line and left to right within a line, and
    /// `startsLine` true for the first run of each line.
    ///
    /// The same runs as `lines` and `runs` give, read from the storage in one pass: the
    /// glyph table is fetched once (not once per run, under its lock) and no line or run
    /// array is built, which was a large part of what drawing a paragraph cost.
    package func forEachDrawingRun(_ body: (_ run: DrawingRun, _ startsLine: Bool) -> Void) {
        let storage = self.storage
        guard !storage.lines.isEmpty else { return }
        let glyphs = storage.glyphs
        for line in storage.lines {
            var first = true
            for index in line.runRange {
                // The shaped run's fields read in place: a copy of it would retain and
                // release every reference it holds.
                let paragraph = storage.paragraph(of: storage.runs[index])
                let runIndex = Int(storage.runs[index].runIndex)
                let range = storage.runs[index].glyphRange
                body(
                    DrawingRun(
                        face: paragraph.runs[runIndex].face, fontSize: paragraph.runs[runIndex].font.size,
                        variations: paragraph.runs[runIndex].font.variations,
                        range: storage.runs[index].range, isTruncationToken: storage.runs[index].isTruncationToken,
                        ids: glyphs.ids[range], xs: glyphs.x[range], ys: glyphs.y[range],
                        clusters: glyphs.clusters[range], run: GlyphRun(storage: storage, index: index)),
                    first)
                first = false
            }
        }
    }
}
