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
    }

    func run(from start: Int) -> Output {
        let broken = LineBreaker(shaped: shaped, geometry: geometry).breakLines(from: start)
        var builder = LayoutStorage.Builder()
        builder.reserveCapacity(lines: broken.lines.count, runs: Self.runEstimate(of: broken, in: shaped))
        let positioned = LinePositioner(shaped: shaped, geometry: geometry)
            .position(broken, from: start, into: &builder)
        applyModifier(to: &builder)
        let storage = LayoutStorage(builder)
        storage.checkInvariants()
        return Output(
            storage: storage, rowCount: broken.rowCount, visibleEnd: positioned.visibleEnd,
            isTruncated: broken.overflowed, truncation: positioned.truncation)
    }

    /// About how many runs the lines of `broken` hold: a line per line, plus each shaped
    /// run of their paragraphs once (a run is cut again only at line ends and level changes).
    private static func runEstimate(of broken: LineBreaker.Result, in shaped: ShapedText) -> Int {
        guard let first = broken.lines.first?.paragraphIndex, let last = broken.lines.last?.paragraphIndex,
            first <= last
        else { return broken.lines.count }
        var runs = broken.lines.count
        for index in first...last { runs += shaped.paragraphs[index].runs.count }
        return runs
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
