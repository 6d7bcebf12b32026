import Foundation
import RichTextRendering
import Testing

/// The line-height flags of `measure` and `render`.
@Suite("textmeasure line-height flags")
struct LineHeightCommandTests {
    static let text = "Hello مرحبا world"

    /// The first line of `measure --json` with `flags`.
    func firstLine(_ flags: [String], text: String = text) throws -> [String: Any] {
        let result = try CommandRunner.run(["measure", "--json"] + flags + [text])
        #expect(result.status == 0, "\(flags): \(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require((document["lines"] as? [[String: Any]])?.first)
    }

    func number(_ value: Any?) -> Double { (value as? Double) ?? Double(value as? Int ?? -1) }

    @Test("--no-fallback-growth keeps the Arabic word from growing the line")
    func fallbackGrowth() throws {
        let grown = try firstLine([])
        let kept = try firstLine(["--no-fallback-growth"])
        let plain = try firstLine([], text: "Hello world")
        #expect(number(grown["baseline"]) > number(plain["baseline"]) + 4)
        #expect(number(kept["baseline"]) == number(plain["baseline"]))
        #expect(number(kept["height"]) == number(plain["height"]), "ascent + descent of Noto Sans")
    }

    @Test("--line-height: normal, a multiple and points; later lines a line height apart")
    func lineHeights() throws {
        let text = "one two three four"
        for (value, step) in [("1.5", 24.0), ("30pt", 30.0), ("2", 32.0)] {
            let result = try CommandRunner.run(["measure", "--json", "--width", "40", "--line-height", value, text])
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let baselines = try #require(document["lines"] as? [[String: Any]]).map { number($0["baseline"]) }
            #expect(baselines.count >= 3)
            for (a, b) in zip(baselines, baselines.dropFirst()) { #expect(abs(b - a - step) < 1e-6, "\(value)") }
        }
        let normal = try firstLine(["--line-height", "normal"], text: "Hello")
        let typographic = try firstLine([], text: "Hello")
        #expect(number(normal["baseline"]) == number(typographic["baseline"]), "Noto Sans has no line gap")
    }

    @Test("--strut, --force-strut and the first/last line flags reach the layout")
    func strutAndTrimming() throws {
        let strut = try CommandRunner.run(["measure", "--json", "--strut", "30", "Hello"])
        let forced = try CommandRunner.run(["measure", "--json", "--strut", "8", "--force-strut", "Hello"])
        let trimmed = try CommandRunner.run([
            "measure", "--json", "--line-height", "3", "--disable-first-ascent", "--disable-last-descent", "Hello",
        ])
        func height(_ result: CommandRunner.Result) throws -> Double {
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return number((document["size"] as? [String: Any])?["height"])
        }
        #expect(try height(strut) == 41, "Noto Sans 30: 32.07 + 8.79 ceiled")
        #expect(try height(forced) == 11, "Noto Sans 8: 8.55 + 2.34 ceiled")
        #expect(try height(trimmed) == 22, "ascent + descent of Noto Sans 16, no leading")
    }

    @Test("render takes the same flags: the picture is as tall as the layout")
    func render() throws {
        let result = try CommandRunner.run(["render", "--line-height", "40pt", "--scale", "1", "-o", "-", "Hi"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try RenderedImage(pngBytes: [UInt8](result.stdoutBytes))
        #expect(image.height == 40)
    }

    @Test("bad values get one line on stderr and a non-zero exit")
    func errors() throws {
        let cases: [[String]] = [
            ["--line-height", "tall", "x"], ["--line-height", "-2", "x"], ["--line-height", "nan", "x"],
            ["--line-height", "12px", "x"], ["--strut", "0", "x"], ["--strut", "inf", "x"], ["--force-strut", "x"],
        ]
        try expectOneLineErrors(cases)
    }
}
