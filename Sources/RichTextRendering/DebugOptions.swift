import RichText

/// Which debug overlays to draw, each with its own colour (nil: off), like YYText's
/// `YYTextDebugOption`. Drawn last, above the text.
public struct DebugOptions: Hashable, Sendable {
    /// A line along each line's baseline.
    public var baselineColor: Color?
    /// The outline of each line fragment (ascent + descent, its width).
    public var lineBorderColor: Color?
    /// A fill of each line fragment.
    public var lineFillColor: Color?
    /// The outline of each glyph run.
    public var runBorderColor: Color?
    /// The outline of each glyph's ink bounds.
    public var glyphBorderColor: Color?
    /// The outline of the container's path (or its frame inside the insets).
    public var containerColor: Color?
    /// The outline of each exclusion path.
    public var exclusionColor: Color?

    /// Debug options with every overlay off unless given.
    public init(
        baselineColor: Color? = nil, lineBorderColor: Color? = nil, lineFillColor: Color? = nil,
        runBorderColor: Color? = nil, glyphBorderColor: Color? = nil, containerColor: Color? = nil,
        exclusionColor: Color? = nil
    ) {
        self.baselineColor = baselineColor
        self.lineBorderColor = lineBorderColor
        self.lineFillColor = lineFillColor
        self.runBorderColor = runBorderColor
        self.glyphBorderColor = glyphBorderColor
        self.containerColor = containerColor
        self.exclusionColor = exclusionColor
    }

    /// No overlay.
    public static let none = DebugOptions()

    /// Every overlay in YYText's debug colours (translucent, so the text stays readable).
    public static let all = DebugOptions(
        baselineColor: Color(red: 1, green: 0, blue: 0, alpha: 0.6),
        lineBorderColor: Color(red: 1, green: 0.5, blue: 0, alpha: 0.6),
        lineFillColor: Color(red: 1, green: 0.5, blue: 0, alpha: 0.1),
        runBorderColor: Color(red: 0, green: 0.5, blue: 1, alpha: 0.6),
        glyphBorderColor: Color(red: 1, green: 0.2, blue: 0.8, alpha: 0.4),
        containerColor: Color(red: 0, green: 0.6, blue: 0, alpha: 0.7),
        exclusionColor: Color(red: 0.6, green: 0, blue: 0.8, alpha: 0.7))

    /// The overlay names `init(names:)` accepts, in drawing order.
    public static let names = ["baselines", "lines", "line-fills", "runs", "glyphs", "container", "exclusions"]

    /// The overlays named in `names` (from `DebugOptions.names`) in `all`'s colours; nil
    /// when a name is unknown.
    public init?(names: [String]) {
        var options = DebugOptions()
        let all = DebugOptions.all
        for name in names {
            switch name {
            case "baselines": options.baselineColor = all.baselineColor
            case "lines": options.lineBorderColor = all.lineBorderColor
            case "line-fills": options.lineFillColor = all.lineFillColor
            case "runs": options.runBorderColor = all.runBorderColor
            case "glyphs": options.glyphBorderColor = all.glyphBorderColor
            case "container": options.containerColor = all.containerColor
            case "exclusions": options.exclusionColor = all.exclusionColor
            default: return nil
            }
        }
        self = options
    }

    /// Whether any overlay is on.
    public var isEmpty: Bool { self == .none }
}
