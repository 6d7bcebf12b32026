/// A rect of a border (background border, border or block border) with what it draws.
public struct BorderRect: Hashable, Sendable {
    /// The border the rect draws.
    public var border: TextBorder
    /// The text range the rect belongs to.
    public var range: TextRange
    /// The rect after the border's insets.
    public var rect: Rect
}

/// An underline or strikethrough segment over part of a run.
public struct DecorationSegment: Hashable, Sendable {
    /// The underline or strikethrough the segment draws.
    public var decoration: TextDecoration
    /// The UTF-16 range of the text under the segment.
    public var range: TextRange
    /// The segment's left end in layout coordinates.
    public var minX: Double
    /// The segment's right end in layout coordinates.
    public var maxX: Double
    /// The y of each line's centre (two for `.double`).
    public var lineCenters: [Double]
    /// Each line's thickness (twice the base for `.thick`).
    public var thickness: Double
    /// The text colour under the segment (the decoration's own colour wins when set).
    public var textColor: Color
}

/// An attachment's place in the layout.
public struct AttachmentFrame: Hashable, Sendable {
    /// The attachment placed.
    public var attachment: TextAttachment
    /// The UTF-16 range of the attachment's character (U+FFFC).
    public var range: TextRange
    /// The attachment's box: its advance wide, ascent above and descent below the baseline.
    public var frame: Rect
    /// Where the content goes (box, minus content insets, fitted by content mode).
    public var contentFrame: Rect
}

/// A highlight with its full range and the rects it covers.
public struct HighlightRegion: Hashable, Sendable {
    /// The highlight.
    public var highlight: TextHighlight
    /// The whole UTF-16 range the highlight is set on.
    public var range: TextRange
    /// The rects the range covers (`rects(for:)`: one per visual piece of each line).
    public var rects: [Rect]
}

/// Which decoration.
public enum DecorationKind: Sendable {
    /// The `underline` attribute.
    case underline
    /// The `strikethrough` attribute.
    case strikethrough
}

/// Which kind of border.
public enum BorderKind: Sendable {
    /// The `backgroundBorder` attribute, drawn behind the text.
    case backgroundBorder
    /// The `border` attribute, drawn above the text.
    case border
}
