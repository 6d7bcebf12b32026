/// Finds segment ends: after a run of spaces, and before and after a CJK character, at
/// grapheme boundaries only. Queries must move forward.
struct SegmentCutter {
    let text: [UInt16]
    let boundaries: GraphemeBoundaries
    /// Whether a run of spaces ends a segment (else only CJK characters do).
    let cutsAtSpaces: Bool
    private var cursor: Int

    /// A cutter whose first query is at or after `boundaries[cursor]`.
    init(text: [UInt16], boundaries: GraphemeBoundaries, cutsAtSpaces: Bool, cursor: Int) {
        self.text = text
        self.cursor = cursor
        self.boundaries = boundaries
        self.cutsAtSpaces = cutsAtSpaces
    }

    /// The end of the segment that starts at `start`, at most `limit`.
    mutating func segmentEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            let unit = text[index]
            if unit == 0x20, cutsAtSpaces {
                var next = index + 1
                while next < limit, text[next] == 0x20 { next += 1 }
                if next == limit || isBoundary(next) { return next }
                index = next
            } else if Self.isCJK(unit) {
                if index > start, isBoundary(index) { return index }
                if index + 1 == limit || isBoundary(index + 1) { return index + 1 }
                index += 1
            } else {
                index += 1
            }
        }
        return limit
    }

    /// The end of the run of one-unit segments from `start` whose characters `table`
    /// takes, at most `limit` (`start` when the first is not one): the segments
    /// `segmentEnd` would cut there one by one (a CJK character with a grapheme boundary
    /// after it), found without cutting each.
    mutating func directRunEnd(from start: Int, limit: Int, table: DirectGlyphs.Table) -> Int {
        var end = start
        if boundaries.isEveryUnit, limit <= boundaries.contentEnd {
            // A boundary after every content unit: only the table decides.
            while end < limit, table.glyph(for: text[end]) != nil { end += 1 }
            return end
        }
        while end < limit, table.glyph(for: text[end]) != nil, end + 1 == limit || isBoundary(end + 1) { end += 1 }
        return end
    }

    private mutating func isBoundary(_ offset: Int) -> Bool {
        if boundaries.isEveryUnit { return boundaries.containsInEveryUnitForm(offset) }
        while cursor < boundaries.count, boundaries[cursor] < offset { cursor += 1 }
        return cursor < boundaries.count && boundaries[cursor] == offset
    }

    /// Han, kana, bopomofo, CJK symbols and punctuation, fullwidth forms.
    static func isCJK(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x2E80...0x2FDF, 0x3000...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF:
            return true
        default: return false
        }
    }
}
