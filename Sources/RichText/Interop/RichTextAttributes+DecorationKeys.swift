import Foundation

// The keys of the attributes drawn around glyphs: shadows, lines and borders.

extension AttributeScopes.RichTextAttributes {
    /// Shadows drawn under the glyphs (`TextAttributes.shadow`).
    public enum ShadowAttribute: CodableAttributedStringKey {
        /// A `TextShadow`.
        public typealias Value = TextShadow
        /// "RichText.shadow", the key's name in encoded attributed strings.
        public static let name = "RichText.shadow"
    }

    /// Shadows drawn inside the glyphs (`TextAttributes.innerShadow`).
    public enum InnerShadowAttribute: CodableAttributedStringKey {
        /// A `TextShadow`.
        public typealias Value = TextShadow
        /// "RichText.innerShadow", the key's name in encoded attributed strings.
        public static let name = "RichText.innerShadow"
    }

    /// A line under the glyphs (`TextAttributes.underline`).
    public enum UnderlineAttribute: CodableAttributedStringKey {
        /// A `TextDecoration`.
        public typealias Value = TextDecoration
        /// "RichText.underline", the key's name in encoded attributed strings.
        public static let name = "RichText.underline"
    }

    /// A line through the glyphs (`TextAttributes.strikethrough`).
    public enum StrikethroughAttribute: CodableAttributedStringKey {
        /// A `TextDecoration`.
        public typealias Value = TextDecoration
        /// "RichText.strikethrough", the key's name in encoded attributed strings.
        public static let name = "RichText.strikethrough"
    }

    /// A rounded box behind each line fragment's text (`TextAttributes.backgroundBorder`).
    public enum BackgroundBorderAttribute: CodableAttributedStringKey {
        /// A `TextBorder`.
        public typealias Value = TextBorder
        /// "RichText.backgroundBorder", the key's name in encoded attributed strings.
        public static let name = "RichText.backgroundBorder"
    }

    /// A rounded box above each line fragment's text (`TextAttributes.border`).
    public enum BorderAttribute: CodableAttributedStringKey {
        /// A `TextBorder`.
        public typealias Value = TextBorder
        /// "RichText.border", the key's name in encoded attributed strings.
        public static let name = "RichText.border"
    }

    /// A box spanning whole rows (`TextAttributes.blockBorder`).
    public enum BlockBorderAttribute: CodableAttributedStringKey {
        /// A `TextBorder`.
        public typealias Value = TextBorder
        /// "RichText.blockBorder", the key's name in encoded attributed strings.
        public static let name = "RichText.blockBorder"
    }
}
