import Foundation

/// Runs a batch as a stream: reads request lines as they arrive, writes each result line
/// as soon as it and those before it are done.
///
/// Whatever input is available is read at once (a pipe gives up to 64 KB); its complete
/// lines are measured on every core and their results written and flushed before the next
/// read. So a batch piped in from a file goes at full speed, and a program that writes one
/// request and waits for its answer (a co-process) gets it without closing its end. Line
/// endings may be `\n` or `\r\n`; a last line without a line ending is measured too.
/// Memory holds one read's lines at a time, not the whole input. A line longer than
/// `maximumLineLength` bytes gets an error result as soon as it is that long, and the rest
/// of it is skipped (as `ServeSession` does), so one endless line cannot fill the memory.
public struct BatchSession {
    let measure: BatchMeasure
    /// The longest request line, in bytes (64 MiB by default, as for `serve`).
    public var maximumLineLength = 64 << 20

    /// A session measuring with `measure`.
    public init(measure: BatchMeasure) {
        self.measure = measure
    }

    /// What a session did.
    public struct Summary: Equatable, Sendable {
        /// Input lines read (each got one result line).
        public var lines = 0
        /// Result lines that are error objects.
        public var errors = 0

        /// A summary with these counts.
        public init(lines: Int = 0, errors: Int = 0) {
            self.lines = lines
            self.errors = errors
        }
    }

    /// Reads request lines from `input` until its end, writing result lines to `output`;
    /// `progress` is called with the number of lines done so far. A failed read or write
    /// ends the session with a `StreamIO.Failure` (the results of the lines read before
    /// it are written).
    ///
    /// Each byte is looked at once: the search for a line's end resumes where the last
    /// read's search stopped, and the unfinished line is kept, not copied, while it grows
    /// (a line of many megabytes costs its length, not its length times its reads).
    public func run(
        input: FileHandle, output: FileHandle, progress: (@Sendable (Int) -> Void)? = nil
    ) throws(StreamIO.Failure) -> Summary {
        var summary = Summary()
        var pending: [UInt8] = []
        // Where the current line starts in `pending`, and how far it has been searched.
        var start = 0
        var searched = 0
        // Skipping the rest of a line that was too long (its error result is written).
        var skipping = false
        var reader = StreamIO.Reader(input)
        while true {
            let atEnd = try !reader.append(to: &pending)
            var lines: [BatchMeasure.Line] = []
            while let newline = pending[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                if skipping {
                    skipping = false
                } else {
                    lines.append(line(pending[start..<newline]))
                }
                start = newline + 1
                searched = start
            }
            searched = pending.count
            if atEnd, start < pending.count, !skipping {
                lines.append(line(pending[start...]))
                start = pending.count
            }
            if pending.count - start > maximumLineLength {
                if !skipping { lines.append(.tooLong(limit: maximumLineLength)) }
                skipping = true
                start = pending.count
            }
            if start > 0 {
                // Only the unfinished line is kept: what is dropped was read in this pass.
                pending.removeSubrange(..<start)
                if pending.isEmpty, skipping { pending = [] }  // give a skipped line's memory back
                searched -= start
                start = 0
            }
            if !lines.isEmpty {
                let done = summary.lines
                var report: (@Sendable (Int) -> Void)? = nil
                if let progress { report = { progress(done + $0) } }
                let results = measure.results(for: lines, firstNumber: summary.lines + 1, progress: report)
                summary.lines += lines.count
                summary.errors += results.filter(BatchMeasure.isError).count
                try StreamIO.write(Array((results.joined(separator: "\n") + "\n").utf8), to: output)
            }
            if atEnd { return summary }
        }
    }

    /// The input line of `bytes` (a line without its line feed).
    private func line(_ bytes: ArraySlice<UInt8>) -> BatchMeasure.Line {
        bytes.count > maximumLineLength ? .tooLong(limit: maximumLineLength) : .init(bytes)
    }
}
