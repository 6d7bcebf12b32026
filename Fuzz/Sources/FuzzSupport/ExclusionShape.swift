import RichText

/// An exclusion the fuzzer put in a container, kept as a shape so the checks can tell
/// where lines must not be (a `BezierPath` alone does not say it is an ellipse).
public enum ExclusionShape: Sendable {
    case rect(Rect)
    case ellipse(Rect)

    /// The path handed to `TextContainer.exclusionPaths`.
    public var path: BezierPath {
        switch self {
        case .rect(let rect): BezierPath(rect: rect)
        case .ellipse(let rect): BezierPath(ellipseIn: rect)
        }
    }

    /// The horizontal extent the shape covers somewhere in the band `top...bottom`, or
    /// nil when the band misses it.
    ///
    /// For an ellipse: its widest chord in the band (at the band's y nearest the centre).
    public func horizontalExtent(top: Double, bottom: Double) -> ClosedRange<Double>? {
        switch self {
        case .rect(let rect):
            guard rect.width > 0, rect.height > 0, top < rect.maxY, bottom > rect.minY else { return nil }
            return rect.minX...rect.maxX
        case .ellipse(let rect):
            guard rect.width > 0, rect.height > 0, top < rect.maxY, bottom > rect.minY else { return nil }
            let y = min(max(rect.midY, top), bottom)
            let normalized = (y - rect.midY) / (rect.height / 2)
            let half = rect.width / 2 * (max(0, 1 - normalized * normalized)).squareRoot()
            return (rect.midX - half)...(rect.midX + half)
        }
    }
}
