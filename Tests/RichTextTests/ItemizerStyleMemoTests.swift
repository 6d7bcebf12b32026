import Testing

@testable import RichText

/// The itemizer keeps the last attribute run's style and fallback chain from paragraph to
/// paragraph; the items must be those of an itemizer made afresh for each paragraph.
@Suite("Itemizer: a run's style kept across paragraphs")
struct ItemizerStyleMemoTests {
    @Test("items of a reused itemizer equal a fresh one's, over random runs crossing paragraphs", arguments: 0..<12)
    func reusedEqualsFresh(seed: UInt64) throws {
        var random = SplitMix64(state: seed &* 0x51_7CC1 &+ 7)
        let words = ["alpha", "βήτα", "гамма", "שלום", "مرحبا", "日本語", "한국어", "ไทย", "x", "42"]
        var string = ""
        for _ in 0..<(20 + Int(random.next() % 30)) {
            for _ in 0..<Int(random.next() % 6) { string += words[Int(random.next() % UInt64(words.count))] + " " }
            string += ["\n", "\n\n", "\r\n", "\u{2029}"][Int(random.next() % 4)]
        }
        var text = AttributedText(string)
        text.font = .default
        var offset = 0
        while offset < text.length {
            let length = 1 + Int(random.next() % 40)
            let range = offset..<min(text.length, offset + length)
            switch random.next() % 5 {
            case 0: text.setFont(Font(size: 12 + Double(random.next() % 3) * 4), range: range)
            case 1: text.setAttribute(\.letterSpacing, 1.5, range: range)
            case 2: text.setAttribute(\.language, "ja", range: range)
            case 3: text.setFont(Font(family: "Noto Serif", size: 16), range: range)
            default: break
            }
            offset = range.upperBound
        }
        try expectReusedEqualsFresh(text, minimumParagraphs: 11)
    }

    /// Itemizes every paragraph of `text` (at least `minimumParagraphs` of them) with one
    /// itemizer and with a fresh one each, and expects the same items.
    private func expectReusedEqualsFresh(_ text: AttributedText, minimumParagraphs: Int) throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        let analysis = TextAnalysis(text)
        #expect(analysis.paragraphs.count >= minimumParagraphs)
        var reused = Itemizer(text: text, utf16: analysis.utf16, context: context)
        for paragraph in analysis.paragraphs {
            let kept = reused.items(for: paragraph)
            var fresh = Itemizer(text: text, utf16: analysis.utf16, context: context)
            let expected = fresh.items(for: paragraph)
            #expect(kept.map(\.range) == expected.map(\.range))
            #expect(kept.map(\.style) == expected.map(\.style))
            #expect(kept.map(\.style.font.size) == expected.map(\.style.font.size))
            #expect(kept.map(\.level) == expected.map(\.level))
            #expect(kept.map(\.script) == expected.map(\.script))
            #expect(zip(kept, expected).allSatisfy { $0.face === $1.face })
        }
    }

    @Test("more styles than the memo keeps, cycling: items equal a fresh itemizer's")
    func manyStylesCycling() throws {
        var text = AttributedText(String(repeating: "word and more words here\n", count: 120))
        text.font = .default
        // 40 sizes, each run a paragraph long, cycling three times: more than the memo holds.
        for paragraph in 0..<120 {
            let range = (paragraph * 25)..<(paragraph * 25 + 24)
            text.setFont(Font(size: 10 + Double(paragraph % 40)), range: range)
        }
        try expectReusedEqualsFresh(text, minimumParagraphs: 120)
    }

    @Test("runs of equal shaping attributes share one style box, whatever else differs")
    func equalStylesShareABox() throws {
        // "plain bold plain red-plain": the plain runs' boxes differ (the third has a
        // colour), but their shaping fields are equal, so their items share one style.
        var text = AttributedText("plain ")
        text.append(AttributedText("bold ", attributes: TextAttributes(font: Font(size: 16).with(weight: .bold))))
        text.append(AttributedText("plain again ", attributes: TextAttributes(font: Font(size: 16))))
        text.append(AttributedText("red", attributes: TextAttributes(font: Font(size: 16), color: .red)))
        #expect(text.runs.count == 4)
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        let analysis = TextAnalysis(text)
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        let items = itemizer.items(for: analysis.paragraphs[0])
        let styles = items.map(\.style)
        #expect(Set(styles).count == 2)
        for (index, style) in styles.enumerated() {
            let first = styles.first { $0 == style }!
            #expect(style.sharesBox(with: first), "item \(index)")
        }
        // And each still equals the style its run's attributes make.
        for item in items {
            #expect(item.style == text.attributes(at: item.range.lowerBound).shapingStyle)
        }
    }

    /// The shaped runs of `text`'s second paragraph that hold an attachment.
    private func secondParagraphAttachments(_ text: AttributedText) -> [TextAttachment] {
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        return layout.shapedText.paragraphs[1].runs.compactMap(\.attachment)
    }

    @Test("a later run keeps its own attachment, even one equal to an earlier run's by ==")
    func attachmentsAreNotSharedByEquality() throws {
        // "é" as one scalar and as two are == in Swift, and so are .opaque(1) and .opaque(1.0);
        // a later run must still report what its own attributes hold (a reviewer's catch).
        let pairs: [(AttachmentContent, AttachmentContent)] = [
            (.named("caf\u{E9}.png"), .named("cafe\u{301}.png")),
            (.opaque(.init(1)), .opaque(.init(1.0))),
        ]
        for (first, second) in pairs {
            var text = AttributedText("first ")
            let size = Size(width: 10, height: 10)
            text.append(
                AttributedText(
                    TextAttachment.character,
                    attributes: TextAttributes(attachment: TextAttachment(content: first, size: size))))
            text.append(AttributedText("\nsecond "))
            text.append(
                AttributedText(
                    TextAttachment.character,
                    attributes: TextAttributes(attachment: TextAttachment(content: second, size: size))))
            let found = try #require(secondParagraphAttachments(text).first)
            switch (found.content, second) {
            case (.named(let name), .named(let expected)):
                #expect(Array(name.unicodeScalars) == Array(expected.unicodeScalars))
            case (.opaque(let payload), .opaque):
                #expect(payload.value is Double, "the second run's payload, 1.0")
            default:
                Issue.record("unexpected content \(found.content)")
            }
        }
    }

    @Test(
        "a run keeps its own language when another spelling of it is ==, in the next paragraph or the same one",
        arguments: ["\n", " "])
    func stringFieldsCompareByScalars(separator: String) throws {
        var text = AttributedText("one" + separator, attributes: TextAttributes(language: "caf\u{E9}"))
        text.append(AttributedText("two", attributes: TextAttributes(color: .red, language: "cafe\u{301}")))
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        let analysis = TextAnalysis(text)
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        let items = analysis.paragraphs.flatMap { itemizer.items(for: $0) }
        let languages = items.compactMap(\.style.language).map { Array($0.unicodeScalars) }
        #expect(languages == [Array("caf\u{E9}".unicodeScalars), Array("cafe\u{301}".unicodeScalars)])
    }
}
