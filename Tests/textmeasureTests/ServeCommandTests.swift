import Foundation
import Testing

/// `textmeasure serve` as a process: many requests through one process, a co-process
/// client, flags, and agreement with `measure --json`.
@Suite("textmeasure serve: the command")
struct ServeCommandTests {
    func lines(_ output: String) -> [Substring] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    func object(_ text: Substring) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("20,000 requests through one process, CRLF endings, 50 bad ones: answers in order, exit 0")
    func manyRequests() throws {
        var input: [String] = []
        var bad: [Int] = []
        for index in 0..<20_000 {
            if index % 400 == 7 {
                bad.append(input.count)
                input.append(#"{"id":\#(index),"text":"x","width":-\#(index)}"#)
            } else {
                input.append(
                    #"{"id":\#(index),"text":"item \#(index % 50) of a list","width":\#(80 + index % 3 * 40)}"#)
            }
        }
        let result = try CommandRunner.run(["serve"], input: Data((input.joined(separator: "\r\n") + "\r\n").utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let output = lines(result.stdout)
        #expect(output.count == 20_000)
        let errors = output.indices.filter { output[$0].contains(#""error""#) }
        #expect(errors == bad && bad.count == 50)
        for index in stride(from: 0, to: 20_000, by: 1999) {
            #expect(try object(output[index])["id"] as? Int == index)
        }
    }

    @Test("a client that waits for each answer gets it before closing its end (one process, kept open)")
    func coProcess() throws {
        let (process, input, output) = try CommandRunner.start(["serve"])
        var answers: [String] = []
        for index in 0..<3 {
            input.write(Data("{\"id\":\(index),\"text\":\"hello world\",\"width\":50}\n".utf8))
            answers.append(output.nextLine())  // the process stays open
        }
        try input.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(answers.count == 3)
        for (index, answer) in answers.enumerated() {
            #expect(answer.hasPrefix("{\"id\":\(index),\"size\":{\"width\":"), "\(answer)")
            #expect(answer.hasSuffix("}\n"))
        }
    }

    @Test("serve agrees with measure --json; measure prints the intrinsic widths as text and JSON")
    func agreesWithMeasure() throws {
        let text = "Intrinsic widths of a paragraph, مرحبا بالعالم, 你好"
        let measured = try CommandRunner.run(["measure", "--json", "--width", "140", "--truncation", "end", text])
        #expect(measured.status == 0)
        let layout = try object(Substring(measured.stdout.trimmingCharacters(in: .newlines)))
        let request = Data(requestLine(text: text).utf8)
        let served = try CommandRunner.run(["serve"], input: request)
        let answer = try object(try #require(lines(served.stdout).first))
        for key in ["size", "lineCount", "rowCount", "truncated", "visibleRange", "minContentWidth", "maxContentWidth"]
        {
            #expect(layout[key] as? NSObject == answer[key] as? NSObject && layout[key] != nil, "\(key)")
        }
        let plain = try CommandRunner.run(["measure", "--width", "140", text])
        let minimum = layout["minContentWidth"] as? Int ?? -1
        #expect(plain.stdout.contains("intrinsic min-content=\(minimum) max-content="), "\(plain.stdout)")
        #expect(minimum > 0 && minimum < (layout["maxContentWidth"] as? Int ?? 0))
    }

    /// A serve request line for `text` at width 140 (at most), with its line feed.
    func requestLine(text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: ["text": text, "width": 140])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    @Test("flags: an unknown default font or a bad size is a one-line error; extra arguments too")
    func flags() throws {
        let cases: [([String], String)] = [
            (["serve", "--font", "Nope"], "unknown font family 'Nope'"),
            (["serve", "--size", "-3"], "--size must be greater than 0"),
            (["serve", "--cache-size", "-1"], "--cache-size must be ≥ 0"),
            (["serve", "hello"], "Unexpected argument 'hello'"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments)
            #expect(result.status != 0)
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(lines(result.stderr).count == 1)
        }
        let sized = try CommandRunner.run(["serve", "--size", "32"], input: Data(#"{"text":"x"}"#.utf8))
        #expect(try object(try #require(lines(sized.stdout).first))["lastBaseline"] as? Double ?? 0 > 30)
    }

    @Test("missing glyphs: the count in the response and in measure's warning and JSON")
    func missingGlyphs() throws {
        let text = "Tamil தமிழ் and Georgian ქართული"
        let served = try CommandRunner.run(["serve"], input: Data(requestLine(text: text).utf8))
        let count = try object(try #require(lines(served.stdout).first))["missingGlyphs"] as? Int ?? 0
        #expect(count > 4)
        let measured = try CommandRunner.run(["measure", "--json", text])
        #expect(measured.stdout.contains("\"missingGlyphs\":\(count)"))
        #expect(
            measured.stderr.hasPrefix("textmeasure: warning: \(count) characters with no glyph"), "\(measured.stderr)")
        #expect(lines(measured.stderr).count == 1)
        let covered = try CommandRunner.run(["measure", "plain text"])
        #expect(covered.stderr.isEmpty)
    }
}
