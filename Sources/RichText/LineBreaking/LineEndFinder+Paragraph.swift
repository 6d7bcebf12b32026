extension LineEndFinder {
    /// The finder the layout uses for `paragraph` of `shaped`: its break opportunities and
    /// mode, hyphens from its fonts, and edges shaped again where cutting is unsafe.
    init(measurer: ParagraphMeasurer, paragraph: ShapedParagraph, shaped: ShapedText) {
        let analysis = paragraph.analysis
        self.init(
            measurer: measurer, analysis: analysis, mode: measurer.style.lineBreakMode,
            contentEnd: analysis.contentRange.upperBound, shaped: (paragraph, shaped.context.segmentCache))
    }

    /// The least span width in which `[start, end)` fits as one line that starts `originX`
    /// from the span's leading edge: the width `lineEnd` compares with the span (hanging
    /// whitespace left out, a hyphen added after a soft hyphen), widened where the line's
    /// edges, shaped again, are wider than the paragraph's advances. A span at least this
    /// wide (less `tolerance`) takes the line whole. `edges` keeps the paragraph's edge
    /// shaper (`edges(forLine:_:kept:)`).
    func unbrokenWidth(from start: Int, to end: Int, originX: Double, edges kept: inout LineEdgeShaper?) -> Double {
        let width = fitWidth(start, end, originX: originX)
        guard let edges = edges(forLine: start, end, kept: &kept) else { return width }
        let visibleEnd = measurer.trailingWhitespaceStart(from: start, to: end)
        return width + max(0, edges.widthCorrection(line: start..<end, visibleEnd: visibleEnd))
    }

    /// The advance of the hyphen shown for the soft hyphen at `offset` of `paragraph`.
    static func hyphenWidth(at offset: Int, in paragraph: ShapedParagraph) -> Double {
        guard let run = paragraph.runs(overlapping: offset..<offset + 1).first else { return 0 }
        return HyphenGlyph(face: run.face, font: run.font)?.advance ?? 0
    }
}
