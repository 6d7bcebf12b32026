import Foundation
import RichText
import Testing
import TextParsers

/// Markdown-to-layout goldens: every `.md` in Goldens/ (one per construct family, and a
/// snapshot of the package README as a real document) rendered with the default theme and
/// laid out at width 500 must match its `.txt` dump. Regenerate with
/// `RICHTEXT_UPDATE_GOLDENS=1 make test` and review the diff like code. The live README is
/// checked structurally, so editing it does not break a golden.
@Suite("Markdown layout goldens")
struct MarkdownGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static var inputs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }

    @Test("every construct family has a golden input, and every input its dump (no orphans)")
    func inputsPresent() {
        let files = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? [])
        let inputs = Set(Self.inputs)
        let families = [
            "headings.md", "inline.md", "lists.md", "code-and-html.md", "quotes-and-rules.md", "tables-and-images.md",
            "package-readme.md",
        ]
        #expect(inputs.isSuperset(of: families), "missing: \(Set(families).subtracting(inputs).sorted())")
        let dumps = files.filter { $0.hasSuffix(".md.txt") }
        #expect(
            Set(inputs.map { $0 + ".txt" }) == dumps,
            "inputs and dumps differ: \(dumps.symmetricDifference(inputs.map { $0 + ".txt" }).sorted())")
    }

    @Test("rendered layout dumps match", arguments: MarkdownGoldenTests.inputs)
    func golden(_ name: String) throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let text = MarkdownRenderer().render(markdown)
        let dump =
            "text \(text.string.debugDescription)\n"
            + TextLayout(container: TextContainer(width: 500), text: text).dump()
        let expected = Self.folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["RICHTEXT_UPDATE_GOLDENS"] == "1" {
            try dump.write(to: expected, atomically: true, encoding: .utf8)
        }
        #expect(dump == (try String(contentsOf: expected, encoding: .utf8)), "\(name) differs from its golden")
    }

    @Test("the live README renders: every ATX heading outside code becomes a bold paragraph of its own")
    func liveReadme() throws {
        let url = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let markdown = try String(contentsOf: url, encoding: .utf8)
        var inFence = false
        var headings: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, let match = line.firstMatch(of: /^#{1,6} (.+)$/) { headings.append(String(match.1)) }
        }
        #expect(headings.count >= 5)
        let text = MarkdownRenderer().render(markdown)
        let paragraphs = text.string.components(separatedBy: "\n")
        for heading in headings {
            let plain = heading.replacingOccurrences(of: "`", with: "")
            let index = try #require(
                paragraphs.firstIndex(of: plain), "heading \(plain) not rendered as its own paragraph")
            let offset = paragraphs[..<index].reduce(0) { $0 + $1.utf16.count + 1 }
            #expect(text.attributes(at: offset).font?.weight == .bold, "\(plain)")
        }
        let layout = TextLayout(container: TextContainer(width: 500), text: text)
        #expect(layout.visibleRange.upperBound == text.length && !layout.isTruncated)
    }
}
