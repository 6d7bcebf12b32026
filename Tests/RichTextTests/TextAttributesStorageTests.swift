import Foundation
import RichText
import Testing

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

    @Test("printing shows the attributes, as the inline struct did")
    func printing() {
        let description = String(describing: TextAttributes(language: "en"))
        #expect(description.hasPrefix("TextAttributes(font: nil, color: nil"))
        #expect(description.contains("language: Optional(\"en\")"))
    }
}
