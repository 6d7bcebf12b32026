/// Why a layout could not be rendered.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The picture would be larger than Cairo's image surfaces allow (its size in whole
    /// pixels, which may be beyond any integer: a 1e308-point-wide layout).
    case surfaceTooLarge(width: Double, height: Double, limit: Int)
    /// The picture would have more pixels than the renderer draws (`maximum`, see
    /// `TextRenderer.maximumImagePixels`), though each side is within Cairo's limit.
    case tooManyPixels(width: Int, height: Int, maximum: Int)
    /// An SVG or PDF page would be larger than Cairo places anything on (`limit` points a
    /// side, 2²³): what lies beyond would be missing from the document, and drawing past it
    /// takes time quadratic in the glyphs.
    case pageTooLarge(width: Double, height: Double, limit: Double)
    /// The size is zero, negative or not finite.
    case invalidSize(width: Double, height: Double)
    /// Cairo reported an error (its own message).
    case cairo(String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)

    /// A whole number of pixels as digits, or in exponent form when it has more than 15.
    private static func pixels(_ value: Double) -> String {
        value < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// A one-line message naming the cause.
    public var description: String {
        switch self {
        case .surfaceTooLarge(let width, let height, let limit):
            "a \(Self.pixels(width))×\(Self.pixels(height)) pixel picture is larger than Cairo's limit of \(limit) "
                + "pixels a side"
        case .tooManyPixels(let width, let height, let maximum):
            "a \(width)×\(height) pixel picture would take \(width * height / (1 << 18)) MB; the renderer draws at "
                + "most \(maximum) pixels (\(maximum / (1 << 18)) MB)"
        case .pageTooLarge(let width, let height, let limit):
            "a \(Self.pixels(width.rounded(.up)))×\(Self.pixels(height.rounded(.up))) point page is larger than "
                + "Cairo's limit of \(Int(limit)) points a side (what lay beyond would be missing)"
        case .invalidSize(let width, let height):
            "cannot render a picture of \(width)×\(height) points"
        case .cairo(let message):
            "Cairo: \(message)"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}

/// Something drawn in place of what the layout asked for (the rendering still completed).
public struct RenderProblem: Hashable, Sendable, CustomStringConvertible {
    /// The text range it concerns (an attachment's character).
    public var range: Range<Int>
    /// What went wrong, e.g. "attachment image is not a PNG Cairo can read".
    public var message: String

    /// A problem over `range`.
    public init(range: Range<Int>, message: String) {
        self.range = range
        self.message = message
    }

    /// "12..<13: attachment image is not a PNG Cairo can read".
    public var description: String { "\(range.lowerBound)..<\(range.upperBound): \(message)" }
}

/// An output format.
public enum RenderFormat: String, Hashable, Sendable, CaseIterable {
    /// A PNG image (pixels at the scale factor).
    case png
    /// An SVG 1.1 document: glyphs as outline symbols (`<symbol>` + `<use>`), sizes in points.
    case svg
    /// A PDF document: text as embedded font subsets, sizes in points.
    case pdf

    /// The format a file name's extension names (case-insensitive), or nil.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
