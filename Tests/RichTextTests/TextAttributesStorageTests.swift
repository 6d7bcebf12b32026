import Foundation
import Testing

@testable import RichText

/// `TextAttributes` keeps its properties in a shared copy-on-write box: copies are cheap,
/// and values, hashing, JSON and printing are those of the inline struct it replaced.
@Suite("TextAttributes copy-on-write storage")
struct TextAttributesStorageTests {
    @Test("a copy changes alone; equal values in different boxes are equal and hash alike")
    func valueSemantics() {
        var original = TextAttributes(font: Font(size: 12), color: .red)
        var copy = original
        copy.color = .blue
        #expect(original.color == .red && copy.color == .blue)
        original.color = .blue
        #expect(original == copy, "equal by value, though built separately")
        #expect(original.hashValue == copy.hashValue)
        copy.underline = TextDecoration()
        #expect(original != copy)
        #expect(TextAttributes() == TextAttributes(font: nil))
    }

    @Test("runs are small: the attributes are one reference")
    func runSize() {
        #expect(MemoryLayout<TextAttributes>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<AttributedText.AttributeRun>.size <= 3 * MemoryLayout<Int>.size)
    }

    @Test("a box of attributes is small: borders, decorations, shadows and the like are out of line")
    func boxSize() {
        // Inline, the fields were 1,712 bytes: each markdown link's box took 1.7 KB.
        #expect(MemoryLayout<TextAttributes.Fields>.size <= 512)
    }

    @Test("out-of-line attributes: set, changed, removed and compared by value")
    func outOfLineValues() {
        var first = TextAttributes()
        first.border = TextBorder(strokeWidth: 2, strokeColor: .red)
        var second = first
        second.border?.cornerRadius = 3
        #expect(first.border?.cornerRadius == 0 && second.border?.cornerRadius == 3)
        #expect(first != second)
        second.border?.cornerRadius = 0
        #expect(first == second && first.hashValue == second.hashValue, "equal by value, in separate boxes")
        second.border = nil
        #expect(second == TextAttributes() && second.hashValue == TextAttributes().hashValue)
        var style = ParagraphStyle()
        style.lineSpacing = 4
        first.paragraphStyle = style
        #expect(first.paragraphStyle?.lineSpacing == 4 && first.border?.strokeWidth == 2)
    }

    @Test("JSON has one key per attribute set, named after the property")
    func jsonKeys() throws {
        var attributes = TextAttributes(color: .red, language: "en")
        attributes.kern = 2
        let data = try JSONEncoder().encode(attributes)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["color", "language", "kern"])
        #expect(object["language"] as? String == "en")
        #expect(try JSONDecoder().decode(TextAttributes.self, from: data) == attributes)
    }

    @Test("JSON of out-of-line attributes: a key when set, none when unset, as inline")
    func jsonOutOfLineKeys() throws {
        var attributes = TextAttributes(color: .red)
        attributes.underline = TextDecoration()
        attributes.shadow = TextShadow(color: .black, offset: Size(width: 1, height: 1), radius: 5)
        attributes.border = TextBorder(strokeWidth: 1, strokeColor: .blue)
        attributes.border = nil
        let data = try JSONEncoder().encode(attributes)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["color", "underline", "shadow"])
        let decoded = try JSONDecoder().decode(TextAttributes.self, from: data)
        #expect(decoded == attributes && decoded.border == nil && decoded.shadow?.radius == 5)
        // A null is read as unset, as an inline optional reads it.
        let withNull = Data(#"{"border":null,"kern":1}"#.utf8)
        var kerned = TextAttributes()
        kerned.kern = 1
        #expect(try JSONDecoder().decode(TextAttributes.self, from: withNull) == kerned)
    }

    @Test("printing shows the attributes, as the inline struct did")
    func printing() {
        let description = String(describing: TextAttributes(language: "en"))
        #expect(description.hasPrefix("TextAttributes(font: nil, color: nil"))
        #expect(description.contains("language: Optional(\"en\")"))
        var decorated = TextAttributes()
        decorated.underline = TextDecoration()
        let shown = String(describing: decorated)
        #expect(shown.contains("underline: Optional(RichText.TextDecoration("))
        #expect(shown.contains("border: nil, blockBorder: nil") && !shown.contains("_"))
    }
}
