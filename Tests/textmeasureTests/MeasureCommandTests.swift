import Foundation
import Testing

@Suite("textmeasure measure")
struct MeasureCommandTests {
    func json(_ arguments: [String], input: Data = Data()) throws -> [String: Any] {
        let result = try CommandRunner.run(arguments + ["--json"], input: input)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test("measure is the default subcommand and prints the documented JSON keys")
    func defaultJSON() throws {
        let document = try json(["--width", "100", "hello world again"])
        let explicit = try json(["measure", "--width", "100", "hello world again"])
        #expect(NSDictionary(dictionary: document) == NSDictionary(dictionary: explicit))
        for key in [
            "size", "lineCount", "rowCount", "truncated", "visibleRange", "firstBaseline", "lastBaseline", "lines",
        ] {
            #expect(document[key] != nil, "missing \(key)")
        }
        let lines = try #require(document["lines"] as? [[String: Any]])
        #expect(lines.count == document["lineCount"] as? Int)
        #expect(lines.count >= 2)
        for key in ["range", "row", "x", "y", "width", "height", "baseline", "runs"] {
            #expect(lines[0][key] != nil, "line missing \(key)")
        }
        let run = try #require((lines[0]["runs"] as? [[String: Any]])?.first)
        #expect(run["font"] as? String == "Noto Sans")
        #expect(document["visibleRange"] as? [Int] == [0, 17])
    }

    @Test("the flags reach the layout: max lines, truncation, token, insets, scale, align")
    func flags() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps running"
        let truncated = try json([
            "--width", "150", "--max-lines", "1", "--truncation", "end", "--token", "…more", text,
        ])
        #expect(truncated["truncated"] as? Bool == true)
        #expect(truncated["lineCount"] as? Int == 1)
        let runs = try #require(((truncated["lines"] as? [[String: Any]])?.first?["runs"]) as? [[String: Any]])
        #expect(runs.last?["token"] as? Bool == true)
        let inset = try json(["--width", "200", "--insets", "10,20,30,40", "hi"])
        let line = try #require((inset["lines"] as? [[String: Any]])?.first)
        #expect(line["x"] as? Double == 20 || line["x"] as? Int == 20)
        let size = try #require(inset["size"] as? [String: Double])
        #expect(size["height"]! > 40 + 21)
        let scaled = try json(["--scale", "2", "hi"])
        let scaledSize = try #require(scaled["size"] as? [String: Double])
        #expect((scaledSize["width"]! * 2).rounded() == scaledSize["width"]! * 2)
        let centred = try json(["--width", "200", "--align", "center", "hi"])
        let centredLine = try #require((centred["lines"] as? [[String: Any]])?.first)
        #expect((centredLine["x"] as? Double ?? 0) > 50)
    }

    @Test("exclusions and paths shape the lines")
    func shapes() throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 10)
        let excluded = try json(["--width", "300", "--height", "300", "--exclude", "ellipse:100,40,100,100", text])
        #expect((excluded["lineCount"] as? Int ?? 0) > (excluded["rowCount"] as? Int ?? 0))
        let triangle = try json(["--path", "polygon:150,0,300,260,0,260", text])
        let widths = try #require((triangle["lines"] as? [[String: Any]])?.compactMap { $0["width"] as? Double })
        #expect(widths.count > 3 && widths.last! > widths.first!)
    }

    @Test("the text form is the layout dump")
    func textForm() throws {
        let result = try CommandRunner.run(["--width", "100", "hello world again"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("layout size="))
        #expect(result.stdout.contains("\nline 0 row=0 range=0..<12 "))
        #expect(result.stdout.contains("\nline 1 row=1 range=12..<17 "))
    }

    @Test("bad flags and bad shapes get one line on stderr and a non-zero exit")
    func errors() throws {
        let cases: [[String]] = [
            ["--width", "-1", "x"], ["--width", "abc", "x"], ["--max-lines", "-1", "x"], ["--insets", "1,2,3", "x"],
            ["--truncation", "sideways", "x"], ["--line-break", "never", "x"], ["--exclude", "circle:1,2,3", "x"],
            ["--exclude", "rect:1,2,nan,4", "x"], ["--path", "polygon:1,2,3,4", "x"], ["--scale", "0", "x"],
            ["--align", "diagonal", "x"], ["--path", "polygon:0,0,1e308,0,0,300", "x"],
            ["--exclude", "ellipse:0,0,1.7e308,100", "x"], ["--path", "polygon:0,0,9e307,0,0,100", "x"],
        ]
        try expectOneLineErrors(cases)
    }
}
