/// Cuts a byte stream into lines as it arrives: what `serve` and `measure --batch` read
/// their JSON Lines requests with.
///
/// Lines end with `\n` (a `\r` before it stays in the line, for the caller to drop); a
/// last line without one is a line too, at the end of the input. A line whose content is
/// longer than `maximumLineLength` bytes is reported once, as soon as it is that long,
/// and the rest of it is skipped, so one endless line cannot fill the memory. The content
/// is the line without its ending: the `\r` of a `\r\n` ending does not count (a `\r`
/// with no `\n` after it, at the end of the input, does).
///
/// Each byte is searched once: the search for a line's end resumes where the last one
/// stopped, and the unfinished line is kept, not copied, while it grows (a line of many
/// megabytes costs its length, not its length times its reads).
struct LineSplitter {
    /// The longest line's content, in bytes (without its `\n` or `\r\n`).
    let maximumLineLength: Int
    /// What was read and not yet given out: the unfinished line.
    private var pending: [UInt8] = []
    /// How much of `pending` has been searched for a line end without finding one.
    private var searched = 0
    /// Skipping the rest of a line that was too long (it was reported).
    private var skipping = false

    /// A line, or a line too long to read (reported once, with the rest of it skipped).
    enum Piece {
        case line(ArraySlice<UInt8>)
        case tooLong
    }

    init(maximumLineLength: Int) {
        self.maximumLineLength = maximumLineLength
    }

    /// Reads what `reader` has (waiting for input); false at the end of the input.
    mutating func read(from reader: inout StreamIO.Reader) throws(StreamIO.Failure) -> Bool {
        try reader.append(to: &pending)
    }

    /// Gives `body` each complete line read so far, without its `\n` (and at the end of
    /// the input, `atEnd`, the unterminated last one), in order, then drops them, keeping
    /// only the unfinished line.
    mutating func forEachLine<Failure: Error>(
        atEnd: Bool, _ body: (Piece) throws(Failure) -> Void
    ) throws(Failure) {
        var start = 0
        let count = pending.count
        while start < count {
            let newline = pending[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n"))
            guard let end = newline ?? (atEnd ? count : nil) else { break }
            // The `\r` of a CRLF ending is not content.
            let ending = newline != nil && end > start && pending[end - 1] == UInt8(ascii: "\r") ? 1 : 0
            if skipping {
                skipping = false
            } else if end - start - ending > maximumLineLength {
                try body(.tooLong)
            } else {
                try body(.line(pending[start..<end]))
            }
            start = end + 1
        }
        if start > 0 { pending.removeSubrange(..<min(start, count)) }
        searched = pending.count
        // An unfinished line ending in `\r` may be a line of the limit waiting for the `\n`
        // of its CRLF.
        let ending = pending.last == UInt8(ascii: "\r") ? 1 : 0
        if pending.count - ending > maximumLineLength {
            if !skipping { try body(.tooLong) }
            skipping = true
            pending = []  // the skipped line's memory goes back
            searched = 0
        }
    }
}
