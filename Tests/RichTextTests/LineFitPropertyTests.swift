import RichText
import Testing

/// No line is wider than its span, on every corpus language at many sizes and widths,
/// unless it holds one unbreakable grapheme cluster; and a layout's size never exceeds
/// its container.
@Suite("Lines fit their span")
struct LineFitPropertyTests {
    static let languages = ["ar", "de", "el", "en", "fa", "he", "hi", "ja", "ko", "ru", "th", "vi", "zh_CN"]
    static let sizes = [12.0, 15, 19, 24, 28, 32]
    static let widths = [40.0, 53, 71, 97, 128, 173, 229, 307, 411, 600]
    /// The line breaker's fitting tolerance (`LineEndFinder.tolerance`).
    static let tolerance = 0.001

    @Test("corpus lines fit at sizes 12–32 and widths 40–600", arguments: LineFitPropertyTests.languages)
    func corpusFits(_ language: String) throws {
        var text = AttributedText(try corpusLines(language).joined(separator: "\n"))
        text.language = language == "zh_CN" ? "zh-cn" : language
        for size in Self.sizes {
            text.font = Font(size: size)
            let shaped = ShapedText(text)
            for width in Self.widths {
                let layout = TextLayout(container: TextContainer(width: width), shapedText: shaped)
                Self.expectLinesFit(layout, shaped: shaped, width: width, label: "\(language) \(size)pt width \(width)")
            }
        }
    }

    @Test(
        "the reported cases fit",
        arguments: [
            ("والاستراتيجياتالمعلوماتية", 24.0, "ar"), ("Wa-Yo-Av-Ta", 24, "en"),
            (String(repeating: "AV", count: 15), 24, "en"), ("packages’ (עדכון חבילות)", 24, "he"),
            ("Q: How many Bell Labs Vice Presidents does it take to change a light bulb?", 16, "en"),
        ])
    func reportedCasesFit(_ string: String, _ size: Double, _ language: String) {
        var text = AttributedText(string)
        text.font = Font(size: size)
        text.language = language
        let shaped = ShapedText(text)
        for width in stride(from: 40.0, through: 420, by: 1) {
            let layout = TextLayout(container: TextContainer(width: width), shapedText: shaped)
            Self.expectLinesFit(layout, shaped: shaped, width: width, label: "\(string) width \(width)")
        }
    }

    /// Every line inside `[0, width]` (within the tolerance) unless it is one cluster, and
    /// the size no wider than the container.
    static func expectLinesFit(_ layout: TextLayout, shaped: ShapedText, width: Double, label: String) {
        #expect(layout.textBoundingSize.width <= width, "\(label): size \(layout.textBoundingSize.width)")
        let utf16 = shaped.utf16
        for line in layout.lines {
            guard line.origin.x < -tolerance || line.origin.x + line.width > width + tolerance else { continue }
            var visibleEnd = line.range.upperBound
            while visibleEnd > line.range.lowerBound, [0x20, 0x09, 0x3000].contains(utf16[visibleEnd - 1]) {
                visibleEnd -= 1
            }
            let paragraph = shaped.paragraphs.first { $0.range.contains(line.range.lowerBound) }
            let inside = paragraph?.analysis.graphemeClusterBoundaries.filter {
                $0 > line.range.lowerBound && $0 < visibleEnd
            }
            #expect(
                inside?.isEmpty == true,
                "\(label): line \(line.range) at x \(line.origin.x) is \(line.width) wide")
        }
    }
}
