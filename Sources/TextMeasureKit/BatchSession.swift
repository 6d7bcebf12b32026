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
/// `maximumLineLength` bytes (not counting its `\n` or `\r\n`) gets an error result as
/// soon as it is that long, and the rest of it is skipped (as `ServeSession` does), so one
/// endless line cannot fill the memory.
public struct BatchSession {
    let measure: BatchMeasure
    /// The longest request line, in bytes without its line ending (64 MiB by default, as
    /// for `serve`).
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
    /// Each byte is looked at once (`LineSplitter`).
    public func run(
        input: FileHandle, output: FileHandle, progress: (@Sendable (Int) -> Void)? = nil
    ) throws(StreamIO.Failure) -> Summary {
        var summary = Summary()
        var splitter = LineSplitter(maximumLineLength: maximumLineLength)
        var reader = StreamIO.Reader(input)
        while true {
            let atEnd = try !splitter.read(from: &reader)
            var lines: [BatchMeasure.Line] = []
            splitter.forEachLine(atEnd: atEnd) { piece in
                switch piece {
                case .line(let bytes): lines.append(.init(bytes))
                case .tooLong: lines.append(.tooLong(limit: maximumLineLength))
                }
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
}
