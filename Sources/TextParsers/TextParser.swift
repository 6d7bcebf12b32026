import RichText

/// Something that turns plain text into attributed text in place: a markdown highlighter,
/// an emoticon replacer.
///
/// Parsers are values shared between threads. A parser may edit the text (replace
/// `:smile:` with an attachment) and must then keep `selectedRange` meaningful: unchanged
/// when the edit is after it, shifted when before, collapsed to the edit's end when the
/// edit overlaps it (YYText's rule).
public protocol TextParser: Sendable {
    /// Parses `text`, changing its attributes or characters; returns true if it changed it.
    func parse(_ text: inout AttributedText, selectedRange: inout Range<Int>?) -> Bool
}

/// Runs several parsers in order, as one.
public struct TextParserChain: TextParser {
    /// The parsers, applied first to last.
    public var parsers: [any TextParser]

    /// Creates a chain.
    public init(_ parsers: [any TextParser]) {
        self.parsers = parsers
    }

    public func parse(_ text: inout AttributedText, selectedRange: inout Range<Int>?) -> Bool {
        var changed = false
        for parser in parsers where parser.parse(&text, selectedRange: &selectedRange) {
            changed = true
        }
        return changed
    }
}
