import Synchronization

/// The flat, immutable records behind a `TextLayout`; `TextLine` and `GlyphRun` are views
/// into it (storage + index), so no value points back into mutable state.
///
/// Layout itself only decides lines and runs: each run remembers where its glyphs are (a
/// range of the shaped paragraph's glyphs, or a piece's own reshaped glyphs) and its pen
/// position. The per-glyph arrays (ids, positions, advances, clusters in layout order)
/// are built from those the first time something asks for glyphs, under a lock, and kept.
/// So measuring text (sizes and baselines) never pays for glyph positions, and a layout
/// that is only measured retains a few records per line.
final class LayoutStorage: Sendable {
    /// The positioning stage's output for one line (`LinePlacer` fills it): its vertical
    /// placement, which the container's `LinePositionModifier` may move, and where its
    /// content sits horizontally. Queries and decorations read it through `TextLine`.
    struct LineRecord: Equatable, Sendable {
        /// Index, row, range, baseline, ascent, descent and leading.
        var placement: LinePlacement
        /// The left x of the content (after alignment), its width without the hanging
        /// whitespace (the span's width when justified) and the hanging whitespace's width.
        let originX: Double, width: Double, trailingWhitespaceWidth: Double
        /// The row's band: the top of the row and the bottom of this line's part of it.
        var rowTop: Double, rowBottom: Double
        /// The line's runs in `runs`, left to right.
        let runRange: RecordRange

        var range: TextRange { placement.range }
        var row: Int { placement.row }
        var baselineY: Double { placement.baselineY }
        var ascent: Double { placement.ascent }
        var descent: Double { placement.descent }
        var leading: Double { placement.leading }

        /// Moves the baseline to `y`, and the band with it (a non-finite `y` is ignored).
        mutating func moveBaseline(to y: Double) {
            let delta = y - placement.baselineY
            guard delta != 0, delta.isFinite else { return }
            placement.baselineY += delta
            rowTop += delta
            rowBottom += delta
        }
    }

    /// Records being filled by the layout, then frozen into a `LayoutStorage`.
    struct Builder {
        var lines: [LineRecord] = []
        var runs: [RunRecord] = []
        var glyphCount = 0
        /// What the run records name by index (`RunRecord`): truncation tokens' shaped
        /// paragraphs, runs' own glyphs and tokens' clusters.
        var tokenParagraphs: [ShapedParagraph] = []
        var ownGlyphs: [GlyphStorage] = []
        var tokenClusters: [[Int32]] = []
        /// The furthest right an indent kept free right of a line reaches (`-infinity`:
        /// none): line records hold their content only, and the layout's bounds count the
        /// indents at the lines' right from this (`LineFragment.reservedRight`).
        var reservedMaxX = -Double.infinity

        /// Reserves room for `lineCount` lines and `runCount` runs (growing the runs' array
        /// a line at a time reallocates it several times for text of many runs a line).
        mutating func reserveCapacity(lines lineCount: Int, runs runCount: Int) {
            lines.reserveCapacity(lineCount)
            runs.reserveCapacity(runCount)
        }

        /// Gives back the room of an array more than half empty, with one copy: a long
        /// text's arrays are reserved from the rate of its first batches, and a text that
        /// grows sparser after them (thousands of blank lines, then prose) would otherwise
        /// keep room for many times its lines.
        mutating func dropSpareRoom() {
            Self.dropSpareRoom(of: &lines)
            Self.dropSpareRoom(of: &runs)
        }

        private static func dropSpareRoom<Element>(of array: inout [Element]) {
            guard array.capacity > 2 * array.count + 16 else { return }
            var exact: [Element] = []
            exact.reserveCapacity(array.count)
            exact.append(contentsOf: array)
            array = exact
        }
    }

    /// Per-glyph arrays in layout order: lines in order, each line's runs left to right,
    /// each run's glyphs left to right.
    struct GlyphTable: Sendable {
        var ids: [UInt32] = []
        /// Glyph origins in layout coordinates (offsets applied; y on the baseline, down), as
        /// doubles: a float holds no position past 3.4e38 and no fraction of a point past
        /// 2^24, and a container may be that large (a fuzzer found a glyph at infinity in a
        /// container 2.2e109 points wide).
        var x: [Double] = []
        var y: [Double] = []
        var advances: [Float] = []
        /// UTF-16 offsets of the glyphs' clusters (for a truncation token's glyphs: the
        /// start of the elided range).
        var clusters: [Int32] = []
    }

    let lines: [LineRecord]
    let runs: [RunRecord]
    let glyphCount: Int
    /// The shaped text whose paragraphs text runs name by index. Held whole, not as a second
    /// reference to its paragraphs' array, so that the array has one owner (unless a caller
    /// keeps `shapedText.paragraphs`) and its teardown can prefetch (`ShapedText`'s storage
    /// frees it with `ReleaseAhead`).
    let shaped: ShapedText
    /// The shaped text's paragraphs.
    var paragraphs: [ShapedParagraph] { shaped.paragraphs }
    /// What runs name beside the text's paragraphs; nil when no run does (most layouts).
    let sideTables: RunSideTables?
    /// What is built on first use, under one lock (a lock each would be one more object a
    /// layout, and most layouts build neither).
    private final class BuiltOnUse: Sendable {
        let lock = Lock<(glyphs: GlyphTable?, rows: RowIndex?, extents: [RectHeightStyle: RowExtents])>((nil, nil, [:]))
    }

    /// The lock and what it guards, made by the first query that needs either: most
    /// layouts are only measured, and a lock made with every layout was an allocation, a
    /// mutex's set-up and tear-down and their counts, about a twentieth of a re-layout.
    /// Publishing it is one atomic compare-and-exchange (a second thread that races to make
    /// one drops its own and takes the published one).
    private let lazyBuiltOnUse = AtomicLazyReference<BuiltOnUse>()

    /// The lock of what is built on first use (made now if no query made it before).
    private var builtOnUse: Lock<(glyphs: GlyphTable?, rows: RowIndex?, extents: [RectHeightStyle: RowExtents])> {
        (lazyBuiltOnUse.load() ?? lazyBuiltOnUse.storeIfNil(BuiltOnUse())).lock
    }

    /// Freezes `builder`'s records, whose text runs name paragraphs of `shaped` (every one
    /// of them shaped). The builder is consumed: its arrays move here without a count each.
    init(_ builder: consuming Builder, shaped: ShapedText) {
        lines = builder.lines
        runs = builder.runs
        glyphCount = builder.glyphCount
        self.shaped = shaped
        sideTables =
            builder.tokenParagraphs.isEmpty && builder.ownGlyphs.isEmpty && builder.tokenClusters.isEmpty
            ? nil
            : RunSideTables(
                tokenParagraphs: builder.tokenParagraphs, ownGlyphs: builder.ownGlyphs,
                tokenClusters: builder.tokenClusters)
    }

    /// The glyph table, built on first use.
    var glyphs: GlyphTable {
        builtOnUse.withLock { parts in
            if let table = parts.glyphs { return table }
            let built = buildTable()
            parts.glyphs = built
            return built
        }
    }

    /// The rows' index for the queries (`RowIndex`), built on first use.
    var rowIndex: RowIndex {
        builtOnUse.withLock { parts in
            if let rows = parts.rows { return rows }
            let built = RowIndex(lines: lines)
            parts.rows = built
            return built
        }
    }

    /// The row edges of `style` for `TextLayout.textBoxes` (`RowExtents`), made by `build`
    /// on first use and kept: they take a pass over every line, and a query per line (a
    /// text view's selection) made that pass each time.
    func rowExtents(for style: RectHeightStyle, build: () -> RowExtents) -> RowExtents {
        if let known = builtOnUse.withLock({ $0.extents[style] }) { return known }
        // Built outside the lock: building reads the glyph table, which takes it.
        let built = build()
        return builtOnUse.withLock { parts in
            if let known = parts.extents[style] { return known }
            parts.extents[style] = built
            return built
        }
    }

    /// Walks the runs as the placer did: the pen starts at the run's x and moves by each
    /// advance in visual order, so positions are exactly those the layout measured.
    private func buildTable() -> GlyphTable {
        var table = GlyphTable()
        table.ids.reserveCapacity(glyphCount)
        table.x.reserveCapacity(glyphCount)
        table.y.reserveCapacity(glyphCount)
        table.advances.reserveCapacity(glyphCount)
        table.clusters.reserveCapacity(glyphCount)
        for line in lines {
            for run in runs[line.runRange] {
                let glyphs = source(of: run)
                let y = line.baselineY - shapedRun(of: run).baselineOffset
                var pen = run.x
                let range = run.sourceRange
                let reversed = run.level & 1 == 1
                for step in 0..<range.count {
                    let index = reversed ? range.upperBound - 1 - step : range.lowerBound + step
                    table.ids.append(glyphs.ids[index])
                    table.x.append(pen + Double(glyphs.xOffset(at: index)))
                    table.y.append(y + Double(glyphs.yOffset(at: index)))
                    table.advances.append(glyphs.advances[index])
                    table.clusters.append(glyphs.clusters[index])
                    pen += Double(glyphs.advances[index])
                }
            }
        }
        return table
    }
}
