/// An inline object on a U+FFFC character: its size and how it sits on the baseline.
///
/// The layout gives the U+FFFC the attachment's width as its advance and the attachment's
/// ascent and descent to the line-height model. `content` is the caller's payload (an
/// image name, an identifier); RichText does not interpret it.
public struct TextAttachment: Hashable, Sendable, Codable {
    /// The caller's payload.
    public var content: String
    /// Width and height in points.
    public var size: Size
    /// The part above the baseline; the rest (`size.height - ascent`) is below it.
    public var ascent: Double

    /// The part below the baseline.
    public var descent: Double { max(0, size.height - ascent) }

    /// Creates an attachment that sits on the baseline (all of it above).
    public init(content: String = "", size: Size, ascent: Double? = nil) {
        self.content = content
        self.size = size
        self.ascent = ascent ?? size.height
    }

    /// How an attachment aligns to a font (YYText's `YYTextVerticalAlignment`).
    public enum VerticalAlignment: String, Hashable, Sendable, Codable {
        case top, center, bottom
    }

    /// An attachment aligned to `font`'s metrics (YYText's formulas, with the font's
    /// ascender a > 0 and descender d < 0, attachment height h):
    /// top: ascent = a; center: ascent = h/2 + (a − (a − d)/2); bottom: ascent = h + d;
    /// negative parts clamp to 0.
    public static func aligned(
        content: String = "", size: Size, to metrics: FontMetrics, alignment: VerticalAlignment
    ) -> TextAttachment {
        let a = metrics.ascender
        let d = metrics.descender
        let h = size.height
        var ascent: Double
        switch alignment {
        case .top: ascent = a
        case .center: ascent = h / 2 + (a - (a - d) / 2)
        case .bottom: ascent = h + d
        }
        ascent = min(max(ascent, 0), h)
        return TextAttachment(content: content, size: size, ascent: ascent)
    }

    /// The object replacement character an attachment sits on.
    public static let character = "\u{FFFC}"
}
