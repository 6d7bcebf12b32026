// swift-format-ignore-file
// The example functions copy the README's code blocks line for line (readmeMatches checks
// it), so the README decides their formatting here, not the formatter.
import Foundation
import RichText
import Testing

@Suite("README")
struct ReadmeExampleTests {
    @Test("the README's code example compiles and runs (this function holds it verbatim)")
    func example() throws {
        var text = AttributedText("Hello 世界 مرحبا 👨‍👩‍👧")
        text.font = Font(family: "Noto Sans", size: 16)
        text.setColor(.red, range: 0..<5)
        text.setFont(Font(family: "Noto Sans", size: 16, weight: .bold), range: 0..<5)

        var container = TextContainer(size: Size(width: 300, height: .infinity),
                                      insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        container.exclusionPaths = [BezierPath(ellipseIn: Rect(x: 100, y: 20, width: 80, height: 80))]
        container.maximumNumberOfRows = 3
        container.truncationType = .end

        let layout = TextLayout(container: container, text: text)  // FontContext.default: the bundled fonts
        print(layout.textBoundingSize, layout.rowCount, layout.visibleRange, layout.isTruncated)
        for line in layout.lines {
            print(line.range, line.row, line.origin, line.width, line.runs.map(\.face.family))
        }

        #expect(layout.lines.first?.runs.first?.face.style == "Bold")
        #expect(layout.lines.flatMap(\.runs).map(\.face.family).contains("Noto Color Emoji"))
        #expect(layout.lines.first?.origin.x == 8)
    }

    @Test("the README's attribute example compiles and does what it says")
    func attributeExample() {
        var text = AttributedText("Tap the link")
        text[attribute: \.underline] = TextDecoration(style: .double)   // whole range, like yy_ properties
        text.setAttribute(\.highlight, TextHighlight(color: .blue, userInfo: ["url": "https://example.org"]), range: 8..<12)
        text.append(" now")              // plain text takes its neighbour's attributes…
        text.insert("@ann", at: 0)       // …except attachment, binding and backed string (discontinuous)

        #expect(text.string == "@annTap the link now")
        #expect(text.attributes(at: 17).highlight != nil)
        #expect(text.attributes(at: 0).underline?.style == .double)
    }

    @Test("the README's measuring example compiles and runs")
    func measuringExample() {
        let text = AttributedText(String(repeating: "Measure me please. ", count: 12))
        var options = MeasureOptions()
        options.maximumNumberOfLines = 2
        options.additionalTruncationMessage = AttributedText(" more")
        options.pointSizeScaleFactors = [0.9, 0.8]       // shrink to fit, Texture style
        let m = TextMeasurer.shared.measure(text, in: SizeRange(max: Size(width: 300, height: .infinity)), options: options)
        print(m.size, m.firstBaseline, m.lastBaseline, m.lineCount, m.isTruncated, m.scaleFactor)

        #expect(m.lineCount == 2 && m.isTruncated && m.scaleFactor == 0.8)
    }

    @Test("the README's line-height example compiles and prints what it says")
    func lineHeightExample() {
        var style = ParagraphStyle()
        style.lineHeight = .multiple(1.5)          // CSS line-height: 1.5, half-leading
        style.fallbackFontsGrowLines = false       // an Arabic word keeps the English line height
        var mixed = AttributedText("Hello مرحبا world")
        mixed.paragraphStyle = style
        let line = TextLayout(container: TextContainer(width: 300), text: mixed).lines[0]
        print(line.rowBottom - line.rowTop, line.baseline, line.inkBounds!)   // 24.0 18.208 …

        #expect(abs(line.rowBottom - line.rowTop - 24) < 1e-9 && abs(line.baseline - 18.208) < 1e-9)
    }

    @Test("the README's measure-mode example compiles and runs")
    func measureModeExample() {
        var text = AttributedText("Hello world, hello layout")
        text.font = .default
        let node = TextMeasurer.shared.measure(text, width: .atMost(300), height: .undefined)  // YGMeasureFunc's question
        let widths = TextMeasurer.shared.intrinsicWidths(of: text)  // min-content and max-content, for flexbox and grid
        print(node.size, node.lineCount, widths.minContentWidth, widths.maxContentWidth, node.missingGlyphCount)

        #expect(node.size == Size(width: 182, height: 22) && widths.minContentWidth == 48)
        for (width, height, size, lines, truncated) in [
            (MeasureMode.atMost(120), MeasureMode.undefined, Size(width: 91, height: 44), 2, false),
            (.exactly(120), .undefined, Size(width: 120, height: 44), 2, false),
            (.undefined, .undefined, Size(width: 182, height: 22), 1, false),
            (.atMost(120), .atMost(30), Size(width: 117, height: 22), 1, true),
        ] {
            let m = TextMeasurer.shared.measure(text, width: width, height: height)
            #expect(m.size == size && m.lineCount == lines && m.isTruncated == truncated, "the README's table")
        }
    }

    @Test("the README's word example compiles and runs")
    func wordExample() {
        let thai = TextLayout(container: TextContainer(width: 300), text: AttributedText("ภาษาไทยเป็นภาษาที่สวยงาม"))
        let word = thai.wordRange(at: TextPosition(offset: 5))          // 4..<7: ไทย, from ICU's dictionary
        let grown = thai.textRange(byExtending: TextPosition(offset: 0), direction: .right, offset: 3)  // 0..<3
        print(word ?? 0..<0, grown ?? 0..<0, thai.missingGlyphCount)

        #expect(word == 4..<7 && grown == 0..<3 && thai.missingGlyphCount == 0)
    }

    @Test("the README's AttributedString and archive examples compile and do what they say")
    func interopAndArchiveExample() throws {
        var string = AttributedString("Read the manual")
        string.link = URL(string: "https://example.org/manual")
        string.richText.font = Font(size: 18)
        let layout = TextLayout(container: TextContainer(width: 300), text: AttributedText(string))

        let data = try layout.archive()                                   // JSON, sorted keys
        let copy = try TextLayout(archive: data, context: FontContext.default)

        #expect(layout.text.attributes(at: 0).highlight?.userInfo["url"] == "https://example.org/manual")
        #expect(copy.dump() == layout.dump())
    }

    @Test("the README's swift blocks are the ones in this file")
    func readmeMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
        #expect(blocks.count >= 3)
        let normalizedSource = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
        // Parser blocks are kept compiling in TextParsersTests, rendering blocks (they make a
        // `TextRenderer`) in RichTextRenderingTests; the package manifest is not library code.
        for block in blocks
        where !block.contains("import TextParsers") && !block.contains("TextRenderer(")
            && !block.contains("import PackageDescription")
        {
            let normalizedBlock = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: "\n")
            #expect(normalizedSource.contains(normalizedBlock), "README block not kept compiling here:\n\(block)")
        }
    }
}
