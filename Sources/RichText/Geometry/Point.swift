/// A point in layout coordinates: points, origin top-left, y growing downward.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate, growing rightward.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A width and a height in points; either may be `.infinity` where a container allows it.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}

/// Distances inward from the edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()
}
