/// A path of lines and Bézier curves, for container shapes and exclusion areas.
///
/// Subpaths are filled as closed shapes (an open subpath closes implicitly), by the
/// container's fill rule. Curves are flattened to line segments (tolerance 0.1 pt) for
/// geometry queries.
public struct BezierPath: Hashable, Sendable, Codable {
    /// One drawing command.
    public enum Element: Hashable, Sendable, Codable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line to a point.
        case line(to: Point)
        /// A quadratic Bézier curve to a point with one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to a point with two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier curve.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }
    /// Adds a cubic Bézier curve.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// A rectangle.
    public init(rect: Rect) {
        self.init(polygon: [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ])
    }

    /// A closed polygon through `points` (fewer than three points make an empty shape).
    public init(polygon points: [Point]) {
        self.init()
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
        close()
    }

    /// An ellipse inscribed in `rect`, from four cubic curves.
    public init(ellipseIn rect: Rect) {
        self.init()
        let k = 0.5522847498  // 4/3·(√2−1): the cubic approximation of a quarter circle
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// A rectangle with corners rounded by `cornerRadius` (clamped to half the shorter side).
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            self.init(rect: rect)
            return
        }
        self.init()
        let k = 0.5522847498 * r
        move(to: Point(x: rect.minX + r, y: rect.minY))
        addLine(to: Point(x: rect.maxX - r, y: rect.minY))
        addCurve(
            to: Point(x: rect.maxX, y: rect.minY + r), control1: Point(x: rect.maxX - r + k, y: rect.minY),
            control2: Point(x: rect.maxX, y: rect.minY + r - k))
        addLine(to: Point(x: rect.maxX, y: rect.maxY - r))
        addCurve(
            to: Point(x: rect.maxX - r, y: rect.maxY), control1: Point(x: rect.maxX, y: rect.maxY - r + k),
            control2: Point(x: rect.maxX - r + k, y: rect.maxY))
        addLine(to: Point(x: rect.minX + r, y: rect.maxY))
        addCurve(
            to: Point(x: rect.minX, y: rect.maxY - r), control1: Point(x: rect.minX + r - k, y: rect.maxY),
            control2: Point(x: rect.minX, y: rect.maxY - r + k))
        addLine(to: Point(x: rect.minX, y: rect.minY + r))
        addCurve(
            to: Point(x: rect.minX + r, y: rect.minY), control1: Point(x: rect.minX, y: rect.minY + r - k),
            control2: Point(x: rect.minX + r - k, y: rect.minY))
        close()
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        polygons.allSatisfy { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }

    /// The largest coordinate magnitude, in points, a container path or exclusion path may
    /// have (10^12: far beyond any page, and far enough below `Double`'s range that the
    /// region arithmetic, which adds and multiplies coordinates, stays finite).
    public static let maximumCoordinate = 1e12

    /// Whether every coordinate is finite and at most `maximumCoordinate` from zero (a path
    /// of larger coordinates, such as 1e308, gave infinite and NaN line positions);
    /// `TextContainer.normalized` drops a path that is not.
    public var isWithinCoordinateLimit: Bool {
        polygons.allSatisfy {
            $0.allSatisfy { abs($0.x) <= Self.maximumCoordinate && abs($0.y) <= Self.maximumCoordinate }
        }
    }

    /// The bounds of the flattened path (`.zero` when empty).
    public var bounds: Rect {
        let points = polygons.flatMap { $0 }
        guard let first = points.first else { return .zero }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for point in points {
            x0 = min(x0, point.x)
            y0 = min(y0, point.y)
            x1 = max(x1, point.x)
            y1 = max(y1, point.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The subpaths flattened to polygons (curves as line segments).
    var polygons: [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        func finish() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
            case .line(let point):
                current.append(point)
            case .quadCurve(let end, let control):
                let start = current.last ?? end
                current += CurveFlattener.quad(from: start, control: control, to: end)
            case .curve(let end, let c1, let c2):
                let start = current.last ?? end
                current += CurveFlattener.cubic(from: start, c1, c2, to: end)
            case .close:
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
        return result
    }
}
