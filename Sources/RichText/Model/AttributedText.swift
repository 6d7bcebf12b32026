/// A string with attributes over ranges of it: the input of shaping and layout.
///
/// A value type (copy-on-write through its `String` and array storage), `Sendable`, safe
/// to pass between threads. Offsets and ranges are UTF-16 code-unit offsets, like
/// `NSRange` and YYText, so that ranges from UIKit-style code carry over unchanged; use
/// `utf16Offset(of:)` and `index(atUTF16Offset:)` to convert from and to `String.Index`.
///
/// Attributes are stored as runs that tile the text without gaps; adjacent runs differ,
/// except that separately inserted runs carrying an attachment stay separate even when
/// equal, so two emoticons side by side keep two backed strings. A range outside `0...length` is a programming error (a precondition failure
/// naming the range and the length), as with Swift collections.
///
/// ```swift
/// var text = AttributedText("Hello 世界")
/// text.font = Font(family: "Noto Sans", size: 16)
/// text.setColor(.red, range: 0..<5)
/// ```
public struct AttributedText: Hashable, Sendable, Codable {
    /// The characters.
    public internal(set) var string: String
    /// Attribute runs in order, tiling `0..<length`; empty for empty text.
    public internal(set) var runs: [AttributeRun]

    /// One run: a range and the attributes over it.
    public struct AttributeRun: Hashable, Sendable, Codable {
        /// UTF-16 range.
        public var range: Range<Int>
        /// The attributes of every character in the range.
        public var attributes: TextAttributes
    }

    /// Creates text with the same attributes everywhere.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        let length = string.utf16.count
        runs = length == 0 ? [] : [AttributeRun(range: 0..<length, attributes: attributes)]
        AttributedTextCopyCounter.record(string.utf8.count + runs.count)
    }

    /// Text from runs that already tile it; adjacent equal runs are merged unless they
    /// carry an attachment (two emoticons side by side stay two runs).
    init(string: String, runs: [AttributeRun]) {
        self.string = string
        self.runs = []
        self.runs.reserveCapacity(runs.count)
        for run in runs where !run.range.isEmpty {
            Self.append(run, to: &self.runs, sameSource: false)
        }
        AttributedTextCopyCounter.record(string.utf8.count + self.runs.count)
    }

    /// The length in UTF-16 code units.
    public var length: Int { runs.last?.range.upperBound ?? string.utf16.count }

    /// The attributes at a UTF-16 offset (`0..<length`).
    public func attributes(at offset: Int) -> TextAttributes {
        precondition(offset >= 0 && offset < length, "offset \(offset) out of bounds for text of length \(length)")
        return runs[runIndex(containing: offset)].attributes
    }

    /// The index of the run containing `offset`.
    ///
    /// - Complexity: O(log n) in the number of runs.
    func runIndex(containing offset: Int) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Changes the attributes over `range` with `change`, splitting and merging runs.
    ///
    /// `change` is called once per run overlapping `range`, first to last. An end of
    /// `range` between the two halves of a surrogate pair is moved outward to take the whole
    /// character (`scalarAligned`); every `set…(range:)` method goes through here.
    ///
    /// - Complexity: O(log r + t) for r runs of which t overlap `range`, in place; plus a
    ///   move of the runs after `range` when the number of runs changes.
    public mutating func modifyAttributes(in range: Range<Int>, _ change: (inout TextAttributes) -> Void) {
        checkRange(range)
        guard !range.isEmpty else { return }
        let range = scalarAligned(range)
        let snapshot = storageSnapshot()
        let window = runWindow(around: range)
        var pieces: [RunPiece] = []
        pieces.reserveCapacity(3 * window.count)
        for index in window {
            let run = runs[index]
            let overlap = run.range.clamped(to: range)
            let before = run.range.lowerBound..<overlap.lowerBound
            pieces.append(RunPiece(run: AttributeRun(range: before, attributes: run.attributes)))
            var attributes = run.attributes
            change(&attributes)
            pieces.append(
                RunPiece(run: AttributeRun(range: overlap, attributes: attributes), continuesSource: !before.isEmpty))
            let after = overlap.upperBound..<run.range.upperBound
            pieces.append(RunPiece(run: AttributeRun(range: after, attributes: run.attributes), continuesSource: true))
        }
        let written = spliceRuns(window, with: pieces)  // before `recordWrites`, which reads a copy of self
        recordWrites(since: snapshot, written: written)
    }

    /// Appends `run`, merging it into the last run when their attributes are equal and
    /// either they were cut from one run or they carry no attachment: separately
    /// inserted attachments stay separate.
    static func append(_ run: AttributeRun, to runs: inout [AttributeRun], sameSource: Bool) {
        if let last = runs.last, last.attributes == run.attributes, last.range.upperBound == run.range.lowerBound,
            sameSource || !run.attributes.keepsRunIdentity
        {
            runs[runs.count - 1].range = last.range.lowerBound..<run.range.upperBound
        } else {
            runs.append(run)
        }
    }

    /// `range` widened to whole Unicode scalars: an end between the two halves of a
    /// surrogate pair moves outward, so an attribute never covers half a character (a
    /// layout would style the pair by its first half, and `AttributedString`, which has no
    /// half characters, would drop the attribute on a round trip).
    ///
    /// - Complexity: O(1) for ASCII text. Otherwise, near either end of the text (within
    ///   4,096 units: styling what was just appended), a walk from that end, as edits do
    ///   (`editIndex`); elsewhere `String.Index(utf16Offset:in:)`, amortized constant
    ///   through the string's UTF-16 breadcrumbs, which attribute changes leave in place
    ///   (an append rebuilds them, so it is not used next to the end).
    func scalarAligned(_ range: Range<Int>) -> Range<Int> {
        let total = length
        guard string.utf8.count != total else { return range }
        func splitsPair(_ offset: Int) -> Bool {
            guard offset > 0, offset < total else { return false }
            let index =
                offset < 4096 || total - offset < 4096
                ? editIndex(atUTF16Offset: offset) : String.Index(utf16Offset: offset, in: string)
            return splitsSurrogatePair(index, offset: offset)
        }
        let lower = splitsPair(range.lowerBound) ? range.lowerBound - 1 : range.lowerBound
        let upper = splitsPair(range.upperBound) ? range.upperBound + 1 : range.upperBound
        return lower..<upper
    }

    /// Stops with a message naming `range` and the length when it does not fit the text.
    func checkRange(_ range: Range<Int>) {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= length,
            "range \(range) out of bounds for text of length \(length)")
    }
}
