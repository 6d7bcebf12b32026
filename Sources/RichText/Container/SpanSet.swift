/// A horizontal interval `[minX, maxX]` of free space in a band.
public struct Span: Hashable, Sendable, CustomStringConvertible {
    public var minX: Double
    public var maxX: Double

    /// Creates a span.
    public init(minX: Double, maxX: Double) {
        self.minX = minX
        self.maxX = maxX
    }

    /// The span's width (0 when inverted).
    public var width: Double { max(0, maxX - minX) }

    public var description: String { "[\(minX), \(maxX)]" }
}

/// Set operations on sorted, disjoint span lists.
enum SpanSet {
    /// Sorts and merges overlapping or touching spans; drops empty ones.
    static func normalized(_ spans: [Span]) -> [Span] {
        let sorted = spans.filter { $0.maxX > $0.minX }.sorted { $0.minX < $1.minX }
        var result: [Span] = []
        for span in sorted {
            if let last = result.last, span.minX <= last.maxX {
                result[result.count - 1].maxX = max(last.maxX, span.maxX)
            } else {
                result.append(span)
            }
        }
        return result
    }

    /// The parts covered by both lists.
    static func intersection(_ a: [Span], _ b: [Span]) -> [Span] {
        var result: [Span] = []
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            let low = max(a[i].minX, b[j].minX)
            let high = min(a[i].maxX, b[j].maxX)
            if high > low { result.append(Span(minX: low, maxX: high)) }
            if a[i].maxX < b[j].maxX { i += 1 } else { j += 1 }
        }
        return result
    }

    /// The parts of `a` not covered by `b`.
    static func subtracting(_ b: [Span], from a: [Span]) -> [Span] {
        var result: [Span] = []
        for span in a {
            var pieces = [span]
            for cut in b where cut.maxX > span.minX && cut.minX < span.maxX {
                pieces = pieces.flatMap { piece -> [Span] in
                    var parts: [Span] = []
                    if cut.minX > piece.minX { parts.append(Span(minX: piece.minX, maxX: min(cut.minX, piece.maxX))) }
                    if cut.maxX < piece.maxX { parts.append(Span(minX: max(cut.maxX, piece.minX), maxX: piece.maxX)) }
                    return parts.filter { $0.maxX > $0.minX }
                }
            }
            result += pieces
        }
        return result
    }
}
