/// An OpenType feature setting, such as `kern` off or `liga` on.
public struct FontFeature: Hashable, Sendable, Codable {
    /// The four-character feature tag ("kern", "liga", "smcp", "ss01").
    public var tag: String
    /// 0 turns the feature off, 1 on; alternates take higher values.
    public var value: UInt32

    /// Creates a feature setting.
    public init(_ tag: String, _ value: UInt32 = 1) {
        self.tag = tag
        self.value = value
    }

    /// Kerning off.
    public static let noKerning = FontFeature("kern", 0)
    /// Standard ligatures off.
    public static let noLigatures = FontFeature("liga", 0)
}

/// A variation axis setting for a variable font, such as `wght` 650.
public struct FontVariation: Hashable, Sendable, Codable {
    /// The four-character axis tag ("wght", "wdth", "slnt", "opsz").
    public var axis: String
    /// The axis value in the axis's own units.
    public var value: Double

    /// Creates an axis setting.
    public init(_ axis: String, _ value: Double) {
        self.axis = axis
        self.value = value
    }
}
