/// A caret position: a UTF-16 offset and which side it leans to where the offset has two
/// places on screen (a line end, a bidi boundary).
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Which character the position belongs to.
    public enum Affinity: String, Hashable, Sendable, Codable {
        /// The character after the offset (the default).
        case forward
        /// The character before the offset (e.g. the end of a wrapped line).
        case backward
    }

    /// The UTF-16 offset in the text.
    public var offset: Int
    /// Which character the position belongs to where the offset has two places on screen.
    public var affinity: Affinity

    /// Creates a position.
    public init(offset: Int, affinity: Affinity = .forward) {
        self.offset = offset
        self.affinity = affinity
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        lhs.offset < rhs.offset || (lhs.offset == rhs.offset && lhs.affinity == .backward && rhs.affinity == .forward)
    }

    public var description: String { "\(offset)\(affinity == .backward ? "↑" : "")" }
}

/// A direction to move a caret in.
public enum CaretDirection: String, Hashable, Sendable, CaseIterable {
    /// Visually left / right by grapheme clusters (bidi aware).
    case left, right
    /// To the row above / below, keeping the caret's x.
    case up, down
}

/// One rectangle of a selection (UITextSelectionRect's fields).
public struct SelectionRect: Hashable, Sendable {
    /// The rectangle in layout coordinates.
    public var rect: Rect
    /// Whether the text under it runs right to left.
    public var isRightToLeft: Bool
    /// Whether this is the caret mark at the selection's start (a zero-width rect).
    public var containsStart: Bool
    /// Whether this is the caret mark at the selection's end (a zero-width rect).
    public var containsEnd: Bool
}
