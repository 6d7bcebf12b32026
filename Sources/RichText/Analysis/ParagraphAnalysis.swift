/// The width-independent analysis of one paragraph: bidi levels, scripts, line break
/// opportunities and grapheme clusters. All offsets are absolute UTF-16 offsets.
public struct ParagraphAnalysis: Hashable, Sendable {
    /// The paragraph with its separator.
    public let range: TextRange
    /// The paragraph without its separator (what is shaped).
    public let contentRange: TextRange
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    public let baseLevel: UInt8
    /// The arrays, in one immutable object: every layout stage keeps a copy of the
    /// analysis, and a copy then costs one reference count, not one per array (each an
    /// atomic operation, which a re-layout made about a hundred of).
    private let tables: Tables

    /// Prefetches the tables' object (`stage` 0) or their arrays (1) before they are
    /// released (`ReleaseAhead`).
    func prefetchForRelease(stage: Int) {
        guard stage > 0 else { return ReleaseAhead.touch(tables) }
        ReleaseAhead.touch(tables.levelStorage)
        ReleaseAhead.touch(tables.scriptRuns)
        tables.lineBreaks.prefetchForRelease()
        tables.graphemeBoundaries.prefetchForRelease()
    }

    /// The per-unit and per-boundary arrays of one analysis.
    private final class Tables: Hashable, Sendable {
        let levelStorage: [UInt8]
        let scriptRuns: [ScriptRun]
        let lineBreaks: LineBreakList
        let graphemeBoundaries: GraphemeBoundaries

        init(
            levelStorage: [UInt8], scriptRuns: [ScriptRun], lineBreaks: LineBreakList,
            graphemeBoundaries: GraphemeBoundaries
        ) {
            self.levelStorage = levelStorage
            self.scriptRuns = scriptRuns
            self.lineBreaks = lineBreaks
            self.graphemeBoundaries = graphemeBoundaries
        }

        static func == (a: Tables, b: Tables) -> Bool {
            a === b
                || (a.levelStorage == b.levelStorage && a.scriptRuns == b.scriptRuns && a.lineBreaks == b.lineBreaks
                    && a.graphemeBoundaries == b.graphemeBoundaries)
        }

        /// The level of unit `index` of the content (`base` when the levels are uniform),
        /// read inside the object: reading the array from outside counts a reference.
        @inline(__always)
        func level(at index: Int, base: UInt8) -> UInt8 {
            levelStorage.isEmpty ? base : levelStorage[index]
        }

        var hasUniformLevels: Bool { levelStorage.isEmpty }

        func hash(into hasher: inout Hasher) {
            hasher.combine(levelStorage)
            hasher.combine(scriptRuns)
            hasher.combine(lineBreaks)
            hasher.combine(graphemeBoundaries)
        }
    }

    /// The resolved embedding level of each UTF-16 unit of `contentRange` (UAX #9 up to
    /// rule I2; the line rules L1-L2 belong to layout).
    public var levels: [UInt8] {
        levelStorage.isEmpty ? [UInt8].filled(with: baseLevel, count: contentRange.count) : levelStorage
    }
    /// The levels, or empty when every unit is at `baseLevel` (left-to-right text without
    /// right-to-left characters or bidi controls: FriBidi is not run for it).
    private var levelStorage: [UInt8] { tables.levelStorage }
    /// The levels as a value a loop holds once: each `level(at:)` call reads the array
    /// through the shared tables, which counts a reference.
    var levelReader: LevelReader {
        LevelReader(storage: tables.levelStorage, base: baseLevel, start: contentRange.lowerBound)
    }
    /// Whether every unit is at the base level (no reordering inside lines).
    var hasUniformLevels: Bool { tables.hasUniformLevels }
    /// Script runs tiling `contentRange`, Common/Inherited resolved to neighbours.
    public var scriptRuns: [ScriptRun] { tables.scriptRuns }
    /// Line break opportunities after offset `range.lowerBound`, ascending; the last one
    /// is at `range.upperBound` (compact storage; `lineBreakOpportunities` is the public view).
    var lineBreaks: LineBreakList { tables.lineBreaks }
    /// Grapheme cluster boundaries after `range.lowerBound`, ascending, ending at
    /// `range.upperBound`; a CR LF separator is one cluster (compact storage;
    /// `graphemeClusterBoundaries` is the public view).
    var graphemeBoundaries: GraphemeBoundaries { tables.graphemeBoundaries }

    /// Line break opportunities (UAX #14, ICU) after offset `range.lowerBound`, ascending;
    /// the last one is at `range.upperBound`.
    ///
    /// - Complexity: O(n): the array is made on each call.
    public var lineBreakOpportunities: [LineBreakOpportunity] { Array(lineBreaks) }

    /// Grapheme cluster boundaries (UAX #29, ICU) after `range.lowerBound`, ascending,
    /// ending at `range.upperBound`; a CR LF separator is one cluster.
    ///
    /// - Complexity: O(n): the array is made on each call.
    public var graphemeClusterBoundaries: [Int] { Array(graphemeBoundaries) }

    /// A run of one script.
    public struct ScriptRun: Hashable, Sendable {
        /// The run's UTF-16 range in the text.
        public let range: TextRange
        /// The script of every character in the run (Common and Inherited resolved).
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
        guard offset >= tables.lineBreaks.firstMandatoryOffset else { return false }
        let index = firstLineBreakIndex(after: offset - 1)
        return index < lineBreaks.count && lineBreaks[index].offset == offset && lineBreaks[index].isMandatory
    }

    /// The index of the first element of ascending `array` whose key is after `offset`:
    /// a galloping search (`GallopingSearch`) from an interpolated guess.
    static func firstIndex<C: RandomAccessCollection>(
        in array: C, after offset: Int, key: (C.Element) -> Int
    ) -> Int where C.Index == Int {
        let count = array.count
        guard count > 0 else { return 0 }
        let first = key(array[0])
        let last = key(array[count - 1])
        if offset < first { return 0 }
        if offset >= last { return count }
        let guess = (count - 1) * (offset - first) / max(last - first, 1)
        return GallopingSearch.firstIndex(in: 0..<count, from: guess) { key(array[$0]) <= offset }
    }

    /// The script of the script run holding a UTF-16 offset inside `contentRange`.
    func script(at offset: Int) -> Script {
        var low = 0
        var high = scriptRuns.count
        while low < high {
            let middle = (low + high) / 2
            if scriptRuns[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < scriptRuns.count ? scriptRuns[low].script : .common
    }

    /// The embedding level at a UTF-16 offset inside `contentRange`.
    public func level(at offset: Int) -> UInt8 {
        tables.level(at: offset - contentRange.lowerBound, base: baseLevel)
    }

    /// Analyses `bounds` of `text`; without `findsLineBreaks`, text below U+0300 gets
    /// only the paragraph's end as a line break (for shaping alone, see
    /// `TextAnalysis.paragraph`).
    init(
        text: [UInt16], bounds: ParagraphSegmenter.Bounds,
        direction: BaseDirection, locale: String, findsLineBreaks: Bool = true
    ) {
        range = bounds.range
        contentRange = bounds.contentRange
        let paragraph = text[range]
        // Below U+0300 (Latin-1, Latin Extended, IPA) there is no right-to-left character,
        // bidi control, Thai or combining mark; below U+02EA (the Bopomofo tone letters)
        // no script but Latin and Common. The content decides: the one separator above
        // U+0300, PARAGRAPH SEPARATOR, is none of those either (ICU still sees it, and it is
        // a grapheme of its own), so text whose paragraphs end with it is not sent down the
        // slow path for its separators.
        let largestUnit = UnitBuffers.largestUnit(in: text[contentRange])
        let isBelowMarks = largestUnit < 0x300
        let (levels, baseLevel) =
            isBelowMarks && direction != .rightToLeft
            ? ([], 0) : Self.bidiLevels(text: text, range: contentRange, direction: direction)
        self.baseLevel = baseLevel
        let scriptRuns = ScriptItemizer.runs(in: text, range: contentRange, isLatinOrCommon: largestUnit < 0x2EA)
        let start = range.lowerBound
        let (lineBreaks, graphemes) =
            isBelowMarks
            ? (
                findsLineBreaks
                    ? Self.plainLineBreaks(paragraph, base: start, end: range.upperBound, locale: locale)
                    : LineBreakList(mandatoryAt: range.upperBound, base: start), nil
            )
            : Self.lineBreaksAndGraphemes(
                paragraph, text: text, range: range, contentCount: contentRange.count, locale: locale)
        let graphemeBoundaries: GraphemeBoundaries
        let levelStorage: [UInt8]
        if let graphemes {
            graphemeBoundaries = GraphemeBoundaries(graphemes.map { Int32(start) + $0 })
            levelStorage = Self.levels(levels, uniformWithin: graphemeBoundaries, from: contentRange)
        } else {
            graphemeBoundaries = GraphemeBoundaries(everyUnitOf: contentRange, in: range)
            levelStorage = levels
        }
        tables = Tables(
            levelStorage: levelStorage, scriptRuns: scriptRuns, lineBreaks: lineBreaks,
            graphemeBoundaries: graphemeBoundaries)
    }

    /// The line breaks of a paragraph below U+0300 or of characters that each stand alone
    /// (`GraphemeBoundaries.isAlwaysOwnCluster`): ICU's answer as it is (no Thai
    /// refinement, no cluster to keep whole), packed in one step.
    private static func plainLineBreaks(
        _ paragraph: ArraySlice<UInt16>, base: Int, end: Int, locale: String
    ) -> LineBreakList {
        let packed = ICUBreakIteratorPool.shared.withIterator(kind: .line, locale: locale) {
            $0?.packedBoundaries(in: paragraph)
        }
        return packed.map { LineBreakList(packed: $0, base: base) } ?? LineBreakList(mandatoryAt: end, base: base)
    }

    /// The line breaks of any other paragraph (Thai refined, none inside a grapheme
    /// cluster) and its grapheme boundaries relative to its start (nil: every unit is a
    /// cluster of its own).
    private static func lineBreaksAndGraphemes(
        _ paragraph: ArraySlice<UInt16>, text: [UInt16], range: TextRange, contentCount: Int, locale: String
    ) -> (LineBreakList, [Int32]?) {
        let start = range.lowerBound
        let graphemes: [Int32]?
        switch GraphemeBoundaries.scan(paragraph, contentCount: contentCount) {
        case .standalone:
            // Every character stands alone, and none is Thai (no Thai character is one
            // `isAlwaysOwnCluster` accepts): ICU's answer as it is, packed in one step.
            return (Self.plainLineBreaks(paragraph, base: start, end: range.upperBound, locale: locale), nil)
        case .clusters(let offsets): graphemes = offsets
        case .unknown:
            graphemes = ICUBreakIteratorPool.shared.withIterator(kind: .grapheme, locale: locale) { iterator in
                guard let iterator else { return nil }
                return GraphemeStretches.offsets(in: paragraph, contentCount: contentCount) {
                    iterator.boundaries(in: $0).offsets
                } ?? iterator.boundaries(in: paragraph).offsets
            }
        }
        let forICU = ThaiBreakRefinement.maskedForICU(paragraph) ?? paragraph
        let lines = ICUBreakIteratorPool.shared.withIterator(kind: .line, locale: locale) {
            $0?.boundaries(in: forICU)
        }
        let lineBreaks: LineBreakList
        if var lines {
            ThaiBreakRefinement.refine(offsets: &lines.offsets, mandatory: &lines.mandatory, text: text, range: range)
            if let graphemes {
                Self.dropBreaksInsideClusters(
                    offsets: &lines.offsets, mandatory: &lines.mandatory, graphemes: graphemes)
            }
            lineBreaks = LineBreakList(offsets: lines.offsets, mandatory: lines.mandatory, base: start)
        } else {
            lineBreaks = LineBreakList(mandatoryAt: range.upperBound, base: start)
        }
        return (lineBreaks, graphemes)
    }

    /// Drops the optional break opportunities (ascending `offsets`, with `mandatory` flags
    /// alongside) that are not grapheme boundaries (ascending `graphemes`, same origin):
    /// UAX #14 allows a break between a space and a combining mark after it (LB10 treats
    /// the mark as a letter), but UAX #29 keeps the mark with the space, and a line must
    /// never start inside a cluster.
    private static func dropBreaksInsideClusters(
        offsets: inout [Int32], mandatory: inout [UInt8], graphemes: [Int32]
    ) {
        var kept = 0
        var next = 0
        for index in offsets.indices {
            while next < graphemes.count, graphemes[next] < offsets[index] { next += 1 }
            let isBoundary = next < graphemes.count && graphemes[next] == offsets[index]
            guard isBoundary || mandatory[index] != 0 else { continue }
            offsets[kept] = offsets[index]
            mandatory[kept] = mandatory[index]
            kept += 1
        }
        offsets.removeSubrange(kept...)
        mandatory.removeSubrange(kept...)
    }

    /// `levels` with every grapheme cluster at the level of its first unit: a cluster
    /// whose characters resolve to different levels (a prepended concatenation mark such as
    /// U+0604, an Arabic number sign, before a neutral) would otherwise be reordered apart
    /// and drawn in two places, with carets inside it.
    private static func levels(
        _ levels: [UInt8], uniformWithin boundaries: GraphemeBoundaries, from content: TextRange
    ) -> [UInt8] {
        guard !levels.isEmpty else { return levels }
        var result = levels
        var start = content.lowerBound
        for boundary in boundaries {
            let end = min(boundary, content.upperBound)
            if end > start + 1 {
                let level = result[start - content.lowerBound]
                for unit in start + 1..<end { result[unit - content.lowerBound] = level }
            }
            start = max(start, boundary)
            if start >= content.upperBound { break }
        }
        return result
    }

    /// FriBidi levels per UTF-16 unit (both halves of a surrogate pair get the scalar's);
    /// empty with base level 0 when the paragraph is not right to left and holds no
    /// right-to-left character or bidi control, so every level would be 0.
    private static func bidiLevels(
        text: [UInt16], range: TextRange, direction: BaseDirection
    ) -> ([UInt8], UInt8) {
        if direction != .rightToLeft, !UnitBuffers.containsRightToLeftOrBidiControl(text[range]) { return ([], 0) }
        return FriBidi.unitLevels(text, range: range, direction: direction)
    }
}
