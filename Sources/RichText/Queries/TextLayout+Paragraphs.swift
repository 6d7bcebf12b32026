extension TextLayout {
    /// The index of the paragraph whose range contains `offset`, if any (the first such,
    /// as `paragraphs.firstIndex { $0.range.contains(offset) }`).
    ///
    /// Paragraphs hold disjoint ranges in text order, so the first one ending after
    /// `offset` is the only one that can hold it: a galloping search from `guess` (by
    /// default `offset`'s share of the text), O(log paragraphs), O(1) from a nearby guess.
    func paragraphIndex(containing offset: Int, from guess: Int? = nil) -> Int? {
        let index = firstParagraph(endingAfter: offset, from: guess)
        let paragraphs = shapedText.paragraphs
        return index < paragraphs.count && paragraphs[index].range.lowerBound <= offset ? index : nil
    }

    /// The index of the first paragraph whose range ends after `offset` (the number of
    /// paragraphs when none does).
    func firstParagraph(endingAfter offset: Int, from guess: Int? = nil) -> Int {
        let paragraphs = shapedText.paragraphs
        let isBefore = { (index: Int) in paragraphs[index].range.upperBound <= offset }
        if let guess { return GallopingSearch.firstIndex(in: paragraphs.indices, from: guess, where: isBefore) }
        return GallopingSearch.firstIndex(
            in: paragraphs.indices, atShareOf: offset, length: shapedText.utf16.count, where: isBefore)
    }

    /// Whether the paragraph holding `offset` is right to left (at a boundary between
    /// paragraphs, the one starting there; at the text's end, the last one).
    ///
    /// - Parameter guess: where to start looking (a paragraph index near the answer); it
    ///   becomes the index found, so walking ascending offsets costs O(1) a step.
    func paragraphIsRightToLeft(at offset: Int, guess: inout Int?) -> Bool {
        let paragraphs = shapedText.paragraphs
        let after = firstParagraph(endingAfter: offset, from: guess)
        var found: Int?
        if after < paragraphs.count, paragraphs[after].range.lowerBound <= offset {
            found = after
        } else if after > 0, paragraphs[after - 1].range.upperBound == offset {
            // The last paragraph ending at `offset` (ends ascend: the one just before).
            found = after - 1
        }
        guess = found ?? guess
        return found.map { paragraphs[$0].analysis.isRightToLeft } ?? false
    }

    /// `paragraphIsRightToLeft(at:guess:)` searched from `offset`'s share of the text.
    func paragraphIsRightToLeft(at offset: Int) -> Bool {
        var guess: Int?
        return paragraphIsRightToLeft(at: offset, guess: &guess)
    }

    /// Whether a paragraph's content (its range without the separator) ends at `offset`.
    func isParagraphEnd(_ offset: Int) -> Bool {
        let paragraphs = shapedText.paragraphs
        // Content ends ascend with the paragraphs: the first at or after `offset` decides.
        let index = GallopingSearch.firstIndex(
            in: paragraphs.indices, atShareOf: offset, length: shapedText.utf16.count
        ) { paragraphs[$0].contentRange.upperBound < offset }
        return index < paragraphs.count && paragraphs[index].contentRange.upperBound == offset
    }

    /// The last of `graphemeBoundaries(in: limit)` at or before `offset`, without listing
    /// them: O(log paragraphs + log clusters) whatever the limit's length.
    ///
    /// A paragraph's boundaries lie after its start and at most at its end, and the
    /// paragraphs are in text order, so the answer is in the last paragraph that starts
    /// before `offset` and has one there (the walk back rarely takes a second step).
    func lastGraphemeBoundary(atOrBefore offset: Int, in limit: TextRange) -> Int? {
        let paragraphs = shapedText.paragraphs
        let bound = min(offset, limit.upperBound)
        guard bound >= limit.lowerBound else { return nil }
        var index =
            GallopingSearch.firstIndex(in: paragraphs.indices, atShareOf: bound, length: shapedText.utf16.count) {
                paragraphs[$0].range.lowerBound < bound
            } - 1
        while index >= 0, paragraphs[index].range.upperBound >= limit.lowerBound {
            let paragraph = paragraphs[index]
            let next = paragraph.analysis.firstGraphemeIndex(after: bound)
            if Self.contributes(paragraph.range, to: limit), next > 0 {
                let boundary = paragraph.analysis.graphemeBoundaries[next - 1]
                return boundary >= limit.lowerBound ? boundary : nil
            }
            index -= 1
        }
        return nil
    }

    /// The first of `graphemeBoundaries(in: limit)` at or after `offset`, without listing
    /// them (see `lastGraphemeBoundary(atOrBefore:in:)`).
    func firstGraphemeBoundary(atOrAfter offset: Int, in limit: TextRange) -> Int? {
        let paragraphs = shapedText.paragraphs
        let bound = max(offset, limit.lowerBound)
        guard bound <= limit.upperBound else { return nil }
        var index = GallopingSearch.firstIndex(
            in: paragraphs.indices, atShareOf: bound, length: shapedText.utf16.count
        ) { paragraphs[$0].range.upperBound < bound }
        while index < paragraphs.count, paragraphs[index].range.lowerBound <= limit.upperBound {
            let paragraph = paragraphs[index]
            let boundaries = paragraph.analysis.graphemeBoundaries
            let next = paragraph.analysis.firstGraphemeIndex(after: bound - 1)
            if Self.contributes(paragraph.range, to: limit), next < boundaries.count {
                let boundary = boundaries[next]
                return boundary <= limit.upperBound ? boundary : nil
            }
            index += 1
        }
        return nil
    }

    /// Whether `graphemeBoundaries(in: limit)` reads the boundaries of a paragraph over
    /// `paragraph` (one that ends at or after the limit's start and starts at or before its end).
    private static func contributes(_ paragraph: TextRange, to limit: TextRange) -> Bool {
        paragraph.overlaps(limit) || paragraph.lowerBound == limit.lowerBound
    }
}
