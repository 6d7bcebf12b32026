import Foundation
import Testing

@Suite("textmeasure: batch, markdown, emoticons")
struct BatchAndMarkdownTests {
    @Test("a batch of 1,000 lines with 3 malformed ones: 1,000 output lines in order, 3 errors, exit 3")
    func batch() throws {
        var lines: [String] = []
        for index in 0..<1000 {
            switch index {
            case 10: lines.append("{not json")
            case 500: lines.append(#"{"text": 42}"#)
            case 990: lines.append(#"{"text": "x", "width": -5}"#)
            default:
                let words = String(repeating: "word ", count: index % 40 + 1)
                lines.append(
                    #"{"text":"\#(words)","width":\#(100 + index % 200),"maxLines":\#(index % 4),"size":\#(12 + index % 6)}"#
                )
            }
        }
        let result = try CommandRunner.run(["measure", "--batch"], input: Data(lines.joined(separator: "\n").utf8))
        #expect(result.status == 3, "\(result.stderr)")
        let output = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.count == 1000)
        let errors = output.enumerated().filter { $0.element.hasPrefix(#"{"error""#) }
        #expect(errors.map(\.offset) == [10, 500, 990])
        #expect(errors.allSatisfy { $0.element.contains("line \($0.offset + 1):") })
        // In order: line 41 has 2 words at width 141, line 42 has 3 words.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output[0].utf8)) as? [String: Any])
        for key in ["size", "firstBaseline", "lastBaseline", "lineCount", "truncated"] { #expect(object[key] != nil) }
        #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
        // The same request alone gives the same answer as inside the batch.
        let single = try CommandRunner.run(["measure", "--batch"], input: Data(lines[123].utf8))
        #expect(single.status == 0)
        #expect(single.stdout == String(output[123]) + "\n")
    }

    @Test("--markdown renders the package README and lays it out")
    func markdownReadme() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md").path
        let result = try CommandRunner.run(["measure", "--markdown", "--width", "600", "--json", "--file", readme])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["lineCount"] as? Int ?? 0) > 50)
        let plain = try CommandRunner.run(["shape", "--markdown", "# Title *it*"])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains(#""range":[0,6],"font":"Noto Sans","style":"Bold""#), "\(plain.stdout)")
        #expect(plain.stdout.contains(#""range":[6,8],"font":"Noto Sans","style":"Bold Italic""#), "\(plain.stdout)")
    }

    @Test("--markdown-source keeps the markup; --emoticons replaces keys from a JSON map")
    func sourceAndEmoticons() throws {
        let source = try CommandRunner.run(["shape", "--markdown-source", "**bold** text"])
        #expect(source.status == 0)
        #expect(source.stdout.contains(#""range":[0,"#))
        #expect(source.stdout.contains(#""style":"Bold""#))
        let map = NSTemporaryDirectory() + "emoticons-\(UUID().uuidString).json"
        try Data(#"{":)": {"image": "smile"}, ":heart:": "❤"}"#.utf8).write(to: URL(fileURLWithPath: map))
        defer { try? FileManager.default.removeItem(atPath: map) }
        let replaced = try CommandRunner.run(["--json", "--emoticons", map, "hi :) :heart:"])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(replaced.stdout.utf8)) as? [String: Any])
        #expect(object["visibleRange"] as? [Int] == [0, 6], "\"hi \\u{FFFC} ❤\" is 6 UTF-16 units")
        let bad = try CommandRunner.run(["--emoticons", "/nonexistent/map.json", "x"])
        #expect(bad.status != 0 && bad.stderr.contains("map.json") && bad.stderr.split(separator: "\n").count == 1)
    }

    @Test("a file that cannot be read or written: the one-line error says why")
    func fileErrorsSayWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tm-why-\(getpid()).png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [([String], String)] = [
            (["measure", "--file", folder], "\(folder): cannot read: Is a directory"),
            (
                ["measure", "--file", "/nonexistent/t.txt"],
                "/nonexistent/t.txt: cannot read: No such file or directory"
            ),
            (["--emoticons", folder, "x"], "\(folder): cannot read: Is a directory"),
            (["render", "hi", "-o", folder], "cannot write \(folder): it is a directory"),
            (
                ["render", "hi", "-o", "/nonexistent/x.png"],
                "cannot write /nonexistent/x.png: no such directory: /nonexistent"
            ),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments)
            #expect(
                result.status != 0 && result.stderr == "textmeasure: \(message)\n", "\(arguments): \(result.stderr)")
        }
    }
}
