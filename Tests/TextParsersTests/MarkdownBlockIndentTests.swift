import RichText
import Testing
import TextParsers

/// Blocks inside list items and quotes, as people write them: an item with several
/// paragraphs or a code block, tables in items and quotes, code with blank lines.
@Suite("MarkdownRenderer: blocks inside items and quotes")
struct MarkdownBlockIndentTests {
    let renderer = MarkdownRenderer()

    /// The first line that starts with `needle`.
    func line(_ needle: String, in layout: TextLayout) throws -> TextLine {
        let string = layout.text.string
        return try #require(
            layout.lines.first { line in
                String(string.utf16.dropFirst(line.range.lowerBound))?.hasPrefix(needle) == true
            }, "no line starts with \(needle)")
    }

    /// The x where `needle` (inside a line) is drawn: the caret position before it.
    func x(of needle: String, in layout: TextLayout) throws -> Double {
        let string = layout.text.string
        let range = try #require(string.range(of: needle))
        let position = TextPosition(offset: layout.text.utf16Offset(of: range.lowerBound))
        return try #require(layout.caretRect(for: position)).minX
    }

    /// Caret positions are kept in single precision.
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

    @Test("an item's later blocks start at its content, not at its marker")
    func itemContinuationBlocks() throws {
        let markdown = "- first para\n\n  second para\n\n  > quoted\n\n  ```\n  code line\n  ```\n- next\n"
        let layout = TextLayout(container: TextContainer(width: 400), text: renderer.render(markdown))
        #expect(try line("•", in: layout).origin.x == 0)
        #expect(close(try x(of: "first para", in: layout), 24))
        #expect(try line("second para", in: layout).origin.x == 24)
        #expect(try line("quoted", in: layout).origin.x == 40)
        #expect(try line("code line", in: layout).origin.x == 24)
        #expect(close(try x(of: "next", in: layout), 24))
    }

    @Test("a table in a quote or an item: the columns move with the block's indent")
    func tablesInIndentedBlocks() throws {
        let table = "| col1 | col2 | col3 |\n|:-:|--:|---|\n| a | b | c |\n"
        let wide = "| wide first cell | b |\n|---|---|\n| x | y |\n"
        for (markdown, plain, indent) in [
            ("> " + table.split(separator: "\n").joined(separator: "\n> ") + "\n", table, 16.0),
            ("- item\n\n  " + wide.split(separator: "\n").joined(separator: "\n  ") + "\n", wide, 24.0),
        ] {
            let text = renderer.render(markdown)
            let layout = TextLayout(container: TextContainer(width: 500), text: text)
            let alone = TextLayout(container: TextContainer(width: 500), text: renderer.render(plain))
            // Every cell is where the same table outside the block puts it, moved by the indent.
            for cell in ["col1", "col2", "col3", "a", "b", "c", "wide first cell", "x", "y"]
            where alone.text.string.contains(cell) {
                #expect(
                    close(try x(of: cell, in: layout), try x(of: cell, in: alone) + indent), "\(cell) in \(markdown)")
            }
        }
    }

    @Test("a table that opens an item: marker, then the columns at the item's content")
    func tableOpeningAnItem() throws {
        let text = renderer.render("- | a | b |\n  |---|---|\n  | 1 | 2 |\n")
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        #expect(try line("•", in: layout).origin.x == 0)
        #expect(close(try x(of: "a", in: layout), 24))
        #expect(close(try x(of: "1", in: layout), 24))
        #expect(close(try x(of: "b", in: layout), try x(of: "2", in: layout)))
    }

    @Test("a code block's lines, blank ones too, are one block: code font, fill, no space between")
    func codeBlockBlankLines() throws {
        let text = renderer.render("Before\n\n```python\ndef f():\n    x = 1\n\n    return x\n```\n\nAfter\n")
        #expect(text.string.hasPrefix("Before\ndef f():\n    x = 1\n\n    return x\nAfter"))
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        let rects = layout.blockBorderRects()
        #expect(rects.count == 1, "the blank line split the block's fill: \(rects)")
        let code = layout.lines.filter { text.attributes(at: $0.range.lowerBound).font?.family == "Noto Sans Mono" }
        #expect(code.count == 4)
        for (upper, lower) in zip(code, code.dropFirst()) {
            #expect(
                abs(upper.rowBottom - lower.rowTop) < 0.001, "space between code rows \(upper.index)-\(lower.index)")
        }
        // The blank line is as tall as a code line.
        #expect(abs((code[2].rowBottom - code[2].rowTop) - (code[1].rowBottom - code[1].rowTop)) < 0.001)
    }

    @Test("an HTML block's lines are one block: no space between them, the space after the last")
    func htmlBlockLines() throws {
        let text = renderer.render("Before\n\n<div>\nraw html block\n</div>\n\nAfter\n")
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        let html = try ["<div>", "raw html block", "</div>"].map { try line($0, in: layout) }
        for (upper, lower) in zip(html, html.dropFirst()) {
            #expect(abs(upper.rowBottom - lower.rowTop) < 0.001, "space between HTML rows \(upper.index)")
        }
        #expect(try line("After", in: layout).rowTop > html[2].rowBottom + 1, "the block keeps its space after")
    }
}
