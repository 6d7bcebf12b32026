/// Runs the width-dependent half of the pipeline for one container: line breaking
/// (`LineBreaker` → `LineFragment`s), positioning (`LinePositioner` → placed lines and
/// runs, truncation included), then the container's line-position modifier, which may
/// move baselines.
struct LayoutEngine {
    let shaped: ShapedText
    /// The normalized container and its free space (`geometry.container`).
    let geometry: ContainerGeometry

    init(shaped: ShapedText, container: TextContainer) {
        self.shaped = shaped
        geometry = ContainerGeometry(container)
    }

    struct Output {
        var storage: LayoutStorage
        var rowCount: Int
        var visibleEnd: Int
        var isTruncated: Bool
        var truncation: TextLayout.Truncation?
        /// How far right indents kept free beside lines reach (`LayoutStorage.Builder.reservedMaxX`).
        var reservedMaxX = -Double.infinity
    }

    func run(from start: Int) -> Output {
        let broken = LineBreaker(shaped: shaped, geometry: geometry).breakLines(from: start)
        var builder = LayoutStorage.Builder()
        builder.reserveCapacity(lines: broken.lines.count, runs: Self.runEstimate(of: broken, in: shaped))
        let positioned = LinePositioner(shaped: shaped, geometry: geometry)
            .position(broken, from: start, into: &builder)
        applyModifier(to: &builder)
        let reservedMaxX = builder.reservedMaxX
        let storage = LayoutStorage(consume builder, shaped: shaped)
        storage.checkInvariants()
        return Output(
            storage: storage, rowCount: broken.rowCount, visibleEnd: positioned.visibleEnd,
            isTruncated: broken.overflowed, truncation: positioned.truncation, reservedMaxX: reservedMaxX)
    }

    /// About how many runs the lines of `broken` hold: a line per line that is not empty,
    /// plus each shaped run of their paragraphs once (a run is cut again only at line ends
    /// and level changes). An empty line (a blank line's) has no run: room for one each
    /// made a file of blank lines reserve a run record (about 120 bytes) a line.
    private static func runEstimate(of broken: LineBreaker.Result, in shaped: ShapedText) -> Int {
        runEstimate(of: broken.lines[...], in: shaped)
    }

    /// About how many runs `lines` hold (see above).
    private static func runEstimate(of lines: ArraySlice<LineFragment>, in shaped: ShapedText) -> Int {
        guard let first = lines.first?.paragraphIndex, let last = lines.last?.paragraphIndex, first <= last
        else { return lines.count }
        var runs = 0
        for line in lines where !line.range.isEmpty { runs += 1 }
        for index in first...last { runs += shaped.paragraphs[index].runs.count }
        return runs
    }

    /// Makes room in `builder` for `lines` more (and their runs).
    ///
    /// Between batches (`isLast` false) it grows to what the whole text will need at the
    /// rate seen so far (lines and estimated runs per UTF-16 unit laid out, plus a
    /// sixteenth), so a long document's arrays are copied a few times and keep little spare
    /// capacity (when they doubled instead, the benchmark's retained 10 KB layouts kept 41.7
    /// bytes a character; reserved this way, 37.7, as before layouts were made in batches).
    /// The extrapolation is bounded: it needs half a batch of text laid out to go by, grows
    /// an array at least by a quarter and at most eightfold at a time (a short first line before
    /// a long paragraph of many runs would otherwise predict millions of runs), and the
    /// container must be one that lays out the whole text: with a row limit or a finite
    /// bottom (a height, a path's bounds) it only doubles, since the rest may never be laid
    /// out. For the last lines it makes exactly the room they need; an estimate that proved
    /// more than twice too large (a text sparser after its first batches) is given back
    /// once the layout is placed (`LayoutStorage.Builder.dropSpareRoom()`).
    private func reserve(
        for lines: ArraySlice<LineFragment>, isLast: Bool, in builder: inout LayoutStorage.Builder
    ) {
        let lineCount = builder.lines.count + lines.count
        let runCount = builder.runs.count + Self.runEstimate(of: lines, in: shaped)
        guard lineCount > builder.lines.capacity || runCount > builder.runs.capacity else { return }
        if isLast {
            builder.reserveCapacity(lines: lineCount, runs: runCount)
            return
        }
        let mayStopEarly = geometry.container.maximumNumberOfRows > 0 || geometry.bottom.isFinite
        let covered = mayStopEarly ? 0 : lines.last?.range.upperBound ?? 0
        let total = shaped.utf16.count
        builder.reserveCapacity(
            lines: Self.capacity(for: lineCount, now: builder.lines.capacity, covered: covered, of: total),
            runs: Self.capacity(for: runCount, now: builder.runs.capacity, covered: covered, of: total))
    }

    /// The room to make for `needed` elements in an array of capacity `now` when `covered`
    /// of a text's `total` UTF-16 units are laid out (0: extrapolation is not wanted): the
    /// whole text's share at the rate so far, plus a sixteenth, at least a quarter more than
    /// `now` (a text that grows denser copies its arrays a bounded number of times) and at
    /// most eight times `needed`; twice `now` when less than half a batch of text has been
    /// laid out to go by; `now` when the array has room already (the other one grows).
    static func capacity(for needed: Int, now: Int, covered: Int, of total: Int) -> Int {
        guard needed > now else { return now }
        guard covered >= ShapedText.Progressive.batchUnits / 2, covered < total else { return max(needed, now * 2) }
        let scale = min(Double(total) / Double(covered) * (17.0 / 16.0), 8)
        return max(needed, now + now / 4, Int(Double(needed) * scale))
    }

    /// Shapes `progressive`'s text a batch of paragraphs at a time and lays out each batch
    /// right after it is shaped, from the text's start (what `run(from: 0)` over the whole
    /// shaped text gives, line for line): a long text's shaped data is read back while the
    /// CPU caches still hold it, and the broken lines are kept only until they are placed.
    /// When the layout stops early (row limit, height), the rest of the text is shaped
    /// afterwards, so that the shaped text is whole.
    static func run(shaping progressive: inout ShapedText.Progressive, container: TextContainer) -> (
        engine: LayoutEngine, output: Output
    ) {
        progressive.shapeNextBatch()
        let engine = LayoutEngine(shaped: progressive.shapedText, container: container)
        let breaker = LineBreaker(shaped: engine.shaped, geometry: engine.geometry)
        let positioner = LinePositioner(shaped: engine.shaped, geometry: engine.geometry)
        var breaking = LineBreaker.Progress(
            startOffset: 0, top: engine.geometry.top, textEnd: engine.shaped.utf16.count)
        var placing = LinePositioner.Progress()
        var builder = LayoutStorage.Builder()
        var batchStart = 0
        while true {
            breaking.result.lines.reserveCapacity(
                breaking.result.lines.count
                    + breaker.estimatedLineCount(paragraphs: batchStart..<progressive.shapedCount, from: 0))
            batchStart = progressive.shapedCount
            breaker.breakParagraphs(upTo: progressive.shapedCount, &breaking)
            if breaking.isStopped || progressive.isComplete { break }
            // Every line but the last is final (the last may yet be truncated, if the next
            // row does not fit): place them and keep only the last.
            let lines = breaking.result.lines.count
            if lines > 1 {
                engine.reserve(for: breaking.result.lines[..<(lines - 1)], isLast: false, in: &builder)
                _ = positioner.place(
                    breaking.result.lines[..<(lines - 1)], endsLayout: false, overflowed: false, &placing,
                    into: &builder)
                breaking.result.lines.removeSubrange(..<(lines - 1))
            }
            progressive.shapeNextBatch()
        }
        let broken = breaking.result
        engine.reserve(for: broken.lines[...], isLast: true, in: &builder)
        let truncation = positioner.place(
            broken.lines[...], endsLayout: true, overflowed: broken.overflowed, &placing, into: &builder)
        let positioned = positioner.output(of: broken, from: 0, truncation: truncation, builder: builder)
        builder.dropSpareRoom()
        progressive.shapeRest()
        engine.applyModifier(to: &builder)
        let reservedMaxX = builder.reservedMaxX
        let storage = LayoutStorage(consume builder, shaped: engine.shaped)
        storage.checkInvariants()
        let output = Output(
            storage: storage, rowCount: broken.rowCount, visibleEnd: positioned.visibleEnd,
            isTruncated: broken.overflowed, truncation: positioned.truncation, reservedMaxX: reservedMaxX)
        return (engine, output)
    }

    /// Lets the container's modifier move baselines (glyphs follow their line's baseline
    /// when the glyph table is built); the row's band moves with its baseline.
    private func applyModifier(to builder: inout LayoutStorage.Builder) {
        guard let modifier = geometry.container.linePositionModifier, !builder.lines.isEmpty else { return }
        var placements = builder.lines.map(\.placement)
        modifier.modifyLines(&placements, in: geometry.container)
        for placement in placements where builder.lines.indices.contains(placement.index) {
            builder.lines[placement.index].moveBaseline(to: placement.baselineY)
        }
    }
}
