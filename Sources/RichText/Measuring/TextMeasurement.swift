/// What a measure returns.
public struct TextMeasurement: Sendable {
    /// The text's bounding size clamped to the size range (or set by the measure modes).
    public var size: Size
    /// The first line's baseline, from the top of the node (for baseline alignment in stacks).
    public var firstBaseline: Double
    /// The last line's baseline, from the top of the node.
    public var lastBaseline: Double
    /// The number of lines shown (several per row where an exclusion splits a row).
    public var lineCount: Int
    /// The number of rows shown.
    public var rowCount: Int
    /// The text shown (see `TextLayout.visibleRange`).
    public var visibleRange: TextRange
    /// Whether text was cut (rows over the line limit or text over the height).
    public var isTruncated: Bool
    /// The point-size scale factor used (1 when the text fit unscaled).
    public var scaleFactor: Double
    /// How many grapheme clusters no loaded font covers (drawn as .notdef boxes; see
    /// `TextLayout.missingGlyphCount`).
    public var missingGlyphCount: Int
    /// The layout, when `MeasureOptions.returnsLayout` is set.
    public var layout: TextLayout?
}
