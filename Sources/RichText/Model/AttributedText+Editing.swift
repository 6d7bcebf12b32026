/// Editing: replace, insert, append, delete and substrings, with NSAttributedString's
/// attribute rules and YYText's discontinuous attributes.
extension AttributedText {
    /// Replaces `range` with `replacement`, which keeps its own attributes.
    ///
    /// - Precondition: `range` lies in `0...length` and does not split a surrogate pair.
    /// - Complexity: O(n) in the length and the number of runs.
    public mutating func replaceCharacters(in range: Range<Int>, with replacement: AttributedText) {
        checkRange(range)
        checkScalarBoundary(range.lowerBound)
        checkScalarBoundary(range.upperBound)
        let lower = index(atUTF16Offset: range.lowerBound)
        let upper = index(atUTF16Offset: range.upperBound)
        var newString = string
        newString.replaceSubrange(lower..<upper, with: replacement.string)
        let delta = replacement.length - range.count
        var newRuns: [AttributeRun] = []
        for run in runs where run.range.lowerBound < range.lowerBound {
            newRuns.append(
                AttributeRun(
                    range: run.range.lowerBound..<min(run.range.upperBound, range.lowerBound),
                    attributes: run.attributes))
        }
        for run in replacement.runs {
            newRuns.append(
                AttributeRun(
                    range: run.range.lowerBound + range.lowerBound..<run.range.upperBound + range.lowerBound,
                    attributes: run.attributes))
        }
        for run in runs where run.range.upperBound > range.upperBound {
            newRuns.append(
                AttributeRun(
                    range: max(run.range.lowerBound, range.upperBound) + delta..<run.range.upperBound + delta,
                    attributes: run.attributes))
        }
        self = AttributedText(string: newString, runs: newRuns)
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
        let offset = length
        string.append(text.string)
        for run in text.runs {
            Self.append(
                AttributeRun(
                    range: run.range.lowerBound + offset..<run.range.upperBound + offset, attributes: run.attributes),
                to: &runs, sameSource: false)
        }
    }

    /// Deletes `range`.
    public mutating func deleteCharacters(in range: Range<Int>) {
        replaceCharacters(in: range, with: AttributedText(""))
    }

    /// The text and attributes of `range`.
    public func attributedSubstring(_ range: Range<Int>) -> AttributedText {
        checkRange(range)
        checkScalarBoundary(range.lowerBound)
        checkScalarBoundary(range.upperBound)
        let substring = String(string[index(atUTF16Offset: range.lowerBound)..<index(atUTF16Offset: range.upperBound)])
        let pieces = runs.compactMap { run -> AttributeRun? in
            let overlap = run.range.clamped(to: range)
            guard !overlap.isEmpty else { return nil }
            return AttributeRun(
                range: overlap.lowerBound - range.lowerBound..<overlap.upperBound - range.lowerBound,
                attributes: run.attributes)
        }
        return AttributedText(string: substring, runs: pieces)
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

    private func checkScalarBoundary(_ offset: Int) {
        let units = string.utf16
        guard offset > 0, offset < units.count else { return }
        let unit = units[units.index(units.startIndex, offsetBy: offset)]
        precondition(unit & 0xFC00 != 0xDC00, "offset \(offset) splits a surrogate pair")
    }
}
