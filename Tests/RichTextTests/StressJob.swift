import Foundation
import RichText

/// One text, width and line limit the stress test lays out, measures and queries.
struct StressJob: Sendable {
    var name: String
    var text: AttributedText
    var width: Double
    var maximumLines: Int

    /// Six texts (Latin with styles, bidi mixed with CJK and emoji, Thai, Devanagari,
    /// Japanese, Arabic) at three widths; the narrowest is limited to two lines, so it
    /// truncates and shrinks to fit.
    static func all() throws -> [StressJob] {
        var styled = AttributedText(try corpusLines("en")[3])
        styled.setFont(Font(size: 16, weight: .bold), range: 0..<12)
        styled.setLetterSpacing(1, range: 20..<40)
        let texts: [(String, AttributedText)] = [
            ("latin", styled),
            ("mixed", AttributedText("Hello 世界 مرحبا بالعالم 123 👨‍👩‍👧 שלום עולם office AVA 🇩🇪 done")),
            ("thai", AttributedText(try corpusLines("th")[2])),
            ("hindi", AttributedText(try corpusLines("hi")[2])),
            ("japanese", AttributedText(try corpusLines("ja")[2])),
            ("arabic", AttributedText(try corpusLines("ar")[2])),
        ]
        return texts.flatMap { name, text in
            [(90.0, 2), (240.0, 0), (Double.infinity, 0)].map { width, lines in
                StressJob(name: "\(name)@\(width)", text: text, width: width, maximumLines: lines)
            }
        }
    }

    func layout(in context: FontContext) -> TextLayout {
        var container = TextContainer(size: Size(width: width, height: .infinity))
        container.maximumNumberOfRows = maximumLines
        container.truncationType = .end
        return TextLayout(container: container, text: text, context: context)
    }

    var measureOptions: MeasureOptions {
        var options = MeasureOptions()
        options.maximumNumberOfLines = maximumLines
        options.pointSizeScaleFactors = maximumLines > 0 ? [0.9, 0.8] : []
        return options
    }
}
