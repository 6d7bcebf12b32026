// swift-format-ignore-file
// The example function copies the README's rendering block line for line (readmeMatches
// checks it), so the README decides its formatting here, not the formatter.
import Foundation
import RichText
import RichTextRendering
import Testing

@Suite("README rendering example")
struct ReadmeRenderingExampleTests {
    @Test("the README's rendering example compiles and runs (this function holds it verbatim)")
    func example() throws {
        var text = AttributedText("Shadows, borders and 😀, drawn by Cairo")
        text.font = Font(family: "Noto Sans", size: 20)
        text.setAttribute(\.shadow, TextShadow(offset: Size(width: 1, height: 2), radius: 2), range: 0..<7)
        text.setAttribute(\.border, TextBorder(strokeWidth: 1, strokeColor: .red, cornerRadius: 3), range: 9..<16)
        let layout = TextLayout(container: TextContainer(width: 300), text: text)

        let renderer = TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white))
        let image = try renderer.image(of: layout)               // straight RGBA for a UI toolkit
        let pdf = try renderer.data(of: layout, format: .pdf)    // or .png, .svg
        try renderer.write(layout, to: NSTemporaryDirectory() + "hello.svg")  // format from the extension
        print(image.width, image.height, pdf.bytes.count, image.problems)

        #expect(image.width == 600 && image.problems.isEmpty)
        #expect(pdf.bytes.starts(with: Array("%PDF".utf8)))
    }

    @Test("the README's rendering blocks are the ones in this file")
    func readmeMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        func normalized(_ text: String) -> String {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        }
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
            .filter { $0.contains("TextRenderer(") }
        #expect(blocks.count >= 1)
        for block in blocks {
            #expect(normalized(source).contains(normalized(block)), "README block not kept compiling here:\n\(block)")
        }
    }
}
