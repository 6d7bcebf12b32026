/// Turns Bézier curves into line segments within a flatness tolerance.
enum CurveFlattener {
    /// The tolerance in points between a curve and its segments.
    static let tolerance = 0.1

    /// Points after `start` along a quadratic curve, ending at `end`.
    static func quad(from start: Point, control: Point, to end: Point) -> [Point] {
        let deviation = hypot((start.x - 2 * control.x + end.x) / 4, (start.y - 2 * control.y + end.y) / 4)
        let steps = segmentCount(deviation)
        return (1...steps).map { step in
            let t = Double(step) / Double(steps)
            let u = 1 - t
            return Point(
                x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
        }
    }

    /// Points after `start` along a cubic curve, ending at `end`.
    static func cubic(from start: Point, _ c1: Point, _ c2: Point, to end: Point) -> [Point] {
        let d1 = hypot(start.x - 2 * c1.x + c2.x, start.y - 2 * c1.y + c2.y)
        let d2 = hypot(c1.x - 2 * c2.x + end.x, c1.y - 2 * c2.y + end.y)
        let steps = segmentCount(0.75 * max(d1, d2))
        return (1...steps).map { step in
            let t = Double(step) / Double(steps)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return Point(
                x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                y: a * start.y + b * c1.y + c * c2.y + d * end.y)
        }
    }

    /// Segments needed so that the chord error stays under the tolerance (1...256).
    private static func segmentCount(_ deviation: Double) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return min(256, max(1, Int((deviation / tolerance).squareRoot().rounded(.up))))
    }

    private static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}
