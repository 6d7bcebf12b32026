import RichText
import Testing

/// Every line-height model on real paragraphs: rows stack in order without gaps, every
/// number is finite, and the line-spacing rect styles tile the rows.
@Suite("Line-height models on the corpus")
struct LineHeightModelPropertyTests {
    static let models: [LineHeight] = [
        .typographic, .normal, .multiple(0), .multiple(0.6), .multiple(2.5), .absolute(0), .absolute(40),
    ]

    /// The styles tried with each model: plain, clamped, strut, forced strut, all options.
    static func styles(_ lineHeight: LineHeight) -> [ParagraphStyle] {
        var plain = ParagraphStyle()
        plain.lineHeight = lineHeight
        var clamped = plain
        clamped.minimumLineHeight = 18
        clamped.maximumLineHeight = 22
        clamped.lineHeightMultiple = 1.3
        var strut = plain
        strut.strut = Strut(font: Font(size: 20))
        var everything = plain
        everything.strut = Strut(font: Font(size: 9), isForced: true)
        everything.fallbackFontsGrowLines = false
        everything.textHeightBehavior = .disableAll
        var kept = plain
        kept.fallbackFontsGrowLines = false
        kept.textHeightBehavior = .disableFirstAscent
        return [plain, clamped, strut, everything, kept]
    }

    @Test(
        "rows stack in order with finite bands; line-spacing boxes tile them",
        arguments: ["ar", "hi", "th", "en", "ja"])
    func corpus(language: String) throws {
        let paragraphs = try corpusLines(language).prefix(2)
        var text = AttributedText(paragraphs.joined(separator: "\n") + " 😀")
        text.font = .default
        for model in Self.models {
            for style in Self.styles(model) {
                text.paragraphStyle = style
                let result = TextLayout(container: width(220), text: text)
                let lines = result.lines
                #expect(lines.count > 2)
                for (line, next) in zip(lines, lines.dropFirst()) where next.row == line.row + 1 {
                    #expect(abs(next.rowTop - line.rowBottom) < 1e-9, "\(language) \(model)")
                }
                for line in lines {
                    #expect(line.rowTop.isFinite && line.rowBottom >= line.rowTop && line.baseline.isFinite)
                }
                #expect(result.textBoundingSize.height.isFinite)
                for spacing in [
                    RectHeightStyle.includeLineSpacingTop, .includeLineSpacingMiddle, .includeLineSpacingBottom,
                ] {
                    let boxes = result.textBoxes(for: 0..<text.length, heightStyle: spacing)
                    #expect(boxes.allSatisfy { $0.rect.height >= 0 })
                    let first = Dictionary(grouping: boxes, by: \.lineIndex).mapValues { $0[0].rect }
                    for index in lines.indices.dropLast() {
                        guard let box = first[index], let below = first[index + 1] else { continue }
                        #expect(abs(box.maxY - below.minY) < 1e-9, "\(language) \(model) \(spacing) line \(index)")
                    }
                }
            }
        }
    }

    @Test("a strut whose size is not a positive finite number is ignored", arguments: [0, -5, Double.nan, .infinity])
    func badStrut(size: Double) {
        let plain = layout("Hello world", width(300))
        for forced in [false, true] {
            let style = paragraphStyle { $0.strut = Strut(font: Font(size: size), isForced: forced) }
            #expect(layout("Hello world", width(300), style: style).dump() == plain.dump())
        }
    }
}
