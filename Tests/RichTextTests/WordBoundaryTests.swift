import Foundation
import RichText
import Testing

/// `wordRange(at:)` (ICU's word break iterator) and
/// `textRange(byExtending:direction:offset:)` (YYText's keyboard extension).
@Suite("Word boundaries and extending ranges")
struct WordBoundaryTests {
    func layout(_ string: String, width: Double = .infinity) -> TextLayout {
        var text = AttributedText(string)
        text.font = .default
        return TextLayout(container: TextContainer(width: width), text: text)
    }

    /// The text of `range` in `layout`.
    func string(_ layout: TextLayout, _ range: TextRange?) -> String? {
        range.map { String(decoding: Array(layout.text.string.utf16)[$0], as: UTF16.self) }
    }

    /// The word at `offset` as a string.
    func word(_ layout: TextLayout, _ offset: Int, _ affinity: TextPosition.Affinity = .forward) -> String? {
        string(layout, layout.wordRange(at: TextPosition(offset: offset, affinity: affinity)))
    }

    @Test("Latin: inside a word, on spaces, at punctuation, at both ends of the text")
    func latin() {
        let text = layout("Hello, wide  world!")
        #expect(word(text, 0) == "Hello")
        #expect(word(text, 3) == "Hello")
        #expect(word(text, 5) == "Hello", "after the word, before the comma: the word")
        #expect(word(text, 6) == " ", "inside no word: the segment (the space after the comma)")
        #expect(word(text, 7) == "wide")
        #expect(word(text, 11, .backward) == "wide")
        #expect(word(text, 11) == "wide", "before two spaces: the word before them")
        #expect(word(text, 12) == "  ", "two spaces are one segment")
        #expect(word(text, 13) == "world")
        #expect(word(text, 18) == "world", "before the final ! the word wins")
        #expect(word(text, 19) == "!", "at the end: the segment before it")
        #expect(word(text, 20) == nil && word(text, -1) == nil)
        #expect(layout("").wordRange(at: TextPosition(offset: 0)) == nil)
    }

    @Test("apostrophes, numbers with separators and hyphens follow UAX #29")
    func punctuation() {
        let text = layout("don't pay 1,234.50 for well-known e-mail")
        #expect(word(text, 2) == "don't")
        #expect(word(text, 12) == "1,234.50")
        #expect(word(text, 25) == "well")
        #expect(word(text, 28) == "known")
    }

    @Test("CJK: ICU's dictionary splits Chinese and Japanese into words")
    func cjk() {
        let chinese = layout("我们今天去北京")
        let first = chinese.wordRange(at: TextPosition(offset: 0))
        #expect(first == 0..<2, "我们 is one word")
        #expect(word(chinese, 5) == "北京")
        let japanese = layout("東京都に住んでいます")
        let tokyo = japanese.wordRange(at: TextPosition(offset: 0))
        #expect(tokyo.map { $0.count >= 2 && $0.count < 10 } == true, "a dictionary word, not the whole run")
        #expect(word(japanese, 9) != nil)
        let korean = layout("한국어 텍스트")
        #expect(word(korean, 1) == "한국어")
    }

    @Test("Thai: words without spaces between them, from ICU's dictionary")
    func thai() {
        let text = layout("ภาษาไทยเป็นภาษาที่สวยงาม")
        #expect(word(text, 0) == "ภาษา")
        #expect(word(text, 5) == "ไทย")
        #expect(word(text, 8) == "เป็น")
        let whole = text.text.length
        #expect(word(text, whole, .backward) == "สวยงาม")
    }

    @Test("Arabic and Hebrew words, right to left, with marks and punctuation")
    func rightToLeft() {
        let arabic = layout("مرحبا بالعالم، كيف حالك؟")
        #expect(word(arabic, 2) == "مرحبا")
        #expect(word(arabic, 8) == "بالعالم")
        #expect(word(arabic, 13) == "بالعالم", "before the Arabic comma")
        #expect(word(arabic, 16) == "كيف")
        let vowelled = layout("كَتَبَ الوَلَدُ")
        #expect(word(vowelled, 1) == "كَتَبَ", "marks stay in the word")
        #expect(word(layout("שלום עולם"), 6) == "עולם")
    }

    @Test("paragraphs: a separator is never selected; an empty paragraph gives an empty range")
    func paragraphs() {
        let text = layout("one\n\ntwo\r\nthree")
        #expect(word(text, 3) == "one", "at the end of the first paragraph")
        #expect(text.wordRange(at: TextPosition(offset: 4)) == 4..<4, "the empty paragraph")
        #expect(word(text, 8) == "two", "before CR LF")
        #expect(word(text, 9, .backward) == "two", "between CR and LF")
        #expect(word(text, 10) == "three")
        #expect(word(text, 15) == "three")
    }

    @Test("a binding the word touches is selected whole; a point finds the word under it")
    func bindingsAndPoints() throws {
        var text = AttributedText("mail @anna.smith today")
        text.font = .default
        text.setAttribute(\.binding, TextBinding(), range: 5..<16)
        let layout = TextLayout(container: TextContainer(), text: text)
        #expect(layout.wordRange(at: TextPosition(offset: 7)) == 5..<16)
        #expect(layout.wordRange(at: TextPosition(offset: 12)) == 5..<16)
        #expect(layout.wordRange(at: TextPosition(offset: 2)) == 0..<4)
        let line = try #require(layout.lines.first)
        let point = Point(x: line.origin.x + line.width - 3, y: line.baseline - 4)
        #expect(layout.wordRange(at: point) == 17..<22)
    }

    @Test("extending right and left by clusters, with negative offsets, clamped to the text")
    func extendHorizontally() {
        let text = layout("ab👨‍👩‍👧cd")
        let start = TextPosition(offset: 1)
        #expect(text.textRange(byExtending: start, direction: .right, offset: 1) == 1..<2)
        #expect(text.textRange(byExtending: start, direction: .right, offset: 2) == 1..<10, "the family is one step")
        #expect(text.textRange(byExtending: start, direction: .left, offset: -2) == 1..<10)
        #expect(text.textRange(byExtending: start, direction: .left, offset: 1) == 0..<1)
        #expect(text.textRange(byExtending: start, direction: .left, offset: 5) == 0..<1, "clamped at the start")
        #expect(text.textRange(byExtending: start, direction: .right, offset: .max) == 1..<12, "clamped at the end")
        #expect(text.textRange(byExtending: start, direction: .left, offset: .min) == 1..<12)
        let inside = TextPosition(offset: 4)
        #expect(text.textRange(byExtending: inside, direction: .right, offset: 1) == 2..<10, "whole clusters")
        #expect(text.textRange(byExtending: start, direction: .right, offset: 0) == text.textRange(byExtending: start))
        #expect(text.textRange(byExtending: TextPosition(offset: 13), direction: .left, offset: 1) == nil)
    }

    @Test("extending up and down by rows keeps the x; past the first or last row it reaches the ends")
    func extendVertically() throws {
        let text = layout("first line of words here and then second line of words and a third one", width: 120)
        #expect(text.rowCount >= 3)
        let lines = text.lines
        let start = TextPosition(offset: lines[1].range.lowerBound + 3)
        let down = try #require(text.textRange(byExtending: start, direction: .down, offset: 1))
        #expect(down.lowerBound == start.offset && lines[2].range.contains(down.upperBound))
        let up = try #require(text.textRange(byExtending: start, direction: .up, offset: 1))
        #expect(up.upperBound == start.offset && lines[0].range.contains(up.lowerBound))
        #expect(text.textRange(byExtending: start, direction: .up, offset: 9) == 0..<start.offset)
        #expect(text.textRange(byExtending: start, direction: .down, offset: 9) == start.offset..<text.text.length)
        #expect(
            text.textRange(byExtending: start, direction: .down, offset: Int.max) == start.offset..<text.text.length)
        #expect(text.textRange(byExtending: start, direction: .up, offset: -1) == down)
    }

    @Test("extending stays inside the visible text of a truncated layout and never cuts a binding")
    func extendTruncatedAndBindings() throws {
        var text = AttributedText("tag @someone here and much more text that will not fit at all")
        text.font = .default
        text.setAttribute(\.binding, TextBinding(), range: 4..<12)
        var container = TextContainer(width: 150)
        container.maximumNumberOfRows = 1
        container.truncationType = .end
        let layout = TextLayout(container: container, text: text)
        #expect(layout.textRange(byExtending: TextPosition(offset: 3), direction: .right, offset: 1) == 3..<4)
        #expect(layout.textRange(byExtending: TextPosition(offset: 3), direction: .right, offset: 2) == 3..<12)
        #expect(layout.textRange(byExtending: TextPosition(offset: 13), direction: .left, offset: 2) == 4..<13)
        let end = layout.visibleRange.upperBound
        #expect(layout.textRange(byExtending: TextPosition(offset: 13), direction: .right, offset: 500) == 13..<end)
        #expect(layout.textRange(byExtending: TextPosition(offset: end + 5), direction: .right, offset: 1) == nil)
    }
}
