/// Editing: replace, insert, append, delete and substrings, with NSAttributedString's
/// attribute rules and YYText's discontinuous attributes.
extension AttributedText {
    /// Replaces `range` with `replacement`, which keeps its own attributes.
    ///
    /// The edit is made in place: the string and the runs grow with amortised doubling,
    /// and only the runs the edit cuts are rewritten.
    ///
    /// - Precondition: `range` lies in `0...length` and does not split a surrogate pair.
    /// - Complexity: amortised O(k + t + log r) for k inserted code units and r runs of
    ///   which t are cut or inserted, plus the UTF-16 walk of `editIndex(atUTF16Offset:)`
    ///   for non-ASCII text and, unless `range` ends at the end of the text, the move of
    ///   the string's and the runs' tails (contiguous storage; the runs after `range` get
    ///   their offsets shifted). Replacing at the end costs what `append(_:)` costs.
    public mutating func replaceCharacters(in range: Range<Int>, with replacement: AttributedText) {
        checkRange(range)
        if range.isEmpty, range.lowerBound == length { return append(replacement) }
        let lower = editIndex(atUTF16Offset: range.lowerBound)
        checkScalarBoundary(lower, offset: range.lowerBound)
        let upper = range.isEmpty ? lower : editIndex(atUTF16Offset: range.upperBound, near: (range.lowerBound, lower))
        checkScalarBoundary(upper, offset: range.upperBound)
        let window = runWindow(around: range)
        let snapshot = storageSnapshot()
        let movedBytes = snapshot == nil ? 0 : string.utf8.distance(from: upper, to: string.endIndex)
        string.replaceSubrange(lower..<upper, with: replacement.string)
        let delta = replacement.length - range.count
        var pieces: [RunPiece] = []
        pieces.reserveCapacity(replacement.runs.count + 2)
        if !window.isEmpty, case let first = runs[window.lowerBound], first.range.lowerBound < range.lowerBound {
            pieces.append(
                RunPiece(
                    run: AttributeRun(range: first.range.lowerBound..<range.lowerBound, attributes: first.attributes)))
        }
        for run in replacement.runs {
            let shifted = run.range.lowerBound + range.lowerBound..<run.range.upperBound + range.lowerBound
            pieces.append(RunPiece(run: AttributeRun(range: shifted, attributes: run.attributes)))
        }
        if !window.isEmpty, case let last = runs[window.upperBound - 1], last.range.upperBound > range.upperBound {
            let rest = range.upperBound + delta..<last.range.upperBound + delta
            pieces.append(RunPiece(run: AttributeRun(range: rest, attributes: last.attributes)))
        }
        let shifted = shiftRuns(from: window.upperBound, by: delta)
        let written = spliceRuns(window, with: pieces)
        recordWrites(since: snapshot, written: replacement.string.utf8.count + movedBytes + shifted + written)
    }

    /// Replaces `range` with plain `text`, which takes the attributes of the first
    /// replaced character, or for an empty range those of the character before (after,
    /// at offset 0), without the discontinuous ones (attachment, binding, backed string).
    public mutating func replaceCharacters(in range: Range<Int>, with text: String) {
        checkRange(range)
        replaceCharacters(in: range, with: AttributedText(text, attributes: insertionAttributes(for: range)))
    }

    /// Inserts `text` at `offset` (see `replaceCharacters(in:with:)` for its attributes).
    public mutating func insert(_ text: String, at offset: Int) {
        replaceCharacters(in: offset..<offset, with: text)
    }

    /// Inserts attributed text at `offset`.
    public mutating func insert(_ text: AttributedText, at offset: Int) {
        replaceCharacters(in: offset..<offset, with: text)
    }

    /// Appends plain `text` in the attributes of the last character (discontinuous ones
    /// dropped).
    ///
    /// - Complexity: amortised O(k) for k appended code units: appending in place, so
    ///   building a text from n pieces costs O(n), not O(n²).
    public mutating func append(_ text: String) {
        append(AttributedText(text, attributes: insertionAttributes(for: length..<length)))
    }

    /// Appends attributed text, which keeps its own attributes (its first run merges with
    /// the last one when their attributes are equal, as in `replaceCharacters(in:with:)`).
    ///
    /// - Complexity: amortised O(k + r) for k appended code units and r appended runs:
    ///   the string and the runs grow in place, so building a text from n pieces costs
    ///   O(n), not O(n²).
    public mutating func append(_ text: AttributedText) {
        guard !text.runs.isEmpty else { return }
        let snapshot = storageSnapshot()
        let offset = length
        string.append(text.string)
        for run in text.runs {
            Self.append(
                AttributeRun(
                    range: run.range.lowerBound + offset..<run.range.upperBound + offset, attributes: run.attributes),
                to: &runs, sameSource: false)
        }
        recordWrites(since: snapshot, written: text.string.utf8.count + text.runs.count)
    }

    /// Deletes `range`.
    public mutating func deleteCharacters(in range: Range<Int>) {
        replaceCharacters(in: range, with: AttributedText(""))
    }

    /// The text and attributes of `range`.
    ///
    /// - Complexity: O(log r + t + k) for r runs of which t overlap `range`, and k units.
    public func attributedSubstring(_ range: Range<Int>) -> AttributedText {
        checkRange(range)
        let lower = index(atUTF16Offset: range.lowerBound)
        let upper = index(atUTF16Offset: range.upperBound)
        checkScalarBoundary(lower, offset: range.lowerBound)
        checkScalarBoundary(upper, offset: range.upperBound)
        let pieces = runs(in: range).map { run in
            AttributeRun(
                range: run.range.lowerBound - range.lowerBound..<run.range.upperBound - range.lowerBound,
                attributes: run.attributes)
        }
        return AttributedText(string: String(string[lower..<upper]), runs: pieces)
    }

    /// The attribute runs that overlap `range`, clipped to it.
    public func runs(in range: Range<Int>) -> [AttributeRun] {
        checkRange(range)
        guard !runs.isEmpty, !range.isEmpty else { return [] }
        var result: [AttributeRun] = []
        var index = runIndex(containing: range.lowerBound)
        while index < runs.count, runs[index].range.lowerBound < range.upperBound {
            result.append(AttributeRun(range: runs[index].range.clamped(to: range), attributes: runs[index].attributes))
            index += 1
        }
        return result
    }

    /// Sets one attribute over `range` (nil removes it).
    public mutating func setAttribute<Value>(
        _ key: WritableKeyPath<TextAttributes, Value?>, _ value: Value?, range: Range<Int>
    ) {
        modifyAttributes(in: range) { $0[keyPath: key] = value }
    }

    /// Removes one attribute over `range`.
    public mutating func removeAttribute(_ key: TextAttributeKey, range: Range<Int>) {
        modifyAttributes(in: range) { $0.remove(key) }
    }

    /// Sets every attribute that `attributes` sets, over `range`, keeping the others.
    public mutating func addAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        modifyAttributes(in: range) { $0 = $0.merging(attributes) }
    }

    /// The attributes plain text inserted at `range` takes.
    func insertionAttributes(for range: Range<Int>) -> TextAttributes {
        guard length > 0 else { return TextAttributes() }
        let source = !range.isEmpty ? range.lowerBound : (range.lowerBound > 0 ? range.lowerBound - 1 : 0)
        var attributes = self.attributes(at: min(source, length - 1))
        for key in TextAttributeKey.discontinuous { attributes.remove(key) }
        return attributes
    }
}
