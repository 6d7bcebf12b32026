import Foundation
import Testing

/// Input that cannot be read and output that cannot be written give one error line and a
/// non-zero exit, in every command (they crashed with a backtrace, or exited 0 having
/// written nothing); a request line of 600 KB arriving in many reads is answered.
@Suite("textmeasure: unreadable input, unwritable output, long lines in many reads")
struct StreamFailureTests {
    /// Runs `textmeasure arguments…` with the given standard input and output, and returns
    /// its exit status and standard error.
    func run(_ arguments: [String], stdin: FileHandle, stdout: FileHandle) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = stdout
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let message = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }

    /// A directory to give as an input file.
    func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tm-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A file holding `text`, open for reading; its name is removed at once (the open handle keeps it).
    func file(_ text: String) throws -> FileHandle {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tm-in-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try FileHandle(forReadingFrom: url)
    }

    @Test("a directory as the batch file or as standard input of batch and serve: one line naming it, exit 1")
    func unreadableInput() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sink = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        let byFile = try run(["measure", "--batch", "--file", folder.path], stdin: try file(""), stdout: sink)
        #expect(byFile.status == 1)
        #expect(byFile.stderr == "textmeasure: \(folder.path): cannot read: Is a directory\n")
        for arguments in [["measure", "--batch"], ["serve"]] {
            let folderInput = try #require(FileHandle(forReadingAtPath: folder.path))
            let result = try run(arguments, stdin: folderInput, stdout: sink)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == "textmeasure: standard input: cannot read: Is a directory\n", "\(arguments)")
        }
    }

    @Test("a full disk as standard output: every command says so in one line and exits 1")
    func unwritableOutput() throws {
        let commands: [(arguments: [String], input: String)] = [
            (["hi"], ""), (["hi", "--json"], ""), (["shape", "hi", "--glyphs"], ""), (["render", "hi", "-o", "-"], ""),
            (["measure", "--batch"], "{\"text\":\"a\"}\n"), (["serve"], "{\"text\":\"a\"}\n"),
        ]
        for command in commands {
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let result = try run(command.arguments, stdin: try file(command.input), stdout: full)
            #expect(result.status == 1, "\(command.arguments)")
            #expect(
                result.stderr == "textmeasure: standard output: cannot write: No space left on device\n",
                "\(command.arguments): \(result.stderr)")
        }
    }

    @Test("a 600 KB request line arriving in many reads, then a short one: batch and serve answer both, in order")
    func longLineInManyReads() throws {
        let text = String(repeating: "ab ", count: 200_000)
        let batchInput = "{\"text\":\"\(text)\",\"width\":300,\"maxLines\":2}\r\n{\"text\":\"ok\"}\n"
        let batch = try CommandRunner.run(["measure", "--batch"], input: Data(batchInput.utf8))
        let batchLines = batch.stdout.split(separator: "\n")
        #expect(batch.status == 0 && batchLines.count == 2, "\(batch.stdout.prefix(300)) \(batch.stderr)")
        #expect(batchLines.allSatisfy { $0.contains("\"lineCount\":") })
        let serveInput = "{\"text\":\"\(text)\",\"width\":300,\"maxLines\":2,\"id\":1}\r\n{\"text\":\"ok\",\"id\":2}\n"
        let serve = try CommandRunner.run(["serve"], input: Data(serveInput.utf8))
        let serveLines = serve.stdout.split(separator: "\n")
        #expect(serve.status == 0 && serveLines.count == 2, "\(serve.stdout.prefix(300)) \(serve.stderr)")
        #expect(serveLines.first?.contains("\"id\":1") == true && serveLines.last?.contains("\"id\":2") == true)
    }
}
