import RichText

/// One validated request line of `textmeasure serve`.
///
/// A line is one JSON object: `{"id":7,"text":"…","width":300,"widthMode":"atMost",
/// "height":null,"heightMode":"undefined","maxLines":0,"font":"Noto Sans","size":16,
/// "markdown":false,"lines":false}`. Only `text` is required. `width` and `height` are
/// numbers ≥ 0; absent, `null`, `NaN` or `Infinity` mean no constraint. Their modes are
/// Yoga's (`"exactly"`, `"atMost"`, `"undefined"`): a given width without a mode is
/// `"atMost"`, a missing one `"undefined"`; `"exactly"` and `"atMost"` need a value.
/// `id` (a string, a number or null) is echoed in the response; `lines: true` adds the
/// lines as `measure --json` prints them. Anything else is an error that says what is
/// wrong: an unknown field, a wrong type, a negative width, a fractional `maxLines`, a
/// font family that is not loaded, and every way the line is not JSON.
public struct ServeRequest: Sendable, Equatable {
    /// The fields a request may have, in the order the documentation lists them.
    public static let fieldNames = [
        "id", "text", "width", "widthMode", "height", "heightMode", "maxLines", "font", "size", "markdown", "lines",
    ]

    /// What the client called the request (echoed), if anything.
    public var id: JSON?
    public var text: String
    public var width = MeasureMode.undefined
    public var height = MeasureMode.undefined
    public var maxLines = 0
    public var font: String
    public var size: Double
    public var markdown = false
    /// Whether the response carries the lines.
    public var includesLines = false

    /// Why a request line cannot be measured.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The physical line number, counted from 1.
        public var line: Int
        /// What is wrong with it.
        public var reason: String
        /// The request's `id`, when the line got that far.
        public var id: JSON?

        /// "line N: reason".
        public var description: String { "line \(line): \(reason)" }
    }

    /// Parses and validates the UTF-8 `bytes` of physical line `number` (counted from 1,
    /// which every error names), without its line ending.
    ///
    /// - Parameters:
    ///   - families: the loaded font families, lowercased (a request's `font` must be one).
    ///   - defaultFont: the family when the request names none.
    ///   - defaultSize: the size when the request gives none.
    public init(
        json bytes: [UInt8], number: Int, families: Set<String>, defaultFont: String, defaultSize: Double
    ) throws(Failure) {
        var fields = try ServeFields(parsing: bytes, line: number, allowed: Self.fieldNames)
        id = try fields.requestID()
        fields.id = id  // every later error carries it
        guard let text = try fields.string("text") else { throw fields.fail("\"text\" is missing") }
        self.text = text
        width = try fields.mode(value: "width", mode: "widthMode")
        height = try fields.mode(value: "height", mode: "heightMode")
        maxLines = try fields.wholeNumber("maxLines") ?? 0
        font = defaultFont
        if let family = try fields.string("font") {
            guard families.contains(family.lowercased()) else { throw fields.fail("unknown font family '\(EchoedValue.shortened(family))'") }
            font = family
        }
        size = try fields.number("size", in: "a number in (0, 10000]") { $0 > 0 && $0 <= 10_000 } ?? defaultSize
        markdown = try fields.bool("markdown") ?? false
        includesLines = try fields.bool("lines") ?? false
    }
}

extension JSON {
    /// "an array", "a string", … for error messages.
    var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number, .integer, .wholeDigits: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// The value of a number (an integer as a double), or nil for any other kind.
    var double: Double? {
        switch self {
        case .number(let number): return number
        case .integer(let integer): return Double(integer)
        case .wholeDigits(let digits): return Double(digits)
        default: return nil
        }
    }
}
