// swift-format-ignore-file
// Each test holds one code block of the DocC catalogue (Sources/RichText/RichText.docc)
// line for line after what it needs to run (catalogueMatches checks that every Swift block
// of the articles is here), so the articles decide the formatting, not the formatter.
import Foundation
import RichText
import Testing

@Suite("DocC articles")
struct DocCArticleExampleTests {
    @Test("the landing page's example lays out")
    func landing() {
        var text = AttributedText("Hello 世界 مرحبا")
        text.font = Font(family: "Noto Sans", size: 16)
        let layout = TextLayout(container: TextContainer(width: 300), text: text)
        print(layout.textBoundingSize, layout.lines.count)

        #expect(layout.lines.count == 1)
    }

    @Test("Getting started: style, lay out, ask, add a font")
    func gettingStarted() throws {
        var text = AttributedText("Hello, world! مرحبا بالعالم")
        text.font = Font(family: "Noto Sans", size: 18)
        text.color = .gray                                            // whole-text properties…
        text.setAttribute(\.underline, TextDecoration(), range: 7..<12) // …and ranges
        text.setFont(Font(family: "Noto Sans", size: 18, weight: .bold), range: 7..<12)
        text.setColor(.blue, range: 0..<5)

        var container = TextContainer(width: 200)
        container.maximumNumberOfRows = 2
        container.truncationType = .end

        let layout = TextLayout(container: container, text: text)
        print(layout.textBoundingSize)            // the size to reserve, ceiled to the pixel grid
        print(layout.rowCount, layout.isTruncated)
        for line in layout.lines {
            print(line.range, line.origin, line.width, line.runs.map(\.face.family))
        }
        print(layout.dump())                      // a stable text form of the whole layout

        if let position = layout.closestPosition(to: Point(x: 30, y: 10)) {
            print(position.offset, layout.caretRect(for: position) ?? .zero)
        }
        let selection = layout.selectionRects(for: 0..<5)
        print(selection.map(\.rect))

        #expect(layout.rowCount == 2 && !layout.isTruncated)
        #expect(layout.lines[0].runs.contains { $0.face.style == "Bold" })
        #expect(layout.lines.flatMap(\.runs).contains { $0.face.family == "Noto Sans Arabic" })
        #expect(layout.closestPosition(to: Point(x: 30, y: 10)) != nil)
        #expect(!selection.isEmpty)

        let serifPath = try #require(FontContext.bundledFontPaths.first { $0.hasSuffix("NotoSansMono-Regular.ttf") })
        let context = try FontContext()            // the bundled fonts, and then:
        try context.addFont(path: serifPath)       // every face of a font file, after the bundled ones
        let serif = TextLayout(container: TextContainer(width: 200), text: text, context: context)

        #expect(serif.lines.count == layout.lines.count)
    }

    @Test("The layout pipeline: one shaped text, two layouts; the analysis alone")
    func pipeline() {
        let text = AttributedText("The width-independent half is shaped once and broken at any width.")
        let shaped = ShapedText(text)                    // stages 2–5, once
        let narrow = TextLayout(container: TextContainer(width: 120), shapedText: shaped)
        let wide = TextLayout(container: TextContainer(width: 480), shapedText: shaped)
        print(narrow.lines.count, wide.lines.count)
        print(shaped.intrinsicWidths.minContentWidth, shaped.intrinsicWidths.maxContentWidth)

        #expect(narrow.lines.count > wide.lines.count)

        let analysis = TextAnalysis(AttributedText("abc אבג"))
        let paragraph = analysis.paragraphs[0]
        print(paragraph.levels, paragraph.scriptRuns.map(\.script), paragraph.lineBreakOpportunities.map(\.offset))

        #expect(paragraph.levels.contains(1))
        #expect(paragraph.scriptRuns.count == 2)
    }

    @Test("Measuring text nodes: modes, size ranges, intrinsic widths, the cache")
    func measuring() {
        var text = AttributedText("Hello world, hello layout")
        text.font = Font(size: 16)
        let node = TextMeasurer.shared.measure(text, width: .atMost(120), height: .undefined)
        print(node.size, node.lineCount, node.firstBaseline, node.isTruncated)  // 91×44, 2 lines

        #expect(node.size == Size(width: 91, height: 44) && node.lineCount == 2 && !node.isTruncated)

        var options = MeasureOptions()
        options.maximumNumberOfLines = 2
        options.additionalTruncationMessage = AttributedText(" more")
        options.pointSizeScaleFactors = [0.9, 0.8]        // try 90 %, then 80 % before truncating
        let measurement = TextMeasurer.shared.measure(
            text, in: SizeRange(max: Size(width: 300, height: .infinity)), options: options)
        print(measurement.size, measurement.lastBaseline, measurement.scaleFactor)

        #expect(measurement.scaleFactor == 1 && measurement.lineCount == 1)

        let widths = TextMeasurer.shared.intrinsicWidths(of: text)
        print(widths.minContentWidth, widths.maxContentWidth)      // 48 and 182 for the text above

        #expect(widths.minContentWidth == 48 && widths.maxContentWidth == 182)

        let measurer = TextMeasurer(cacheCapacity: 4096)
        _ = measurer.measure(text, width: .exactly(200), height: .undefined)
        _ = measurer.measure(text, width: .exactly(200), height: .undefined)
        print(measurer.statistics.hits, measurer.statistics.misses)   // 1 1

        #expect(measurer.statistics.hits == 1 && measurer.statistics.misses == 1)
    }
}
