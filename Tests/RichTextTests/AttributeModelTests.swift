import Foundation
import RichText
import Testing

@Suite("Attribute model: values, Codable, editing")
struct AttributeModelTests {
    /// One attributes value with every attribute set.
    static var everything: TextAttributes {
        var a = TextAttributes()
        a.font = Font(
            family: "Noto Sans Mono", size: 13, weight: .bold, italic: true, features: [FontFeature("ss01")],
            variations: [FontVariation("wght", 650)])
        a.color = .red
        a.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        a.strokeWidth = -3
        a.strokeColor = .blue
        a.kern = 1.5
        a.letterSpacing = 0.5
        a.ligatures = false
        a.features = [FontFeature("tnum")]
        a.language = "sr-Latn"
        a.baselineOffset = 2
        a.obliqueness = 0.2
        a.glyphTransform = .skew(0.3)
        a.shadow = TextShadow(
            color: .gray, offset: Size(width: 1, height: 2), radius: 3, blendMode: .multiply,
            subShadow: TextShadow(color: .red, offset: Size(width: -1, height: 0), radius: 1))
        a.innerShadow = TextShadow(radius: 1)
        a.underline = TextDecoration(
            style: TextLineStyle(.double, pattern: .dashDot), width: 2, color: .green, shadow: TextShadow())
        a.strikethrough = TextDecoration(style: .thick)
        a.backgroundBorder = TextBorder.background(.blue)
        a.border = TextBorder(
            lineStyle: TextLineStyle(.single, pattern: .circleDot), strokeWidth: 1, strokeColor: .black,
            lineJoin: .round, insets: EdgeInsets(all: -1), cornerRadius: 4, shadow: TextShadow(), fillColor: .white)
        a.blockBorder = TextBorder(strokeWidth: 2)
        a.attachment = TextAttachment(
            content: .named("smile"), size: Size(width: 20, height: 20), ascent: 15,
            contentSize: Size(width: 10, height: 5), contentMode: .scaleAspectFit,
            contentInsets: EdgeInsets(all: 1), userInfo: ["id": "7"])
        a.highlight = TextHighlight(
            attributes: TextAttributes(color: .blue), removing: [.underline], userInfo: ["url": "https://example.org"])
        a.binding = TextBinding(deleteConfirm: true)
        a.backedString = TextBackedString(":smile:")
        var style = ParagraphStyle()
        style.alignment = .justified
        style.tabStops = [TextTab(location: 40, alignment: .decimal)]
        a.paragraphStyle = style
        return a
    }

    @Test(
        "every attribute is set in the sample, and each round-trips through JSON", arguments: TextAttributeKey.allCases)
    func codable(_ key: TextAttributeKey) throws {
        let everything = Self.everything
        #expect(everything.keys.contains(key))
        var only = everything
        for other in TextAttributeKey.allCases where other != key { only.remove(other) }
        #expect(only.keys == [key])
        let decoded = try JSONDecoder().decode(TextAttributes.self, from: JSONEncoder().encode(only))
        #expect(decoded == only)
        var text = AttributedText("a\u{FFFC}b")
        text.addAttributes(only, range: 1..<2)
        #expect(try JSONDecoder().decode(AttributedText.self, from: JSONEncoder().encode(text)) == text)
    }

    @Test("actions compare by identity and are not encoded; opaque payloads encode as placeholders")
    func closuresAndPayloads() throws {
        let tapped = TextHighlight(attributes: TextAttributes(color: .red), tapAction: TextAction { _ in })
        let plain = TextHighlight(attributes: TextAttributes(color: .red))
        #expect(tapped != plain, "a highlight with actions is not one without")
        #expect(tapped == tapped)
        let decoded = try JSONDecoder().decode(TextHighlight.self, from: JSONEncoder().encode(tapped))
        #expect(decoded == plain && decoded.tapAction == nil)
        let payload = TextAttachment(content: .opaque(.init(42)), size: Size(width: 1, height: 1))
        #expect(payload == TextAttachment(content: .opaque(.init(42)), size: Size(width: 1, height: 1)))
        #expect(payload != TextAttachment(content: .opaque(.init(43)), size: Size(width: 1, height: 1)))
        let round = try JSONDecoder().decode(TextAttachment.self, from: JSONEncoder().encode(payload))
        #expect(round.content == .placeholder("Int"))
    }

    @Test("equal values compare equal, never by identity")
    func valueEquality() {
        #expect(Self.everything == Self.everything)
        var other = Self.everything
        other.shadow = TextShadow(
            color: .gray, offset: Size(width: 1, height: 2), radius: 3, blendMode: .multiply,
            subShadow: TextShadow(color: .red, offset: Size(width: -1, height: 0), radius: 2))
        #expect(other != Self.everything, "a difference deep in the sub-shadow chain counts")
    }

    @Test("insert, append and replace: plain text takes its neighbour's attributes")
    func editing() {
        var text = AttributedText("Hello")
        text.setColor(.red, range: 0..<5)
        text.append(" world")
        #expect(text.string == "Hello world")
        #expect(text.attributes(at: 8).color == .red)
        text.insert("big ", at: 6)
        #expect(text.string == "Hello big world" && text.attributes(at: 6).color == .red)
        text.replaceCharacters(in: 0..<5, with: "Howdy")
        #expect(text.string == "Howdy big world" && text.attributes(at: 0).color == .red)
        var blue = AttributedText("BLUE")
        blue.setColor(.blue, range: 0..<4)
        text.replaceCharacters(in: 6..<9, with: blue)
        #expect(text.string == "Howdy BLUE world")
        #expect(text.attributes(at: 6).color == .blue && text.attributes(at: 11).color == .red)
        text.deleteCharacters(in: 0..<6)
        #expect(text.string == "BLUE world" && text.runs.map(\.range) == [0..<4, 4..<10])
        #expect(text.attributedSubstring(2..<6).string == "UE w")
        #expect(text.attributedSubstring(2..<6).runs.map(\.range) == [0..<2, 2..<4])
    }

    @Test("attachment, binding and backed string do not spread into text typed at their edge")
    func discontinuous() {
        var text = AttributedText("@ann")
        text.setAttribute(\.binding, TextBinding(), range: 0..<4)
        text.setAttribute(\.backedString, TextBackedString("@ann"), range: 0..<4)
        text.setColor(.blue, range: 0..<4)
        text.append("x")
        #expect(text.attributes(at: 4).binding == nil)
        #expect(text.attributes(at: 4).backedString == nil)
        #expect(text.attributes(at: 4).color == .blue, "continuous attributes do spread")
        var emoticon = AttributedText("a\u{FFFC}")
        emoticon.setAttachment(TextAttachment(size: Size(width: 10, height: 10)), range: 1..<2)
        emoticon.insert("b", at: 2)
        emoticon.insert("c", at: 1)
        #expect(emoticon.attributes(at: 3).attachment == nil)
        #expect(emoticon.attributes(at: 1).attachment == nil)
        #expect(emoticon.attributes(at: 2).attachment != nil)
    }

    @Test("remove and add attributes over a range")
    func removeAndAdd() {
        var text = AttributedText("abcdef", attributes: Self.everything)
        text.removeAttribute(.shadow, range: 0..<3)
        #expect(text.attributes(at: 1).shadow == nil && text.attributes(at: 4).shadow != nil)
        var extra = TextAttributes()
        extra.kern = 9
        text.addAttributes(extra, range: 2..<4)
        #expect(text.attributes(at: 3).kern == 9 && text.attributes(at: 3).color == .red)
    }

    @Test("a highlight applies its overrides and removals")
    func highlightOverrides() {
        let applied = Self.everything.highlight!.applied(to: Self.everything)
        #expect(applied.color == .blue)
        #expect(applied.underline == nil)
        #expect(applied.strikethrough == Self.everything.strikethrough)
    }

    @Test("whole-range access to any attribute")
    func wholeRange() {
        var text = AttributedText("abc")
        text[attribute: \.underline] = TextDecoration(style: .double)
        text.setColor(.red, range: 1..<2)
        #expect(text[attribute: \.underline]?.style == .double)
        #expect(text.runs.allSatisfy { $0.attributes.underline?.style == .double })
        text[attribute: \.underline] = nil
        #expect(text.runs.allSatisfy { $0.attributes.underline == nil })
        #expect(text.runs.count == 3)
    }

    @Test("contains(_:) says which keys are set, for every key")
    func containsNamesSetKeys() {
        var attributes = TextAttributes()
        for key in TextAttributeKey.allCases { #expect(!attributes.contains(key)) }
        attributes.shadow = TextShadow(color: .black, offset: Size(width: 1, height: 1), radius: 2)
        attributes.color = .red
        attributes.blockBorder = TextBorder()
        let set: Set<TextAttributeKey> = [.shadow, .color, .blockBorder]
        for key in TextAttributeKey.allCases { #expect(attributes.contains(key) == set.contains(key), "\(key)") }
        attributes.remove(.shadow)
        #expect(!attributes.contains(.shadow))
        #expect(attributes.contains(.color))
    }
}

@Suite("Discontinuous runs keep their identity")
struct DiscontinuousRunTests {
    @Test("two equal emoticons appended side by side stay two runs; plain text keeps both")
    func adjacentEmoticons() throws {
        var emoticon = TextAttributes()
        emoticon.attachment = TextAttachment(content: .named("heart"), size: Size(width: 16, height: 16))
        emoticon.backedString = TextBackedString(":heart:")
        var text = AttributedText("I ")
        text.append(AttributedText("\u{FFFC}", attributes: emoticon))
        text.append(AttributedText("\u{FFFC}", attributes: emoticon))
        #expect(text.runs.count == 3)
        let layout = TextLayout(container: TextContainer(width: 300), text: text)
        #expect(layout.plainText() == "I :heart::heart:")
        let decoded = try JSONDecoder().decode(AttributedText.self, from: JSONEncoder().encode(text))
        #expect(decoded.runs.count == 3 && decoded == text)
    }

    @Test("restyling part of one backed run: plain text keeps one replacement, and the pieces merge back")
    func splitAndRejoin() {
        var backed = TextAttributes()
        backed.backedString = TextBackedString("(heart)")
        var text = AttributedText("love", attributes: backed)
        text.setColor(.red, range: 1..<2)
        #expect(text.runs.count == 3)
        #expect(TextLayout(container: TextContainer(width: 300), text: text).plainText() == "(heart)")
        text.setColor(nil, range: 1..<2)
        #expect(text.runs.count == 1)
    }
}
