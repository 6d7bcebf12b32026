import Foundation

/// The loop of `textmeasure serve`: one JSON request per line in, one JSON response per
/// line out, in order, until the end of the input.
///
/// Lines end with `\n` or `\r\n`; a last line without one is answered too. A blank line
/// (nothing but spaces, tabs or a carriage return) is skipped without an answer, but
/// counts in the line numbers errors name. A line longer than `maximumLineLength` bytes
/// gets an error answer as soon as it is that long, and the rest of it is skipped.
///
/// Output is buffered: the answers to everything read at once (a pipe gives up to 64 KB)
/// are written together, and written out before the next read, which waits for input. So a
/// client that writes one request and waits gets its answer at once, and one that streams
/// many requests gets them in large writes (at least every 64 KB).
public struct ServeSession {
    let measure: ServeMeasure
    /// The longest request line, in bytes (64 MiB by default).
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
        var state = State()
        var reader = StreamIO.Reader(input)
        while true {
            let atEnd = try !reader.append(to: &state.pending)
            try answerCompleteLines(&state, writer: &writer, atEnd: atEnd)
            try writer.flush()  // nothing complete is left to read: the client may be waiting
            if atEnd { return state.summary }
        }
    }

    private struct State {
        var pending: [UInt8] = []
        /// How much of `pending` has been searched for a line end without finding one: the
        /// next search starts there, so a long line is searched once, not once a read.
        var searched = 0
        var summary = Summary()
        /// Skipping the rest of a line that was too long (its error is already written).
        var skipping = false
    }

    /// Answers every complete line in `state.pending` (and the unterminated last one at the
    /// end of the input), leaving the incomplete rest.
    private func answerCompleteLines(
        _ state: inout State, writer: inout ResponseWriter, atEnd: Bool
    ) throws(StreamIO.Failure) {
        var start = 0
        let count = state.pending.count
        while start < count {
            let newline = state.pending[max(start, state.searched)...].firstIndex(of: UInt8(ascii: "\n"))
            guard let end = newline ?? (atEnd ? count : nil) else { break }
            state.summary.lines += 1
            if state.skipping {
                state.skipping = false
            } else if end - start > maximumLineLength {
                let failure = ServeRequest.Failure(
                    line: state.summary.lines, reason: "longer than \(maximumLineLength) bytes (skipped)")
                try writer.error(failure, summary: &state.summary)
            } else {
                let line = Array(state.pending[start..<end])
                try answer(line, number: state.summary.lines, state: &state, writer: &writer)
            }
            start = end + 1
        }
        // Only the unfinished line is kept (nothing is moved while it grows).
        if start > 0 { state.pending.removeSubrange(..<min(start, count)) }
        state.searched = state.pending.count
        if state.pending.count > maximumLineLength {
            if !state.skipping {
                let failure = ServeRequest.Failure(
                    line: state.summary.lines + 1, reason: "longer than \(maximumLineLength) bytes (skipped)")
                try writer.error(failure, summary: &state.summary)
            }
            state.skipping = true
            state.pending.removeAll(keepingCapacity: false)
            state.searched = 0
        }
    }

    /// Answers one line (its `\n` removed), unless it is blank.
    private func answer(
        _ line: [UInt8], number: Int, state: inout State, writer: inout ResponseWriter
    ) throws(StreamIO.Failure) {
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        // A byte order mark before the first request (a file saved by some Windows
        // editors), as `measure --batch` takes it.
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
        let isError = measure.respond(to: bytes, number: number, into: &writer.json)
        try writer.endLine(isError: isError, summary: &state.summary)
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
