/// A rect of a border (background border, border or block border) with what it draws.
public struct BorderRect: Hashable, Sendable {
    public var border: TextBorder
    /// The text range the rect belongs to.
    public var range: TextRange
    /// The rect after the border's insets.
    public var rect: Rect
}

/// An underline or strikethrough segment over part of a run.
public struct DecorationSegment: Hashable, Sendable {
    public var decoration: TextDecoration
    public var range: TextRange
    public var minX: Double
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
    public var attachment: TextAttachment
    public var range: TextRange
    /// The attachment's box: its advance wide, ascent above and descent below the baseline.
    public var frame: Rect
    /// Where the content goes (box, minus content insets, fitted by content mode).
    public var contentFrame: Rect
}

/// A highlight with its full range and the rects it covers.
public struct HighlightRegion: Hashable, Sendable {
    public var highlight: TextHighlight
    public var range: TextRange
    public var rects: [Rect]
}

/// Which decoration.
public enum DecorationKind: Sendable {
    case underline, strikethrough
}

/// Which kind of border.
public enum BorderKind: Sendable {
    case backgroundBorder, border
}
