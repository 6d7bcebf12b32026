/// A 2D affine transform `[a b c d tx ty]`: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable, Codable {
    /// The x scale (x' gains a·x).
    public var a: Double
    /// The y shear (y' gains b·x).
    public var b: Double
    /// The x shear (x' gains c·y).
    public var c: Double
    /// The y scale (y' gains d·y).
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates a transform from its six values.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A horizontal skew by `factor` (x' = x + factor·y), as obliqueness draws.
    public static func skew(_ factor: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: factor, d: 1, tx: 0, ty: 0)
    }

    /// A scale.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// `point` transformed.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
