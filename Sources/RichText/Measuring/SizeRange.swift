/// The sizes a node may take: what a flex/stack layout hands a text node to measure.
public struct SizeRange: Hashable, Sendable {
    /// The smallest size the node may take; the result is never smaller.
    public var min: Size
    /// The largest size the node may take (sides may be `.infinity`); the text is laid out in it.
    public var max: Size

    /// Creates a range; `max` sides may be `.infinity`.
    public init(min: Size = .zero, max: Size) {
        self.min = min
        self.max = max
    }

    /// `size` clamped into the range (min wins where the range is inverted).
    public func clamp(_ size: Size) -> Size {
        Size(
            width: Swift.max(self.min.width, Swift.min(size.width, self.max.width)),
            height: Swift.max(self.min.height, Swift.min(size.height, self.max.height)))
    }
}

/// How to measure: Texture's text node options.
public struct MeasureOptions: Hashable, Sendable {
    /// The most lines (rows); 0 means no limit.
    public var maximumNumberOfLines: Int = 0
    /// Where the token goes when text is cut (Texture and UILabel truncate the tail).
    public var truncationType: TruncationType = .end
    /// The token; nil means "…" in the attributes of the last visible character.
    public var truncationToken: AttributedText?
    /// Text shown after the token, such as " more" (Texture's additionalTruncationMessage).
    public var additionalTruncationMessage: AttributedText?
    /// The container insets the text is laid out within (part of the measured size).
    public var insets: EdgeInsets = .zero
    /// Exclusion paths of the container the text is laid out in.
    public var exclusionPaths: [BezierPath] = []
    /// The pixel scale sizes are ceiled to.
    public var scale: Double = 1
    /// Shrink to fit (Texture's pointSizeScaleFactors): factors below 1 tried after 1,
    /// largest first, until the text fits.
    public var pointSizeScaleFactors: [Double] = []
    /// Whether the result carries its `TextLayout`.
    public var returnsLayout: Bool = false

    /// Default options: no line limit, tail truncation, no shrinking.
    public init() {}
}
