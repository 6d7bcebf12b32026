/// Whether the line height's extra space is kept above a paragraph's first line and below
/// its last line (SkParagraph's and Flutter's `TextHeightBehavior`).
///
/// By default every line gets the full line height. `.disableFirstAscent` makes the top of
/// the paragraph's first line its ascent above the baseline (no half-leading, line gap or
/// extra from a multiple or minimum above it); `.disableLastDescent` makes the bottom of
/// the paragraph's last line its descent below the baseline. So the text's first and last
/// glyph boxes touch the paragraph's edges, as CSS `text-box-trim` does.
public struct TextHeightBehavior: OptionSet, Hashable, Sendable, Codable {
    /// The option bits.
    public let rawValue: Int

    /// Creates a behaviour from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The first line's top is its ascent: the line height adds nothing above it.
    public static let disableFirstAscent = TextHeightBehavior(rawValue: 1)
    /// The last line's bottom is its descent: the line height adds nothing below it.
    public static let disableLastDescent = TextHeightBehavior(rawValue: 2)
    /// Both.
    public static let disableAll: TextHeightBehavior = [.disableFirstAscent, .disableLastDescent]
}
