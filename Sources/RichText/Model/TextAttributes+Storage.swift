import Synchronization

/// The shared storage behind `TextAttributes`'s properties, and the conformances that
/// look through it.
extension TextAttributes {
    /// The stored properties, in the order (and with the coding keys) `TextAttributes`
    /// declared them when it stored them inline: equality, hashing and the JSON form are
    /// the synthesised ones of this struct, so they are unchanged. The large, rarely set
    /// ones are boxed on their own (`OutOfLine`): a box of fields is about 400 bytes
    /// instead of 1.7 KB.
    struct Fields: Hashable, Sendable, Codable {
        var font: Font?
        var color: Color?
        var backgroundColor: Color?
        var strokeWidth: Double?
        var strokeColor: Color?
        var kern: Double?
        var letterSpacing: Double?
        var ligatures: Bool?
        var features: [FontFeature]?
        var language: String?
        var baselineOffset: Double?
        var obliqueness: Double?
        @OutOfLine var glyphTransform: AffineTransform?
        @OutOfLine var shadow: TextShadow?
        @OutOfLine var innerShadow: TextShadow?
        @OutOfLine var underline: TextDecoration?
        @OutOfLine var strikethrough: TextDecoration?
        @OutOfLine var backgroundBorder: TextBorder?
        @OutOfLine var border: TextBorder?
        @OutOfLine var blockBorder: TextBorder?
        @OutOfLine var attachment: TextAttachment?
        var highlight: TextHighlight?
        var binding: TextBinding?
        var backedString: TextBackedString?
        @OutOfLine var paragraphStyle: ParagraphStyle?
    }

    /// A box of fields, shared by the copies of one value.
    ///
    /// `update(_:)` changes a box only while exactly one value refers to it (it copies the
    /// box first otherwise), so no box is ever written while another thread can read it:
    /// that is why the class may be `@unchecked Sendable`, and why its one property needs
    /// no dynamic exclusivity check.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        /// `fields.hashValue` once asked for (0: not yet; a hash value of 0 is kept as 1),
        /// so a text's runs hash at the cost of one integer each: measuring a text again
        /// hashes it to find the cached result. Written by whichever thread asks first;
        /// every thread computes the same value from fields no one writes while shared.
        let hashCache = Atomic<Int>(0)

        init(_ fields: Fields) {
            self.fields = fields
        }

        /// `fields.hashValue`, computed once.
        var fieldsHash: Int {
            let cached = hashCache.load(ordering: .relaxed)
            if cached != 0 { return cached }
            let value = fields.hashValue
            let kept = value == 0 ? 1 : value
            hashCache.store(kept, ordering: .relaxed)
            return kept
        }

        /// The box of `TextAttributes()`, shared by every value with no attribute set.
        static let empty = Storage(Fields())
    }

    /// Changes the fields, first copying the box when another value shares it.
    ///
    /// - Complexity: O(1), plus one copy of the fields when the box is shared.
    mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.fields)
        } else {
            storage.hashCache.store(0, ordering: .relaxed)
        }
        change(&storage.fields)
    }

    /// Whether every attribute is equal (values sharing one box are equal at once).
    public static func == (lhs: TextAttributes, rhs: TextAttributes) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every attribute (their hash value, computed once per shared box).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fieldsHash)
    }

    /// Decodes the attributes that are present (one key per attribute, as encoded).
    public init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    /// Encodes the attributes that are set, one key each.
    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}

extension TextAttributes: CustomReflectable {
    /// The attributes as if stored inline, so that printing and `dump` show them.
    public var customMirror: Mirror {
        // An out-of-line field reflects as `_name` holding its wrapper; it is shown under
        // its own name with its optional value, as when it was stored inline.
        let children = Mirror(reflecting: storage.fields).children.map { child in
            guard let field = child.value as? any OutOfLineField else { return child }
            return (label: child.label.map { String($0.dropFirst()) }, value: field.wrappedAny)
        }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
