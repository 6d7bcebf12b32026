/// A touchable range (a link, a mention): attribute overrides shown while it is touched,
/// the caller's info and tap / long-press actions (YYText's `YYTextHighlight`).
///
/// Equality compares overrides, removals and `userInfo`; the actions are closures and
/// take no part in equality or coding (a decoded highlight has none).
public struct TextHighlight: Hashable, Sendable, Codable {
    private var overrides: Overrides
    /// Information for the caller (a URL, an id).
    public var userInfo: [String: String]
    /// Called when the highlight is tapped.
    public var tapAction: TextAction?
    /// Called when the highlight is long-pressed.
    public var longPressAction: TextAction?

    /// Attributes set while highlighted (only the set ones apply).
    public var attributes: TextAttributes {
        get { overrides.attributes }
        set { overrides = Overrides(attributes: newValue, removed: overrides.removed) }
    }

    /// Attributes removed while highlighted.
    public var removedAttributes: Set<TextAttributeKey> {
        get { overrides.removed }
        set { overrides = Overrides(attributes: overrides.attributes, removed: newValue) }
    }

    /// Creates a highlight.
    public init(
        attributes: TextAttributes = TextAttributes(), removing removed: Set<TextAttributeKey> = [],
        userInfo: [String: String] = [:], tapAction: TextAction? = nil, longPressAction: TextAction? = nil
    ) {
        overrides = Overrides(attributes: attributes, removed: removed)
        self.userInfo = userInfo
        self.tapAction = tapAction
        self.longPressAction = longPressAction
    }

    /// A highlight that colours the text and, with `backgroundColor`, puts YYText's
    /// default rounded background behind it.
    public init(color: Color? = nil, backgroundColor: Color? = nil, userInfo: [String: String] = [:]) {
        var attributes = TextAttributes()
        attributes.color = color
        attributes.backgroundBorder = backgroundColor.map(TextBorder.background)
        self.init(attributes: attributes, userInfo: userInfo)
    }

    /// `base` with the overrides applied: set attributes replace, removed ones go.
    public func applied(to base: TextAttributes) -> TextAttributes {
        var result = base.merging(attributes)
        for key in removedAttributes { result.remove(key) }
        return result
    }

    public static func == (lhs: TextHighlight, rhs: TextHighlight) -> Bool {
        lhs.overrides == rhs.overrides && lhs.userInfo == rhs.userInfo
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(overrides)
        hasher.combine(userInfo)
    }

    private enum CodingKeys: String, CodingKey { case attributes, removedAttributes, userInfo }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        overrides = Overrides(
            attributes: try container.decode(TextAttributes.self, forKey: .attributes),
            removed: try container.decode(Set<TextAttributeKey>.self, forKey: .removedAttributes))
        userInfo = try container.decode([String: String].self, forKey: .userInfo)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attributes, forKey: .attributes)
        try container.encode(removedAttributes, forKey: .removedAttributes)
        try container.encode(userInfo, forKey: .userInfo)
    }

    /// Immutable storage, so `TextAttributes` can hold a highlight that holds attributes.
    private final class Overrides: Hashable, Sendable {
        let attributes: TextAttributes
        let removed: Set<TextAttributeKey>
        init(attributes: TextAttributes, removed: Set<TextAttributeKey>) {
            self.attributes = attributes
            self.removed = removed
        }
        static func == (lhs: Overrides, rhs: Overrides) -> Bool {
            lhs === rhs || (lhs.attributes == rhs.attributes && lhs.removed == rhs.removed)
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(attributes)
            hasher.combine(removed)
        }
    }
}

/// A highlight's action: a `@Sendable` closure called with what was hit.
public struct TextAction: Sendable {
    /// What the action receives.
    public struct Event: Sendable {
        /// The highlighted range.
        public var range: Range<Int>
        /// The highlight's rect under the touch.
        public var rect: Rect
        /// The highlight's info.
        public var userInfo: [String: String]
    }

    public let perform: @Sendable (Event) -> Void

    /// Wraps a closure.
    public init(_ perform: @escaping @Sendable (Event) -> Void) {
        self.perform = perform
    }
}
