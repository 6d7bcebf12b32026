import Foundation
import Testing

/// `--markdown` images: found beside the markdown file, laid out and drawn at their own
/// size (scaled down to the width), whatever the working directory.
@Suite("textmeasure: markdown images")
struct MarkdownImageTests {
    @Test("a local PNG is measured at its size, found beside the file, and drawn without a problem")
    func localImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tm-md-img-\(getpid())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 120 × 40 PNG, made by the CLI itself.
        let picture = folder.appendingPathComponent("img/pic.png").path
        let made = try CommandRunner.run(["render", "Hi", "--width", "120", "--height", "40", "-o", picture])
        #expect(made.status == 0, "\(made.stderr)")
        let markdown = folder.appendingPathComponent("doc.md").path
        try "![a picture](img/pic.png)\n\n![remote](https://example.org/x.png)\n".write(
            toFile: markdown, atomically: true, encoding: .utf8)
        let wide = try CommandRunner.run(["measure", "--markdown", "--file", markdown, "--width", "300", "--json"])
        #expect(wide.status == 0, "\(wide.stderr)")
        #expect(wide.stdout.contains("\"width\":120"), "the image's own width: \(wide.stdout.prefix(300))")
        let narrow = try CommandRunner.run(["measure", "--markdown", "--file", markdown, "--width", "60", "--json"])
        #expect(narrow.stdout.contains("\"width\":60"), "scaled to the width: \(narrow.stdout.prefix(300))")
        let rendered = try CommandRunner.run([
            "render", "--markdown", "--file", markdown, "--width", "300", "-o",
            folder.appendingPathComponent("out.png").path,
        ])
        #expect(rendered.status == 0)
        #expect(!rendered.stderr.contains("pic.png"), "the local image is found: \(rendered.stderr)")
        #expect(rendered.stderr.contains("not found: https://example.org/x.png"), "\(rendered.stderr)")
    }

    @Test("an image's size comes from its PNG header: one declaring 20,000 × 20,000 is not decoded")
    func hugeDeclaredImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tm-md-huge-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("huge.png").path
        let made = try CommandRunner.run(["render", "Hi", "--width", "120", "--height", "40", "-o", picture])
        #expect(made.status == 0, "\(made.stderr)")
        // The header says 20,000 × 20,000 pixels (the rest of the file is a small image's):
        // decoding a real one of that size took 13 s and 4.7 GB only to learn its size.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: picture)))
        bytes.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        try Data(bytes).write(to: URL(fileURLWithPath: picture))
        let markdown = folder.appendingPathComponent("doc.md").path
        try String(repeating: "![big](huge.png) word\n\n", count: 200).write(
            toFile: markdown, atomically: true, encoding: .utf8)
        let measured = try CommandRunner.run(["measure", "--markdown", "--file", markdown, "--width", "300", "--json"])
        #expect(measured.status == 0, "\(measured.stderr)")
        #expect(measured.stdout.contains("\"width\":300"), "scaled to the width: \(measured.stdout.prefix(300))")
        let rendered = try CommandRunner.run([
            "render", "--markdown", "--file", markdown, "--width", "300", "--max-lines", "3", "-o",
            folder.appendingPathComponent("out.png").path,
        ])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(
            rendered.stderr.contains("20000×20000 pixels is larger than the renderer decodes"), "\(rendered.stderr)")
    }
}
