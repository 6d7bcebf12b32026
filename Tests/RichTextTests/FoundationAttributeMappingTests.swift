import Foundation
import RichText
import Testing

/// Foundation's own attributes and RichText's: `link` ⇄ a highlight carrying the URL,
/// `languageIdentifier` ⇄ `language`, unknown attributes dropped, the keys' coding.
@Suite("Foundation attribute mapping")
struct FoundationAttributeMappingTests {
    @Test("a highlight with a URL becomes Foundation's link, and a link a highlight")
    func link() throws {
        let url = "https://example.org/page?q=1"
        var text = AttributedText("see the page")
        text.modifyAttributes(in: 4..<12) { $0.highlight = TextHighlight(color: .blue, userInfo: ["url": url]) }
        let string = AttributedString(text)
        let linked = string.runs.filter { $0.link != nil }
        #expect(linked.count == 1)
        #expect(linked.first?.link?.absoluteString == url)
        #expect(linked.first.map { String(string[$0.range].characters) } == "the page")

        var foundation = AttributedString("open ")
        var link = AttributedString("this")
        link.link = URL(string: url)
        foundation.append(link)
        let converted = AttributedText(foundation)
        #expect(converted.attributes(at: 5).highlight == TextHighlight.link(try #require(URL(string: url))))
        #expect(converted.attributes(at: 5).highlight?.userInfo["url"] == url)
        #expect(converted.attributes(at: 0).highlight == nil)
        let styled = AttributedText(foundation) { TextHighlight(color: .red, userInfo: ["url": $0.absoluteString]) }
        #expect(styled.attributes(at: 5).highlight?.attributes.color == .red)
    }

    @Test("a RichText highlight wins over a link, taking the link's URL")
    func precedence() throws {
        var string = AttributedString("both")
        string.richText.highlight = TextHighlight(color: .green, userInfo: ["url": "https://old.example", "id": "7"])
        string.link = URL(string: "https://new.example")
        let highlight = try #require(AttributedText(string).attributes(at: 0).highlight)
        #expect(highlight.attributes.color == .green)
        #expect(highlight.userInfo == ["url": "https://new.example", "id": "7"])
    }

    @Test("a highlight URL that URL would rewrite is not made a link, so it comes back unchanged")
    func unrepresentableURL() {
        var text = AttributedText("x")
        text.modifyAttributes(in: 0..<1) { $0.highlight = TextHighlight(userInfo: ["url": "not a url with spaces"]) }
        let string = AttributedString(text)
        #expect(string.runs.first?.link == nil)
        #expect(AttributedText(string) == text)
    }

    @Test("languageIdentifier and language map both ways")
    func language() {
        var text = AttributedText("日本語 text")
        text.setLanguage("ja", range: 0..<3)
        let string = AttributedString(text)
        #expect(string.runs.first?.languageIdentifier == "ja")
        #expect(string.runs.count == 2)
        var foundation = AttributedString("sr")
        foundation.languageIdentifier = "sr-Latn"
        #expect(AttributedText(foundation).attributes(at: 0).language == "sr-Latn")
    }

    @Test("a string with only Foundation attributes lays out, its link hit-testable")
    func foundationOnly() throws {
        var string = AttributedString("Read the ")
        var link = AttributedString("manual")
        link.link = URL(string: "https://example.org/manual")
        link.languageIdentifier = "en"
        string.append(link)
        string.append(AttributedString(" now.\r\nمرحبا 👋"))
        var unknown = AttributedString(" alt")
        unknown.alternateDescription = "an alternate"
        unknown.imageURL = URL(string: "https://example.org/x.png")
        string.append(unknown)
        let text = AttributedText(string)
        #expect(text.string == String(string.characters))
        #expect(text.attributes(at: text.length - 1) == TextAttributes())
        let layout = TextLayout(container: TextContainer(width: 200), text: text)
        #expect(layout.lines.count >= 2)
        let box = try #require(layout.rects(for: 9..<15).first)
        let hit = layout.highlight(at: Point(x: box.midX, y: box.midY))
        #expect(hit?.range == 9..<15)
        #expect(hit?.highlight.userInfo["url"] == "https://example.org/manual")
    }

    @Test("an empty string and a string without attributes convert with the defaults")
    func defaults() {
        #expect(AttributedText(AttributedString()) == AttributedText(""))
        #expect(AttributedText(AttributedString("plain")) == AttributedText("plain"))
        #expect(AttributedString(AttributedText("")) == AttributedString())
    }

    @Test("the keys encode values by their own Codable rules: actions dropped, opaque content a placeholder")
    func keyCoding() throws {
        typealias Keys = AttributeScopes.RichTextAttributes
        var highlight = TextHighlight(color: .blue, userInfo: ["url": "https://example.org"])
        highlight.tapAction = TextAction { _ in }
        let encoded = try JSONEncoder().encode(KeyCoded<Keys.HighlightAttribute>(value: highlight))
        let decoded = try JSONDecoder().decode(KeyCoded<Keys.HighlightAttribute>.self, from: encoded).value
        #expect(decoded.tapAction == nil)
        #expect(decoded == TextHighlight(color: .blue, userInfo: ["url": "https://example.org"]))
        let attachment = TextAttachment(content: .opaque(.init(7)), size: Size(width: 2, height: 2))
        let data = try JSONEncoder().encode(KeyCoded<Keys.AttachmentAttribute>(value: attachment))
        let content = try JSONDecoder().decode(KeyCoded<Keys.AttachmentAttribute>.self, from: data).value.content
        #expect(content == .placeholder("Int"))
        #expect(Keys.AttachmentAttribute.inheritedByAddedText == false)
        #expect(Keys.FontAttribute.name == "RichText.font")
    }
}

/// A value coded through its attributed-string key's `encode(_:to:)` and `decode(from:)`,
/// as Foundation codes an `AttributedString` on Apple platforms.
struct KeyCoded<Key: CodableAttributedStringKey>: Codable {
    var value: Key.Value

    init(value: Key.Value) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        value = try Key.decode(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try Key.encode(value, to: encoder)
    }
}
