/// The min-content and max-content widths of shaped text (CSS Sizing 3 §5.1), measured with
/// the line breaker's own arithmetic, so they agree with layouts exactly: nothing is laid
/// out, every width is what `LineEndFinder` compares with a span.
///
/// - **min-content**: the widest piece between two break opportunities (UAX #14, or grapheme
///   clusters in `charWrap` mode, or the whole line between mandatory breaks in `clip` mode),
///   with its indent. What UAX #14 keeps together stays together: punctuation with its word,
///   no-break spaces with their neighbours, an attachment's U+FFFC is a piece of its own;
///   trailing spaces hang (they are not counted), and a piece that ends at a soft hyphen
///   counts the hyphen it would show.
/// - **max-content**: the widest line between mandatory breaks (paragraph ends, U+2028),
///   with its indent.
///
/// Each width is the span the layout needs for the piece or line as it draws it: where a line
/// edge cuts the shaped glyphs unsafely, the edge is shaped again (`LineEdgeShaper`), as the
/// breaker does. Indents count as the breaker places them (first-line indent for a
/// paragraph's first line, head indent for the others, a zero or negative tail indent as
/// space kept free at the trailing edge). A positive tail indent fixes the line's end from
/// the leading edge whatever the container's width: a paragraph longer than it wraps at
/// any width, and its widths ignore it.
struct IntrinsicWidthFinder {
    let shaped: ShapedText

    /// The widths in points, without insets and unrounded.
    ///
    /// - Complexity: O(n) in the text's length, plus the reshaping of unsafe piece edges.
    func widths() -> (minimum: Double, maximum: Double) {
        var minimum = 0.0
        var maximum = 0.0
        for index in shaped.paragraphs.indices {
            let paragraph = self.paragraph(index)
            minimum = max(minimum, paragraph.minimum)
            maximum = max(maximum, paragraph.maximum)
        }
        return (minimum, max(minimum, maximum))
    }

    /// The widths of paragraph `index`.
    private func paragraph(_ index: Int) -> (minimum: Double, maximum: Double) {
        let paragraph = shaped.paragraphs[index]
        let style = shaped.style(ofParagraph: index)
        let measurer = ParagraphMeasurer(shaped, paragraph: index, style: style)
        let finder = LineEndFinder(measurer: measurer, paragraph: paragraph, shaped: shaped)
        var edges: LineEdgeShaper? = nil
        let content = paragraph.contentRange
        let trailing = style.tailIndent < 0 ? -style.tailIndent : 0
        /// The span width `[start, end)` needs as a line of its own, with its indents.
        func need(_ start: Int, _ end: Int) -> Double {
            let head = max(0, start == content.lowerBound ? style.firstLineHeadIndent : style.headIndent)
            return head + finder.unbrokenWidth(from: start, to: end, originX: head, edges: &edges) + trailing
        }
        var minimum = 0.0
        var maximum = 0.0
        var lineStart = content.lowerBound
        var pieceStart = content.lowerBound
        for opportunity in paragraph.analysis.lineBreaks {
            let end = min(opportunity.offset, content.upperBound)
            if style.lineBreakMode == .wordWrap, end > pieceStart {
                minimum = max(minimum, need(pieceStart, end))
                pieceStart = end
            }
            if opportunity.isMandatory || end >= content.upperBound {
                maximum = max(maximum, need(lineStart, end))
                lineStart = end
                pieceStart = end
            }
            if end >= content.upperBound { break }
        }
        switch style.lineBreakMode {
        case .wordWrap: break
        case .charWrap: minimum = widestCluster(of: paragraph, need: need)
        case .clip: minimum = maximum
        }
        return (minimum, maximum)
    }

    /// The widest grapheme cluster of `paragraph` as a line of its own (`charWrap` pieces).
    private func widestCluster(of paragraph: ShapedParagraph, need: (Int, Int) -> Double) -> Double {
        let content = paragraph.contentRange
        var widest = 0.0
        var start = content.lowerBound
        for boundary in paragraph.analysis.graphemeBoundaries where boundary > start {
            let end = min(boundary, content.upperBound)
            guard end > start else { break }
            widest = max(widest, need(start, end))
            start = end
        }
        return widest
    }
}
