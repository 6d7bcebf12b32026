import Foundation
import Testing

@testable import RichText

/// `ShapedText.paragraphAdvances(of:)`, the advance-only path (no line-break analysis, no
/// prefix sums), against the advances of a full `ShapedText` of the same text: equal to the
/// last bit, in a fresh word cache (the light path first) and a warm one.
@Suite("Paragraph advances without a layout")
struct ParagraphAdvancesTests {
    /// Texts a table cell or a label may hold, beside the corpus.
    static func assorted() -> [AttributedText] {
        var bold = AttributedText("Header cell, bold and italic: AV To Wa fi fl")
        bold.modifyAttributes(in: 0..<11) { $0.font = Font.default.with(weight: .bold) }
        bold.modifyAttributes(in: 22..<28) { $0.font = Font.default.with(size: 23) }
        var spaced = AttributedText("letter spaced and kerned")
        spaced.modifyAttributes(in: 0..<13) { $0.letterSpacing = 1.5 }
        return [
            AttributedText(""), AttributedText("\n\n"), AttributedText("a\tb\tc"),
            AttributedText("one\r\ntwo words\r\n\r\nthree  spaced   words "), bold, spaced,
            AttributedText("mixed: مرحبا بالعالم 123 and עברית, 日本語のテキスト, हिन्दी, ไทยภาษา 👩‍👩‍👧 é"),
            AttributedText("ASCII only, punctuation (1.5) [x] {y} - 100% \"quoted\" end."),
        ]
    }

    func expectSameAdvances(_ texts: [AttributedText], context: FontContext, _ label: String) {
        for (index, text) in texts.enumerated() {
            for direction in [nil, BaseDirection.rightToLeft] {
                let light = ShapedText.paragraphAdvances(of: text, context: context, direction: direction)
                let full = ShapedText(text, context: context, direction: direction).paragraphs.map(\.advance)
                #expect(light == full, "\(label) \(index) \(String(describing: direction))")
            }
        }
    }

    @Test("equal to ShapedText's advances on every corpus language, cold and warm, and on assorted texts")
    func sameAsShapedText() throws {
        var texts = Self.assorted()
        for language in IntrinsicWidthTests.languages {
            texts.append(try IntrinsicWidthTests.corpusText(language))
        }
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        expectSameAdvances(texts, context: context, "cold")
        expectSameAdvances(texts, context: context, "warm")
        // As ShapedText: no paragraph in an empty text, none after a final line feed.
        #expect(ShapedText.paragraphAdvances(of: AttributedText("")).isEmpty)
        let two = ShapedText.paragraphAdvances(of: AttributedText("a\nbb\n"))
        #expect(two.count == 2 && two[0] > 0 && two[1] > two[0])
    }
}
