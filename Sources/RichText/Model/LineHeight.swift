/// How a paragraph's line heights follow from its fonts: RichText's original model, or
/// CSS `line-height` with half-leading.
///
/// `.typographic` (the default) is the model RichText always had (see the documentation of
/// `ParagraphStyle.lineHeight`): each line is as tall as the largest ascent, descent and
/// line gap of its fonts, the gap below the descent, then `lineHeightMultiple`,
/// `minimumLineHeight` and `maximumLineHeight` apply with the change above the text.
///
/// The other cases follow CSS 2.1 § 10.8.1: every run of glyphs has an inline box `L` tall,
/// where `L` is the line height (the run font's ascent + descent + line gap for
/// `.normal`, `factor` × the run's font size for `.multiple`, `points` for `.absolute`);
/// the leading `L − (A + D)` of a run with ascent `A` and descent `D` is split in half
/// above and below the glyphs (half-leading), and the line box reaches from the highest
/// box top to the lowest box bottom.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.lineHeight = .multiple(1.5)   // CSS line-height: 1.5
/// ```
public enum LineHeight: Hashable, Sendable {
    /// RichText's original model (TextKit's): ascent + descent + line gap, the gap below.
    case typographic
    /// CSS `line-height: normal`: each font's ascent + descent + line gap, split half
    /// above and half below.
    case normal
    /// CSS `line-height: <number>`: `factor` × each run's font size.
    case multiple(Double)
    /// CSS `line-height: <length>`: `points` for every run, whatever its size.
    case absolute(Double)

    /// Whether the case is one of CSS's (half-leading) models.
    var isCSS: Bool { self != .typographic }

    /// The inline-box height `L` of a run whose font (at `size` points) has `metrics`,
    /// for the CSS cases; `.typographic` gives the natural height, ascent + descent + gap.
    func boxHeight(metrics: FontMetrics, size: Double) -> Double {
        switch self {
        case .typographic, .normal: return metrics.lineHeight
        case .multiple(let factor): return factor * size
        case .absolute(let points): return points
        }
    }

    /// A finite, non-negative version: a NaN, infinite or negative multiple or length
    /// becomes `.normal` (CSS rejects negative line heights).
    var normalized: LineHeight {
        switch self {
        case .multiple(let value), .absolute(let value):
            return value.isFinite && value >= 0 ? self : .normal
        default: return self
        }
    }
}

extension LineHeight: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, value
    }

    /// The kinds as they are written: `{"kind":"multiple","value":1.5}`.
    private enum Kind: String, Codable {
        case typographic, normal, multiple, absolute
    }

    /// Decodes `{"kind": "typographic" | "normal" | "multiple" | "absolute", "value": n}`
    /// (`value` only for the last two).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .typographic: self = .typographic
        case .normal: self = .normal
        case .multiple: self = .multiple(try container.decode(Double.self, forKey: .value))
        case .absolute: self = .absolute(try container.decode(Double.self, forKey: .value))
        }
    }

    /// Encodes the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .typographic: try container.encode(Kind.typographic, forKey: .kind)
        case .normal: try container.encode(Kind.normal, forKey: .kind)
        case .multiple(let factor):
            try container.encode(Kind.multiple, forKey: .kind)
            try container.encode(factor, forKey: .value)
        case .absolute(let points):
            try container.encode(Kind.absolute, forKey: .kind)
            try container.encode(points, forKey: .value)
        }
    }
}
