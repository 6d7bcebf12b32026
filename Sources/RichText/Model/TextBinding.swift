/// Marks a range that behaves as one character for caret, selection and hit testing
/// (an @mention, a tag). Discontinuous: text typed at its edge does not join it.
public struct TextBinding: Hashable, Sendable, Codable {
    /// Whether deleting asks for confirmation (select the whole range first).
    public var deleteConfirm: Bool

    /// Creates a binding.
    public init(deleteConfirm: Bool = false) {
        self.deleteConfirm = deleteConfirm
    }
}

/// The original text behind a replacement (an emoticon's ":smile:" behind its U+FFFC),
/// used for plain-text copy. Discontinuous.
public struct TextBackedString: Hashable, Sendable, Codable {
    /// The original text the replaced range stands for.
    public var string: String

    /// Creates a backed string.
    public init(_ string: String) {
        self.string = string
    }
}
