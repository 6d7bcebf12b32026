/// One paragraph analysed and shaped: independent of any width, so one value serves
/// every layout of the paragraph (re-layout at a new width does not reshape).
///
/// The value is one reference to immutable storage, so copying it (layout passes it
/// around a lot) costs one retain.
public struct ShapedParagraph: Hashable, Sendable {
    private final class Storage: Sendable {
        let analysis: ParagraphAnalysis
        let runs: [ShapedRun]
        let glyphs: GlyphStorage

        init(analysis: ParagraphAnalysis, runs: [ShapedRun], glyphs: GlyphStorage) {
            self.analysis = analysis
            self.runs = runs
            self.glyphs = glyphs
        }
    }

    private let storage: Storage

    init(analysis: ParagraphAnalysis, runs: [ShapedRun], glyphs: GlyphStorage) {
        storage = Storage(analysis: analysis, runs: runs, glyphs: glyphs)
    }

    /// Prefetches one stage of the paragraph's objects before it is released
    /// (`ReleaseAhead`): its storage (0), the arrays and tables the storage holds (1), the
    /// tables' arrays (2).
    func prefetchForRelease(stage: Int) {
        switch stage {
        case 0: ReleaseAhead.touch(storage)
        case 1:
            ReleaseAhead.touch(storage.runs)
            storage.glyphs.prefetchForRelease()
            storage.analysis.prefetchForRelease(stage: 0)
        default: storage.analysis.prefetchForRelease(stage: 1)
        }
    }

    /// Bidi levels, scripts, break opportunities and grapheme boundaries.
    public var analysis: ParagraphAnalysis { storage.analysis }
    /// The runs in logical order, tiling the paragraph's content range.
    public var runs: [ShapedRun] { storage.runs }
    var glyphs: GlyphStorage { storage.glyphs }
    /// Read straight from the analysis (reading `analysis` itself copies it).
    var isRightToLeft: Bool { storage.analysis.isRightToLeft }
    var hasUniformLevels: Bool { storage.analysis.hasUniformLevels }
    var baseLevel: UInt8 { storage.analysis.baseLevel }

    /// Whether the two paragraphs have equal analyses, runs and glyphs, flags included.
    ///
    /// Two shapings of one text give the same glyphs, positions, clusters and
    /// unsafe-to-break flags whatever the shaped-word cache holds, but they may differ in
    /// the unsafe-to-concatenate flag (`ShapedGlyph.Flags.unsafeToConcat`), and then they
    /// are not equal.
    public static func == (lhs: ShapedParagraph, rhs: ShapedParagraph) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.analysis == rhs.analysis && lhs.runs == rhs.runs && lhs.glyphs == rhs.glyphs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(analysis)
        hasher.combine(runs)
        hasher.combine(glyphs)
    }

    /// The paragraph's range with its separator.
    public var range: TextRange { storage.analysis.range }

    /// The paragraph's range without its separator: what the runs tile.
    public var contentRange: TextRange { storage.analysis.contentRange }

    /// The total glyph count.
    public var glyphCount: Int { storage.glyphs.count }

    /// The sum of all run advances in points: the width of the paragraph on one line.
    public var advance: Double { runs.reduce(0) { $0 + $1.advance } }

    /// The runs that overlap `range`, found by binary search.
    ///
    /// - Complexity: O(log r + k) for r runs and k results.
    func runs(overlapping range: TextRange) -> ArraySlice<ShapedRun> {
        storage.runs[runIndices(overlapping: range)]
    }

    /// The indices of the runs that overlap `range` (an empty range: the run holding its
    /// offset, if any).
    func runIndices(overlapping range: TextRange) -> RecordRange {
        let runs = storage.runs
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < runs.count, runs[end].range.lowerBound < max(range.upperBound, range.lowerBound + 1) { end += 1 }
        return low..<end
    }

    /// The glyphs of `run`, in logical order.
    public func glyphs(of run: ShapedRun) -> [ShapedGlyph] {
        run.glyphRange.map(glyph(at:))
    }

    /// The glyph at `index` of the paragraph's glyphs (a run's `glyphRange` holds such
    /// indices): one glyph without building an array, for walking very long runs.
    public func glyph(at index: Int) -> ShapedGlyph {
        let glyphs = storage.glyphs
        return ShapedGlyph(
            id: glyphs.ids[index], advance: Double(glyphs.advances[index]),
            xOffset: Double(glyphs.xOffset(at: index)), yOffset: Double(glyphs.yOffset(at: index)),
            cluster: Int(glyphs.clusters[index]), flags: ShapedGlyph.Flags(rawValue: glyphs.flags[index]))
    }

}
