import RichText
import Testing
import TextParsers

/// The renderer frees each top-level block of cmark's tree as soon as the walk leaves it
/// (`CmarkDocument.walk`): every kind of top-level block, leaf or not, must still come out
/// whole and in order, with references resolved to definitions that come later.
@Suite("MarkdownRenderer: top-level blocks freed as they are walked")
struct MarkdownTopLevelBlockTests {
    @Test("every kind of top-level block renders, in order, with later definitions resolved", arguments: [1, 3])
    func everyKindInOrder(copies: Int) throws {
        let part = """
            # Heading one

            A paragraph with [a link][later], a note[^n] and `code`.

            ```swift
            let fenced = true
            ```

                indented code

            <div>html block</div>

            ---

            > quoted text

            - item one
            - item two

            | a | b |
            |---|---|
            | cell | **bold** |

            [later]: https://example.com/later

            [^n]: The note.

            Last paragraph.

            """
        let text = MarkdownRenderer().render(String(repeating: part, count: copies))
        let pieces = [
            "Heading one", "A paragraph with a link", "let fenced = true", "indented code", "html block",
            "quoted text", "item one", "item two", "cell", "bold", "Last paragraph.", "The note.",
        ]
        var searchFrom = text.string.startIndex
        for copy in 0..<copies {
            for piece in pieces.dropLast() {
                let found = try #require(
                    text.string.range(of: piece, range: searchFrom..<text.string.endIndex),
                    "\(piece) (copy \(copy)) missing or out of order in \(text.string.debugDescription)")
                searchFrom = found.upperBound
            }
        }
        #expect(text.string.contains("The note."))
        let link = try #require(text.string.range(of: "a link"))
        let attributes = text.attributes(at: text.utf16Offset(of: link.lowerBound))
        #expect(attributes.highlight?.userInfo["url"] == "https://example.com/later")
    }
}
