import Foundation
import RichText
import Testing

@Suite("README")
struct ReadmeExampleTests {
    @Test("the README's code example compiles and runs (this function holds it verbatim)")
    func example() throws {
        var text = AttributedText("Hello 世界 مرحبا 👨‍👩‍👧")
        text.font = Font(family: "Noto Sans", size: 16)
        text.setColor(.red, range: 0..<5)
        text.setFont(Font(family: "Noto Sans", size: 16, weight: .bold), range: 0..<5)

        let shaped = ShapedText(text)  // FontContext.default: the bundled fonts
        for run in shaped.runs {
            print(run.range, run.face.family, run.script, run.level, run.advance)
        }

        #expect(shaped.runs.first?.face.style == "Bold")
        #expect(shaped.runs.map(\.face.family).contains("Noto Color Emoji"))
    }

    @Test("the README's swift block is the one in this file")
    func readmeMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\n").dropFirst().first?
            .components(separatedBy: "```").first)
        let normalizedSource = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
        let normalizedBlock = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
        #expect(normalizedSource.contains(normalizedBlock))
    }
}
