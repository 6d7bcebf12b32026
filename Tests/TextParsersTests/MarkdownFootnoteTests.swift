import RichText
import Testing
import TextParsers

/// GitHub's footnotes: `[^label]` references and `[^label]: text` definitions.
@Suite("MarkdownRenderer: footnotes")
struct MarkdownFootnoteTests {
    let renderer = MarkdownRenderer()

    /// The attributes at UTF-16 `offset` of `text`.
    func attributes(at offset: Int, in text: AttributedText) -> TextAttributes {
        text.attributes(at: offset)
    }

    /// The UTF-16 offset of the first `needle` in `text`.
    func offset(of needle: String, in text: AttributedText) throws -> Int {
        let range = try #require(text.string.range(of: needle), "\(needle) not in \(text.string.debugDescription)")
        return text.utf16Offset(of: range.lowerBound)
    }

    @Test("references become their note's number, small and raised; the notes follow a rule, numbered in order of use")
    func referencesAndDefinitions() throws {
        let text = renderer.render(
            "Text[^b] more[^a] again[^b].\n\n[^a]: Aye note.\n[^b]: Bee note.\n[^unused]: dropped\n\nEnd.")
        #expect(text.string == "Text1 more2 again1.\nEnd.\n\u{200B}\n1.\tBee note.\n2.\tAye note.")
        let body = MarkdownTheme().bodyFont.size
        let reference = attributes(at: try offset(of: "1", in: text), in: text)
        #expect(reference.font?.size == body * 0.75)
        #expect((reference.baselineOffset ?? 0) > 0, "raised")
        #expect(reference.color == MarkdownTheme().linkColor)
        #expect(reference.highlight?.userInfo["footnote"] == "1")
        let second = attributes(at: try offset(of: "2 again", in: text), in: text)
        #expect(second.highlight?.userInfo["footnote"] == "2")
        let plain = attributes(at: try offset(of: "ext", in: text), in: text)
        #expect(plain.baselineOffset == nil, "text stays on the line")
        let rule = attributes(at: try offset(of: "\u{200B}", in: text), in: text)
        #expect(rule.blockBorder != nil, "a rule above the notes")
        // The notes are a numbered list: the number hangs, the note's text starts at the list's indent.
        let note = attributes(at: try offset(of: "1.\tBee", in: text), in: text)
        #expect(note.paragraphStyle?.headIndent == MarkdownTheme().listIndent)
        #expect(note.paragraphStyle?.firstLineHeadIndent == 0)
        #expect(note.font?.size == body && note.baselineOffset == nil)
    }

    @Test("a reference to no definition stays literal text; no definitions, no rule")
    func undefinedReference() {
        let text = renderer.render("a [^x] b\n\n[^y]: never referenced")
        #expect(text.string == "a [^x] b")
    }

    @Test("references take the surrounding font (a heading's, a table cell's); notes hold several blocks")
    func referencesInBlocksAndLongNotes() throws {
        let text = renderer.render(
            "# Title[^1]\n\n| a | b |\n|---|---|\n| x[^2] | y |\n\n> quoted[^3]\n\n"
                + "[^1]: First.\n\n    Second paragraph.\n[^2]:\n[^3]: ```\n    code\n    ```\n")
        #expect(
            text.string
                == "Title1\na\tb\nx2\ty\nquoted3\n\u{200B}\n1.\tFirst.\nSecond paragraph.\n2.\t\n3.\tcode")
        let heading = attributes(at: try offset(of: "1\na", in: text), in: text)
        #expect(heading.font?.size == MarkdownTheme().headingSizes[0] * 0.75 && heading.font?.weight == .bold)
        #expect(attributes(at: try offset(of: "2\ty", in: text), in: text).baselineOffset != nil, "in a table cell")
        #expect(attributes(at: try offset(of: "3\n", in: text), in: text).highlight?.userInfo["footnote"] == "3")
        let second = attributes(at: try offset(of: "Second", in: text), in: text)
        #expect(second.paragraphStyle?.headIndent == MarkdownTheme().listIndent)
        #expect(second.paragraphStyle?.firstLineHeadIndent == MarkdownTheme().listIndent)
        #expect(second.color == MarkdownTheme().textColor, "notes are outside the quote they were written in")
        #expect(attributes(at: try offset(of: "code", in: text), in: text).font?.family == "Noto Sans Mono")
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        #expect(layout.visibleRange.upperBound == text.length && !layout.isTruncated)
    }
}
