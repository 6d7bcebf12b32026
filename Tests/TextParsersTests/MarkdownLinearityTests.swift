import Testing
import TextParsers

@testable import RichText

/// The markdown renderer and the simple markdown parser build their output in linear
/// time: the elements `AttributedText` writes (new and moved, see
/// `AttributedTextCopyCounter`) grow in proportion to the document, counted without timing.
@Suite("Markdown output is built in linear time (copy counter)")
struct MarkdownLinearityTests {
    /// One block of ordinary markdown: headings, emphasis, a link, a list, code, a table.
    static let block = """
        ## Section

        Some *emphasised* and **strong** text with `code` and a [link](https://example.org).
        A second line of the paragraph, ~~struck~~ and plain.

        - one item
        - another item with `code`
          1. nested
          2. ordered

        > A quote with *emphasis*.

        ```swift
        let x = 1
        print(x)
        ```

        | Name | Value |
        |:-----|------:|
        | a    | 1     |
        | b    | 22    |

        ---

        """

    static func document(blocks: Int) -> String {
        String(repeating: block, count: blocks)
    }

    /// Elements written while `render` builds the text of `blocks` blocks, and its length.
    static func renderCopies(blocks: Int) -> (copies: Int, length: Int) {
        let source = document(blocks: blocks)
        let (text, copies) = AttributedTextCopyCounter.counting { MarkdownRenderer().render(source) }
        return (copies, text.length)
    }

    static func highlightCopies(blocks: Int) -> (copies: Int, length: Int) {
        var text = AttributedText(document(blocks: blocks))
        var selection: Range<Int>? = nil
        let (_, copies) = AttributedTextCopyCounter.counting {
            SimpleMarkdownParser().parse(&text, selectedRange: &selection)
        }
        return (copies, text.length)
    }

    @Test("rendering 2,000 blocks writes about twice what 1,000 blocks write")
    func renderingIsLinear() {
        let small = Self.renderCopies(blocks: 1_000)
        let large = Self.renderCopies(blocks: 2_000)
        #expect(abs(large.length - 2 * small.length) <= 1, "the document doubled")
        #expect(small.copies > small.length, "the counter saw the text being built")
        let ratio = Double(large.copies) / Double(small.copies)
        #expect(ratio < 2.5, "\(small.copies) then \(large.copies) elements written: ratio \(ratio)")
    }

    @Test("highlighting 2,000 blocks writes about twice what 1,000 blocks write")
    func highlightingIsLinear() {
        let small = Self.highlightCopies(blocks: 1_000)
        let large = Self.highlightCopies(blocks: 2_000)
        #expect(small.copies > small.length, "the counter saw the text being rebuilt")
        let ratio = Double(large.copies) / Double(small.copies)
        #expect(ratio < 2.5, "\(small.copies) then \(large.copies) elements written: ratio \(ratio)")
    }
}
