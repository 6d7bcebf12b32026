extension ShapedText {
    /// Each paragraph's advance on one line, in points: exactly
    /// `ShapedText(text, context: context, direction: direction).paragraphs.map(\.advance)`,
    /// without the line-break opportunities and the line-breaking data a layout needs.
    ///
    /// For a width that needs no layout: a table sizing its columns from its cells (the
    /// markdown renderer does), a label's natural width. Each paragraph is analysed, itemized
    /// and shaped as `ShapedText` does (through the same word cache), but paragraphs of
    /// text below U+0300 skip ICU's line-break iterator, and nothing is kept: no
    /// `ShapedText`, no prefix sums. Indents and insets are not included (see
    /// `IntrinsicWidths.maxContentWidth` for the widest line with them).
    ///
    /// - Complexity: O(n) in the text's length.
    public static func paragraphAdvances(
        of text: AttributedText, context: FontContext = .default, direction: BaseDirection? = nil
    ) -> [Double] {
        let utf16 = UnitBuffers.units(of: text.string)
        let bounds = ParagraphSegmenter.paragraphs(in: utf16)
        var itemizer = Itemizer(text: text, utf16: utf16, context: context)
        return ShaperWorkspace.with(cache: context.segmentCache) { workspace in
            let shaper = Shaper(text: utf16, cache: context.segmentCache, workspace: workspace)
            return bounds.map { paragraphBounds in
                let paragraph = TextAnalysis.paragraph(
                    paragraphBounds, of: text, utf16: utf16, direction: direction, findsLineBreaks: false)
                return shaper.shape(paragraph, items: itemizer.items(for: paragraph)).advance
            }
        }
    }
}
