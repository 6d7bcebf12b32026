/// An sRGB colour with alpha, each component 0...1.
public struct Color: Hashable, Sendable, Codable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Creates a colour; components are clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque red (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green (0, 0.5, 0), CSS's `green`.
    public static let green = Color(red: 0, green: 0.5, blue: 0)
    /// Opaque blue (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque middle grey (0.5, 0.5, 0.5).
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
