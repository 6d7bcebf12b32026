import Foundation
import RichText
import Testing
import TextParsers

/// Parses `string` with `parser` and returns the styled text.
private func styled(_ string: String, _ parser: SimpleMarkdownParser = SimpleMarkdownParser()) -> AttributedText {
    var text = AttributedText(string)
    var selection: Range<Int>? = nil
    _ = parser.parse(&text, selectedRange: &selection)
    return text
}

/// The UTF-16 offset of the `occurrence`-th (0-based) `needle` in `text`.
private func offset(of needle: String, in text: AttributedText, occurrence: Int = 0) -> Int {
    var searchStart = text.string.startIndex
    var found: Range<String.Index>?
    for _ in 0...occurrence {
        found = text.string.range(of: needle, range: searchStart..<text.string.endIndex)
        guard let range = found else { break }
        searchStart = range.upperBound
    }
    guard let found else {
        Issue.record("\"\(needle)\" not found in \"\(text.string)\"")
        return 0
    }
    return text.utf16Offset(of: found.lowerBound)
}

private let bright = SimpleMarkdownTheme.bright

@Suite("SimpleMarkdownParser")
struct SimpleMarkdownParserTests {
    @Test func atxHeadingMarkupStaysAndIsStyled() {
        let text = styled("# Title\nbody")
        #expect(text.string == "# Title\nbody")
        let hash = text.attributes(at: 0)
        #expect(hash.color == bright.controlColor)
        #expect(hash.font?.size == 20)
        let title = text.attributes(at: offset(of: "Title", in: text))
        #expect(title.color == bright.headerColor)
        #expect(title.font?.weight == .bold)
        #expect(title.font?.size == 20)
        #expect(title.font?.family == "Noto Sans")
        let body = text.attributes(at: offset(of: "body", in: text))
        #expect(body.font == Font(family: "Noto Sans", size: 14))
        #expect(body.color == bright.textColor)
    }

    @Test func headerSizesDecreaseFromHeaderSizeToBodySize() {
        let text = styled((1...6).map { String(repeating: "#", count: $0) + " h" }.joined(separator: "\n"))
        let sizes = (0..<6).map { text.attributes(at: offset(of: "h", in: text, occurrence: $0)).font?.size ?? 0 }
        #expect(sizes.first == 20)
        #expect(sizes.last == 14)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 > $1 })
        let parser = SimpleMarkdownParser()
        #expect(abs(parser.headerFontSize(level: 2) - 18.8) < 1e-9)
        #expect(abs(parser.headerFontSize(level: 4) - 16.4) < 1e-9)
        #expect(parser.headerFontSize(level: 9) == 14)
        #expect(parser.headerFontSize(level: 0) == 20)
    }

    @Test func atxClosingHashesAreMarkupAndHashtagsAreNotHeadings() {
        let text = styled("## Title ##\n#hashtag\n####### seven")
        #expect(text.attributes(at: offset(of: "##", in: text, occurrence: 1)).color == bright.controlColor)
        #expect(text.attributes(at: offset(of: "Title", in: text)).color == bright.headerColor)
        let hashtag = text.attributes(at: offset(of: "hashtag", in: text))
        #expect(hashtag.font?.weight == .regular)
        #expect(hashtag.color == bright.textColor)
        #expect(text.attributes(at: offset(of: "seven", in: text)).font?.size == 14)
    }

    @Test func setextHeadings() {
        let text = styled("Title\n=====\nSub\n---\nbody")
        #expect(text.string == "Title\n=====\nSub\n---\nbody")
        let title = text.attributes(at: 0)
        #expect(title.font?.size == 20)
        #expect(title.font?.weight == .bold)
        #expect(title.color == bright.headerColor)
        #expect(text.attributes(at: offset(of: "=", in: text)).color == bright.controlColor)
        let sub = text.attributes(at: offset(of: "Sub", in: text))
        #expect(abs((sub.font?.size ?? 0) - 18.8) < 1e-9)
        #expect(sub.font?.weight == .bold)
        #expect(text.attributes(at: offset(of: "---", in: text)).color == bright.controlColor)
        #expect(text.attributes(at: offset(of: "body", in: text)).font?.weight == .regular)
    }

    @Test func emphasisWithStarsAndUnderscores() {
        let text = styled("an *em* and _em_ word")
        for occurrence in 0..<2 {
            let content = text.attributes(at: offset(of: "em", in: text, occurrence: occurrence))
            #expect(content.font?.isItalic == true)
            #expect(content.font?.weight == .regular)
            #expect(content.color == bright.textColor)
        }
        for marker in ["*", "_"] {
            for occurrence in 0..<2 {
                let attributes = text.attributes(at: offset(of: marker, in: text, occurrence: occurrence))
                #expect(attributes.color == bright.controlColor)
                #expect(attributes.font?.isItalic == false)
            }
        }
        #expect(text.attributes(at: offset(of: "word", in: text)).font?.isItalic == false)
    }

    @Test func strongStrongEmphasisUnderlineAndStrikethrough() {
        let text = styled("**strong** ***both*** __under__ ~~gone~~")
        let strong = text.attributes(at: offset(of: "strong", in: text))
        #expect(strong.font?.weight == .bold)
        #expect(strong.font?.isItalic == false)
        let both = text.attributes(at: offset(of: "both", in: text))
        #expect(both.font?.weight == .bold)
        #expect(both.font?.isItalic == true)
        let under = text.attributes(at: offset(of: "under", in: text))
        #expect(under.underline == TextDecoration(style: .single))
        #expect(under.font?.isItalic == false)
        let gone = text.attributes(at: offset(of: "gone", in: text))
        #expect(gone.strikethrough == TextDecoration(style: .single))
        #expect(gone.underline == nil)
        for marker in ["**", "***", "__", "~~"] {
            let start = offset(of: marker, in: text)
            for index in start..<start + marker.utf16.count {
                #expect(text.attributes(at: index).color == bright.controlColor, "marker \(marker) at \(index)")
            }
        }
        #expect(text.attributes(at: offset(of: " ", in: text)).font?.weight == .regular)
    }

    @Test func emphasisNestsAndKeepsHeadingSize() {
        let text = styled("*a **b** c*\n# big *it*")
        let inner = text.attributes(at: offset(of: "b", in: text))
        #expect(inner.font?.weight == .bold)
        #expect(inner.font?.isItalic == true)
        #expect(text.attributes(at: offset(of: "a", in: text)).font?.weight == .regular)
        let headingItalic = text.attributes(at: offset(of: "it", in: text))
        #expect(headingItalic.font?.isItalic == true)
        #expect(headingItalic.font?.size == 20)
        #expect(headingItalic.font?.weight == .bold)
    }

    @Test func underscoresInsideWordsAreNotEmphasis() {
        let text = styled("snake_case_name and __init__ ok")
        #expect(text.attributes(at: offset(of: "case", in: text)).font?.isItalic == false)
        #expect(text.attributes(at: offset(of: "_", in: text)).color == bright.textColor)
        #expect(text.attributes(at: offset(of: "init", in: text)).underline == TextDecoration(style: .single))
    }

    @Test func inlineCodeIsMonoWithColourAndBackgroundBorder() {
        let text = styled("call `f(*x*)` now")
        #expect(text.string == "call `f(*x*)` now")
        let start = offset(of: "`", in: text)
        let end = offset(of: "`", in: text, occurrence: 1)
        for index in start...end {
            let attributes = text.attributes(at: index)
            #expect(attributes.font == Font(family: "Noto Sans Mono", size: 14))
            #expect(attributes.backgroundBorder == bright.codeBorder)
            #expect(attributes.border == nil)
        }
        #expect(text.attributes(at: start).color == bright.controlColor)
        #expect(text.attributes(at: end).color == bright.controlColor)
        let star = text.attributes(at: offset(of: "*", in: text))
        #expect(star.color == bright.inlineCodeColor)
        #expect(text.attributes(at: offset(of: "x", in: text)).font?.isItalic == false)
        let border = bright.codeBorder
        #expect(border.strokeWidth == 1)
        #expect(border.cornerRadius == 2)
        #expect(border.fillColor == bright.codeBackgroundColor)
        #expect(border.strokeColor == bright.codeBorderColor)
        let after = text.attributes(at: offset(of: "now", in: text))
        #expect(after.backgroundBorder == nil)
        #expect(after.font?.family == "Noto Sans")
    }

    @Test func doubleBacktickCodeAndCodeInHeadings() {
        let text = styled("``a ` b`` and\n# Use `x`")
        let tick = text.attributes(at: offset(of: "` b", in: text))
        #expect(tick.color == bright.inlineCodeColor)
        #expect(tick.font?.family == "Noto Sans Mono")
        let code = text.attributes(at: offset(of: "x", in: text))
        #expect(code.font?.family == "Noto Sans Mono")
        #expect(code.font?.size == 20)
        #expect(code.color == bright.inlineCodeColor)
    }

    @Test func linksImagesAndReferences() throws {
        let text = styled(
            "see [the site](http://a.b/x_y_z \"T\") or ![logo](logo.png)\n[ref][id]\n[id]: http://r.example")
        let label = text.attributes(at: offset(of: "the site", in: text))
        #expect(label.color == bright.linkColor)
        let highlight = try #require(label.highlight)
        #expect(highlight.userInfo == ["url": "http://a.b/x_y_z"])
        let url = text.attributes(at: offset(of: "y", in: text))
        #expect(url.color == bright.linkColor)
        #expect(url.font?.isItalic == false)
        #expect(text.attributes(at: offset(of: "[", in: text)).color == bright.controlColor)
        #expect(text.attributes(at: offset(of: "](", in: text)).color == bright.controlColor)
        let image = text.attributes(at: offset(of: "logo", in: text))
        #expect(image.color == bright.linkColor)
        #expect(image.highlight == nil)
        #expect(text.attributes(at: offset(of: "!", in: text)).color == bright.controlColor)
        let reference = text.attributes(at: offset(of: "ref", in: text))
        #expect(reference.color == bright.linkColor)
        #expect(reference.highlight?.userInfo == ["url": "http://r.example"])
        let definition = text.attributes(at: offset(of: "http://r", in: text))
        #expect(definition.color == bright.linkColor)
        #expect(text.attributes(at: offset(of: "]:", in: text)).color == bright.controlColor)
        #expect(text.attributes(at: offset(of: "see", in: text)).color == bright.textColor)
    }

    @Test func listMarkersAndBlockQuotes() {
        let text = styled("- one\n* two\n+ three\n12. four\n> quoted *it*\nplain")
        for marker in ["-", "*", "+", "12."] {
            #expect(text.attributes(at: offset(of: marker, in: text)).color == bright.controlColor, "marker \(marker)")
        }
        #expect(text.attributes(at: offset(of: "one", in: text)).color == bright.textColor)
        #expect(text.attributes(at: offset(of: "four", in: text)).color == bright.textColor)
        #expect(text.attributes(at: offset(of: ">", in: text)).color == bright.controlColor)
        #expect(text.attributes(at: offset(of: "quoted", in: text)).color == bright.quoteColor)
        #expect(text.attributes(at: offset(of: "it", in: text)).font?.isItalic == true)
        #expect(text.attributes(at: offset(of: "plain", in: text)).color == bright.textColor)
    }

    /// A line of many quote markers and no list marker made the list-marker pattern try
    /// about 2ⁿ ways to split its spaces (0.75 s a line at 30 levels, so these 400 lines
    /// took about five minutes); the time limit catches a return to that.
    @Test(.timeLimit(.minutes(1)))
    func deeplyQuotedLinesStayCheap() {
        let quoted = String(repeating: "> ", count: 30)
        let source = Array(repeating: quoted + "a", count: 400).joined(separator: "\n") + "\n" + quoted + "- item"
        let text = styled(source)
        #expect(text.string == source)
        let lastLine = text.string.range(of: "- item")!
        #expect(text.attributes(at: text.utf16Offset(of: lastLine.lowerBound)).color == bright.controlColor)
        #expect(text.attributes(at: offset(of: "item", in: text)).color != bright.controlColor)
    }

    @Test(arguments: ["***", "---", "___", "* * *", "- - -"])
    func thematicBreaks(rule: String) {
        let text = styled("para\n\n\(rule)\nafter")
        let start = offset(of: rule, in: text)
        for index in start..<start + rule.utf16.count {
            let attributes = text.attributes(at: index)
            #expect(attributes.color == bright.controlColor)
            #expect(attributes.font == Font(family: "Noto Sans", size: 14))
        }
        #expect(text.attributes(at: 0).font?.weight == .regular)
    }

    @Test func indentedCodeBlocksAreMonoWithBlockBorder() {
        let source = "para\n\n    code *x*\n\n\tmore\nafter\n    not code"
        let text = styled(source)
        #expect(text.string == source)
        let start = offset(of: "    code", in: text)
        let end = offset(of: "more", in: text) + 4
        for index in start..<end {
            let attributes = text.attributes(at: index)
            #expect(attributes.blockBorder == bright.codeBorder)
            #expect(attributes.font == Font(family: "Noto Sans Mono", size: 14))
            #expect(attributes.color == bright.codeColor)
        }
        #expect(text.attributes(at: offset(of: "x", in: text)).font?.isItalic == false)
        #expect(text.attributes(at: 0).blockBorder == nil)
        #expect(text.attributes(at: offset(of: "after", in: text)).blockBorder == nil)
        let continuation = text.attributes(at: offset(of: "not code", in: text))
        #expect(continuation.blockBorder == nil)
        #expect(continuation.font?.family == "Noto Sans")
    }

    @Test func backslashEscapes() {
        let text = styled(##"\*not em\* and \# no heading"##)
        #expect(text.string == ##"\*not em\* and \# no heading"##)
        #expect(text.attributes(at: 0).color == bright.controlColor)
        #expect(text.attributes(at: 1).color == bright.textColor)
        #expect(text.attributes(at: offset(of: "not", in: text)).font?.isItalic == false)
        #expect(text.attributes(at: offset(of: ##"\#"##, in: text)).color == bright.controlColor)
        #expect(text.attributes(at: offset(of: "heading", in: text)).font?.weight == .regular)
        let code = styled(#"`a\` b"#)
        #expect(code.attributes(at: 2).color == bright.inlineCodeColor)
    }

    @Test func brightAndDarkThemesDiffer() {
        let source = "# H\n*a* `c` [l](u)"
        let light = styled(source)
        let dark = styled(source, SimpleMarkdownParser(theme: .dark))
        #expect(light.string == dark.string)
        #expect(light != dark)
        #expect(dark.attributes(at: offset(of: "H", in: dark)).color == SimpleMarkdownTheme.dark.headerColor)
        #expect(dark.attributes(at: offset(of: "a", in: dark)).color == Color.white)
        #expect(light.attributes(at: offset(of: "a", in: light)).color == Color.black)
        let themes = [SimpleMarkdownTheme.bright, .dark]
        #expect(themes[0].controlColor != themes[1].controlColor)
        #expect(themes[0].headerColor != themes[1].headerColor)
        #expect(themes[0].inlineCodeColor != themes[1].inlineCodeColor)
        #expect(themes[0].linkColor != themes[1].linkColor)
        #expect(themes[0].quoteColor != themes[1].quoteColor)
        #expect(themes[0].codeBorder != themes[1].codeBorder)
    }

    @Test func parsingTwiceIsIdempotent() {
        let parser = SimpleMarkdownParser()
        var text = AttributedText("# T\n**b** *i* `c` [l](u)\n\n    code\n> q\n- x")
        var selection: Range<Int>? = 2..<5
        #expect(parser.parse(&text, selectedRange: &selection))
        let once = text
        #expect(!parser.parse(&text, selectedRange: &selection))
        #expect(text == once)
        #expect(selection == 2..<5)
    }

    @Test(arguments: [nil, 0..<0, 3..<7, 9..<9, 0..<12] as [Range<Int>?])
    func selectedRangeIsLeftAlone(selection: Range<Int>?) {
        var text = AttributedText("**bo** *it*\n")
        var selected = selection
        #expect(SimpleMarkdownParser().parse(&text, selectedRange: &selected))
        #expect(selected == selection)
        if let selected {
            #expect(selected.lowerBound >= 0 && selected.upperBound <= text.length)
        }
    }

    @Test func resetRestylesFromScratchButKeepsAttachments() {
        var text = AttributedText("ab\u{FFFC}cd", attributes: TextAttributes(font: Font(size: 40), color: .red))
        text.setAttribute(\.underline, TextDecoration(), range: 0..<2)
        let attachment = TextAttachment(content: .named("img"), size: Size(width: 10, height: 10))
        text.setAttachment(attachment, range: 2..<3)
        text.setAttribute(\.backedString, TextBackedString(":x:"), range: 2..<3)
        var selection: Range<Int>? = nil
        #expect(SimpleMarkdownParser().parse(&text, selectedRange: &selection))
        #expect(text.attributes(at: 0).underline == nil)
        #expect(text.attributes(at: 0).font == Font(family: "Noto Sans", size: 14))
        #expect(text.attributes(at: 4).color == bright.textColor)
        #expect(text.attributes(at: 2).attachment == attachment)
        #expect(text.attributes(at: 2).backedString == TextBackedString(":x:"))
    }

    @Test func adjacentBackedStringsSurviveTheReset() {
        // Two "❤️" replacements that differ only in colour become equal after the reset;
        // the merged run must still stand for both originals.
        var text = AttributedText("❤️❤️ x", attributes: TextAttributes(color: .red))
        text.setAttribute(\.backedString, TextBackedString(":heart:"), range: 0..<2)
        text.setAttribute(\.backedString, TextBackedString(":heart:"), range: 2..<4)
        text.setColor(.blue, range: 2..<4)
        var selection: Range<Int>? = nil
        #expect(SimpleMarkdownParser().parse(&text, selectedRange: &selection))
        let plain = text.runs.map { $0.attributes.backedString?.string ?? text.attributedSubstring($0.range).string }
            .joined()
        #expect(plain == ":heart::heart: x")
        #expect(text.attributes(at: 0).color == bright.textColor)
    }

    @Test func configurableSizesAndFamilies() {
        let parser = SimpleMarkdownParser(
            fontSize: 18, headerFontSize: 30, fontFamily: "Custom", monospaceFontFamily: "Mono")
        let text = styled("# h\nbody `c`", parser)
        #expect(text.attributes(at: offset(of: "h", in: text)).font?.size == 30)
        #expect(text.attributes(at: offset(of: "body", in: text)).font == Font(family: "Custom", size: 18))
        #expect(text.attributes(at: offset(of: "c", in: text)).font == Font(family: "Mono", size: 18))
        #expect(parser.headerFontSize(level: 6) == 18)
    }

    @Test func emptyTextIsUnchangedAndNonBMPOffsetsAreRight() {
        var empty = AttributedText("")
        var selection: Range<Int>? = 0..<0
        #expect(!SimpleMarkdownParser().parse(&empty, selectedRange: &selection))
        #expect(selection == 0..<0)
        let text = styled("😀👍 **b** 𝒳 *i*")
        #expect(text.attributes(at: offset(of: "b", in: text)).font?.weight == .bold)
        #expect(text.attributes(at: offset(of: "i", in: text)).font?.isItalic == true)
        #expect(text.attributes(at: offset(of: "𝒳", in: text)).font?.isItalic == false)
    }
}

@Suite("SimpleMarkdownParser robustness")
struct SimpleMarkdownParserRobustnessTests {
    /// Random mixes of markup characters, words, newlines and non-BMP characters: the
    /// characters stay, the runs tile the text and a second parse changes nothing.
    @Test func randomMarkupKeepsCharactersAndIsIdempotent() {
        let pieces = [
            "*", "**", "_", "__", "~~", "`", "``", "#", "# ", "\n", "\n\n", "    ", "\t", "> ", "- ", "1. ",
            "[", "]", "(", ")", "![", "]:", "\\", "=", "---", " ", "word", "😀", "é", "x_y", "http://a",
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let parser = SimpleMarkdownParser()
        for _ in 0..<300 {
            var source = ""
            for _ in 0..<40 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                source += pieces[Int((seed >> 33) % UInt64(pieces.count))]
            }
            var text = AttributedText(source)
            var selection: Range<Int>? = 0..<text.length
            _ = parser.parse(&text, selectedRange: &selection)
            #expect(text.string == source)
            #expect(selection == 0..<text.length)
            #expect(text.runs.first?.range.lowerBound == 0)
            #expect(text.runs.last?.range.upperBound == text.length)
            #expect(zip(text.runs, text.runs.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
            let once = text
            #expect(!parser.parse(&text, selectedRange: &selection), "\(source.debugDescription)")
            #expect(text == once)
        }
    }
}
