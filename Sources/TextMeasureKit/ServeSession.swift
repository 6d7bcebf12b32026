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

    /// Answers request lines from `input` until its end, writing responses to `output`.
    public func run(input: FileHandle, output: FileHandle) -> Summary {
        var writer = ResponseWriter(handle: output)
        var state = State()
        while true {
            let chunk = input.availableData
            let atEnd = chunk.isEmpty
            state.pending.append(contentsOf: chunk)
            answerCompleteLines(&state, writer: &writer, atEnd: atEnd)
            writer.flush()  // nothing complete is left to read: the client may be waiting
            if atEnd { return state.summary }
        }
    }

    private struct State {
        var pending: [UInt8] = []
        var summary = Summary()
        /// Skipping the rest of a line that was too long (its error is already written).
        var skipping = false
    }

    /// Answers every complete line in `state.pending` (and the unterminated last one at the
    /// end of the input), leaving the incomplete rest.
    private func answerCompleteLines(_ state: inout State, writer: inout ResponseWriter, atEnd: Bool) {
        var start = 0
        let pending = state.pending
        while start < pending.count {
            let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n"))
            guard let end = newline ?? (atEnd ? pending.count : nil) else { break }
            state.summary.lines += 1
            if state.skipping {
                state.skipping = false
            } else if end - start > maximumLineLength {
                let failure = ServeRequest.Failure(
                    line: state.summary.lines, reason: "longer than \(maximumLineLength) bytes (skipped)")
                writer.error(failure, summary: &state.summary)
            } else {
                answer(Array(pending[start..<end]), number: state.summary.lines, state: &state, writer: &writer)
            }
            start = end + 1
        }
        state.pending.removeFirst(min(start, pending.count))
        if state.pending.count > maximumLineLength {
            if !state.skipping {
                let failure = ServeRequest.Failure(
                    line: state.summary.lines + 1, reason: "longer than \(maximumLineLength) bytes (skipped)")
                writer.error(failure, summary: &state.summary)
            }
            state.skipping = true
            state.pending.removeAll(keepingCapacity: false)
        }
    }

    /// Answers one line (its `\n` removed), unless it is blank.
    private func answer(_ line: [UInt8], number: Int, state: inout State, writer: inout ResponseWriter) {
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
        let isError = measure.respond(to: bytes, number: number, into: &writer.json)
        writer.endLine(isError: isError, summary: &state.summary)
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
    mutating func endLine(isError: Bool, summary: inout ServeSession.Summary) {
        json.lineFeed()
        summary.responses += 1
        if isError { summary.errors += 1 }
        if json.bytes.count >= Self.limit { flush() }
    }

    /// Writes the error object for `failure` as a response line.
    mutating func error(_ failure: ServeRequest.Failure, summary: inout ServeSession.Summary) {
        ServeMeasure.write(failure, into: &json)
        endLine(isError: true, summary: &summary)
    }

    /// Writes out what is pending (a closed output is not this loop's error: the input
    /// still runs to its end).
    mutating func flush() {
        guard !json.bytes.isEmpty else { return }
        try? handle.write(contentsOf: json.drain())
    }
}
