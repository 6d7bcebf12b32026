import RichText
import Testing
import TextParsers

@Suite("MarkdownRenderer (CommonMark + GFM through cmark-gfm)")
struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    /// The attributes at the first occurrence of `needle` in the rendered text.
    func attributes(of needle: String, in text: AttributedText) throws -> TextAttributes {
        let range = try #require(text.string.range(of: needle), "\(needle) not in \(text.string.debugDescription)")
        return text.attributes(at: text.utf16Offset(of: range.lowerBound))
    }

    @Test("headings: markup removed, level sizes, bold, spacing before")
    func headings() throws {
        let text = renderer.render("# One\n\n## Two\n\n###### Six\n\nbody")
        #expect(text.string == "One\nTwo\nSix\nbody")
        let sizes = try ["One", "Two", "Six", "body"].map { try #require(attributes(of: $0, in: text).font?.size) }
        #expect(sizes == [30, 24, 15, 16])
        #expect(try attributes(of: "Two", in: text).font?.weight == .bold)
        #expect(try attributes(of: "Two", in: text).paragraphStyle?.paragraphSpacingBefore == 12)
    }

    @Test("inline styles: emphasis, strong, strikethrough, code, links, autolinks, breaks")
    func inline() throws {
        let text = renderer.render(
            "a *em* **strong** ~~del~~ `code` [link](https://example.org) <https://auto.example> x\\\ny\nz")
        #expect(text.string == "a em strong del code link https://auto.example x\u{2028}y z")
        #expect(try attributes(of: "em", in: text).font?.isItalic == true)
        #expect(try attributes(of: "strong", in: text).font?.weight == .bold)
        #expect(try attributes(of: "del", in: text).strikethrough != nil)
        let code = try attributes(of: "code", in: text)
        #expect(code.font?.family == "Noto Sans Mono" && code.backgroundBorder?.fillColor != nil)
        let link = try attributes(of: "link", in: text)
        #expect(link.highlight?.userInfo["url"] == "https://example.org" && link.underline != nil)
        #expect(try attributes(of: "auto.example", in: text).highlight?.userInfo["url"] == "https://auto.example")
    }

    @Test("code blocks keep whitespace, one monospace paragraph per line, in a block border")
    func codeBlocks() throws {
        let text = renderer.render("```\nlet x = 1\n    indented\n```\n\n    four-space code\n")
        #expect(text.string == "let x = 1\n    indented\nfour-space code")
        for needle in ["let x", "    indented", "four-space"] {
            let attributes = try attributes(of: needle, in: text)
            #expect(attributes.font?.family == "Noto Sans Mono")
            #expect(attributes.blockBorder != nil)
        }
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        #expect(layout.blockBorderRects().count == 1, "consecutive code rows merge into one block")
    }

    @Test("block quotes indent per level and take the quote colour")
    func quotes() throws {
        let text = renderer.render("> outer\n> > inner\n\nafter")
        #expect(text.string == "outer\ninner\nafter")
        #expect(try attributes(of: "outer", in: text).paragraphStyle?.headIndent == 16)
        #expect(try attributes(of: "inner", in: text).paragraphStyle?.headIndent == 32)
        #expect(try attributes(of: "outer", in: text).color == MarkdownTheme().quoteColor)
        #expect(try attributes(of: "after", in: text).paragraphStyle?.headIndent == 0)
    }

    @Test("nested lists three deep: markers, hanging indents, ordered numbers, task items")
    func lists() throws {
        let text = renderer.render("- a\n  - b\n    - c\n\n3. three\n4. four\n\n- [ ] todo\n- [x] done")
        #expect(text.string == "•\ta\n•\tb\n•\tc\n3.\tthree\n4.\tfour\n☐\ttodo\n☑\tdone")
        for (needle, level) in [("\ta", 1.0), ("\tb", 2.0), ("\tc", 3.0)] {
            let style = try #require(try attributes(of: needle, in: text).paragraphStyle)
            #expect(style.headIndent == 24 * level)
            #expect(style.firstLineHeadIndent == 24 * (level - 1))
            #expect(style.tabStops.first?.location == 24 * level)
        }
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        let c = try #require(
            layout.lines.first { text.string.utf16.dropFirst($0.range.lowerBound).first == 0x2022 && $0.origin.x == 48 }
        )
        let run = try #require(c.runs.first)
        #expect(abs(run.positions[2].x - 72) < 0.01, "the item text starts at the hanging indent")
    }

    @Test("a table with left, center and right columns lines up on its tab stops")
    func table() throws {
        let markdown = "| Left | Center | Right |\n|:-----|:------:|------:|\n| a | bb | ccc |\n| dddd | e | f |"
        let text = renderer.render(markdown)
        #expect(text.string == "Left\tCenter\tRight\na\tbb\tccc\ndddd\te\tf")
        #expect(try attributes(of: "Left", in: text).font?.weight == .bold)
        #expect(try attributes(of: "dddd", in: text).font?.weight == .regular)
        let stops = try #require(try attributes(of: "dddd", in: text).paragraphStyle?.tabStops)
        #expect(stops.map(\.alignment) == [.center, .right])
        let layout = TextLayout(container: TextContainer(width: 600), text: text)
        #expect(layout.lines.count == 3)
        // Right column: each row's last glyph ends at the same x.
        let ends = layout.lines.map { line -> Double in
            let run = line.runs.last!
            return run.positions.last!.x + run.advances.last!
        }
        #expect(abs(ends[0] - ends[1]) < 0.01 && abs(ends[1] - ends[2]) < 0.01)
        // Centre column: "Center", "bb" and "e" share a midpoint.
        let midpoints = try ["Center", "bb", "e\t"].map { needle -> Double in
            let word = text.utf16Range(of: try #require(text.string.range(of: needle)))
            let length = needle == "e\t" ? 1 : needle.utf16.count
            return try #require(layout.rect(for: word.lowerBound..<word.lowerBound + length)).midX
        }
        #expect(abs(midpoints[0] - midpoints[1]) < 0.01 && abs(midpoints[1] - midpoints[2]) < 0.01)
    }

    @Test("table columns are as wide as their widest cell shaped alone: bold headers, Arabic, code, emoji, empty cells")
    func tableColumnWidths() throws {
        let markdown = """
            | Name | مرحبا بالعالم | `code` | n |
            |:-----|:------:|------:|---|
            | a **bold** word | نص عربي طويل جدا هنا | `let x = 1` | 🎉🎉 |
            | iiii |  | x | WWWWWWW |
            | ok | שלום עולם | `y` | é |
            """
        let text = renderer.render(markdown)
        let rows = text.string.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 4)
        // Each cell shaped on its own, with the attributes the rendering gave it.
        var widths = [Double](repeating: 0, count: 4)
        var offset = 0
        for row in rows {
            for (column, cell) in row.split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
                let length = cell.utf16.count
                if length > 0 {
                    let shaped = ShapedText(text.attributedSubstring(offset..<offset + length))
                    widths[column] = max(widths[column], shaped.paragraphs.map(\.advance).max() ?? 0)
                }
                offset += length + 1
            }
        }
        let starts = widths.indices.map { column in widths[..<column].reduce(0) { $0 + $1 + 16 } }
        let stops = try #require(try attributes(of: "iiii", in: text).paragraphStyle?.tabStops)
        #expect(stops.map(\.alignment) == [.center, .right, .left])
        let expected = [starts[1] + widths[1] / 2, starts[2] + widths[2], starts[3]]
        #expect(zip(stops.map(\.location), expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(stops) against \(expected)")
        #expect(widths.allSatisfy { $0 > 0 })
    }

    @Test("images become attachments sized by the resolver or the placeholder; alt text backs them")
    func images() throws {
        let sized = MarkdownRenderer(imageSize: { url, _ in url == "big.png" ? Size(width: 120, height: 80) : nil })
        let text = sized.render("![a cat](big.png) and ![dog](small.png)")
        #expect(text.string == "\u{FFFC} and \u{FFFC}")
        #expect(text.attributes(at: 0).attachment?.size == Size(width: 120, height: 80))
        #expect(text.attributes(at: 0).attachment?.content == .named("big.png"))
        #expect(text.attributes(at: 6).attachment?.size == MarkdownTheme().imagePlaceholderSize)
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        #expect(layout.plainText() == "a cat and dog")
        #expect(layout.attachmentFrames.count == 2)
    }

    @Test("thematic breaks, HTML as literal text, and the TextParser conformance")
    func rulesAndHTML() throws {
        let text = renderer.render("above\n\n---\n\n<div>raw</div>\n\ninline <b>bold</b>")
        #expect(text.string == "above\n\u{200B}\n<div>raw</div>\ninline <b>bold</b>")
        #expect(text.attributes(at: 6).blockBorder?.fillColor == MarkdownTheme().ruleColor)
        var editable = AttributedText("**x**")
        var selection: Range<Int>? = 1..<2
        #expect(renderer.parse(&editable, selectedRange: &selection))
        #expect(editable.string == "x" && selection == nil)
        var rendered = renderer.render("plain")
        #expect(!renderer.parse(&rendered, selectedRange: &selection), "text that renders to itself is unchanged")
    }

    @Test("a 10,000-deep nested block quote finishes without a crash")
    func deepNesting() {
        let markdown = String(repeating: ">", count: 10_000) + " deep"
        let text = renderer.render(markdown)
        #expect(text.string.hasSuffix("deep"))
        let indent = text.attributes(at: text.length - 1).paragraphStyle?.headIndent ?? 0
        #expect(indent == Double(MarkdownTheme().maximumIndentLevels) * MarkdownTheme().quoteIndent)
        let lists = String(repeating: "- ", count: 2_000) + "x"
        #expect(renderer.render(lists).string.hasSuffix("x"))
    }
}

@Suite("README parser example")
struct ReadmeParserExampleTests {
    @Test("the README's renderer example compiles and renders")
    func example() {
        let rendered = MarkdownRenderer().render("# Title\n\nSome *markdown* with a [link](https://example.org).")
        #expect(rendered.string == "Title\nSome markdown with a link.")
    }
}
