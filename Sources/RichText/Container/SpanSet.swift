/// A horizontal interval `[minX, maxX]` of free space in a band (named so as not to
/// shadow the standard library's `Span`).
struct FreeSpan: Hashable, Sendable, CustomStringConvertible {
    var minX: Double
    var maxX: Double

    /// Creates a span.
    init(minX: Double, maxX: Double) {
        self.minX = minX
        self.maxX = maxX
    }

    /// The span's width (0 when inverted).
    var width: Double { max(0, maxX - minX) }

    var description: String { "[\(minX), \(maxX)]" }
}

/// Set operations on sorted, disjoint span lists.
enum SpanSet {
    /// Sorts and merges overlapping or touching spans; drops empty ones.
    static func normalized(_ spans: [FreeSpan]) -> [FreeSpan] {
        let sorted = spans.filter { $0.maxX > $0.minX }.sorted { $0.minX < $1.minX }
        var result: [FreeSpan] = []
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
    static func intersection(_ a: [FreeSpan], _ b: [FreeSpan]) -> [FreeSpan] {
        var result: [FreeSpan] = []
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            let low = max(a[i].minX, b[j].minX)
            let high = min(a[i].maxX, b[j].maxX)
            if high > low { result.append(FreeSpan(minX: low, maxX: high)) }
            if a[i].maxX < b[j].maxX { i += 1 } else { j += 1 }
        }
        return result
    }

    /// The parts of `a` not covered by `b`.
    static func subtracting(_ b: [FreeSpan], from a: [FreeSpan]) -> [FreeSpan] {
        var result: [FreeSpan] = []
        for span in a {
            var pieces = [span]
            for cut in b where cut.maxX > span.minX && cut.minX < span.maxX {
                pieces = pieces.flatMap { piece -> [FreeSpan] in
                    var parts: [FreeSpan] = []
                    if cut.minX > piece.minX {
                        parts.append(FreeSpan(minX: piece.minX, maxX: min(cut.minX, piece.maxX)))
                    }
                    if cut.maxX < piece.maxX {
                        parts.append(FreeSpan(minX: max(cut.maxX, piece.minX), maxX: piece.maxX))
                    }
                    return parts.filter { $0.maxX > $0.minX }
                }
            }
            result += pieces
        }
        return result
    }
}
