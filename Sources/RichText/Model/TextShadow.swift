/// A shadow under (or, as `innerShadow`, inside) glyphs; `subShadow` chains more shadows,
/// each drawn in turn (YYText's `YYTextShadow`).
public struct TextShadow: Hashable, Sendable, Codable {
    /// How a shadow composites with what is below it.
    public enum BlendMode: String, Hashable, Sendable, Codable, CaseIterable {
        /// Source over: the shadow painted on top.
        case normal
        /// Multiplies the colours (darkens).
        case multiply
        /// Inverts, multiplies and inverts (lightens).
        case screen
        /// Multiplies or screens depending on the colour below.
        case overlay
        /// The darker of the two colours.
        case darken
        /// The lighter of the two colours.
        case lighten
        /// Brightens the colour below to reflect the shadow.
        case colorDodge
        /// Darkens the colour below to reflect the shadow.
        case colorBurn
        /// Darkens or lightens depending on the shadow, softly.
        case softLight
        /// Multiplies or screens depending on the shadow.
        case hardLight
        /// The absolute difference of the two colours.
        case difference
        /// Like `difference`, with lower contrast.
        case exclusion
    }

    /// The shadow's colour (its alpha included).
    public var color: Color
    /// The shadow's offset from the glyphs (x right, y down).
    public var offset: Size
    /// The blur radius.
    public var radius: Double
    /// How the shadow composites with what is below it.
    public var blendMode: BlendMode
    /// The next shadow of the chain.
    public var subShadow: Box?

    /// Creates a shadow.
    public init(
        color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.33), offset: Size = Size(width: 0, height: 1),
        radius: Double = 2, blendMode: BlendMode = .normal, subShadow: TextShadow? = nil
    ) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.blendMode = blendMode
        self.subShadow = subShadow.map(Box.init)
    }

    /// The shadow and its sub-shadows, in drawing order (at most 64), each with usable
    /// numbers: a NaN or negative radius is 0 and one over 1,000 points is 1,000, a NaN
    /// offset 0 and one beyond ±10^6 points clamped there (a NaN radius stopped the
    /// renderer, and a radius of 10^6 left an SVG blank; found by a new-user review).
    public var chain: [TextShadow] {
        var result = [normalized]
        var next = subShadow?.shadow
        while let shadow = next, result.count < 64 {
            result.append(shadow.normalized)
            next = shadow.subShadow?.shadow
        }
        return result
    }

    /// This shadow's own numbers clamped as `chain` gives them (the sub-shadow kept).
    private var normalized: TextShadow {
        var shadow = self
        shadow.radius = max(0, radius.usable(within: 1000))
        shadow.offset = Size(width: offset.width.usable(within: 1e6), height: offset.height.usable(within: 1e6))
        return shadow
    }

    /// How far outside the glyph bounds the whole chain can paint, per side.
    public var margin: EdgeInsets {
        chain.reduce(EdgeInsets()) { margin, shadow in
            let r = max(0, shadow.radius)
            return EdgeInsets(
                top: max(margin.top, r - shadow.offset.height), left: max(margin.left, r - shadow.offset.width),
                bottom: max(margin.bottom, r + shadow.offset.height), right: max(margin.right, r + shadow.offset.width))
        }
    }

    /// Holds a sub-shadow (a value type cannot contain itself directly).
    public final class Box: Hashable, Sendable, Codable {
        /// The shadow held.
        public let shadow: TextShadow
        /// Boxes `shadow`.
        public init(_ shadow: TextShadow) { self.shadow = shadow }
        public static func == (lhs: Box, rhs: Box) -> Bool { lhs.shadow == rhs.shadow }
        public func hash(into hasher: inout Hasher) { hasher.combine(shadow) }
        public init(from decoder: any Decoder) throws { shadow = try TextShadow(from: decoder) }
        public func encode(to encoder: any Encoder) throws { try shadow.encode(to: encoder) }
    }
}
