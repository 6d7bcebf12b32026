/// A rounded box around or behind text (YYText's `YYTextBorder`), used for background
/// borders (drawn behind text), borders (drawn above) and block borders (whole rows).
public struct TextBorder: Hashable, Sendable, Codable {
    /// How stroke corners join.
    public enum LineJoin: String, Hashable, Sendable, Codable {
        /// Sharp corners.
        case miter
        /// Rounded corners.
        case round
        /// Cut-off corners.
        case bevel
    }

    /// The stroke's weight and dash pattern.
    public var lineStyle: TextLineStyle
    /// The stroke width; 0 draws no stroke.
    public var strokeWidth: Double
    /// The stroke colour; nil draws no stroke.
    public var strokeColor: Color?
    /// How the stroke's corners join.
    public var lineJoin: LineJoin
    /// Insets applied to each rect (negative values grow it).
    public var insets: EdgeInsets
    /// The radius of the rect's rounded corners (0: square).
    public var cornerRadius: Double
    /// A shadow under the border's shape.
    public var shadow: TextShadow?
    /// The colour the rect is filled with; nil fills nothing.
    public var fillColor: Color?

    /// Creates a border.
    public init(
        lineStyle: TextLineStyle = .single, strokeWidth: Double = 0, strokeColor: Color? = nil,
        lineJoin: LineJoin = .miter, insets: EdgeInsets = .zero, cornerRadius: Double = 0,
        shadow: TextShadow? = nil, fillColor: Color? = nil
    ) {
        self.lineStyle = lineStyle
        self.strokeWidth = strokeWidth
        self.strokeColor = strokeColor
        self.lineJoin = lineJoin
        self.insets = insets
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        self.fillColor = fillColor
    }

    /// A filled rounded background, like YYText's default highlight: insets
    /// (−2, −1, −2, −1), radius 3.
    public static func background(_ color: Color) -> TextBorder {
        TextBorder(insets: EdgeInsets(top: -2, left: -1, bottom: -2, right: -1), cornerRadius: 3, fillColor: color)
    }
}
