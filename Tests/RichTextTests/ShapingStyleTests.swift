import Testing

@testable import RichText

/// The shaping style is one shared box: equality and hashing still look at its fields, and
/// a shaped run's style properties read and write through it.
@Suite("Shaping style box")
struct ShapingStyleTests {
    private func style(kern: Double = 0, language: String? = "en") -> ShapingStyle {
        ShapingStyle(
            font: Font(family: "Noto Sans", size: 16).with(features: [FontFeature("smcp", 1)]), letterSpacing: 1,
            kern: kern, language: language, attachment: nil, baselineOffset: 2)
    }

    @Test("styles boxed apart are equal, and hash alike, when their fields are")
    func equalityLooksInside() {
        let first = style()
        let second = style()
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first != style(kern: 1))
        #expect(first != style(language: nil))
        #expect(first.font.features == [FontFeature("smcp", 1)] && first.baselineOffset == 2)
    }

    @Test("a shaped run's style properties read its item's style and write a new one")
    func runPropertiesGoThroughTheStyle() throws {
        var text = AttributedText("Kerned text")
        text.font = Font(family: "Noto Sans", size: 20)
        text.modifyAttributes(in: 0..<6) { $0.kern = 1.5 }
        let runs = ShapedText(text).paragraphs[0].runs
        try #require(runs.count == 2)
        var run = runs[0]
        #expect(run.kern == 1.5 && run.font.size == 20 && run.letterSpacing == 0)
        #expect(run.item.style == run.style)
        run.font = Font(family: "Noto Sans", size: 12)
        run.language = "de"
        #expect(run.font.size == 12 && run.language == "de" && run.kern == 1.5, "the other fields are kept")
        #expect(run.item.style.font.size == 12 && run.item.style.language == "de")
        #expect(run != runs[0])
        run.font = runs[0].font
        run.language = runs[0].language
        #expect(run == runs[0], "equal again once every field is")
    }
}
