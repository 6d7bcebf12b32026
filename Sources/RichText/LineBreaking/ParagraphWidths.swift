/// The width-independent data line breaking reads for one shaped paragraph: prefix sums
/// of the glyph advances, where the tabs are, where cutting the shaped glyphs is unsafe,
/// and each run's end offset and line-height contribution.
///
/// The line-breaking stage computes it from a `ShapedParagraph` once, when the text is
/// prepared (`ShapedText` keeps one per paragraph), so a re-layout at a new width only
/// breaks and places lines. Immutable, so sharing it between layouts and threads is safe;
/// a class, so passing it along costs one retain.
final class ParagraphWidths: Sendable {
    /// The offset `prefix[0]` stands for: the paragraph's content start.
    let start: Int
    /// `prefix[i]`: the advances of the glyphs whose cluster starts before `start + i`
    /// (a multi-unit cluster counts whole at its first unit).
    let prefix: [Double]
    /// Offsets of the TAB characters, ascending (their shaped advance is zero).
    let tabOffsets: [Int]
    /// Where each run ends, ascending (runs tile the content range), and its reach above
    /// and below the baseline and its leading: one array, one allocation a paragraph.
    let runs: [RunSpan]
    /// Bit `i` set: a line edge at `start + i` cuts the shaped glyphs where HarfBuzz says
    /// breaking is unsafe (the glyph there is marked unsafe to break, or the offset is
    /// inside a cluster), so the glyphs next to the edge are shaped again. Run boundaries
    /// are always safe (runs are shaped apart). Empty: every offset is safe.
    let unsafeCuts: [UInt64]
    /// Whether a line from any offset is at least as wide as every shorter line from there:
    /// the prefix sums never decrease (no cluster with a negative advance), and no tab or
    /// soft hyphen adds width that depends on where the line ends. Then the line breaker
    /// can take every opportunity within reach of the span at once
    /// (`ParagraphMeasurer.reach(from:limit:end:)`) instead of measuring each in turn.
    let widensWithEnd: Bool
    /// The paragraph's style (`ShapedText.style(ofParagraph:)`), boxed; nil for the default
    /// style. Kept here, in an object every paragraph has anyway, so that keeping it costs
    /// no allocation of its own.
    let style: ParagraphStyleBox?

    /// Prefetches the object (`stage` 0) or its arrays (1) before it is released
    /// (`ReleaseAhead`).
    func prefetchForRelease(stage: Int) {
        guard stage > 0 else { return ReleaseAhead.touch(self) }
        ReleaseAhead.touch(prefix)
        ReleaseAhead.touch(tabOffsets)
        ReleaseAhead.touch(runs)
        ReleaseAhead.touch(unsafeCuts)
    }

    /// Where one run ends and what it contributes to the height of a line holding it.
    struct RunSpan: Hashable, Sendable {
        let end: Int
        let metrics: LineHeightModel.Contribution
    }

    /// Measures `paragraph` of the text `utf16`, laid out with `style` (nil: the default).
    convenience init(_ paragraph: ShapedParagraph, utf16: [UInt16], style: ParagraphStyleBox? = nil) {
        let content = paragraph.contentRange
        var tabOffsets: [Int] = []
        var containsSoftHyphen = false
        if UnitBuffers.containsTabOrSoftHyphen(utf16[content]) {
            for offset in content {
                let unit = utf16[offset]
                if unit == 0x09 { tabOffsets.append(offset) } else if unit == 0xAD { containsSoftHyphen = true }
            }
        }
        // The runs read once (each read through the paragraph counts a reference), and by
        // index (a copied run would count its item's).
        let runs = paragraph.runs
        let scan = Self.scan(paragraph.glyphs, content: content, runs: runs)
        self.init(
            start: content.lowerBound, prefix: scan.prefix, tabOffsets: tabOffsets,
            containsSoftHyphen: containsSoftHyphen,
            runs: runs.indices.map { RunSpan(end: runs[$0].range.upperBound, metrics: runs[$0].lineContribution) },
            unsafeCuts: scan.unsafeCuts,
            prefixNeverDecreases: scan.neverDecreases, style: style)
    }

    /// Data given directly (tests break lines over synthetic widths with it);
    /// `containsSoftHyphen` says whether the content holds a U+00AD; `prefixNeverDecreases`,
    /// when known, whether each prefix sum is at most the next (checked here when nil); `style`,
    /// the paragraph's style (nil: the default).
    init(
        start: Int, prefix: [Double], tabOffsets: [Int], containsSoftHyphen: Bool,
        runs: [RunSpan], unsafeCuts: [UInt64] = [],
        prefixNeverDecreases: Bool? = nil, style: ParagraphStyleBox? = nil
    ) {
        self.style = style
        self.start = start
        self.prefix = prefix
        self.tabOffsets = tabOffsets
        self.runs = runs
        self.unsafeCuts = unsafeCuts
        widensWithEnd =
            tabOffsets.isEmpty && !containsSoftHyphen
            && (prefixNeverDecreases ?? zip(prefix, prefix.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// The advance width of `[from, to)` (tabs counted as zero).
    func width(from: Int, to: Int) -> Double {
        Self.width(in: prefix, start: start, from: from, to: to)
    }

    /// `width(from:to:)` from prefix sums held in a local (`sums`, whose first entry stands
    /// for offset `start`): a loop that reads the sums through the object counts a
    /// reference to the array on each read.
    @inline(__always)
    static func width(in sums: [Double], start: Int, from: Int, to: Int) -> Double {
        sums[to - start] - sums[from - start]
    }

    /// Whether a line edge at `offset` cuts the shaped glyphs unsafely.
    @inline(__always)
    func isUnsafeCut(at offset: Int) -> Bool {
        let bit = offset - start
        let word = bit >> 6
        return word >= 0 && word < unsafeCuts.count && unsafeCuts[word] & (1 << UInt64(bit & 63)) != 0
    }

    /// Whether the line `[start, end)` is not empty and one of its edges cuts the shaped
    /// glyphs unsafely: the one test of whether a line needs its edges shaped again
    /// (`LineEdgeShaper`).
    @inline(__always)
    func hasUnsafeEdge(from start: Int, to end: Int) -> Bool {
        end > start && (isUnsafeCut(at: start) || isUnsafeCut(at: end))
    }

    /// The first offset in `(offset, limit)` where cutting is safe, or `limit`.
    func firstSafeCut(after offset: Int, limit: Int) -> Int {
        var next = offset + 1
        while next < limit, isUnsafeCut(at: next) { next += 1 }
        return min(next, limit)
    }

    /// The last offset in `(floor, offset)` where cutting is safe, or `floor`.
    func lastSafeCut(before offset: Int, floor: Int) -> Int {
        var previous = offset - 1
        while previous > floor, isUnsafeCut(at: previous) { previous -= 1 }
        return max(previous, floor)
    }

    /// The paragraph's width on one line.
    var total: Double { prefix.last ?? 0 }

    /// The prefix sums of an empty paragraph, shared by all of them.
    private static let emptyContentPrefix: [Double] = [0]
    /// The unsafe-cut bits of an empty paragraph, shared by all of them: its one offset
    /// (the content's end) is safe.
    private static let emptyContentCuts: [UInt64] = [~UInt64(1)]

    /// The prefix sums (`prefix`), whether each is at most the next, and the unsafe-cut bits
    /// (`unsafeCuts`) of `glyphs` over `content`, whose shaped runs are `runs`, in one pass
    /// over the glyphs: every offset starts unsafe; a run's start, the content's end and
    /// the first glyph of each cluster that HarfBuzz does not mark unsafe to break make
    /// their offset safe. Clusters are non-decreasing in the storage, and each cluster's
    /// glyphs are summed before they are added, exactly as per-unit buckets would be.
    ///
    /// - Complexity: O(units + glyphs).
    static func scan(
        _ glyphs: GlyphStorage, content: TextRange, runs: [ShapedRun]
    ) -> (prefix: [Double], neverDecreases: Bool, unsafeCuts: [UInt64]) {
        // An empty paragraph (a blank line) shares one array of each: files of many blank
        // lines allocated them for each.
        if content.isEmpty, runs.isEmpty { return (emptyContentPrefix, true, emptyContentCuts) }
        var bits = [UInt64].filled(with: ~0, count: (content.count + 64) >> 6)
        let base = content.lowerBound
        func clear(_ bit: Int) { bits[bit >> 6] &= ~(1 << UInt64(bit & 63)) }
        clear(content.upperBound - base)
        // By index: only each run's range is read (a copied run would count two references).
        for index in runs.indices { clear(runs[index].range.lowerBound - base) }
        if content.isEmpty { return (emptyContentPrefix, true, bits) }
        let (sums, neverDecreases) = GlyphArrayScans.prefixSums(
            clusters: glyphs.clusters, advances: glyphs.advances, flags: glyphs.flags,
            unsafeFlag: ShapedGlyph.Flags.unsafeToBreak.rawValue, start: base, count: content.count,
            clearingSafeClusterStartsIn: &bits)
        return (sums, neverDecreases, bits)
    }
}
