/// What a measure returns.
public struct TextMeasurement: Sendable {
    /// The text's bounding size clamped to the size range.
    public var size: Size
    /// Baselines for baseline alignment in stacks (from the top of the node).
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lineCount: Int
    public var isTruncated: Bool
    /// The point-size scale factor used (1 when the text fit unscaled).
    public var scaleFactor: Double
    /// The layout, when `MeasureOptions.returnsLayout` is set.
    public var layout: TextLayout?
}
