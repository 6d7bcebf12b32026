import Foundation
import RichText
import Testing

/// `AttributedText` ⇄ Foundation's `AttributedString`: every attribute survives the round
/// trip, `link` and `languageIdentifier` map to RichText's highlight and language, and
/// Foundation-only strings lay out.
@Suite("AttributedString interop")
struct AttributedStringInteropTests {
    /// `text` through `AttributedString` and back.
    static func roundTrip(_ text: AttributedText) -> AttributedText {
        AttributedText(AttributedString(text))
    }

    @Test("every golden layout's text comes back equal and lays out to the same dump")
    func goldens() {
        for testCase in GoldenLayoutTests.cases {
            let original = layout(testCase.text, testCase.container, style: testCase.style)
            let back = Self.roundTrip(original.text)
            #expect(back == original.text, "\(testCase.name)")
            #expect(TextLayout(container: testCase.container, text: back).dump() == original.dump(), "\(testCase.name)")
        }
    }

    @Test("a text with every attribute key comes back equal, run for run", arguments: [120.0, 300])
    func everyAttribute(width: Double) {
        let text = RichTextSamples.everyAttribute
        let keys = text.runs.reduce(into: Set<TextAttributeKey>()) { $0.formUnion($1.attributes.keys) }
        #expect(keys == Set(TextAttributeKey.allCases))
        let back = Self.roundTrip(text)
        #expect(back == text)
        #expect(back.runs == text.runs)
        let container = TextContainer(width: width)
        #expect(
            TextLayout(container: container, text: back).dump() == TextLayout(container: container, text: text).dump())
    }

    @Test("each attribute alone comes back equal", arguments: TextAttributeKey.allCases)
    func eachAttribute(key: TextAttributeKey) {
        var text = AttributedText("a 😀 e\u{301}\r\n𝐀")
        text.modifyAttributes(in: 2..<8) { $0 = RichTextSamples.value(for: key) }
        #expect(Self.roundTrip(text) == text)
    }

    @Test("run boundaries inside clusters and around non-BMP, CR LF and emoji keep their UTF-16 offsets")
    func offsets() {
        // "e" + U+0301, a ZWJ family, CR LF, a mathematical bold A (two units each).
        var text = AttributedText("xe\u{301}👨‍👩‍👧\r\n𝐀𝐁y")
        for (index, range) in [1..<2, 2..<3, 3..<5, 5..<6, 6..<11, 11..<12, 12..<13, 13..<15, 15..<17].enumerated() {
            text.setColor(Color(red: Double(index) / 10, green: 0, blue: 0), range: range)
        }
        let string = AttributedString(text)
        #expect(string.runs.count == text.runs.count)
        #expect(Self.roundTrip(text).runs == text.runs)
        let bold = string.runs.first { $0.richText.color == Color(red: 0.8, green: 0, blue: 0) }
        #expect(bold.map { String(string[$0.range].characters) } == "𝐁")
    }

    @Test("a range ending between the halves of a surrogate pair takes the whole scalar, and the round trip keeps it")
    func splitSurrogate() {
        var text = AttributedText("a😀b")
        text.setColor(.red, range: 0..<2)
        #expect(text.runs.map(\.range) == [0..<3, 3..<4])
        #expect(Self.roundTrip(text) == text)
    }

    @Test("two equal attachments side by side stay two runs")
    func attachmentsStayApart() {
        let attachment = RichTextSamples.value(for: .attachment)
        var text = AttributedText(TextAttachment.character, attributes: attachment)
        text.append(AttributedText(TextAttachment.character, attributes: attachment))
        #expect(text.runs.count == 2)
        #expect(Self.roundTrip(text).runs.count == 2)
        var string = AttributedString(TextAttachment.character + TextAttachment.character)
        string.richText.attachment = attachment.attachment
        #expect(AttributedText(string).runs.count == 1)
    }

    @Test("highlight actions and opaque attachment content survive in memory")
    func actionsInMemory() {
        let highlight = TextHighlight(color: .blue, userInfo: ["id": "1"])
        var withAction = highlight
        withAction.tapAction = TextAction { _ in }
        var text = AttributedText("tap")
        text.modifyAttributes(in: 0..<3) {
            $0.highlight = withAction
            $0.attachment = TextAttachment(content: .opaque(.init(42)), size: Size(width: 1, height: 1))
        }
        let back = Self.roundTrip(text)
        #expect(back == text)
        #expect(back.attributes(at: 0).highlight?.tapAction != nil)
    }
}
