import Foundation

/// A JSON value with ordered object keys, written compactly and deterministically.
///
/// Numbers are written with at most three decimals (trailing zeros dropped), which keeps
/// output stable across float noise and readable in golden files.
public enum JSON: Equatable, Sendable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case integer(Int)
    /// A whole number beyond `Int`'s range, as its digits (an optional minus sign first),
    /// so that an id such as 18446744073709551615 is echoed digit for digit.
    case wholeDigits(String)
    case bool(Bool)
    case null

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.text == rhs.text }

    /// The compact JSON text.
    public var text: String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.text
    }

    /// Appends the compact JSON text to `output`.
    public func write(to output: inout String) {
        output += text
    }

    /// `value` rounded to three decimals, without trailing zeros; from 10^15 on in exponent
    /// form (`2.5e+20`, which has no decimals worth rounding); null when not finite.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // (A fuzzer found "2222…888." for a width of 2.2e109: "%.3f" of a large whole
        // number, its zeros trimmed, left a bare point, which is not JSON.)
        guard abs(value) < 1e15 else { return value.description }
        // Below 10^9 the thousandths are exact in integers, and the writer prints what "%.3f"
        // would (without Foundation's formatter, which is slow on a serve response's path).
        if abs(value) < 1e9 {
            var writer = JSONWriter(capacity: 24)
            writer.number(value)
            return writer.text
        }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `string` as a JSON string literal (quotes, backslashes and control characters escaped).
    public static func quoted(_ string: String) -> String {
        var writer = JSONWriter(capacity: string.utf8.count + 2)
        writer.string(string)
        return writer.text
    }
}
