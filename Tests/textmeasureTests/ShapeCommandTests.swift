import Foundation
import Testing

@Suite("textmeasure shape")
struct ShapeCommandTests {
    /// The `runs` array of a `shape` JSON document.
    func runs(_ output: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return try #require(object?["runs"] as? [[String: Any]])
    }

    @Test("Arabic text prints one RTL run in Noto Sans Arabic with the documented keys")
    func arabic() throws {
        let result = try CommandRunner.run(["shape", "مرحبا بالعالم"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let run = try #require(try runs(result.stdout).first)
        #expect(run["range"] as? [Int] == [0, 13])
        #expect(run["font"] as? String == "Noto Sans Arabic")
        #expect(run["script"] as? String == "Arab")
        #expect(run["level"] as? Int == 1)
        #expect((run["glyphCount"] as? Int ?? 0) > 0)
        #expect((run["advance"] as? Double ?? 0) > 0)
        #expect(result.stdout.hasPrefix(#"{"runs":[{"range":[0,13],"font":"Noto Sans Arabic""#))
    }

    @Test("runs come in logical order with UTF-16 ranges; --size scales advances")
    func mixed() throws {
        let small = try runs(CommandRunner.run(["shape", "a 😀 ש"]).stdout)
        #expect(
            small.compactMap { $0["range"] as? [Int] }.map { $0[0] }
                == small.compactMap { $0["range"] as? [Int] }.map { $0[0] }.sorted())
        #expect((small.last?["range"] as? [Int])?.last == 6)
        let large = try runs(CommandRunner.run(["shape", "--size", "32", "a 😀 ש"]).stdout)
        let smallAdvance = small.compactMap { $0["advance"] as? Double }.reduce(0, +)
        let largeAdvance = large.compactMap { $0["advance"] as? Double }.reduce(0, +)
        #expect(abs(largeAdvance - 2 * smallAdvance) < 0.05)
    }

    @Test("text from --file and from standard input gives the same output as the argument")
    func inputs() throws {
        let path = NSTemporaryDirectory() + "textmeasure-\(UUID().uuidString).txt"
        try Data("Hello 你好".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let argument = try CommandRunner.run(["shape", "Hello 你好"])
        let file = try CommandRunner.run(["shape", "--file", path])
        let stdin = try CommandRunner.run(["shape"], input: Data("Hello 你好".utf8))
        #expect(argument.status == 0 && file.status == 0 && stdin.status == 0)
        #expect(file.stdout == argument.stdout)
        #expect(stdin.stdout == argument.stdout)
        #expect(try runs(argument.stdout).map { $0["font"] as? String } == ["Noto Sans", "Droid Sans Fallback"])
    }

    @Test("--font picks a family and --font-file adds one")
    func fonts() throws {
        let mono = try runs(CommandRunner.run(["shape", "--font", "Noto Sans Mono", "iiii"]).stdout)
        #expect(mono.first?["font"] as? String == "Noto Sans Mono")
        let fontFile = try #require(bundledFont("NotoSansThai-Regular.ttf"))
        let added = try CommandRunner.run(["shape", "--font-file", fontFile, "ไทย"])
        #expect(added.status == 0)
        #expect(try runs(added.stdout).first?["font"] as? String == "Noto Sans Thai")
    }

    @Test("--glyphs lists each glyph with id, cluster and advance")
    func glyphs() throws {
        let output = try runs(CommandRunner.run(["shape", "--glyphs", "ab"]).stdout)
        let glyphs = try #require(output.first?["glyphs"] as? [[String: Any]])
        #expect(glyphs.count == 2)
        #expect(glyphs.map { $0["cluster"] as? Int } == [0, 1])
    }

    @Test("bad input gets one line on stderr and a non-zero exit")
    func errors() throws {
        let folder = NSTemporaryDirectory() + "textmeasure-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let corrupt = folder + "/corrupt.ttf"
        try Data(repeating: 42, count: 300).write(to: URL(fileURLWithPath: corrupt))
        let cases: [([String], Data, String)] = [
            (["shape", "--file", folder + "/missing.txt"], Data(), "missing.txt"),
            (["shape", "--font-file", corrupt, "x"], Data(), "corrupt.ttf"),
            (["shape", "--font-file", folder + "/nope.ttf", "x"], Data(), "nope.ttf"),
            (["shape", "--font", "No Such Family", "x"], Data(), "No Such Family"),
            (["shape", "--size", "-3", "x"], Data(), "--size"),
            (["shape", "--bogus"], Data(), "--bogus"),
            (["shape"], Data([0xFF, 0xFE, 0x00]), "UTF-8"),
            (["shape", "--direction", "up", "x"], Data(), "up"),
        ]
        for (arguments, input, mention) in cases {
            let result = try CommandRunner.run(arguments, input: input)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("textmeasure: "))
            #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
        }
    }

    /// The path of a bundled font file, from the source tree.
    func bundledFont(_ name: String) -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("Fonts/" + name).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
