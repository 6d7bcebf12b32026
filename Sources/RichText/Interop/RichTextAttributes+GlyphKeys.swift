import Foundation

// The keys of the attributes that choose and place glyphs: the font, colours, stroke,
// spacing, features, baseline and glyph transforms. Each one's name is "RichText." and its
// `TextAttributes` property.

extension AttributeScopes.RichTextAttributes {
    /// The font request (`TextAttributes.font`).
    public enum FontAttribute: CodableAttributedStringKey {
        /// A `Font`.
        public typealias Value = Font
        /// "RichText.font", the key's name in encoded attributed strings.
        public static let name = "RichText.font"
    }

    /// The text colour (`TextAttributes.color`).
    public enum ColorAttribute: CodableAttributedStringKey {
        /// A `Color`.
        public typealias Value = Color
        /// "RichText.color", the key's name in encoded attributed strings.
        public static let name = "RichText.color"
    }

    /// A plain background fill behind the glyphs (`TextAttributes.backgroundColor`).
    public enum BackgroundColorAttribute: CodableAttributedStringKey {
        /// A `Color`.
        public typealias Value = Color
        /// "RichText.backgroundColor", the key's name in encoded attributed strings.
        public static let name = "RichText.backgroundColor"
    }

    /// The stroke width in percent of the font size (`TextAttributes.strokeWidth`).
    public enum StrokeWidthAttribute: CodableAttributedStringKey {
        /// A `Double`.
        public typealias Value = Double
        /// "RichText.strokeWidth", the key's name in encoded attributed strings.
        public static let name = "RichText.strokeWidth"
    }

    /// The stroke colour (`TextAttributes.strokeColor`).
    public enum StrokeColorAttribute: CodableAttributedStringKey {
        /// A `Color`.
        public typealias Value = Color
        /// "RichText.strokeColor", the key's name in encoded attributed strings.
        public static let name = "RichText.strokeColor"
    }

    /// Extra space after every grapheme cluster, ligatures kept (`TextAttributes.kern`).
    public enum KernAttribute: CodableAttributedStringKey {
        /// A `Double`.
        public typealias Value = Double
        /// "RichText.kern", the key's name in encoded attributed strings.
        public static let name = "RichText.kern"
    }

    /// Extra space after every grapheme cluster, CSS style (`TextAttributes.letterSpacing`).
    public enum LetterSpacingAttribute: CodableAttributedStringKey {
        /// A `Double`.
        public typealias Value = Double
        /// "RichText.letterSpacing", the key's name in encoded attributed strings.
        public static let name = "RichText.letterSpacing"
    }

    /// Whether standard and contextual ligatures apply (`TextAttributes.ligatures`).
    public enum LigaturesAttribute: CodableAttributedStringKey {
        /// A `Bool`.
        public typealias Value = Bool
        /// "RichText.ligatures", the key's name in encoded attributed strings.
        public static let name = "RichText.ligatures"
    }

    /// OpenType features added to the font's own (`TextAttributes.features`).
    public enum FeaturesAttribute: CodableAttributedStringKey {
        /// An array of `FontFeature`.
        public typealias Value = [FontFeature]
        /// "RichText.features", the key's name in encoded attributed strings.
        public static let name = "RichText.features"
    }

    /// Points the glyphs are raised above the baseline (`TextAttributes.baselineOffset`).
    public enum BaselineOffsetAttribute: CodableAttributedStringKey {
        /// A `Double`.
        public typealias Value = Double
        /// "RichText.baselineOffset", the key's name in encoded attributed strings.
        public static let name = "RichText.baselineOffset"
    }

    /// A horizontal skew for drawing (`TextAttributes.obliqueness`).
    public enum ObliquenessAttribute: CodableAttributedStringKey {
        /// A `Double`.
        public typealias Value = Double
        /// "RichText.obliqueness", the key's name in encoded attributed strings.
        public static let name = "RichText.obliqueness"
    }

    /// A per-glyph drawing transform (`TextAttributes.glyphTransform`).
    public enum GlyphTransformAttribute: CodableAttributedStringKey {
        /// An `AffineTransform`.
        public typealias Value = AffineTransform
        /// "RichText.glyphTransform", the key's name in encoded attributed strings.
        public static let name = "RichText.glyphTransform"
    }
}
