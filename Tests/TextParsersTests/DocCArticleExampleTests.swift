// swift-format-ignore-file
// Each test holds one code block of the TextParsers DocC catalogue
// (Sources/TextParsers/TextParsers.docc) line for line after what it needs to run;
// catalogueMatches checks that every Swift block of its articles is here.
import Foundation
import RichText
import Testing
import TextParsers

@Suite("TextParsers DocC articles")
struct TextParsersDocCArticleTests {
    @Test("the landing page renders markdown")
    func landing() {
        let rendered = MarkdownRenderer().render("# Title\n\nSome *markdown* with a [link](https://example.org).")
        print(rendered.string)      // "Title\nSome markdown with a link."

        #expect(rendered.string == "Title\nSome markdown with a link.")
    }

    @Test("Parsers: a themed document with tasks, a link and an image lays out")
    func renderer() {
        var theme = MarkdownTheme()
        theme.bodyFont = Font(family: "Noto Sans", size: 15)
        theme.linkColor = Color(red: 0.8, green: 0.1, blue: 0.1)
        let renderer = MarkdownRenderer(theme: theme, imageSize: { _, _ in Size(width: 32, height: 32) })
        let document = renderer.render("""
            ## Shopping

            - [x] bread
            - [ ] *fresh* milk, see [the list](https://example.org/list)

            ![logo](logo.png)
            """)
        let layout = TextLayout(container: TextContainer(width: 320), text: document)
        print(layout.lines.count, layout.highlights.map { $0.highlight.userInfo["url"] ?? "" })

        #expect(document.string.contains("☑") && document.string.contains("☐"))
        #expect(layout.highlights.map { $0.highlight.userInfo["url"] ?? "" } == ["https://example.org/list"])
        #expect(layout.attachmentFrames.first?.frame.size == Size(width: 32, height: 32))
    }

    @Test("Parsers: the simple markdown parser styles in place and keeps the selection")
    func simpleMarkdown() {
        var parser = SimpleMarkdownParser(fontSize: 15, theme: .dark)
        parser.headerFontSize = 22
        var draft = AttributedText("# Notes\nSome **bold** and `code`.")
        var selection: Range<Int>? = 12..<12
        let changed = parser.parse(&draft, selectedRange: &selection)
        print(changed, draft.string == "# Notes\nSome **bold** and `code`.", selection ?? 0..<0)

        #expect(changed && selection == 12..<12)
        #expect(draft.attributes(at: 16).font?.weight == .bold)
    }

    @Test("Parsers: emoticons, the selection adjuster and a chain")
    func emoticonsAndChain() {
        let emoticons = EmoticonParser([":smile:": .attachment(.named("smile")), ":heart:": .text("❤️")])
        var message = AttributedText("Hi :smile: and :heart:")
        var caret: Range<Int>? = 22..<22
        _ = emoticons.parse(&message, selectedRange: &caret)
        print(message.string, caret ?? 0..<0)      // "Hi \u{FFFC} and ❤️", the caret at the new end

        #expect(message.string == "Hi \u{FFFC} and ❤️")
        #expect(caret == message.length..<message.length)

        let moved = SelectedRangeAdjuster.adjust(10..<12, replacing: 0..<7, withLength: 1)
        print(moved)       // 4..<6

        #expect(moved == 4..<6)

        let chain = TextParserChain([SimpleMarkdownParser(), emoticons])
        var post = AttributedText("**Hello** :smile:")
        var none: Range<Int>? = nil
        _ = chain.parse(&post, selectedRange: &none)

        #expect(post.string == "**Hello** \u{FFFC}" && none == nil)
    }

    @Test("every Swift block of the TextParsers articles is held by these tests")
    func catalogueMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let catalogue = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TextParsers/TextParsers.docc")
        let held = Self.normalized(try String(contentsOf: here, encoding: .utf8))
        var count = 0
        for article in try FileManager.default.contentsOfDirectory(atPath: catalogue.path) where article.hasSuffix(".md") {
            let markdown = try String(contentsOf: catalogue.appendingPathComponent(article), encoding: .utf8)
            for block in markdown.components(separatedBy: "```swift\n").dropFirst() {
                let code = block.components(separatedBy: "```").first ?? ""
                count += 1
                #expect(held.contains(Self.normalized(code)), "\(article): block not held by a test:\n\(code)")
            }
        }
        #expect(count >= 6)
    }

    /// Lines without indentation, blank lines or imports.
    static func normalized(_ code: String) -> String {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    }
}
