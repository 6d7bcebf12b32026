/// A strict, fast reader of one JSON value from UTF-8 bytes (RFC 8259), for the request
/// lines of `textmeasure serve`, where it is on the path of every request.
///
/// Beyond RFC 8259 it accepts the literals `NaN`, `Infinity` and `-Infinity`, which
/// Python's `json` module writes for float values (a Yoga measure function's undefined
/// width is NaN). Everything else that is not JSON is an error that says what and where:
/// text after the value, an unterminated string, a raw control character in a string, a
/// lone surrogate escape, bytes that are not UTF-8 inside a string, a number too large for
/// a double, nesting deeper than `maximumDepth`.
public struct JSONReader {
    /// Why the bytes are not one JSON value.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the byte offset (counted from 0).
        public var description: String
    }

    /// How deep arrays and objects may nest (a request is two levels deep at most).
    public static let maximumDepth = 32

    private let bytes: [UInt8]
    private var index: Int

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = 0
    }

    /// The one JSON value in `bytes` (white space around it allowed).
    public static func value(_ bytes: [UInt8]) throws(Failure) -> JSON {
        var reader = JSONReader(bytes)
        reader.skipSpace()
        let value = try reader.readValue(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else {
            let rest = String(decoding: bytes[reader.index...].prefix(20), as: UTF8.self)
            throw Failure(description: "text after the JSON value at byte \(reader.index): '\(rest)'")
        }
        return value
    }

    private mutating func skipSpace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
                || bytes[index] == 0x0D
        {
            index += 1
        }
    }

    private func fail(_ what: String) -> Failure {
        Failure(description: index < bytes.count ? "\(what) at byte \(index)" : "\(what) at the end of the line")
    }

    private mutating func readValue(depth: Int) throws(Failure) -> JSON {
        guard index < bytes.count else { throw fail("a value is missing") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "N"): return try readLiteral("NaN", .number(.nan))
        case UInt8(ascii: "I"): return try readLiteral("Infinity", .number(.infinity))
        case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "I"):
            index += 1
            return try readLiteral("Infinity", .number(-.infinity))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default:
            throw fail(
                "unexpected '\(String(decoding: bytes[index..<index + 1], as: UTF8.self))' where a value belongs")
        }
    }

    private mutating func readLiteral(_ word: String, _ value: JSON) throws(Failure) -> JSON {
        var offset = index
        for byte in word.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else { throw fail("expected \(word)") }
            offset += 1
        }
        index = offset
        return value
    }

    private mutating func readObject(depth: Int) throws(Failure) -> JSON {
        guard depth <= Self.maximumDepth else { throw fail("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        var members: [(String, JSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail("expected a member name in quotes")
            }
            let name = try readString()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw fail("expected ':' after a name")
            }
            index += 1
            skipSpace()
            members.append((name, try readValue(depth: depth)))
            skipSpace()
            guard index < bytes.count else { throw fail("the object is not closed") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected ',' or '}' after a member") }
            index += 1
        }
    }

    private mutating func readArray(depth: Int) throws(Failure) -> JSON {
        guard depth <= Self.maximumDepth else { throw fail("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        var values: [JSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipSpace()
            values.append(try readValue(depth: depth))
            skipSpace()
            guard index < bytes.count else { throw fail("the array is not closed") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected ',' or ']' after a value") }
            index += 1
        }
    }

    /// A number by JSON's grammar: `.integer` when it is written without a fraction or an
    /// exponent and fits in an `Int` (so an id such as 9007199254740993, past a double's
    /// exact integers, is echoed as it was sent), `.wholeDigits` when it is whole but does
    /// not fit (echoed as written too), else `.number`, read as a double. A number beyond
    /// a double's range is refused either way.
    private mutating func readNumber() throws(Failure) -> JSON {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a number needs digits") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        var isWhole = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isWhole = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fail("a digit must follow the decimal point")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isWhole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("an exponent needs digits") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let lexeme = String(decoding: bytes[start..<index], as: UTF8.self)
        if isWhole, let integer = Int(lexeme) { return .integer(integer) }
        guard let value = Double(lexeme), value.isFinite else {
            throw Failure(description: "the number \(lexeme) is too large for a double")
        }
        return isWhole ? .wholeDigits(lexeme) : .number(value)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A string: the bytes between the quotes when they hold no escape (checked to be
    /// UTF-8), else decoded escape by escape.
    private mutating func readString() throws(Failure) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return try utf8String(bytes[start..<index])
            }
            if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
            guard byte >= 0x20 else { throw fail("a control character inside a string (escape it)") }
            index += 1
        }
        throw fail("a string is not closed")
    }

    private func utf8String(_ slice: ArraySlice<UInt8>) throws(Failure) -> String {
        guard let string = String(validating: slice, as: UTF8.self) else {
            throw fail("a string is not valid UTF-8")
        }
        return string
    }

    /// The rest of a string that holds escapes, from its first byte `start`.
    private mutating func readEscapedString(from start: Int) throws(Failure) -> String {
        var decoded = [UInt8](bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try utf8String(decoded[...])
            case UInt8(ascii: "\\"):
                try readEscape(into: &decoded)
            case ..<0x20:
                throw fail("a control character inside a string (escape it)")
            default:
                decoded.append(byte)
                index += 1
            }
        }
        throw fail("a string is not closed")
    }

    /// One escape sequence, appended to `output` as UTF-8.
    private mutating func readEscape(into output: inout [UInt8]) throws(Failure) {
        guard index + 1 < bytes.count else { throw fail("a string is not closed") }
        let kind = bytes[index + 1]
        index += 2
        switch kind {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(kind)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw fail("a lone surrogate escape (\\uD800–\\uDFFF without its pair)") }
                index += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw fail("a lone surrogate escape (\\uD800–\\uDFFF without its pair)")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw fail("a lone surrogate escape (\\uD800–\\uDFFF without its pair)")
            }
            // Surrogates are excluded above, so every value here is a scalar.
            if let scalar = Unicode.Scalar(scalar) { UTF8.encode(scalar) { output.append($0) } }
        default:
            index -= 1
            throw fail("an unknown escape '\\\(String(decoding: [kind], as: UTF8.self))'")
        }
    }

    private mutating func readHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("\\u needs four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
