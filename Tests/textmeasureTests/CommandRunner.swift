import Foundation

/// Runs the built `textmeasure` binary (beside the test bundle) and captures its output.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output as bytes (for binary output such as `render -o -`).
        var stdoutBytes = Data()
    }

    /// The products folder: where `swift build` put both the test bundle and the binary.
    static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !folder.path.isEmpty, folder.path != "/" {
            let candidate = folder.appendingPathComponent("textmeasure")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/textmeasure")
    }

    /// The repository's folder (for `Fonts/` and fixtures).
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// A child that exits before reading its input (a refused flag) closes the pipe under
    /// the writer: without this, the write's SIGPIPE would kill the whole test process
    /// instead of failing the write, which `run` ignores.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Runs `textmeasure arguments…` (or `executable`) with `input` on standard input and
    /// `environment` added to this process's.
    ///
    /// Standard input is written, and standard output and standard error are read, on
    /// threads of their own at once: reading one pipe to its end before the other (or
    /// writing all the input first) deadlocks once the child fills the other pipe's buffer
    /// (64 KB), as a ThreadSanitizer build does with its reports on standard error.
    static func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String] = [:], executable: URL? = nil
    ) throws -> Result {
        _ = ignoreBrokenPipes
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let group = DispatchGroup()
        let out = LockedData()
        let err = LockedData()
        DispatchQueue.global().async(group: group) {
            // The child may exit without reading (a bad flag): a write to a closed pipe then
            // fails, which is not this runner's error.
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: group) {
            let data = stdout.fileHandleForReading.readDataToEndOfFile()
            out.set(data)
        }
        DispatchQueue.global().async(group: group) {
            let data = stderr.fileHandleForReading.readDataToEndOfFile()
            err.set(data)
        }
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out.get(), as: UTF8.self),
            stderr: String(decoding: err.get(), as: UTF8.self), stdoutBytes: out.get())
    }
}

extension CommandRunner {
    /// Starts `textmeasure arguments…` as a co-process: returns it with the write end of its
    /// standard input and the read end of its standard output (standard error discarded).
    static func start(_ arguments: [String]) throws -> (process: Process, input: FileHandle, output: FileHandle) {
        _ = ignoreBrokenPipes
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, stdin.fileHandleForWriting, stdout.fileHandleForReading)
    }
}

extension FileHandle {
    /// Reads up to and including the next line feed (or to the end) on a thread of its own
    /// and waits for it: what a client of a co-process does while keeping its pipe open.
    func nextLine() -> String {
        let answer = DataHandoff()
        let reader = Thread {
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = self.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            answer.set(line)
        }
        reader.start()
        return String(decoding: answer.wait(), as: UTF8.self)
    }
}

/// Bytes handed from a reading thread to the test (the semaphore orders the two).
final class DataHandoff: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ data: Data) {
        self.data = data
        done.signal()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// Bytes handed from a reading thread to the caller under an `NSLock` (a pthread mutex, which
/// ThreadSanitizer understands).
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ newData: Data) { lock.withLock { data = newData } }
    func get() -> Data { lock.withLock { data } }
}
