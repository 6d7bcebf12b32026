extension TextLayout {
    /// The highlight under `point` and its whole range (all adjacent characters with an
    /// equal highlight), or nil.
    public func highlight(at point: Point) -> (highlight: TextHighlight, range: TextRange)? {
        guard let hit = textRange(at: point), hit.lowerBound < text.length else { return nil }
        guard let range = attributeSpan(around: hit.lowerBound, { $0.highlight }),
            let highlight = text.attributes(at: hit.lowerBound).highlight
        else { return nil }
        return (highlight, range)
    }

    /// This layout's text and container laid out again with `highlight`'s overrides
    /// applied over `range`, as YYLabel does while a highlight is touched (overrides may
    /// change metrics, so glyphs are laid out anew).
    public func applying(_ highlight: TextHighlight, range: TextRange) -> TextLayout {
        var highlighted = text
        highlighted.modifyAttributes(in: range.clamped(to: 0..<text.length)) { $0 = highlight.applied(to: $0) }
        return TextLayout(container: container, text: highlighted, context: shapedText.context, scale: scale)
    }
}
