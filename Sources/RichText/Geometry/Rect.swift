/// An axis-aligned rectangle: origin (top-left) and size, in points.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge's x.
    public var minX: Double { origin.x }
    /// The top edge's y.
    public var minY: Double { origin.y }
    /// The right edge's x.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's y.
    public var maxY: Double { origin.y + size.height }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width (`size.width`).
    public var width: Double { size.width }
    /// The height (`size.height`).
    public var height: Double { size.height }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The smallest rectangle containing both; an empty rectangle counts as absent.
    public func union(_ other: Rect) -> Rect {
        if isEmpty && size == .zero { return other }
        if other.isEmpty && other.size == .zero { return self }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `point` lies inside (edges: min inclusive, max exclusive).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved inward by `insets`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The rectangle grown outward by `amount` on every side.
    public func outset(by amount: Double) -> Rect {
        Rect(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
