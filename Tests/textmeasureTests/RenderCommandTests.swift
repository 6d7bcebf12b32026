import Foundation
import RichTextRendering
import Testing

/// `textmeasure render`: PNG, SVG and PDF of the example text, checked by reading them
/// back (Cairo for the PNG, `xmllint` for the SVG, `pdfinfo` for the PDF; `make deps`
/// installs both tools), PNG on standard output, and one-line errors for bad values.
@Suite("textmeasure render")
struct RenderCommandTests {
    static let example = CommandRunner.repository.appendingPathComponent("Examples/hello.txt").path

    /// A path for one output file; the caller removes it when done.
    private func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("textmeasure-render-\(UUID().uuidString)-\(name)")
            .path
    }

    /// Runs a tool from PATH (xmllint, pdfinfo) and returns its status and output.
    private func tool(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func writesAPNGCairoReadsBack() throws {
        let path = scratch("hello.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CommandRunner.run(
            ["render", "--file", Self.example, "--width", "300", "--background", "white", "--scale", "2", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try RenderedImage(pngBytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 600)
        #expect(image.height > 100)
        let dark = stride(from: 0, to: image.bytes.count, by: 4).filter { image.bytes[$0] < 128 }.count
        #expect(dark > 500, "the text is drawn: \(dark) dark pixels")
    }

    @Test func writesAnSVGThatParses() throws {
        let path = scratch("hello.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CommandRunner.run(["render", "--file", Self.example, "--width", "300", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let check = try tool("xmllint", ["--noout", path])
        #expect(check.status == 0, "xmllint: \(check.output)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("width=\"300pt\""))
        #expect(svg.contains("<symbol"), "glyphs are outline symbols")
    }

    @Test func writesAPDFThatOpens() throws {
        let path = scratch("hello.pdf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CommandRunner.run(
            ["render", "--file", Self.example, "--width", "300", "--debug", "all", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let info = try tool("pdfinfo", [path])
        #expect(info.status == 0, "pdfinfo: \(info.output)")
        #expect(info.output.contains("Pages:           1"))
        #expect(info.output.contains("Page size:       300 x"))
    }

    @Test func dashWritesPNGToStandardOutput() throws {
        let result = try CommandRunner.run(["render", "Hello", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Array(result.stdoutBytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = try RenderedImage(pngBytes: [UInt8](result.stdoutBytes))
        #expect(image.width > 30)
    }

    @Test func highlightAtDrawsTheHighlightPressed() throws {
        // Markdown links carry a highlight; pressing one changes pixels under it.
        let plain = try CommandRunner.run(["render", "[link](https://example.com) text", "--markdown", "-o", "-"])
        let pressed = try CommandRunner.run(
            ["render", "[link](https://example.com) text", "--markdown", "--highlight-at", "12,12", "-o", "-"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(pressed.status == 0, "\(pressed.stderr)")
        #expect(plain.stdoutBytes != pressed.stdoutBytes)
        let missing = try CommandRunner.run(["render", "plain", "--highlight-at", "5,5", "-o", "-"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no highlight at that point"))
    }

    @Test(arguments: [
        (["-o", "x.gif"], "--output must end in .png, .svg or .pdf"),
        (["-o", "x.png", "--background", "mauve-ish"], "--background takes"),
        (["-o", "x.png", "--debug", "baselines,nonsense"], "--debug takes"),
        (["-o", "x.png", "--highlight-at", "1"], "--highlight-at takes X,Y"),
        (["-o", "x.png", "--width", "100000"], "larger than Cairo's limit of 32767 pixels a side"),
    ])
    func badValuesGetOneLineErrors(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(["render", "text"] + arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }
}

/// Emoticon images are found beside the emoticon map; a missing one is a warning.
@Suite("textmeasure render emoticons")
struct RenderEmoticonTests {
    @Test func emoticonImagesComeFromTheMapsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-emoticons-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A green picture drawn by textmeasure itself (Cairo encodes the PNG).
        let made = try CommandRunner.run(
            ["render", " ", "--background", "#00C000", "-o", folder.appendingPathComponent("smile.png").path])
        #expect(made.status == 0, "\(made.stderr)")
        let map = folder.appendingPathComponent("map.json")
        try Data(#"{":smile:": {"image": "smile"}, ":gone:": {"image": "gone"}}"#.utf8).write(to: map)
        let result = try CommandRunner.run(["render", "hi :smile: :gone:", "--emoticons", map.path, "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try RenderedImage(pngBytes: [UInt8](result.stdoutBytes))
        let green = stride(from: 0, to: image.bytes.count, by: 4).filter {
            image.bytes[$0] < 40 && image.bytes[$0 + 1] > 150 && image.bytes[$0 + 2] < 40 && image.bytes[$0 + 3] > 200
        }.count
        #expect(green > 20, "the smile image is drawn: \(green) green pixels")
        #expect(result.stderr.contains("warning: ") && result.stderr.contains("gone.png"), "\(result.stderr)")
    }
}
