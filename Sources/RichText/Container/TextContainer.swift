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
        let size = Size(width: Self.length(self.size.width), height: Self.length(self.size.height))
        let insets = EdgeInsets(
            top: Self.inset(self.insets.top), left: Self.inset(self.insets.left),
            bottom: Self.inset(self.insets.bottom), right: Self.inset(self.insets.right))
        let pathLineWidth = min(Self.inset(self.pathLineWidth), 2 * BezierPath.maximumCoordinate)
        let keepsPath = path?.isWithinCoordinateLimit ?? true
        let keepsExclusions = exclusionPaths.allSatisfy(\.isWithinCoordinateLimit)
        // Most containers already are normal (every layout asks): then the container is
        // returned as it is, not rebuilt field by field. Compared bit for bit, so a -0.0
        // inset still becomes +0.0.
        func same(_ value: Double, _ clamped: Double) -> Bool { value.bitPattern == clamped.bitPattern }
        if same(self.size.width, size.width), same(self.size.height, size.height), same(self.insets.top, insets.top),
            same(self.insets.left, insets.left), same(self.insets.bottom, insets.bottom),
            same(self.insets.right, insets.right), same(self.pathLineWidth, pathLineWidth), maximumNumberOfRows >= 0,
            keepsPath, keepsExclusions
        {
            return self
        }
        var copy = self
        copy.size = size
        copy.insets = insets
        if !keepsPath { copy.path = nil }
        if !keepsExclusions { copy.exclusionPaths = exclusionPaths.filter(\.isWithinCoordinateLimit) }
        copy.pathLineWidth = pathLineWidth
        copy.maximumNumberOfRows = max(0, maximumNumberOfRows)
        return copy
    }

    /// A size clamped by the rules above (NaN or negative → 0).
    private static func length(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : value }

    /// An inset or stroke width clamped by the rules above (NaN, negative or infinite → 0).
    private static func inset(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

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
