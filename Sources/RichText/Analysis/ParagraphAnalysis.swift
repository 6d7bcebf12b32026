import CUnicode

/// The width-independent analysis of one paragraph: bidi levels, scripts, line break
/// opportunities and grapheme clusters. All offsets are absolute UTF-16 offsets.
public struct ParagraphAnalysis: Hashable, Sendable {
    /// The paragraph with its separator.
    public var range: Range<Int>
    /// The paragraph without its separator (what is shaped).
    public var contentRange: Range<Int>
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    public var baseLevel: UInt8
    /// The resolved embedding level of each UTF-16 unit of `contentRange` (UAX #9 up to
    /// rule I2; the line rules L1-L2 belong to layout).
    public var levels: [UInt8]
    /// Script runs tiling `contentRange`, Common/Inherited resolved to neighbours.
    public var scriptRuns: [ScriptRun]
    /// Line break opportunities after offset `range.lowerBound`, ascending; the last one
    /// is at `range.upperBound`.
    public var lineBreaks: [LineBreakOpportunity]
    /// Grapheme cluster boundaries after `range.lowerBound`, ascending, ending at
    /// `range.upperBound` (a CR LF separator is one cluster).
    public var graphemeBoundaries: [Int]

    /// A run of one script.
    public struct ScriptRun: Hashable, Sendable {
        public var range: Range<Int>
        public var script: Script
    }

    /// The base direction the levels were resolved with.
    public var isRightToLeft: Bool { baseLevel & 1 == 1 }

    /// The index of the first line break opportunity after `offset`.
    ///
    /// - Complexity: O(log n).
    func firstLineBreakIndex(after offset: Int) -> Int {
        Self.firstIndex(in: lineBreaks, after: offset) { $0.offset }
    }

    /// The index of the first grapheme boundary after `offset`.
    func firstGraphemeIndex(after offset: Int) -> Int {
        Self.firstIndex(in: graphemeBoundaries, after: offset) { $0 }
    }

    /// Whether a mandatory break opportunity sits at `offset`.
    func isMandatoryBreak(at offset: Int) -> Bool {
        let index = firstLineBreakIndex(after: offset - 1)
        return index < lineBreaks.count && lineBreaks[index].offset == offset && lineBreaks[index].isMandatory
    }

    private static func firstIndex<T>(in array: [T], after offset: Int, key: (T) -> Int) -> Int {
        var low = 0
        var high = array.count
        while low < high {
            let middle = (low + high) / 2
            if key(array[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The embedding level at a UTF-16 offset inside `contentRange`.
    public func level(at offset: Int) -> UInt8 {
        levels[offset - contentRange.lowerBound]
    }

    /// Analyses `bounds` of `text`.
    init(
        text: UnsafeBufferPointer<UInt16>, bounds: ParagraphSegmenter.Bounds,
        direction: BaseDirection, locale: String
    ) {
        range = bounds.range
        contentRange = bounds.contentRange
        (levels, baseLevel) = Self.bidiLevels(text: text, range: contentRange, direction: direction)
        scriptRuns = ScriptItemizer.runs(in: text, range: contentRange).map { ScriptRun(range: $0.range, script: $0.script) }
        let paragraph = UnsafeBufferPointer(rebasing: text[range])
        let start = range.lowerBound
        let lines = ICUBreakIteratorPool.shared.withIterator(kind: CU_BREAK_LINE, locale: locale) {
            $0?.boundaries(in: paragraph)
        }
        if let lines {
            lineBreaks = zip(lines.offsets, lines.mandatory).map {
                LineBreakOpportunity(offset: start + Int($0), isMandatory: $1 != 0)
            }
        } else {
            lineBreaks = [LineBreakOpportunity(offset: range.upperBound, isMandatory: true)]
        }
        let graphemes = ICUBreakIteratorPool.shared.withIterator(kind: CU_BREAK_GRAPHEME, locale: locale) {
            $0?.boundaries(in: paragraph).offsets
        }
        graphemeBoundaries = graphemes?.map { start + Int($0) } ?? Array(range.lowerBound + 1...range.upperBound)
    }

    /// FriBidi levels per UTF-16 unit (both halves of a surrogate pair get the scalar's).
    private static func bidiLevels(
        text: UnsafeBufferPointer<UInt16>, range: Range<Int>, direction: BaseDirection
    ) -> ([UInt8], UInt8) {
        let (scalars, offsets) = UTF16Decoding.scalars(in: text, range: range)
        let (scalarLevels, baseLevel) = FriBidi.embeddingLevels(scalars, direction: direction)
        var levels = [UInt8](repeating: baseLevel, count: range.count)
        for (index, offset) in offsets.enumerated() {
            let end = index + 1 < offsets.count ? offsets[index + 1] : range.upperBound
            for unit in offset..<end {
                levels[unit - range.lowerBound] = scalarLevels[index]
            }
        }
        return (levels, baseLevel)
    }
}
