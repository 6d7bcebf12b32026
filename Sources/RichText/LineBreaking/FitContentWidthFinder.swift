/// The narrowest container width in which a layout's text breaks into the same lines: the
/// width a flex layout gives a text node measured "at most" some width (CSS's fit-content
/// width), whatever the lines' alignment.
///
/// For each line, the span it needs is what the line breaker compared with the span when
/// it chose the line (`LineEndFinder.unbrokenWidth`, with the line's indents), so a
/// right-aligned, centred, justified or right-to-left line needs its text's width, not
/// the room its alignment took. The line breaker is greedy, so in a container that wide
/// every line fits again and no longer line does: the lines are the same.
///
/// A line that overflows its span (one cluster wider than it) or the truncated line (filled
/// to the span with its token) needs the span it had; so does any line of a container with
/// exclusion paths or a path, whose lines depend on where the shapes are (there the
/// finder gives the layout's own bounding width).
struct FitContentWidthFinder {
    let layout: TextLayout

    /// The width in points with the horizontal insets, unrounded; nil when the container's
    /// shapes decide the lines (exclusions, a path).
    func width() -> Double? {
        let container = layout.container.normalized
        guard container.path == nil, container.exclusionPaths.isEmpty else { return nil }
        let shaped = layout.shapedText
        let insets = container.insets.left + container.insets.right
        let span = max(0, container.size.width - insets)
        var widest = 0.0
        var cached: (index: Int, finder: LineEndFinder, style: ParagraphStyle)?
        var edges: LineEdgeShaper? = nil
        for (index, line) in layout.storage.lines.enumerated() {
            guard let paragraphIndex = layout.paragraphIndex(containing: line.range.lowerBound) else {
                continue
            }
            if cached?.index != paragraphIndex {
                let paragraph = shaped.paragraphs[paragraphIndex]
                let style = shaped.style(ofParagraph: paragraphIndex)
                let measurer = ParagraphMeasurer(shaped, paragraph: paragraphIndex, style: style)
                cached = (
                    paragraphIndex, LineEndFinder(measurer: measurer, paragraph: paragraph, shaped: shaped), style
                )
                edges = nil
            }
            guard let (_, finder, style) = cached else { continue }
            if layout.truncation?.lineIndex == index {
                widest = max(widest, span)
                continue
            }
            let isFirst = line.range.lowerBound == shaped.paragraphs[paragraphIndex].contentRange.lowerBound
            let head = max(0, isFirst ? style.firstLineHeadIndent : style.headIndent)
            let trailing = style.tailIndent < 0 ? -style.tailIndent : 0
            let needed =
                head
                + finder.unbrokenWidth(
                    from: line.range.lowerBound, to: line.range.upperBound, originX: head, edges: &edges)
            widest = max(widest, min(span, needed + trailing))
        }
        return widest + insets
    }
}

extension TextLayout {
    /// The narrowest container width, insets included, in which the text breaks into the
    /// same lines, rounded up as `textBoundingSize` is: the width of the widest line
    /// whatever its alignment (what CSS calls the fit-content width when the text wraps).
    ///
    /// It equals `textBoundingSize.width` for left-aligned text; for right-aligned,
    /// centred, justified or right-to-left text, whose lines sit away from the left edge,
    /// it is what the text needs rather than the room it was given. A container with
    /// exclusion paths or a path gives `textBoundingSize.width`.
    public var fittingWidth: Double {
        guard let width = FitContentWidthFinder(layout: self).width() else { return textBoundingSize.width }
        return min(textBoundingSize.width, PixelGrid.ceiled(width, scale: scale))
    }
}
