/// A touchable range (a link, a mention): attribute overrides shown while it is touched,
/// the caller's info and tap / long-press actions (YYText's `YYTextHighlight`).
///
/// Equality compares overrides, removals, `userInfo` and the actions' identity: closures
/// cannot be compared, so each time actions are given (in `init` or by setting
/// `tapAction` / `longPressAction`) they get an identity of their own, which copies of the
/// value share. So the same highlight value set over two adjacent ranges is one run, while
/// two links that differ only in their actions stay two runs and each keeps its own action
/// (appending text merges equal neighbouring runs). The actions take no part in coding: a
/// decoded highlight has none.
public struct TextHighlight: Hashable, Sendable, Codable {
    private var overrides: Overrides
    /// Information for the caller (a URL, an id).
    public var userInfo: [String: String]
    /// The actions and their identity (nil when there are none).
    private var actions: Actions?

    /// Called when the highlight is tapped.
    public var tapAction: TextAction? {
        get { actions?.tap }
        set { actions = Actions(tap: newValue, longPress: actions?.longPress) }
    }

    /// Called when the highlight is long-pressed.
    public var longPressAction: TextAction? {
        get { actions?.longPress }
        set { actions = Actions(tap: actions?.tap, longPress: newValue) }
    }

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
        actions = Actions(tap: tapAction, longPress: longPressAction)
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
        lhs.actions === rhs.actions && lhs.overrides == rhs.overrides && lhs.userInfo == rhs.userInfo
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(overrides)
        hasher.combine(userInfo)
        hasher.combine(actions.map(ObjectIdentifier.init))
    }

    private enum CodingKeys: String, CodingKey { case attributes, removedAttributes, userInfo }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        overrides = Overrides(
            attributes: try container.decode(TextAttributes.self, forKey: .attributes),
            removed: try container.decode(Set<TextAttributeKey>.self, forKey: .removedAttributes))
        userInfo = try container.decode([String: String].self, forKey: .userInfo)
        actions = nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attributes, forKey: .attributes)
        try container.encode(removedAttributes, forKey: .removedAttributes)
        try container.encode(userInfo, forKey: .userInfo)
    }

    /// The actions, boxed: the box's identity is the actions' identity in equality.
    private final class Actions: Sendable {
        let tap: TextAction?
        let longPress: TextAction?

        /// A new box, or nil when there is no action (highlights without actions compare
        /// by value alone).
        init?(tap: TextAction?, longPress: TextAction?) {
            guard tap != nil || longPress != nil else { return nil }
            self.tap = tap
            self.longPress = longPress
        }
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

        /// Creates an event (a UI toolkit makes one when it calls an action).
        public init(range: Range<Int>, rect: Rect, userInfo: [String: String]) {
            self.range = range
            self.rect = rect
            self.userInfo = userInfo
        }
    }

    /// The closure called with the event.
    public let perform: @Sendable (Event) -> Void

    /// Wraps a closure.
    public init(_ perform: @escaping @Sendable (Event) -> Void) {
        self.perform = perform
    }
}
