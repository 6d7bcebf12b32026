/// One validated request line of `textmeasure measure --batch`.
///
/// A line is one JSON object (the first may start with a byte order mark):
/// `{"text":"…","markdown":false,"width":300,"height":null,"maxLines":0,"font":"Noto Sans",
/// "size":16}`. Only `text` is required; `null` or an absent field means its default
/// (width and height unbounded, no line limit, the command's font and size). Anything
/// else is an error that says what is wrong: text after the object, an unknown field (a
/// misspelt `widht` is not ignored), a field given twice, a wrong type, a fractional
/// `maxLines`, a number too large for a double (`1e999`), a lone surrogate escape, a
/// blank line.
///
/// Lines are read by the same JSON reader and field checks as `serve` requests
/// (`JSONReader`, `ServeFields`), so both modes refuse the same lines with the same words;
/// a batch once parsed with Foundation's `JSONSerialization`, which kept the last of two
/// equal keys without a word.
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
        // A byte order mark before the first request (a file saved by some Windows
        // editors), as `serve` takes it (`JSONSerialization` skipped it too).
        if number == 1, line.unicodeScalars.first == "\u{FEFF}" { line = line.dropFirst() }
        guard !line.allSatisfy(\.isWhitespace) else { throw fail("blank line (expected a JSON object)") }
        do throws(ServeRequest.Failure) {
            let fields = try ServeFields(parsing: Array(line.utf8), line: number, allowed: Self.fieldNames)
            guard let text = try fields.string("text") else { throw fields.fail("\"text\" is missing") }
            self.text = text
            markdown = try fields.bool("markdown") ?? false
            width = try fields.number("width", in: "a number ≥ 0") { $0 >= 0 } ?? .infinity
            height = try fields.number("height", in: "a number ≥ 0") { $0 >= 0 } ?? .infinity
            let lines = try fields.number("maxLines", in: "a whole number ≥ 0") {
                $0 >= 0 && $0 == $0.rounded() && $0 < 1e9
            }
            maxLines = lines.map { Int($0) } ?? 0
            font = defaultFont
            if let family = try fields.string("font") {
                guard families.contains(family.lowercased()) else {
                    throw fields.fail("unknown font family '\(EchoedValue.shortened(family))'")
                }
                font = family
            }
            size = try fields.number("size", in: "a number in (0, 10000]") { $0 > 0 && $0 <= 10_000 } ?? defaultSize
        } catch {
            throw fail(error.reason)
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
