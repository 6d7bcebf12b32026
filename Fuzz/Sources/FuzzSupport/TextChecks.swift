import RichText

/// Invariants of an `AttributedText` a parser produced.
public enum TextChecks {
    /// Runs tile `0..<length` in order without gaps or empty runs, `length` is the
    /// string's UTF-16 count, and adjacent runs differ unless they carry an attachment
    /// (separately inserted attachments stay separate runs, as documented).
    public static func check(_ text: AttributedText, _ what: @autoclosure () -> String) {
        let length = text.string.utf16.count
        Invariant.require(text.length == length, "\(what()): length \(text.length), string of \(length) units")
        var end = 0
        for (index, run) in text.runs.enumerated() {
            Invariant.require(
                run.range.lowerBound == end, "\(what()): run \(index) \(run.range) does not start at \(end)")
            Invariant.require(!run.range.isEmpty, "\(what()): run \(index) is empty")
            if index > 0, text.runs[index - 1].attributes == run.attributes {
                Invariant.require(
                    run.attributes.attachment != nil,
                    "\(what()): runs \(index - 1) and \(index) are equal but not merged")
            }
            end = run.range.upperBound
        }
        Invariant.require(end == length, "\(what()): runs end at \(end), the text at \(length)")
    }

    /// The text as plain text, backed strings in place of what they stand for (laid out
    /// in an unbounded container, so everything is visible).
    public static func plainText(of text: AttributedText) -> String {
        TextLayout(container: TextContainer(), text: text).plainText(for: 0..<text.length)
    }
}
