import Foundation

// Interop lives in the RichText module itself rather than a target of its own: RichText
// already imports Foundation (font files are found with `FileManager`), so the scope adds no
// dependency, and `AttributedString(text)` is there wherever `AttributedText` is. None of it
// is Apple-only: everything below compiles and is tested on Linux.

extension AttributeScopes {
    /// RichText's attributes as a Foundation attribute scope, so that an `AttributedString`
    /// can carry everything an `AttributedText` holds.
    ///
    /// There is one key per `TextAttributeKey`, holding the RichText value itself (a `Font`,
    /// a `TextHighlight`, a `ParagraphStyle`, …), except `language`, which travels as
    /// Foundation's own `languageIdentifier`. `attachmentRun` is bookkeeping: Foundation merges
    /// equal neighbouring runs, RichText keeps each attachment run apart, so converted
    /// attachment runs are numbered.
    ///
    /// Reach the attributes through the scope (`string.richText.font`) or directly
    /// (`string.font`, through `AttributeDynamicLookup`). On Apple platforms, where UIKit,
    /// AppKit and SwiftUI scopes also name attributes `font`, `kern`, `shadow`, … write the
    /// scope (`string.richText.font`) when a plain name is ambiguous, as with `uiKit` and
    /// `swiftUI`.
    ///
    /// In memory the values are the RichText values, actions and opaque payloads included.
    /// Every key is a `CodableAttributedStringKey` that encodes its value with the value's
    /// own `Codable` conformance, so an encoded `AttributedString` follows `AttributedText`'s
    /// coding rules: highlight actions are dropped and `.opaque` attachment content becomes
    /// `.placeholder(typeName)`. (Foundation on Linux has no `Codable` conformance for
    /// `AttributedString` at all, custom scope or not; the keys' coding is what Apple
    /// platforms use.)
    ///
    /// ```swift
    /// var string = AttributedString("Hello")
    /// string.richText.font = Font(size: 20)
    /// string.link = URL(string: "https://example.org")
    /// let layout = TextLayout(container: TextContainer(width: 300), text: AttributedText(string))
    /// ```
    public struct RichTextAttributes: AttributeScope {
        /// `TextAttributes.font`.
        public let font: FontAttribute
        /// `TextAttributes.color`.
        public let color: ColorAttribute
        /// `TextAttributes.backgroundColor`.
        public let backgroundColor: BackgroundColorAttribute
        /// `TextAttributes.strokeWidth`.
        public let strokeWidth: StrokeWidthAttribute
        /// `TextAttributes.strokeColor`.
        public let strokeColor: StrokeColorAttribute
        /// `TextAttributes.kern`.
        public let kern: KernAttribute
        /// `TextAttributes.letterSpacing`.
        public let letterSpacing: LetterSpacingAttribute
        /// `TextAttributes.ligatures`.
        public let ligatures: LigaturesAttribute
        /// `TextAttributes.features`.
        public let features: FeaturesAttribute
        /// `TextAttributes.baselineOffset`.
        public let baselineOffset: BaselineOffsetAttribute
        /// `TextAttributes.obliqueness`.
        public let obliqueness: ObliquenessAttribute
        /// `TextAttributes.glyphTransform`.
        public let glyphTransform: GlyphTransformAttribute
        /// `TextAttributes.shadow`.
        public let shadow: ShadowAttribute
        /// `TextAttributes.innerShadow`.
        public let innerShadow: InnerShadowAttribute
        /// `TextAttributes.underline`.
        public let underline: UnderlineAttribute
        /// `TextAttributes.strikethrough`.
        public let strikethrough: StrikethroughAttribute
        /// `TextAttributes.backgroundBorder`.
        public let backgroundBorder: BackgroundBorderAttribute
        /// `TextAttributes.border`.
        public let border: BorderAttribute
        /// `TextAttributes.blockBorder`.
        public let blockBorder: BlockBorderAttribute
        /// `TextAttributes.attachment`.
        public let attachment: AttachmentAttribute
        /// The run an attachment came from (see `AttachmentRunAttribute`).
        public let attachmentRun: AttachmentRunAttribute
        /// `TextAttributes.highlight`.
        public let highlight: HighlightAttribute
        /// `TextAttributes.binding`.
        public let binding: BindingAttribute
        /// `TextAttributes.backedString`.
        public let backedString: BackedStringAttribute
        /// `TextAttributes.paragraphStyle`.
        public let paragraphStyle: ParagraphStyleAttribute
        /// Foundation's attributes (`link`, `languageIdentifier`, …), reachable through this
        /// scope too (`string.richText.link`).
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// RichText's scope, for scoped access: `string.richText.font = Font(size: 20)`.
    public var richText: RichTextAttributes.Type { RichTextAttributes.self }
}

extension AttributeDynamicLookup {
    /// RichText's attributes by name on an `AttributedString`, `AttributedSubstring` or
    /// `AttributeContainer`: `string.highlight = TextHighlight(color: .blue)`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.RichTextAttributes, T>
    ) -> T {
        self[T.self]
    }
}
