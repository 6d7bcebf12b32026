/// The free space of a normalized container, row band by row band.
///
/// A class (immutable): every stage of a layout keeps it, and a copy of a struct holding
/// the container would retain each of the container's references again.
final class ContainerGeometry: Sendable {
    let container: TextContainer
    private let pathRegion: PathRegion?
    private let exclusions: [PathRegion]
    /// The path (if any) and the exclusions: where the free space changes.
    private let regions: [PathRegion]
    /// Half the path's line width: what lines keep clear of the path's edges, on every
    /// side (0 without a path).
    private let pathInset: Double
    /// The area lines may occupy (the inset rect, or the path's bounds); never of negative
    /// size.
    let frame: Rect
    /// The frame's one span, made once.
    private let frameSpan: FreeSpan
    /// The lowest bottom of the exclusions' bounds (0 without exclusions), found once: the
    /// line breaker reads it for every row of a container with exclusions, and a path's
    /// bounds flatten its curves each time they are asked for (1,000 ellipses made 100 KB
    /// of text take 2 s).
    let exclusionBottom: Double

    init(_ container: TextContainer) {
        // Read back from the stored property: a local copy of the normalized container
        // counted its references twice more.
        self.container = container.normalized
        if let path = self.container.path {
            let region = PathRegion(path: path, fillRule: self.container.fillRule)
            pathRegion = region
            pathInset = self.container.pathLineWidth / 2
            let inner = region.bounds.inset(
                by: EdgeInsets(top: pathInset, left: pathInset, bottom: pathInset, right: pathInset))
            frame = Rect(origin: inner.origin, size: Size(width: max(inner.width, 0), height: max(inner.height, 0)))
        } else {
            pathRegion = nil
            pathInset = 0
            // Insets larger than the size leave an empty frame at the top-left inset corner
            // (never a negative width or height, which would turn right edges leftwards).
            let inset = Rect(origin: .zero, size: self.container.size).inset(by: self.container.insets)
            frame = Rect(origin: inset.origin, size: Size(width: max(inset.width, 0), height: max(inset.height, 0)))
        }
        let fillRule = self.container.fillRule
        let exclusions = self.container.exclusionPaths.map { PathRegion(path: $0, fillRule: fillRule) }
        self.exclusions = exclusions
        exclusionBottom = exclusions.map(\.bounds.maxY).max() ?? 0
        regions = pathRegion.map { [$0] + exclusions } ?? exclusions
        frameSpan = FreeSpan(minX: frame.minX, maxX: frame.width <= 0 ? frame.minX : frame.maxX)
    }

    /// Whether the free space is the plain frame (no path, no exclusions).
    var isRectangular: Bool { pathRegion == nil && exclusions.isEmpty }

    /// The y below which no line can start.
    var bottom: Double { frame.maxY }

    /// The top of the first row.
    var top: Double { frame.minY }

    /// The free spans of the band `[y, y + height]`, left to right: inside the frame or
    /// path over the whole band, minus every exclusion that touches the band.
    func spans(y: Double, height: Double) -> RowSpans {
        let bandBottom = y + max(height, 0)
        var free: [FreeSpan]
        if let pathRegion {
            let inset = pathInset
            free = pathRegion.intervals(top: y - inset, bottom: bandBottom + inset, always: true)
            if inset > 0 {
                free = free.map { FreeSpan(minX: $0.minX + inset, maxX: $0.maxX - inset) }.filter { $0.maxX > $0.minX }
            }
        } else {
            guard y >= frame.minY - 1e-9, bandBottom <= frame.maxY + 1e-9 || frame.maxY.isInfinite else { return .none }
            if exclusions.isEmpty { return .one(frameSpan) }
            free = [frameSpan]
        }
        // An exclusion whose bounds miss the band covers none of it: skipped without
        // walking its edges (a thousand exclusions far from the text made every row of
        // 100 KB walk all of them: 2 s instead of 0.02).
        for exclusion in exclusions where exclusion.mayCover(top: y, bottom: bandBottom) {
            let covered = exclusion.intervals(top: y, bottom: bandBottom, always: false)
            if !covered.isEmpty { free = SpanSet.subtracting(covered, from: free) }
        }
        return .many(free)
    }

    /// The next y worth trying when no span of the band `[y, y + height]` can hold a line.
    ///
    /// While a slanted edge of the path or of an exclusion crosses the band, its spans
    /// change with every y: then `y + step` (at least half a point further down). Otherwise
    /// they stay as they are until the band's top or bottom reaches a vertex of the path or
    /// an exclusion, so the next y is the first such place: a rectangle is passed in one
    /// step whatever its height (stepping a quarter line at a time took hours below an
    /// exclusion 10^11 points tall), and the next line starts exactly at its edge. Infinite
    /// when nothing below can change the band.
    ///
    /// The path is read over the band grown by `pathInset` above and below, as `spans`
    /// reads it.
    func nextY(after y: Double, height: Double, step: Double) -> Double {
        var next = Double.infinity
        for (index, region) in regions.enumerated() {
            let pad = index == 0 && pathRegion != nil ? pathInset : 0
            let top = y - pad
            let band = max(height, 0) + 2 * pad
            if !region.isRectilinear, region.bounds.minY <= top + band, region.bounds.maxY >= top {
                next = min(next, y + max(step, 0.5))
                continue
            }
            if let vertex = region.firstVertex(after: top), vertex + pad > y { next = min(next, vertex + pad) }
            if let vertex = region.firstVertex(after: top + band) {
                // The band's bottom at the vertex, not past it by a rounding error.
                var start = vertex - band
                while start + band > vertex { start = start.nextDown }
                if start + pad > y { next = min(next, start + pad) }
            }
        }
        return next
    }
}
