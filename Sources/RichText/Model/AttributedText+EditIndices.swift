/// Converting UTF-16 offsets to `String.Index` for edits, without the whole-string
/// UTF-16 index that `String` rebuilds after every change.
extension AttributedText {
    /// The index of UTF-16 offset `offset` (`0...length`), found from the nearest of the
    /// start, the end and `known` (an offset and its index, when one is at hand).
    ///
    /// An ASCII string (as many UTF-8 bytes as UTF-16 units) is indexed directly;
    /// otherwise the index is walked to, one UTF-16 unit at a time, from the nearest known
    /// point: appending and editing near either end stays cheap however long the text is.
    /// (`String.Index(utf16Offset:in:)` would rebuild `String`'s UTF-16 breadcrumbs, a pass
    /// over the whole string, after every edit.)
    ///
    /// - Complexity: O(1) for ASCII text, else O(the distance to the nearest known point).
    func editIndex(atUTF16Offset offset: Int, near known: (offset: Int, index: String.Index)? = nil) -> String.Index {
        let units = string.utf16
        let total = length
        if string.utf8.count == total {
            return string.utf8.index(string.utf8.startIndex, offsetBy: offset)
        }
        var from = (offset: 0, index: units.startIndex)
        if total - offset < offset { from = (total, units.endIndex) }
        if let known, abs(offset - known.offset) < abs(offset - from.offset) { from = known }
        var index = from.index
        if offset >= from.offset {
            for _ in from.offset..<offset { index = units.index(after: index) }
        } else {
            for _ in offset..<from.offset { index = units.index(before: index) }
        }
        return index
    }

    /// Whether `index` (at UTF-16 `offset`) falls between the two halves of a surrogate
    /// pair: the unit there is a low surrogate (the text's ends never split one).
    func splitsSurrogatePair(_ index: String.Index, offset: Int) -> Bool {
        offset > 0 && offset < length && string.utf16[index] & 0xFC00 == 0xDC00
    }

    /// Stops with a message when `index` (at UTF-16 `offset`) falls between the two halves
    /// of a surrogate pair.
    func checkScalarBoundary(_ index: String.Index, offset: Int) {
        precondition(!splitsSurrogatePair(index, offset: offset), "offset \(offset) splits a surrogate pair")
    }
}
