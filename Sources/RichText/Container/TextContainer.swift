/// Where text is laid out: a size with insets, or a path, minus exclusion paths; plus
/// the row limit and truncation settings.
///
/// A value type; a `TextLayout` keeps a copy of the container it was made with.
///
/// Invalid geometry never crashes; it is clamped by these rules (`normalized`):
/// - `size`: NaN or negative → 0; `.infinity` means unbounded (allowed for both sides).
/// - `insets`: NaN, negative or infinite → 0; insets larger than `size` leave an empty
///   frame (zero wide or tall) at the top-left inset corner.
/// - `path` / `exclusionPaths`: a path with a coordinate that is not finite, or farther
///   than `BezierPath.maximumCoordinate` (10^12 points) from zero, is ignored (for `path`,
///   `size` and `insets` then apply).
/// - `pathLineWidth`: NaN, negative or infinite → 0.
/// - `maximumNumberOfRows`: negative → 0 (unlimited).
public struct TextContainer: Hashable, Sendable {
    /// The container's size; text is laid out inside `size` minus `insets`.
    public var size: Size
    /// Space kept free inside `size`.
    public var insets: EdgeInsets
    /// A shape that replaces `size` and `insets`: lines fit inside it, by `fillRule`.
    public var path: BezierPath?
    /// Shapes that lines flow around (each by `fillRule`).
    public var exclusionPaths: [BezierPath]
    /// How `path` and `exclusionPaths` decide what is inside them.
    public var fillRule: FillRule
    /// The stroke width of `path`: lines keep half of it clear of the path's edges on
    /// every side (a line's band, grown by half the width above and below, must be inside
    /// the path, and its spans shrink by half the width at each end), and the bounding
    /// size grows by half of it. Normalized to at most `2 * BezierPath.maximumCoordinate`.
    public var pathLineWidth: Double
    /// The most rows to lay out; 0 means no limit. A row is one band of lines (several
    /// lines when an exclusion splits the band).
    public var maximumNumberOfRows: Int
    /// Where the truncation token goes when the text does not fit.
    public var truncationType: TruncationType
    /// The token shown where text is cut; nil means "…" in the attributes of the last
    /// visible character.
    public var truncationToken: AttributedText?
    /// Moves line baselines after line breaking (e.g. a fixed line height).
    public var linePositionModifier: (any LinePositionModifier)?

    /// Creates a container.
    public init(
        size: Size = Size(width: .infinity, height: .infinity), insets: EdgeInsets = .zero,
        path: BezierPath? = nil, exclusionPaths: [BezierPath] = [], fillRule: FillRule = .evenOdd,
        pathLineWidth: Double = 0, maximumNumberOfRows: Int = 0, truncationType: TruncationType = .none,
        truncationToken: AttributedText? = nil, linePositionModifier: (any LinePositionModifier)? = nil
    ) {
        self.size = size
        self.insets = insets
        self.path = path
        self.exclusionPaths = exclusionPaths
        self.fillRule = fillRule
        self.pathLineWidth = pathLineWidth
        self.maximumNumberOfRows = maximumNumberOfRows
        self.truncationType = truncationType
        self.truncationToken = truncationToken
        self.linePositionModifier = linePositionModifier
    }

    /// A container of `width` with unbounded height.
    public init(width: Double) {
        self.init(size: Size(width: width, height: .infinity))
    }

    /// A copy with every value clamped to the rules above.
    public var normalized: TextContainer {
        // Most containers already are (every layout asks): returned without building a copy
        // field by field.
        if isNormal { return self }
        var copy = self
        copy.size = Size(width: Self.length(size.width), height: Self.length(size.height))
        copy.insets = EdgeInsets(
            top: Self.inset(insets.top), left: Self.inset(insets.left), bottom: Self.inset(insets.bottom),
            right: Self.inset(insets.right))
        if let path, !path.isWithinCoordinateLimit { copy.path = nil }
        copy.exclusionPaths = exclusionPaths.filter(\.isWithinCoordinateLimit)
        copy.pathLineWidth = min(Self.inset(pathLineWidth), 2 * BezierPath.maximumCoordinate)
        copy.maximumNumberOfRows = max(0, maximumNumberOfRows)
        return copy
    }

    /// A size clamped by the rules above (NaN or negative → 0).
    private static func length(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : value }

    /// An inset or stroke width clamped by the rules above (NaN, negative or infinite → 0).
    private static func inset(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

    /// Whether `normalized` would return the container unchanged (bit for bit: a -0.0
    /// inset counts as changed, as `normalized` makes it +0.0).
    private var isNormal: Bool {
        func same(_ value: Double, _ clamped: Double) -> Bool { value.bitPattern == clamped.bitPattern }
        return same(size.width, Self.length(size.width)) && same(size.height, Self.length(size.height))
            && same(insets.top, Self.inset(insets.top)) && same(insets.left, Self.inset(insets.left))
            && same(insets.bottom, Self.inset(insets.bottom)) && same(insets.right, Self.inset(insets.right))
            && same(pathLineWidth, min(Self.inset(pathLineWidth), 2 * BezierPath.maximumCoordinate))
            && maximumNumberOfRows >= 0 && (path?.isWithinCoordinateLimit ?? true)
            && exclusionPaths.allSatisfy(\.isWithinCoordinateLimit)
    }

    public static func == (lhs: TextContainer, rhs: TextContainer) -> Bool {
        lhs.size == rhs.size && lhs.insets == rhs.insets && lhs.path == rhs.path
            && lhs.exclusionPaths == rhs.exclusionPaths && lhs.fillRule == rhs.fillRule
            && lhs.pathLineWidth == rhs.pathLineWidth && lhs.maximumNumberOfRows == rhs.maximumNumberOfRows
            && lhs.truncationType == rhs.truncationType && lhs.truncationToken == rhs.truncationToken
            && lhs.linePositionModifier.map { AnyHashable($0) } == rhs.linePositionModifier.map { AnyHashable($0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(insets)
        hasher.combine(path)
        hasher.combine(exclusionPaths)
        hasher.combine(maximumNumberOfRows)
        hasher.combine(truncationType)
        hasher.combine(truncationToken)
        hasher.combine(linePositionModifier.map { AnyHashable($0) })
    }
}

/// Where a truncation token replaces text.
public enum TruncationType: String, Hashable, Sendable, Codable, CaseIterable {
    /// No token: text that does not fit is cut after the last whole line.
    case none
    /// "…end of the text".
    case start
    /// "start…end".
    case middle
    /// "start of the text…".
    case end
}
