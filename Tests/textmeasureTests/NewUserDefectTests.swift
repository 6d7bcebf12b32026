import Foundation
import Testing

/// The defects a new user hit with `textmeasure`, each reproduced as it was reported.
@Suite("textmeasure: what a new user hit")
struct NewUserDefectTests {
    func lines(_ output: String) -> [Substring] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test("batch: one result per physical line, blank lines included, errors name the physical line")
    func batchKeepsEveryLine() throws {
        let result = try CommandRunner.run(
            ["measure", "--batch"], input: Data("{\"text\":\"a\"}\n\n{\"width\":1}\n   \n".utf8))
        let output = lines(result.stdout)
        #expect(output.count == 4, "\(result.stdout)")
        #expect(output[1].contains("line 2: blank line"))
        #expect(output[2].contains("line 3: \\\"text\\\" is missing"))
        #expect(output[3].contains("line 4: blank line"))
        #expect(result.status == 3)
    }

    @Test("batch: 10,000 lines with 104 malformed give 10,000 output lines, errors in place")
    func batchOfTenThousand() throws {
        var input: [String] = []
        var malformed: [Int] = []
        for index in 0..<10_000 {
            if index % 96 == 5, malformed.count < 104 {
                malformed.append(index)
                input.append(["{oops", "", #"{"text":1}"#, #"{"text":"x","maxLines":0.5}"#][malformed.count % 4])
            } else {
                input.append(#"{"text":"w\#(index) x","width":\#(50 + index % 100)}"#)
            }
        }
        #expect(malformed.count == 104)
        let result = try CommandRunner.run(["measure", "--batch"], input: Data(input.joined(separator: "\r\n").utf8))
        let output = lines(result.stdout)
        #expect(output.count == 10_000)
        let errors = output.indices.filter { output[$0].hasPrefix(#"{"error""#) }
        #expect(errors == malformed)
        #expect(errors.allSatisfy { output[$0].contains("line \($0 + 1):") })
    }

    @Test("a container 1e308 wide: right-aligned and right-to-left lines print their huge x, no crash")
    func hugeWidthDump() throws {
        for arguments in [["--align", "right", "hi"], ["שלום"]] {
            let result = try CommandRunner.run(["measure", "--width", "1e308"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("e+307") || result.stdout.contains("e+308"), "\(result.stdout)")
        }
    }

    @Test("batch: Windows line endings are line endings")
    func batchCRLF() throws {
        let result = try CommandRunner.run(
            ["measure", "--batch"], input: Data("{\"text\":\"a\"}\r\n{\"text\":\"b\"}\r\n".utf8))
        #expect(result.status == 0, "\(result.stdout)")
        #expect(lines(result.stdout).count == 2)
        #expect(!result.stdout.contains("error"))
    }

    @Test("batch works as a co-process: a result comes back before standard input is closed")
    func batchCoProcess() throws {
        let (process, input, output) = try CommandRunner.start(["measure", "--batch"])
        defer {
            try? input.close()
            process.waitUntilExit()
        }
        input.write(Data("{\"text\":\"hello\",\"width\":100}\n".utf8))
        // The pipe stays open: the answer must arrive anyway (the reader waits for it).
        let first = output.nextLine()
        #expect(first.hasPrefix(#"{"size":{"width":"#), "\(first)")
    }

    @Test(
        "a binary copied away from its build folder says to set RICHTEXT_FONTS_DIR; installed beside share/richtext/fonts it works"
    )
    func copiedBinary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textmeasure-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let copy = bin.appendingPathComponent("textmeasure")
        try FileManager.default.copyItem(at: CommandRunner.binary, to: copy)
        let lost = try CommandRunner.run(["hello"], executable: copy)
        #expect(lost.status == 1)
        #expect(lost.stderr.contains("RICHTEXT_FONTS_DIR"), "\(lost.stderr)")
        #expect(lines(lost.stderr).count == 1, "one line: \(lost.stderr)")
        let fonts = CommandRunner.repository.appendingPathComponent("Fonts").path
        let named = try CommandRunner.run(["hello"], environment: ["RICHTEXT_FONTS_DIR": fonts], executable: copy)
        #expect(named.status == 0, "\(named.stderr)")
        // A fonts folder that holds the first font but not the others names the variable too.
        let partial = folder.appendingPathComponent("partial-fonts")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: fonts + "/NotoSans-Regular.ttf", toPath: partial.appendingPathComponent("NotoSans-Regular.ttf").path
        )
        let incomplete = try CommandRunner.run(
            ["hello"], environment: ["RICHTEXT_FONTS_DIR": partial.path], executable: copy)
        #expect(incomplete.status == 1)
        #expect(
            incomplete.stderr.contains("NotoSans-Bold.ttf: a bundled font is missing")
                && incomplete.stderr.contains("RICHTEXT_FONTS_DIR"), "\(incomplete.stderr)")
        #expect(lines(incomplete.stderr).count == 1, "one line: \(incomplete.stderr)")
        let share = folder.appendingPathComponent("share/richtext/fonts")
        try FileManager.default.createDirectory(
            at: share.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fonts, toPath: share.path)
        let installed = try CommandRunner.run(["--json", "hello"], executable: copy)
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(installed.stdout.contains("\"lineCount\":1"))
    }

    @Test("missing glyphs are reported: a one-line warning and missingGlyphs in the JSON; --system-fonts is a flag")
    func missingGlyphs() throws {
        let tamil = try CommandRunner.run(["--json", "தமிழ் and ქართული"])
        #expect(tamil.status == 0)
        #expect(tamil.stderr.contains("warning:") && tamil.stderr.contains("--system-fonts"), "\(tamil.stderr)")
        #expect(lines(tamil.stderr).count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(tamil.stdout.utf8)) as? [String: Any])
        #expect((object["missingGlyphs"] as? Int ?? 0) >= 5)
        let latin = try CommandRunner.run(["--json", "plain text\tand a tab"])
        #expect(latin.stderr.isEmpty)
        #expect(latin.stdout.contains("\"missingGlyphs\":0"))
        let system = try CommandRunner.run(["--system-fonts", "hello"])
        #expect(system.status == 0, "\(system.stderr)")
    }

    @Test("- and --file - read standard input; a terminal as input is an error, not a silent wait")
    func standardInput() throws {
        let argument = try CommandRunner.run(["shape", "hello"])
        for arguments in [["shape", "-"], ["shape", "--file", "-"]] {
            let piped = try CommandRunner.run(arguments, input: Data("hello".utf8))
            #expect(piped.status == 0, "\(arguments): \(piped.stderr)")
            #expect(piped.stdout == argument.stdout)
        }
        // `script` gives the command a terminal as standard input.
        let terminal = try CommandRunner.run(
            ["-qec", CommandRunner.binary.path + " shape", "/dev/null"],
            executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(terminal.status != 0)
        #expect(terminal.stdout.contains("no text: give it as an argument"), "\(terminal.stdout)")
    }

    @Test("flag messages name the flag and the real problem")
    func flagMessages() throws {
        let cases: [([String], String)] = [
            (["--width", "-5", "x"], "--width must be a number ≥ 0 or inf, got -5"),
            (["--width", "nan", "x"], "--width must be a number ≥ 0 or inf, got nan"),
            (["--scale", "0.005", "x"], "--scale must be from 0.01 to 1000 pixels per point, got 0.005"),
            (["--size", "0", "x"], "--size must be greater than 0 and at most 10000"),
            (["--exclude", "rect:1,2,3,4,5", "x"], "rect takes 4 numbers X,Y,W,H, got 5"),
            (["--insets", "nan,1,2,3", "x"], "--insets: 'nan' is not a finite number"),
            (["--language", "not a tag!!", "x"], "--language 'not a tag!!' is not a BCP 47 language tag"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments)
            #expect(result.status != 0)
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(lines(result.stderr).count == 1)
        }
        #expect(try CommandRunner.run(["--language", "sr-Latn-RS", "x"]).status == 0)
    }

    @Test("an argument that is not valid UTF-8 is rejected, as a file would be")
    func invalidArgument() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // printf writes the raw bytes; Foundation would have to encode a Swift string.
        process.arguments = [
            "-c", "\"$0\" \"$(printf 'ab\\377cd')\" 2>&1; echo \"status $?\"", CommandRunner.binary.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("argument 1 is not valid UTF-8"), "\(text)")
        #expect(text.contains("status 1"))
    }

    @Test("the project's own code has a licence file")
    func license() throws {
        let text = try String(
            contentsOf: CommandRunner.repository.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(text.contains("MIT License"))
        #expect(text.contains("Permission is hereby granted"))
    }
}
