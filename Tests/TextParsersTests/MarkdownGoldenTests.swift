import Foundation
import RichText
import TextParsers
import Testing

/// Markdown-to-layout goldens: every `.md` in Goldens/ (and the package README) rendered
/// with the default theme and laid out at width 500 must match its `.txt` dump.
/// Regenerate with `RICHTEXT_UPDATE_GOLDENS=1 make test` and review the diff like code.
@Suite("Markdown layout goldens")
struct MarkdownGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static var inputs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted() + ["README"]
    }

    @Test("there are golden inputs for every construct")
    func inputsPresent() {
        #expect(Self.inputs.count >= 6)
    }

    @Test("rendered layout dumps match", arguments: MarkdownGoldenTests.inputs)
    func golden(_ name: String) throws {
        let source = name == "README"
            ? Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
            : Self.folder.appendingPathComponent(name)
        let markdown = try String(contentsOf: source, encoding: .utf8)
        let text = MarkdownRenderer().render(markdown)
        let dump = "text \(text.string.debugDescription)\n"
            + TextLayout(container: TextContainer(width: 500), text: text).dump()
        let expected = Self.folder.appendingPathComponent((name == "README" ? "readme.md" : name) + ".txt")
        if ProcessInfo.processInfo.environment["RICHTEXT_UPDATE_GOLDENS"] == "1" {
            try dump.write(to: expected, atomically: true, encoding: .utf8)
        }
        #expect(dump == (try String(contentsOf: expected, encoding: .utf8)), "\(name) differs from its golden")
    }
}
