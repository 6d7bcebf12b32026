import Foundation

/// The loop of `textmeasure serve`: one JSON request per line in, one JSON response per
/// line out, in order, until the end of the input.
///
/// Lines end with `\n` or `\r\n`; a last line without one is answered too. A blank line
/// (nothing but spaces, tabs or a carriage return) is skipped without an answer, but
/// counts in the line numbers errors name. A line longer than `maximumLineLength` bytes
/// (not counting its `\n` or `\r\n`) gets an error answer as soon as it is that long,
/// and the rest of it is skipped.
///
/// Output is buffered: the answers to everything read at once (a pipe gives up to 64 KB)
/// are written together, and written out before the next read, which waits for input. So a
/// client that writes one request and waits gets its answer at once, and one that streams
/// many requests gets them in large writes (at least every 64 KB).
public struct ServeSession {
    let measure: ServeMeasure
    /// The longest request line, in bytes without its line ending (64 MiB by default).
    public var maximumLineLength = 64 << 20

    /// A session answering with `measure`.
    public init(measure: ServeMeasure) {
        self.measure = measure
    }

    /// What a session did.
    public struct Summary: Equatable, Sendable {
        /// Physical input lines read (blank ones included).
        public var lines = 0
        /// Responses written (one per line that was not blank).
        public var responses = 0
        /// Responses that are error objects.
        public var errors = 0

        /// A summary with these counts.
        public init(lines: Int = 0, responses: Int = 0, errors: Int = 0) {
            self.lines = lines
            self.responses = responses
            self.errors = errors
        }
    }

    /// Answers request lines from `input` until its end, writing responses to `output`. A
    /// failed read or write ends the session with a `StreamIO.Failure` (a client that
    /// closed its end of the output gets no more answers, so there is no point reading on).
    public func run(input: FileHandle, output: FileHandle) throws(StreamIO.Failure) -> Summary {
        var writer = ResponseWriter(handle: output)
        var summary = Summary()
        var splitter = LineSplitter(maximumLineLength: maximumLineLength)
        var reader = StreamIO.Reader(input)
        while true {
            let atEnd = try !splitter.read(from: &reader)
            try splitter.forEachLine(atEnd: atEnd) { (piece) throws(StreamIO.Failure) in
                summary.lines += 1
                switch piece {
                case .line(let bytes):
                    try answer(bytes, number: summary.lines, summary: &summary, writer: &writer)
                case .tooLong:
                    let failure = ServeRequest.Failure(
                        line: summary.lines, reason: "longer than \(maximumLineLength) bytes (skipped)")
                    try writer.error(failure, summary: &summary)
                }
            }
            try writer.flush()  // nothing complete is left to read: the client may be waiting
            if atEnd { return summary }
        }
    }

    /// Answers one line (its `\n` removed), unless it is blank.
    private func answer(
        _ line: ArraySlice<UInt8>, number: Int, summary: inout Summary, writer: inout ResponseWriter
    ) throws(StreamIO.Failure) {
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        // A byte order mark before the first request (a file saved by some Windows
        // editors), as `measure --batch` takes it.
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
        let isError = measure.respond(to: Array(bytes), number: number, into: &writer.json)
        try writer.endLine(isError: isError, summary: &summary)
    }
}

/// Response lines gathered in memory and written out together.
private struct ResponseWriter {
    let handle: FileHandle
    var json = JSONWriter(capacity: limit + 4096)
    static let limit = 1 << 16

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// Ends the response just written into `json`; writes out when 64 KB are pending.
    mutating func endLine(isError: Bool, summary: inout ServeSession.Summary) throws(StreamIO.Failure) {
        json.lineFeed()
        summary.responses += 1
        if isError { summary.errors += 1 }
        if json.bytes.count >= Self.limit { try flush() }
    }

    /// Writes the error object for `failure` as a response line.
    mutating func error(_ failure: ServeRequest.Failure, summary: inout ServeSession.Summary) throws(StreamIO.Failure) {
        ServeMeasure.write(failure, into: &json)
        try endLine(isError: true, summary: &summary)
    }

    /// Writes out what is pending.
    mutating func flush() throws(StreamIO.Failure) {
        guard !json.bytes.isEmpty else { return }
        try StreamIO.write(json.drain(), to: handle)
    }
}
