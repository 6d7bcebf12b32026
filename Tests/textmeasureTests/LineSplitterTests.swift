import Foundation
import Testing

@testable import TextMeasureKit

/// The line reader of `serve` and `measure --batch`: the length limit counts a line's
/// content, not the `\r` of a CRLF ending, however the input arrives in reads.
@Suite("LineSplitter: the line-length limit")
struct LineSplitterTests {
    enum Piece: Equatable {
        case line(String)
        case tooLong
    }

    /// The pieces `input` splits into with `limit`, read `chunk` bytes at a time.
    func pieces(_ input: String, limit: Int, chunk: Int) throws -> [Piece] {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))  // under a pipe's 64 KB
        try pipe.fileHandleForWriting.close()
        var reader = StreamIO.Reader(pipe.fileHandleForReading, chunk: chunk)
        var splitter = LineSplitter(maximumLineLength: limit)
        var pieces: [Piece] = []
        while true {
            let atEnd = try !splitter.read(from: &reader)
            splitter.forEachLine(atEnd: atEnd) { piece in
                switch piece {
                case .line(let bytes): pieces.append(.line(String(decoding: bytes, as: UTF8.self)))
                case .tooLong: pieces.append(.tooLong)
                }
            }
            if atEnd { return pieces }
        }
    }

    @Test("a CRLF line of exactly the limit is read, one byte more is too long, at every read size")
    func crlfAtTheLimit() throws {
        let input =
            "0123456789\r\n" + "0123456789\n" + "01234567890\r\n" + "0123456789\r\r\n" + "ok\r\n"
            + "0123456789\r"  // the last line: a `\r` with no `\n` after it is content
        let expected: [Piece] = [
            .line("0123456789\r"), .line("0123456789"), .tooLong, .tooLong, .line("ok\r"), .tooLong,
        ]
        for chunk in 1...(input.utf8.count + 1) {
            #expect(try pieces(input, limit: 10, chunk: chunk) == expected, "reads of \(chunk) bytes")
        }
    }
}
