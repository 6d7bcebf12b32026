/// An optional attribute kept in a box of its own, so that a `TextAttributes` box that
/// does not set it holds one pointer instead of the value.
///
/// Borders, decorations, shadows, the glyph transform, the attachment and the paragraph
/// style are 50–200 bytes each and most runs set none of them; stored inline they made
/// every attribute box 1.7 KB, which a markdown link's colour and highlight copied twice.
/// Out of line, a box of fields is about 400 bytes.
///
/// The value is read-only once boxed (setting it makes a new box), so copies share boxes
/// safely across threads. Equality and hashing are the wrapped optional's, and coding
/// writes the value under its field's key only when it is set, exactly as the inline
/// optional did (see the container overloads below), so the JSON form is unchanged.
@propertyWrapper
struct OutOfLine<Value: Hashable & Sendable & Codable>: Hashable, Sendable {
    /// The boxed value; immutable, so shared by copies.
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    /// The value, or nil when unset.
    var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension OutOfLine: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(Value.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = wrappedValue { try container.encode(value) } else { try container.encodeNil() }
    }
}

/// A field kept out of line, seen through its wrapped optional (for reflection).
protocol OutOfLineField {
    /// The wrapped optional, as `Any`.
    var wrappedAny: Any { get }
}

extension OutOfLine: OutOfLineField {
    var wrappedAny: Any { wrappedValue as Any }
}

/// Out-of-line fields in synthesised coding: absent when unset, as an inline optional.
extension KeyedEncodingContainer {
    mutating func encode<Value>(_ field: OutOfLine<Value>, forKey key: Key) throws {
        try encodeIfPresent(field.wrappedValue, forKey: key)
    }
}

extension KeyedDecodingContainer {
    func decode<Value>(_ type: OutOfLine<Value>.Type, forKey key: Key) throws -> OutOfLine<Value> {
        OutOfLine(wrappedValue: try decodeIfPresent(Value.self, forKey: key))
    }
}
