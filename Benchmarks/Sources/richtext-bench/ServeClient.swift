import Foundation

/// A `textmeasure serve` process driven the way another program would drive it: requests
/// written to its standard input, answers read from its standard output.
final class ServeClient {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// Bytes read but not yet consumed as answers.
    private var pending = Data()

    /// Starts `textmeasure serve` at `path`; nil when it cannot run.
    init?(textmeasure path: String) {
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["serve"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
    }

    /// Writes `requests` (JSON Lines) on a thread of its own while reading `count` answers;
    /// returns the seconds from the first write to the last answer, and the answers' bytes.
    func stream(_ requests: Data, answers count: Int) -> (seconds: Double, bytes: Int) {
        let handle = input.fileHandleForWriting
        let start = now()
        let writer = Thread { handle.write(requests) }
        writer.start()
        var seen = 0
        var bytes = 0
        while seen < count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes += chunk.count
            seen += Self.lineFeeds(in: chunk)
        }
        return (now() - start, bytes)
    }

    /// The line feeds in `data`, counted with `memchr` (the client's own cost stays small
    /// next to the server's).
    static func lineFeeds(in data: Data) -> Int {
        data.withUnsafeBytes { raw in
            guard var cursor = raw.baseAddress else { return 0 }
            let end = cursor + raw.count
            var count = 0
            while cursor < end, let found = memchr(cursor, 10, end - cursor) {
                count += 1
                cursor = UnsafeRawPointer(found) + 1
            }
            return count
        }
    }

    /// Sends one request and waits for its answer (a client that waits for each answer).
    func roundTrip(_ request: Data) -> Data {
        input.fileHandleForWriting.write(request)
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let answer = pending[..<newline]
                pending = Data(pending[(newline + 1)...])
                return Data(answer)
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return pending }
            pending.append(chunk)
        }
    }

    /// Closes the input and waits for the process; returns its exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
