/// How one side of a text node is constrained: Yoga's measure modes (`YGMeasureMode`), as a
/// flex layout engine hands them to a measure function.
///
/// ```swift
/// let m = TextMeasurer.shared.measure(text, width: .atMost(300), height: .undefined)
/// ```
///
/// - `exactly(v)`: the node is `v` long on this side, whatever the text needs (the text is
///   laid out in `v`; on the height side, text that does not fit is truncated).
/// - `atMost(v)`: the text is laid out in `v` and the node is as long as the text needs,
///   at most `v` (a CSS `fit-content` box).
/// - `undefined`: no constraint: the text's own size (its max-content width when wide).
///
/// A value that is NaN or infinite constrains nothing (Yoga passes NaN with `undefined`),
/// so `.atMost(.infinity)` and `.exactly(.nan)` measure as `.undefined`; a negative value
/// is 0.
public enum MeasureMode: Hashable, Sendable, CustomStringConvertible {
    /// The result is this length.
    case exactly(Double)
    /// The result fits within this length.
    case atMost(Double)
    /// No constraint.
    case undefined

    /// The mode with its value cleaned up: NaN and infinite values become `.undefined`,
    /// negative ones 0 (so equal constraints hit the same cache entry).
    public var normalized: MeasureMode {
        switch self {
        case .exactly(let value): return value.isFinite ? .exactly(max(0, value)) : .undefined
        case .atMost(let value): return value.isFinite ? .atMost(max(0, value)) : .undefined
        case .undefined: return .undefined
        }
    }

    /// The length the text is laid out in: the value, or `.infinity` when undefined.
    var layoutLength: Double {
        switch normalized {
        case .exactly(let value), .atMost(let value): return value
        case .undefined: return .infinity
        }
    }

    /// The least length of the result: the value when exact, else 0.
    var minimumLength: Double {
        if case .exactly(let value) = normalized { return value }
        return 0
    }

    /// "exactly 300", "at most 300" or "undefined".
    public var description: String {
        switch self {
        case .exactly(let value): return "exactly \(value)"
        case .atMost(let value): return "at most \(value)"
        case .undefined: return "undefined"
        }
    }
}
