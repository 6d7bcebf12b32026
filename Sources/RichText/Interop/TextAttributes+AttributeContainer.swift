import Foundation

/// Copies one `TextAttributes` property to and from its key in
/// `AttributeScopes.RichTextAttributes`.
struct FoundationAttributeBridge: Sendable {
    /// Sets the key in the container when the property is set.
    let write: @Sendable (TextAttributes, inout AttributeContainer) -> Void
    /// Sets the property when the container holds the key.
    let read: @Sendable (AttributeContainer, inout TextAttributes) -> Void

    init<Key: AttributedStringKey>(
        _ key: Key.Type, _ property: WritableKeyPath<TextAttributes, Key.Value?> & Sendable
    ) where Key.Value: Sendable {
        write = { attributes, container in
            if let value = attributes[keyPath: property] { container[Key.self] = value }
        }
        read = { container, attributes in
            if let value = container[Key.self] { attributes[keyPath: property] = value }
        }
    }

    /// One bridge per `TextAttributeKey` but `language` (Foundation's `languageIdentifier`
    /// carries it; see `TextAttributes.attributeContainer`).
    static let all: [FoundationAttributeBridge] = {
        typealias Keys = AttributeScopes.RichTextAttributes
        return [
            .init(Keys.FontAttribute.self, \.font), .init(Keys.ColorAttribute.self, \.color),
            .init(Keys.BackgroundColorAttribute.self, \.backgroundColor),
            .init(Keys.StrokeWidthAttribute.self, \.strokeWidth), .init(Keys.StrokeColorAttribute.self, \.strokeColor),
            .init(Keys.KernAttribute.self, \.kern), .init(Keys.LetterSpacingAttribute.self, \.letterSpacing),
            .init(Keys.LigaturesAttribute.self, \.ligatures), .init(Keys.FeaturesAttribute.self, \.features),
            .init(Keys.BaselineOffsetAttribute.self, \.baselineOffset),
            .init(Keys.ObliquenessAttribute.self, \.obliqueness),
            .init(Keys.GlyphTransformAttribute.self, \.glyphTransform), .init(Keys.ShadowAttribute.self, \.shadow),
            .init(Keys.InnerShadowAttribute.self, \.innerShadow), .init(Keys.UnderlineAttribute.self, \.underline),
            .init(Keys.StrikethroughAttribute.self, \.strikethrough),
            .init(Keys.BackgroundBorderAttribute.self, \.backgroundBorder), .init(Keys.BorderAttribute.self, \.border),
            .init(Keys.BlockBorderAttribute.self, \.blockBorder), .init(Keys.AttachmentAttribute.self, \.attachment),
            .init(Keys.HighlightAttribute.self, \.highlight), .init(Keys.BindingAttribute.self, \.binding),
            .init(Keys.BackedStringAttribute.self, \.backedString),
            .init(Keys.ParagraphStyleAttribute.self, \.paragraphStyle),
        ]
    }()
}

extension TextAttributes {
    /// The attributes as a Foundation attribute container: each set attribute under its
    /// `RichTextAttributes` key, `language` as `languageIdentifier`, and a highlight whose
    /// `userInfo["url"]` is a URL also as Foundation's `link` (only when `URL` gives the
    /// string back unchanged, so that converting back cannot change the highlight).
    var attributeContainer: AttributeContainer {
        var container = AttributeContainer()
        for bridge in FoundationAttributeBridge.all { bridge.write(self, &container) }
        if let language { container.languageIdentifier = language }
        if let url = highlight?.userInfo[TextHighlight.urlKey], let link = URL(string: url), link.absoluteString == url
        {
            container.link = link
        }
        return container
    }

    /// The attributes a Foundation attribute container describes (see
    /// `AttributedText.init(_:linkHighlight:)` for the rules).
    init(_ container: AttributeContainer, linkHighlight: (URL) -> TextHighlight) {
        self.init()
        for bridge in FoundationAttributeBridge.all { bridge.read(container, &self) }
        language = container.languageIdentifier
        guard let link = container.link else { return }
        if var highlight {
            if highlight.userInfo[TextHighlight.urlKey] != link.absoluteString {
                highlight.userInfo[TextHighlight.urlKey] = link.absoluteString
                self.highlight = highlight
            }
        } else {
            highlight = linkHighlight(link)
        }
    }
}

extension TextHighlight {
    /// The `userInfo` key of a link's URL, as `MarkdownRenderer` and the markdown parser
    /// set it and Foundation's `link` maps to.
    public static let urlKey = "url"

    /// A highlight for a link: no look of its own, its URL under `userInfo["url"]`.
    public static func link(_ url: URL) -> TextHighlight {
        TextHighlight(userInfo: [urlKey: url.absoluteString])
    }
}
