/// Compact JSON written straight into UTF-8 bytes, member by member: what `JSON.text`
/// and the `serve` responses use, so a response costs no tree of values and no string
/// appends.
///
/// Numbers follow `JSON.format` (at most three decimals, trailing zeros dropped; from
/// 10^15 on in exponent form; not finite: `null`). Commas are placed by the writer: after
/// `objectStart()` or `arrayStart()` the first member or element gets none.
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether the next member or element is the first of its object or array.
    private var isFirst = true

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON written so far, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes written so far, which the writer forgets (it goes on where it was: the
    /// next member still gets its comma), for output written in pieces.
    public mutating func drain() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Ends a JSON Lines line: a line feed, after which the next value starts afresh.
    public mutating func lineFeed() {
        bytes.append(UInt8(ascii: "\n"))
        isFirst = true
    }

    /// Forgets what was written, keeping the memory.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        isFirst = true
    }

    private mutating func separate() {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
    }

    public mutating func objectStart() { open(UInt8(ascii: "{")) }
    public mutating func objectEnd() { close(UInt8(ascii: "}")) }
    public mutating func arrayStart() { open(UInt8(ascii: "[")) }
    public mutating func arrayEnd() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        isFirst = false
    }

    /// A member's name; its value comes next (and gets no comma of its own).
    public mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        isFirst = true
    }

    /// A member's name written in advance (for names every response repeats).
    public mutating func key(_ name: JSONKey) {
        separate()
        bytes.append(contentsOf: name.bytes)
        isFirst = true
    }

    /// A member: its name and its value.
    public mutating func member(_ name: JSONKey, _ value: JSON) {
        key(name)
        self.value(value)
    }

    public mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
    }

    public mutating func number(_ value: Double) {
        separate()
        // Below 10^9 the thousandths are exact in integers (see `JSON.format`).
        guard value.isFinite, abs(value) < 1e9 else {
            bytes.append(contentsOf: JSON.format(value).utf8)
            return
        }
        let thousandths = Int64((value * 1000).rounded())
        let magnitude = thousandths.magnitude
        if thousandths < 0 && magnitude != 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    public mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(UInt64(value.magnitude))
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: Self.nullBytes)
    }

    /// Any value.
    public mutating func value(_ value: JSON) {
        switch value {
        case .object(let members):
            objectStart()
            for (name, member) in members {
                key(name)
                self.value(member)
            }
            objectEnd()
        case .array(let values):
            arrayStart()
            for element in values { self.value(element) }
            arrayEnd()
        case .string(let string): self.string(string)
        case .number(let number): self.number(number)
        case .integer(let integer): self.integer(integer)
        case .wholeDigits(let digits):
            separate()
            bytes.append(contentsOf: digits.utf8)
        case .bool(let bool): self.bool(bool)
        case .null: null()
        }
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)

    private mutating func appendDigits(_ value: UInt64) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        appendDigits(value / 10)
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `string` in quotes, with quotes, backslashes and control characters escaped.
    private mutating func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: string.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
                    hex[Int(byte & 15)],
                ])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// A member name as the writer writes it (`"name":`), prepared once.
public struct JSONKey: Sendable {
    let bytes: [UInt8]

    /// The key `name`.
    public init(_ name: String) {
        var writer = JSONWriter(capacity: name.utf8.count + 3)
        writer.key(name)
        bytes = writer.bytes
    }
}
