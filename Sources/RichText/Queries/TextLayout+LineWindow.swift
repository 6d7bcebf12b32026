extension TextLayout {
    /// The indices of the lines that can hold part of `range`: from the line before the
    /// first one starting at or after `range`'s start to the last one starting at or
    /// before its end.
    ///
    /// Lines hold disjoint ranges in text order (`LayoutStorage.checkInvariants`), so both
    /// ends are found by the galloping search line layout uses, starting from `range`'s
    /// share of the text. Queries that take one range at a time (rects, text boxes,
    /// decorations, borders) then cost the lines the range touches, not every line: a
    /// long document with many underlined or bordered ranges is no longer quadratic.
    /// Callers still check each line (and run) of the window for overlap.
    func lineWindow(for range: TextRange) -> Range<Int> {
        let lines = storage.lines
        guard !lines.isEmpty else { return 0..<0 }
        let first = GallopingSearch.firstIndex(in: lines.indices, atShareOf: range.lowerBound, length: text.length) {
            lines[$0].range.lowerBound < range.lowerBound
        }
        let start = max(first - 1, 0)
        let end = GallopingSearch.firstIndex(in: start..<lines.count, from: first) {
            lines[$0].range.lowerBound <= range.upperBound
        }
        return start..<end
    }
}
