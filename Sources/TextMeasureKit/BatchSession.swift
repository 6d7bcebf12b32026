import Foundation

/// Runs a batch as a stream: reads request lines as they arrive, writes each result line
/// as soon as it and those before it are done.
///
/// Whatever input is available is read at once (a pipe gives up to 64 KB); its complete
/// lines are measured on every core and their results written and flushed before the next
/// read. So a batch piped in from a file goes at full speed, and a program that writes one
/// request and waits for its answer (a co-process) gets it without closing its end. Line
/// endings may be `\n` or `\r\n`; a last line without a line ending is measured too.
/// Memory holds one read's lines at a time, not the whole input.
public struct BatchSession {
    let measure: BatchMeasure

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
    }

    /// Reads request lines from `input` until its end, writing result lines to `output`;
    /// `progress` is called with the number of lines done so far.
    public func run(
        input: FileHandle, output: FileHandle, progress: (@Sendable (Int) -> Void)? = nil
    ) -> Summary {
        var summary = Summary()
        var pending = Data()
        while true {
            let chunk = input.availableData
            let atEnd = chunk.isEmpty
            pending.append(chunk)
            var lines: [String?] = []
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(validating: pending[start..<newline], as: UTF8.self))
                start = newline + 1
            }
            if atEnd, start < pending.endIndex {
                lines.append(String(validating: pending[start...], as: UTF8.self))
                start = pending.endIndex
            }
            let consumed = start - pending.startIndex
            pending = Data(pending.dropFirst(consumed))
            if !lines.isEmpty {
                let done = summary.lines
                var report: (@Sendable (Int) -> Void)? = nil
                if let progress { report = { progress(done + $0) } }
                let results = measure.results(for: lines, firstNumber: summary.lines + 1, progress: report)
                summary.lines += lines.count
                summary.errors += results.filter(BatchMeasure.isError).count
                output.write(Data((results.joined(separator: "\n") + "\n").utf8))
            }
            if atEnd { return summary }
        }
    }
}
