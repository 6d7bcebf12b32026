extension TextLayout {
    /// The word at `position`, for double-click selection: a UAX #29 word segment from
    /// ICU's word break iterator (dictionary-based for Thai, Lao, Khmer, Chinese and
    /// Japanese), in the language of the paragraph.
    ///
    /// Inside a segment, that segment, which may be a word or a run of spaces or
    /// punctuation (as on macOS, double-clicking a space selects the spaces). At a
    /// boundary, the word on the side the position leans to (`affinity`), else the word on
    /// the other side, else the segment on the leaning side (so at the end of the text or
    /// of a paragraph, the segment before it). A binding the range cuts is included whole.
    /// In an empty paragraph the range is empty; a paragraph separator is never part of it.
    ///
    /// - Returns: nil when the text is empty or the offset is outside `0...text.length`.
    /// - Complexity: O(n) in the paragraph's length (ICU runs over the paragraph).
    public func wordRange(at position: TextPosition) -> TextRange? {
        let offset = position.offset
        guard text.length > 0, offset >= 0, offset <= text.length else { return nil }
        let utf16 = shapedText.utf16
        let paragraphs = shapedText.paragraphs
        guard !paragraphs.isEmpty else { return nil }
        let paragraph = paragraphs[min(firstParagraph(endingAfter: offset), paragraphs.count - 1)]
        let content = paragraph.contentRange
        let language = text.attributes(at: min(paragraph.range.lowerBound, text.length - 1)).language
        let segments = WordSegments(paragraph.analysis, utf16: utf16, language: language)
        // A caret inside or after the separator belongs to the end of the content.
        let clamped = min(max(offset, content.lowerBound), content.upperBound)
        let affinity: TextPosition.Affinity = clamped < offset ? .backward : position.affinity
        guard let segment = segments.segment(at: clamped, affinity: affinity) else {
            return content.lowerBound..<content.lowerBound
        }
        return widenedToBindings(segment.range)
    }

    /// The word under `point` (the closest position to it; see `wordRange(at:)`).
    public func wordRange(at point: Point) -> TextRange? {
        closestPosition(to: point).flatMap { wordRange(at: $0) }
    }

    /// `range` grown to the whole of any binding it cuts at either end.
    func widenedToBindings(_ range: TextRange) -> TextRange {
        var lower = range.lowerBound
        var upper = range.upperBound
        if let binding = bindingRange(containing: lower), binding.lowerBound < lower, binding.upperBound > lower {
            lower = binding.lowerBound
        }
        if upper > lower, let binding = bindingRange(containing: upper - 1), binding.upperBound > upper {
            upper = binding.upperBound
        }
        return lower..<upper
    }
}
