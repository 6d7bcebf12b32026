import Foundation

/// One validated request line of `textmeasure measure --batch`.
///
/// A line is one JSON object: `{"text":"…","markdown":false,"width":300,"height":null,
/// "maxLines":0,"font":"Noto Sans","size":16}`. Only `text` is required; `null` or an
/// absent field means its default (width and height unbounded, no line limit, the
/// command's font and size). Anything else is an error that says what is wrong: text after
/// the object, an unknown field (a misspelt `widht` is not ignored), a wrong type, a
/// fractional `maxLines`, a number too large for a double (`1e999`), a lone surrogate
/// escape, a blank line.
public struct BatchRequest: Sendable, Equatable {
    /// The fields a request may have, in the order the documentation lists them.
    public static let fieldNames = ["text", "markdown", "width", "height", "maxLines", "font", "size"]

    public var text: String
    public var markdown = false
    public var width = Double.infinity
    public var height = Double.infinity
    public var maxLines = 0
    public var font: String
    public var size: Double

    /// Parses and validates `line` (physical line `number`, counted from 1, which every
    /// error names). A trailing carriage return (Windows line ending) is ignored.
    ///
    /// - Parameters:
    ///   - families: the loaded font families, lowercased (a request's `font` must be one).
    ///   - defaultFont: the family when the request names none.
    ///   - defaultSize: the size when the request gives none.
    public init(
        json line: String, number: Int, families: Set<String>, defaultFont: String, defaultSize: Double
    ) throws(BatchLineError) {
        func fail(_ reason: String) -> BatchLineError { BatchLineError(line: number, reason: reason) }
        var line = Substring(line)
        if line.hasSuffix("\r") { line = line.dropLast() }
        let data = Data(line.utf8)
        guard !line.allSatisfy(\.isWhitespace) else { throw fail("blank line (expected a JSON object)") }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail(Self.explain(error, data: data))
        }
        guard let object = parsed as? [String: Any] else {
            throw fail("not a JSON object (the line holds \(Self.kind(of: parsed)))")
        }
        if let unknown = object.keys.filter({ !Self.fieldNames.contains($0) }).sorted().first {
            throw fail("unknown field \(JSON.quoted(unknown)) (fields: \(Self.fieldNames.joined(separator: ", ")))")
        }
        let fields = Fields(object: object, fail: fail)
        guard let text = try fields.string("text") else { throw fail("\"text\" is missing") }
        self.text = text
        markdown = try fields.bool("markdown") ?? false
        width = try fields.number("width", in: "a number ≥ 0") { $0 >= 0 } ?? .infinity
        height = try fields.number("height", in: "a number ≥ 0") { $0 >= 0 } ?? .infinity
        let lines = try fields.number("maxLines", in: "a whole number ≥ 0") { $0 >= 0 && $0 == $0.rounded() && $0 < 1e9 }
        maxLines = lines.map { Int($0) } ?? 0
        font = defaultFont
        if let family = try fields.string("font") {
            guard families.contains(family.lowercased()) else { throw fail("unknown font family '\(EchoedValue.shortened(family))'") }
            font = family
        }
        size = try fields.number("size", in: "a number in (0, 10000]") { $0 > 0 && $0 <= 10_000 } ?? defaultSize
    }

    /// What JSONSerialization's error means, in words that name the problem.
    private static func explain(_ error: Error, data: Data) -> String {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
            .trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        if detail.contains("surrogate") {
            return "not valid JSON: a string holds a lone surrogate escape (\\uD800–\\uDFFF without its pair)"
        }
        if detail.hasPrefix("Number "), detail.contains("not representable") {
            let number = detail.dropFirst("Number ".count).prefix { $0 != " " }
            return "not valid JSON: the number \(number) is too large for a double"
        }
        // "Invalid value around character N" right after a complete object: trailing text.
        if let range = detail.range(of: "around character "), let offset = Int(detail[range.upperBound...]),
            offset > 0, offset <= data.count,
            (try? JSONSerialization.jsonObject(with: data.prefix(offset))) is [String: Any]
        {
            let rest = String(decoding: data.dropFirst(offset), as: UTF8.self)
            return "text after the JSON object: '\(rest.prefix(20))'"
        }
        return "not valid JSON (\(detail))"
    }

    /// "an array", "a string", … for a parsed value that is not an object.
    private static func kind(of value: Any) -> String {
        switch value {
        case is [Any]: return "an array"
        case is String: return "a string"
        case is NSNull: return "null"
        case let number as NSNumber: return String(cString: number.objCType) == "c" ? "a boolean" : "a number"
        default: return "a JSON value"
        }
    }
}

/// Why a batch request line could not be measured.
public struct BatchLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The physical line number, counted from 1.
    public var line: Int
    /// What is wrong with it.
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// "line N: reason".
    public var description: String { "line \(line): \(reason)" }
}

/// Typed reads of a parsed request object; `null` reads as absent.
private struct Fields {
    let object: [String: Any]
    let fail: (String) -> BatchLineError

    init(object: [String: Any], fail: @escaping (String) -> BatchLineError) {
        self.object = object
        self.fail = fail
    }

    private func value(_ name: String) -> Any? {
        guard let value = object[name], !(value is NSNull) else { return nil }
        return value
    }

    func string(_ name: String) throws(BatchLineError) -> String? {
        guard let value = value(name) else { return nil }
        guard let string = value as? String else { throw fail("\"\(name)\" must be a string") }
        return string
    }

    func bool(_ name: String) throws(BatchLineError) -> Bool? {
        guard let value = value(name) else { return nil }
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
            throw fail("\"\(name)\" must be true or false")
        }
        return number.boolValue
    }

    /// A number that `isValid` accepts; `expected` says what that is.
    func number(
        _ name: String, in expected: String, isValid: (Double) -> Bool
    ) throws(BatchLineError) -> Double? {
        guard let value = value(name) else { return nil }
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
            throw fail("\"\(name)\" must be \(expected)")
        }
        let double = number.doubleValue
        guard double.isFinite, isValid(double) else {
            throw fail("\"\(name)\" must be \(expected), got \(number)")
        }
        return double
    }
}
