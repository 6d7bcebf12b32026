/// A line style: weight (single, thick, double) and pattern (YYText's `YYTextLineStyle`).
public struct TextLineStyle: Hashable, Sendable, Codable {
    /// How heavy the line is.
    public enum Weight: String, Hashable, Sendable, Codable, CaseIterable {
        /// One line of the base width.
        case single
        /// One line of twice the base width.
        case thick
        /// Two lines of the base width with a gap of the base width.
        case double
    }

    /// The dash pattern, in multiples of the line width `w`.
    public enum Pattern: String, Hashable, Sendable, Codable, CaseIterable {
        /// An unbroken line.
        case solid
        /// {5w, 3w}
        case dot
        /// {12w, 3w}
        case dash
        /// {12w, 3w, 3w, 3w}
        case dashDot
        /// {12w, 3w, 3w, 3w, 3w, 3w}
        case dashDotDot
        /// round caps {0, 3w}
        case circleDot

        /// The on/off lengths for a line of width `w` (empty: solid).
        public func lengths(width w: Double) -> [Double] {
            switch self {
            case .solid: return []
            case .dot: return [5 * w, 3 * w]
            case .dash: return [12 * w, 3 * w]
            case .dashDot: return [12 * w, 3 * w, 3 * w, 3 * w]
            case .dashDotDot: return [12 * w, 3 * w, 3 * w, 3 * w, 3 * w, 3 * w]
            case .circleDot: return [0, 3 * w]
            }
        }
    }

    /// How heavy the line is: single, thick or double.
    public var weight: Weight
    /// The dash pattern.
    public var pattern: Pattern

    /// Creates a line style.
    public init(_ weight: Weight = .single, pattern: Pattern = .solid) {
        self.weight = weight
        self.pattern = pattern
    }

    /// One solid line of the base width.
    public static let single = TextLineStyle(.single)
    /// One solid line of twice the base width.
    public static let thick = TextLineStyle(.thick)
    /// Two solid lines of the base width.
    public static let double = TextLineStyle(.double)
}

/// An underline or strikethrough (YYText's `YYTextDecoration`).
public struct TextDecoration: Hashable, Sendable, Codable {
    /// The line's weight and dash pattern.
    public var style: TextLineStyle
    /// The line width; nil uses the font's underline or strikeout thickness.
    public var width: Double?
    /// The colour; nil uses the text colour.
    public var color: Color?
    /// A shadow under the line.
    public var shadow: TextShadow?

    /// Creates a decoration.
    public init(style: TextLineStyle = .single, width: Double? = nil, color: Color? = nil, shadow: TextShadow? = nil) {
        self.style = style
        self.width = width
        self.color = color
        self.shadow = shadow
    }
}
