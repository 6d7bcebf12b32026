import RichText
import Testing

@Suite("Line breaking")
struct LineBreakingTests {
    let paragraph =
        "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! How vexingly quick daft zebras jump; sphinx of black quartz, judge my vow."

    @Test("lines break at spaces, fit the width, and tile the text")
    func greedy() {
        let result = layout(paragraph, width(300))
        #expect(result.lines.count > 1)
        var expectedStart = 0
        for line in result.lines {
            #expect(line.range.lowerBound == expectedStart)
            #expect(line.width <= 300 + 0.001)
            expectedStart = line.range.upperBound
            if line.range.upperBound < utf16Length(paragraph) {
                #expect(
                    Array(paragraph.utf16)[line.range.upperBound - 1] == 0x20, "line \(line.index) ends after a space")
            }
        }
        #expect(expectedStart == utf16Length(paragraph))
        #expect(result.visibleRange == 0..<utf16Length(paragraph))
        #expect(!result.isTruncated)
    }

    @Test("greedy: the next word would not have fit on each line")
    func greedyIsMaximal() {
        let result = layout(paragraph, width(300))
        let units = Array(paragraph.utf16)
        for line in result.lines.dropLast() {
            let nextStart = line.range.upperBound
            let nextWordEnd = (nextStart..<units.count).first { units[$0] == 0x20 } ?? units.count
            let candidate = substring(paragraph, line.range.lowerBound..<nextWordEnd)
            #expect(layout(candidate, width(.infinity)).lines[0].width > 300, "\(candidate) would have fit")
        }
    }

    @Test("trailing whitespace hangs: not counted in width, reported separately")
    func hangingWhitespace() throws {
        let result = layout("hello     world", width(60))
        let first = try #require(result.lines.first)
        #expect(first.range == 0..<10)
        #expect(first.trailingWhitespaceWidth > 15)
        #expect(first.width < 40)
    }

    @Test("re-breaking at another width reuses the shaping")
    func relayoutReusesShaping() {
        var text = AttributedText(paragraph)
        text.font = .default
        let shaped = ShapedText(text)
        let narrow = TextLayout(container: width(150), shapedText: shaped)
        let wide = TextLayout(container: width(400), shapedText: shaped)
        #expect(narrow.lines.count > wide.lines.count)
        #expect(narrow.shapedText.paragraphs == wide.shapedText.paragraphs)
        #expect(narrow.dump() == TextLayout(container: width(150), text: text).dump())
    }

    @Test("a word wider than the line breaks between grapheme clusters")
    func longWord() {
        let word = String(repeating: "abcdefghij", count: 500)
        let result = layout(word, width(100))
        #expect(result.lines.count > 40)
        for line in result.lines { #expect(line.width <= 100.001) }
        #expect(result.lines.last?.range.upperBound == 5000)
        let emoji = layout(String(repeating: "👨‍👩‍👧", count: 20), width(50))
        for line in emoji.lines { #expect(line.range.count % 8 == 0, "a ZWJ family never splits") }
    }

    @Test("char wrap breaks anywhere between clusters; clip never wraps")
    func modes() {
        let char = layout(paragraph, width(300), style: paragraphStyle { $0.lineBreakMode = .charWrap })
        let word = layout(paragraph, width(300))
        #expect(char.lines.count <= word.lines.count)
        #expect(
            char.lines.contains { line in
                let end = line.range.upperBound
                return end < utf16Length(paragraph) && Array(paragraph.utf16)[end - 1] != 0x20
            })
        let clip = layout(paragraph + "\nsecond", width(100), style: paragraphStyle { $0.lineBreakMode = .clip })
        #expect(clip.lines.count == 2)
        #expect(clip.lines[0].width > 100)
    }

    @Test("forced breaks: U+2028 ends a line inside a paragraph; paragraph ends too")
    func forcedBreaks() {
        let result = layout("one\u{2028}two\nthree\r\nfour", width(500))
        #expect(result.lineStarts == [0, 4, 8, 15])
        #expect(result.lines.map(\.range) == [0..<4, 4..<7, 8..<13, 15..<19])
    }

    @Test("VT and FF break a line as U+2028 does: no width, no box, never a line of their own")
    func verticalTabAndFormFeed() {
        for separator in ["\u{0B}", "\u{0C}"] {
            let reference = layout("three\u{2028}", width(40))
            let result = layout("three" + separator, width(40))
            #expect(result.lines.count == 1, "\(separator.debugDescription)")
            #expect(result.lines.map(\.range) == reference.lines.map(\.range))
            #expect(result.lines.map(\.width) == reference.lines.map(\.width))
            let wide = layout("a" + separator + "b", width(100_000))
            let wideReference = layout("a\u{2028}b", width(100_000))
            #expect(wide.lines.map(\.width) == wideReference.lines.map(\.width), "no advance for the break")
            #expect(wide.lines.count == 2)
            #expect(wide.missingGlyphCount == 0, "the break is no missing character")
        }
    }

    @Test("negative line and paragraph spacing count as 0: every row is laid out, none above the last")
    func negativeSpacing() {
        let text = "a\nb\nc"
        let plain = layout(text, TextContainer())
        for spacing in [-21.0, -30, -1e9] {
            let style = paragraphStyle {
                $0.lineSpacing = spacing
                $0.paragraphSpacing = spacing
                $0.paragraphSpacingBefore = spacing
            }
            let result = layout(text, TextContainer(), style: style)
            #expect(result.lines.count == 3)
            #expect(!result.isTruncated)
            #expect(result.lines.map(\.baseline) == plain.lines.map(\.baseline), "spacing \(spacing)")
        }
    }

    @Test("below min-content, no line is a lone soft hyphen, and both soft hyphens are treated alike")
    func softHyphenBelowMinContent() {
        let text = "a\u{AD}b\u{AD}c"
        for containerWidth in [12.0, 1] {
            let result = layout(text, width(containerWidth))
            #expect(result.lines.map(\.range) == [0..<1, 1..<3, 3..<5], "width \(containerWidth)")
            let pieces = result.lines.map { Array(text.utf16)[$0.range] }
            #expect(!pieces.contains([0xAD]), "a line holding only the soft hyphen")
        }
    }

    @Test("soft hyphen shows a hyphen only where the line breaks")
    func softHyphen() throws {
        let text = "extra\u{AD}ordinary extra\u{AD}ordinary"
        let narrow = layout(text, width(70))
        let first = try #require(narrow.lines.first)
        #expect(first.range.upperBound == 6, "breaks after the soft hyphen")
        let firstGlyphs = first.runs.flatMap(\.glyphIDs)
        let hyphen = try #require(
            FontContext.default.face(for: .default)?.glyph(for: "\u{2010}")
                ?? FontContext.default.face(for: .default)?.glyph(for: "-"))
        #expect(firstGlyphs.last == hyphen)
        #expect(first.width <= 70.001)
        let wide = layout(text, width(1000))
        #expect(!wide.lines[0].runs.flatMap(\.glyphIDs).contains(hyphen))
    }

    @Test("Chinese breaks between ideographs; Japanese never starts a line with 。")
    func cjk() {
        let chinese = String(repeating: "中文排版需要在字符之间断行", count: 4)
        let result = layout(chinese, width(100))
        #expect(result.lines.count > 3)
        for line in result.lines { #expect(line.width <= 100.001) }
        let japanese = "これは日本語の文章です。改行の規則を確かめます。句点で行が始まってはいけません。"
        let units = Array(japanese.utf16)
        for w in stride(from: 60.0, through: 200, by: 7) {
            for line in layout(japanese, width(w)).lines where line.range.lowerBound < units.count {
                #expect(units[line.range.lowerBound] != 0x3002, "width \(w): line starts with 。")
            }
        }
    }

    @Test("Thai breaks at dictionary word boundaries")
    func thai() {
        // libthai's dictionary words (ICU's kept the compound สวยงาม whole).
        let words = ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "สวย", "งาม"]
        let text = String(repeating: words.joined(), count: 3)
        var boundaries = Set<Int>()
        var offset = 0
        for _ in 0..<3 {
            for word in words {
                offset += utf16Length(word)
                boundaries.insert(offset)
            }
        }
        let result = layout(text, width(90))
        #expect(result.lines.count > 2)
        for line in result.lines { #expect(boundaries.contains(line.range.upperBound)) }
    }

    @Test("Arabic paragraph: right aligned by default, breaks at spaces, lines fit")
    func arabic() {
        let text = "مرحبا بالعالم هذا نص عربي طويل يجب أن ينقسم إلى عدة أسطر في الحاوية الضيقة"
        let result = layout(text, width(150))
        #expect(result.lines.count > 2)
        for line in result.lines {
            #expect(line.width <= 150.001)
            #expect(abs(line.origin.x + line.width - 150) < 0.01, "natural alignment of an RTL paragraph is right")
            #expect(
                line.runs.allSatisfy { $0.level == 1 || $0.glyphCount == 0 } || line.runs.contains { $0.level == 1 })
        }
    }
}
