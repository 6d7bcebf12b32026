/// The UAX #29 word segments of one paragraph's content, from ICU's word break iterator
/// (with its dictionaries for Thai, Lao, Khmer, Burmese, Chinese and Japanese): segments
/// tile the content, and each says whether it is a word (letters, numbers, kana or
/// ideographs) or what lies between words (spaces, punctuation, symbols).
struct WordSegments {
    /// One segment: a UTF-16 range and whether it is a word.
    struct Segment: Hashable {
        var range: TextRange
        var isWord: Bool
    }

    /// The segments, in order, tiling the content (none for an empty paragraph).
    let segments: [Segment]

    /// Segments `paragraph` of `utf16`, with ICU's word rules for `language` (a BCP 47 tag;
    /// nil: the root rules).
    init(_ paragraph: ParagraphAnalysis, utf16: [UInt16], language: String?) {
        let content = paragraph.contentRange
        guard !content.isEmpty else {
            segments = []
            return
        }
        let locale = language.map { String($0.map { $0 == "-" ? "_" : $0 }) } ?? ""
        let found = ICUBreakIteratorPool.shared.withIterator(kind: .word, locale: locale) {
            $0?.boundaries(in: utf16[content])
        }
        guard let found else {
            // No ICU word data: the whole content as one segment.
            segments = [Segment(range: content, isWord: true)]
            return
        }
        var result: [Segment] = []
        result.reserveCapacity(found.offsets.count)
        var start = content.lowerBound
        for (offset, flag) in zip(found.offsets, found.mandatory) {
            let end = content.lowerBound + Int(offset)
            guard end > start, end <= content.upperBound else { continue }
            result.append(Segment(range: start..<end, isWord: flag != 0))
            start = end
        }
        if start < content.upperBound { result.append(Segment(range: start..<content.upperBound, isWord: false)) }
        segments = result
    }

    /// The segment a caret at `offset` selects when double-clicked: the one around it; at
    /// a boundary the word on the side `affinity` leans to, else the word on the other
    /// side, else the segment on the leaning side. Nil when there are no segments.
    func segment(at offset: Int, affinity: TextPosition.Affinity) -> Segment? {
        guard let index = segments.firstIndex(where: { $0.range.upperBound > offset }) ?? segments.indices.last
        else { return nil }
        let current = segments[index]
        guard current.range.lowerBound == offset || current.range.upperBound == offset else { return current }
        let after = current.range.lowerBound == offset ? current : nil
        let before = current.range.lowerBound == offset ? (index > 0 ? segments[index - 1] : nil) : current
        let (leaning, other) = affinity == .backward ? (before, after) : (after, before)
        if let leaning, leaning.isWord { return leaning }
        if let other, other.isWord { return other }
        return leaning ?? other
    }
}
