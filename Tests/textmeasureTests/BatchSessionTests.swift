import Foundation
import RichText
import Testing
import TextMeasureKit

/// `measure --batch`'s session loop in process, over pipes: the line-length limit, which
/// bounds the memory one line can take, as `serve`'s does.
@Suite("textmeasure measure --batch: the session loop")
struct BatchSessionTests {
    static let measure = BatchMeasure(context: .default, defaultFont: "Noto Sans", defaultSize: 16)

    /// Runs a session with `limit` over pipes (the input written, and the output read, on
    /// threads of their own) and returns its result lines and summary.
    func session(_ input: String, limit: Int) -> (lines: [String], summary: BatchSession.Summary) {
        var session = BatchSession(measure: Self.measure)
        session.maximumLineLength = limit
        return runOverPipes(input, failed: BatchSession.Summary()) { try session.run(input: $0, output: $1) }
    }

    func request(_ length: Int) -> String {
        let text = String(repeating: "x", count: length - 11)
        return "{\"text\":\"\(text)\"}"
    }

    @Test("a line over the limit, arriving in many reads, gets one error result; the lines around it are measured")
    func longLineInManyReads() {
        let (lines, summary) = session("{\"text\":\"a\"}\n" + request(300_000) + "\n{\"text\":\"b\"}\n", limit: 100_000)
        #expect(lines.count == 3)
        #expect(lines[0].contains("\"lineCount\":1"))
        #expect(lines[1] == #"{"error":"line 2: longer than 100000 bytes (skipped)"}"#)
        #expect(lines[2].contains("\"lineCount\":1"))
        #expect(summary.lines == 3 && summary.errors == 1)
    }

    @Test("a long line read whole, one at the end of the input without a line feed, and one exactly the limit")
    func longLinesAtEveryPlace() {
        let (lines, summary) = session(request(60) + "\r\n" + request(40) + "\n" + request(61), limit: 40)
        #expect(
            lines == [
                #"{"error":"line 1: longer than 40 bytes (skipped)"}"#, lines[1],
                #"{"error":"line 3: longer than 40 bytes (skipped)"}"#,
            ])
        #expect(lines[1].contains("\"lineCount\":1"), "a line of exactly the limit is measured")
        #expect(summary.lines == 3 && summary.errors == 2)
    }

    @Test("a CRLF line of exactly the limit is measured: the \\r of its line ending is not counted")
    func crlfLineAtTheLimit() {
        let (lines, summary) = session(request(40) + "\r\n" + request(41) + "\r\n", limit: 40)
        #expect(lines.count == 2)
        #expect(lines[0].contains("\"lineCount\":1"))
        #expect(lines[1] == #"{"error":"line 2: longer than 40 bytes (skipped)"}"#)
        #expect(summary.lines == 2 && summary.errors == 1)
    }
}
