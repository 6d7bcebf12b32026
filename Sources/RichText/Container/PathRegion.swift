/// How overlapping subpaths decide what is inside a path.
public enum FillRule: String, Hashable, Sendable, Codable {
    /// Inside where a ray crosses an odd number of edges (YYText's default).
    case evenOdd
    /// Inside where the edges' winding number is not zero.
    case nonZero
}

/// A filled path as line edges, answering "which x are inside over a whole band of y".
///
/// The answer is exact for the flattened path: between consecutive vertex heights every
/// edge is a straight line, so the extremes of each inside interval over a sub-band are
/// at the sub-band's top or bottom. (Where two edges of a self-intersecting path cross
/// inside a sub-band, the answer is approximate.)
struct PathRegion: Sendable {
    private struct Edge {
        var x0, y0, x1, y1: Double
        var direction: Int

        func x(at y: Double) -> Double {
            y1 == y0 ? x0 : x0 + (x1 - x0) * (y - y0) / (y1 - y0)
        }
    }

    private let edges: [Edge]
    private let vertexYs: [Double]
    let fillRule: FillRule
    let bounds: Rect
    /// Every edge is vertical (rectangles and other axis-aligned shapes): the inside
    /// intervals over a band change only where the band's top or bottom passes a vertex.
    let isRectilinear: Bool

    init(path: BezierPath, fillRule: FillRule) {
        var edges: [Edge] = []
        for polygon in path.polygons {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                guard a.y != b.y else { continue }
                edges.append(
                    a.y < b.y
                        ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, direction: 1)
                        : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, direction: -1))
            }
        }
        self.edges = edges
        vertexYs = Array(Set(edges.flatMap { [$0.y0, $0.y1] })).sorted()
        isRectilinear = edges.allSatisfy { $0.x0 == $0.x1 }
        self.fillRule = fillRule
        bounds = path.bounds
    }

    /// Whether the region may cover some of the band `[top, bottom]`: false only when
    /// every edge lies wholly above or below it (compared with the edges' own heights,
    /// exactly; a NaN bound answers true, as `intervals` reads such a band at its top).
    func mayCover(top: Double, bottom: Double) -> Bool {
        guard let first = vertexYs.first, let last = vertexYs.last else { return false }
        return !(last < top || first > bottom)
    }

    /// The smallest vertex height above `y` (greater), or nil when there is none.
    ///
    /// - Complexity: O(log n) in the number of vertex heights.
    func firstVertex(after y: Double) -> Double? {
        var low = 0
        var high = vertexYs.count
        while low < high {
            let middle = (low + high) / 2
            if vertexYs[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low < vertexYs.count ? vertexYs[low] : nil
    }

    /// The x intervals inside the path at every y of `[top, bottom]` (`always`), or at
    /// some y of it (`!always`).
    func intervals(top: Double, bottom: Double, always: Bool) -> [FreeSpan] {
        guard bottom > top else { return regions(between: top, and: top, always: always) }
        var cuts = [top]
        for y in vertexYs where y > top && y < bottom { cuts.append(y) }
        cuts.append(bottom)
        var result: [FreeSpan]? = nil
        for index in 0..<cuts.count - 1 {
            let part = regions(between: cuts[index], and: cuts[index + 1], always: always)
            if let previous = result {
                result = always ? SpanSet.intersection(previous, part) : SpanSet.normalized(previous + part)
            } else {
                result = part
            }
        }
        return result ?? []
    }

    /// Inside intervals over a sub-band in which no vertex lies strictly inside.
    private func regions(between top: Double, and bottom: Double, always: Bool) -> [FreeSpan] {
        let middle = (top + bottom) / 2
        let active = edges.filter { $0.y0 <= middle && middle < $0.y1 }
            .sorted { $0.x(at: middle) < $1.x(at: middle) }
        var spans: [FreeSpan] = []
        var winding = 0
        for index in active.indices.dropLast() {
            winding += active[index].direction
            let inside = fillRule == .evenOdd ? (index % 2 == 0) : winding != 0
            guard inside else { continue }
            let left = active[index]
            let right = active[index + 1]
            let lefts = [left.x(at: top), left.x(at: bottom)]
            let rights = [right.x(at: top), right.x(at: bottom)]
            let span =
                always
                ? FreeSpan(minX: lefts.max()!, maxX: rights.min()!)
                : FreeSpan(minX: lefts.min()!, maxX: rights.max()!)
            if span.maxX > span.minX { spans.append(span) }
        }
        return SpanSet.normalized(spans)
    }
}
