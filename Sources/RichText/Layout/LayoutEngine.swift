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
        builder.reserveCapacity(lines: broken.lines.count)
        let positioned = LinePositioner(shaped: shaped, geometry: geometry)
            .position(broken, from: start, into: &builder)
        applyModifier(to: &builder)
        let storage = LayoutStorage(builder)
        storage.checkInvariants()
        return Output(
            storage: storage, rowCount: broken.rowCount, visibleEnd: positioned.visibleEnd,
            isTruncated: broken.overflowed, truncation: positioned.truncation)
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
