/// A shadow under (or, as `innerShadow`, inside) glyphs; `subShadow` chains more shadows,
/// each drawn in turn (YYText's `YYTextShadow`).
public struct TextShadow: Hashable, Sendable, Codable {
    /// How a shadow composites with what is below it.
    public enum BlendMode: String, Hashable, Sendable, Codable, CaseIterable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
        case softLight, hardLight, difference, exclusion
    }

    public var color: Color
    /// The shadow's offset from the glyphs (x right, y down).
    public var offset: Size
    /// The blur radius.
    public var radius: Double
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

    /// The shadow and its sub-shadows, in drawing order.
    public var chain: [TextShadow] {
        var result = [self]
        var next = subShadow?.shadow
        while let shadow = next, result.count < 64 {
            result.append(shadow)
            next = shadow.subShadow?.shadow
        }
        return result
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
        public let shadow: TextShadow
        public init(_ shadow: TextShadow) { self.shadow = shadow }
        public static func == (lhs: Box, rhs: Box) -> Bool { lhs.shadow == rhs.shadow }
        public func hash(into hasher: inout Hasher) { hasher.combine(shadow) }
        public init(from decoder: any Decoder) throws { shadow = try TextShadow(from: decoder) }
        public func encode(to encoder: any Encoder) throws { try shadow.encode(to: encoder) }
    }
}
