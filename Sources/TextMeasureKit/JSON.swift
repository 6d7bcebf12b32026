import Foundation

/// A JSON value with ordered object keys, written compactly and deterministically.
///
/// Numbers are written with at most three decimals (trailing zeros dropped), which keeps
/// output stable across float noise and readable in golden files.
public indirect enum JSON: Equatable, Sendable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.text == rhs.text }

    /// The compact JSON text.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the compact JSON text to `output`.
    public func write(to output: inout String) {
        switch self {
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                output += JSON.quoted(key) + ":"
                value.write(to: &output)
            }
            output += "}"
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .string(let string): output += JSON.quoted(string)
        case .number(let number): output += JSON.format(number)
        case .integer(let integer): output += String(integer)
        case .bool(let bool): output += bool ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// `value` rounded to three decimals, without trailing zeros; from 10^15 on in exponent
    /// form (`2.5e+20`, which has no decimals worth rounding); null when not finite.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // (A fuzzer found "2222…888." for a width of 2.2e109: "%.3f" of a large whole
        // number, its zeros trimmed, left a bare point, which is not JSON.)
        guard abs(value) < 1e15 else { return value.description }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `string` as a JSON string literal (quotes, backslashes and control characters escaped).
    public static func quoted(_ string: String) -> String {
        var output = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
