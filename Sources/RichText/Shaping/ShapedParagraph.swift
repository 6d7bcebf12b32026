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
        /// Width-independent measuring data for line breaking (see `ParagraphMeasurer`):
        /// kept so that a re-layout at a new width does not recompute it.
        let advancePrefix: [Double]
        let tabOffsets: [Int]
        /// Each run's line-height contribution and end offset (see `RowFiller`).
        let runLineMetrics: [(ascent: Double, descent: Double, leading: Double)]
        let runEnds: [Int]

        init(analysis: ParagraphAnalysis, runs: [ShapedRun], glyphs: GlyphStorage, text: [UInt16]) {
            self.analysis = analysis
            self.runs = runs
            self.glyphs = glyphs
            advancePrefix = ParagraphMeasurer.advancePrefix(of: glyphs, content: analysis.contentRange)
            tabOffsets = analysis.contentRange.filter { text[$0] == 0x09 }
            runLineMetrics = runs.map(RowFiller.contribution)
            runEnds = runs.map(\.range.upperBound)
        }
    }

    private let storage: Storage

    init(analysis: ParagraphAnalysis, runs: [ShapedRun], glyphs: GlyphStorage, text: [UInt16]) {
        storage = Storage(analysis: analysis, runs: runs, glyphs: glyphs, text: text)
    }

    /// Bidi levels, scripts, break opportunities and grapheme boundaries.
    public var analysis: ParagraphAnalysis { storage.analysis }
    /// The runs in logical order, tiling the paragraph's content range.
    public var runs: [ShapedRun] { storage.runs }
    var glyphs: GlyphStorage { storage.glyphs }
    var advancePrefix: [Double] { storage.advancePrefix }
    /// Read straight from the analysis (reading `analysis` itself copies it).
    var isRightToLeft: Bool { storage.analysis.isRightToLeft }
    var hasUniformLevels: Bool { storage.analysis.hasUniformLevels }
    var baseLevel: UInt8 { storage.analysis.baseLevel }
    var tabOffsets: [Int] { storage.tabOffsets }
    var runLineMetrics: [(ascent: Double, descent: Double, leading: Double)] { storage.runLineMetrics }
    var runEnds: [Int] { storage.runEnds }

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
    public var range: Range<Int> { storage.analysis.range }

    /// The paragraph's range without its separator: what the runs tile.
    public var contentRange: Range<Int> { storage.analysis.contentRange }

    /// The total glyph count.
    public var glyphCount: Int { storage.glyphs.count }

    /// The sum of all run advances in points: the width of the paragraph on one line.
    public var advance: Double { runs.reduce(0) { $0 + $1.advance } }

    /// The runs that overlap `range`, found by binary search.
    ///
    /// - Complexity: O(log r + k) for r runs and k results.
    func runs(overlapping range: Range<Int>) -> ArraySlice<ShapedRun> {
        storage.runs[runIndices(overlapping: range)]
    }

    /// The indices of the runs that overlap `range` (an empty range: the run holding its
    /// offset, if any).
    func runIndices(overlapping range: Range<Int>) -> Range<Int> {
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
        let glyphs = storage.glyphs
        return run.glyphRange.map { index in
            ShapedGlyph(
                id: glyphs.ids[index], advance: Double(glyphs.advances[index]),
                xOffset: Double(glyphs.xOffset(at: index)), yOffset: Double(glyphs.yOffset(at: index)),
                cluster: Int(glyphs.clusters[index]), flags: ShapedGlyph.Flags(rawValue: glyphs.flags[index]))
        }
    }
}

/// A whole text analysed and shaped, paragraph by paragraph.
///
/// ```swift
/// let shaped = ShapedText(AttributedText("مرحبا بالعالم"))
/// shaped.paragraphs[0].runs[0].face.family  // "Noto Sans Arabic"
/// ```
public struct ShapedText: Sendable {
    /// The text that was shaped.
    public let text: AttributedText
    /// The font context the faces come from.
    public let context: FontContext
    /// The text as UTF-16 code units.
    public let utf16: [UInt16]
    /// The shaped paragraphs, in order.
    public let paragraphs: [ShapedParagraph]

    /// Analyses and shapes `text` with the faces of `context`.
    ///
    /// - Parameter direction: the base direction of every paragraph; nil takes each
    ///   paragraph's style (natural by default).
    public init(_ text: AttributedText, context: FontContext = .default, direction: BaseDirection? = nil) {
        let analysis = TextAnalysis(text, direction: direction)
        self.text = text
        self.context = context
        utf16 = analysis.utf16
        let itemizer = Itemizer(text: text, utf16: utf16, context: context)
        let shaper = Shaper(text: utf16, cache: context.segmentCache)
        paragraphs = analysis.paragraphs.map { paragraph in
            shaper.shape(paragraph, items: itemizer.items(for: paragraph))
        }
    }

    /// All runs of all paragraphs, in logical order.
    public var runs: [ShapedRun] { paragraphs.flatMap(\.runs) }
}
