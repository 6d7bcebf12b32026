/// A font request: family, weight, slant, size, OpenType features and variation axes.
///
/// A `Font` is a value that describes what the text asks for; a `FontContext` resolves it
/// to a loaded `FontFace` (see `FontContext.face(for:)`), falling back per grapheme cluster
/// to other faces when the requested one lacks a character.
///
/// ```swift
/// let body = Font(family: "Noto Sans", size: 16)
/// let noKerning = body.with(features: [FontFeature("kern", 0)])
/// ```
public struct Font: Hashable, Sendable, Codable {
    /// The family name as the font's name table gives it ("Noto Sans"), matched
    /// case-insensitively; an unknown family falls back to the context's default family.
    public var family: String
    /// The size in points.
    public var size: Double
    /// The weight on the CSS / OpenType scale, 1 to 1000 (`FontWeight.thin` is 100, `.black` 900).
    public var weight: FontWeight
    /// Whether an italic (or oblique) face is wanted.
    public var isItalic: Bool
    /// OpenType features applied to the whole run, in order (later settings win).
    public var features: [FontFeature]
    /// Variation axis settings for variable fonts; ignored by static fonts.
    public var variations: [FontVariation]

    /// The family the bundled fonts provide for Latin, Greek and Cyrillic text.
    public static let defaultFamily = "Noto Sans"

    /// Noto Sans, 16 points, regular: what text without a font attribute uses.
    ///
    /// 16 points is the CSS default (CoreText's 12 and UIKit's 17 are platform choices).
    public static let `default` = Font(family: defaultFamily, size: 16)

    /// Creates a font request.
    public init(
        family: String = Font.defaultFamily, size: Double = 16, weight: FontWeight = .regular,
        italic: Bool = false, features: [FontFeature] = [], variations: [FontVariation] = []
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = italic
        self.features = features
        self.variations = variations
    }

    /// A copy with another size.
    public func with(size: Double) -> Font {
        var copy = self
        copy.size = size
        return copy
    }

    /// A copy with another weight.
    public func with(weight: FontWeight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// A copy with its features replaced.
    public func with(features: [FontFeature]) -> Font {
        var copy = self
        copy.features = features
        return copy
    }

    /// The same request at another size and without features: the part that picks a face.
    var faceKey: FaceKey {
        FaceKey(family: family.lowercased(), weight: weight, isItalic: isItalic)
    }

    /// What face matching depends on (not size, features or variations).
    struct FaceKey: Hashable {
        var family: String
        var weight: FontWeight
        var isItalic: Bool
    }
}

/// A font weight on the CSS / OpenType scale (usWeightClass), 1 to 1000.
public struct FontWeight: Hashable, Sendable, Codable, Comparable, ExpressibleByIntegerLiteral {
    /// The numeric weight.
    public var value: Int

    /// Creates a weight, clamped to 1...1000.
    public init(_ value: Int) {
        self.value = min(max(value, 1), 1000)
    }

    /// Creates a weight from an integer literal.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    /// Thin, 100.
    public static let thin: FontWeight = 100
    /// Light, 300.
    public static let light: FontWeight = 300
    /// Regular (normal), 400.
    public static let regular: FontWeight = 400
    /// Medium, 500.
    public static let medium: FontWeight = 500
    /// Semibold, 600.
    public static let semibold: FontWeight = 600
    /// Bold, 700.
    public static let bold: FontWeight = 700
    /// Black (heavy), 900.
    public static let black: FontWeight = 900
}
