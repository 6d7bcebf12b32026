import Foundation
import Testing

/// Runs `session` (a `ServeSession` or `BatchSession` loop) over pipes: `input` is written
/// into the pipe it reads, and the pipe it writes is read, each on a thread of its own (so
/// neither side blocks the other). Returns the output's lines and what `session` returned,
/// or `failed` (after recording an issue) when it threw.
func runOverPipes<Summary>(
    _ input: String, failed: Summary, _ session: (_ input: FileHandle, _ output: FileHandle) throws -> Summary
) -> (lines: [String], summary: Summary) {
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    let bytes = Data(input.utf8)
    let writing = Thread {
        try? inputPipe.fileHandleForWriting.write(contentsOf: bytes)
        try? inputPipe.fileHandleForWriting.close()
    }
    let output = DataHandoff()
    let reading = Thread { output.set(outputPipe.fileHandleForReading.readDataToEndOfFile()) }
    writing.start()
    reading.start()
    var summary = failed
    do {
        summary = try session(inputPipe.fileHandleForReading, outputPipe.fileHandleForWriting)
    } catch {
        Issue.record("the session failed: \(error)")
    }
    try? outputPipe.fileHandleForWriting.close()
    let text = String(decoding: output.wait(), as: UTF8.self)
    return (text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), summary)
}
