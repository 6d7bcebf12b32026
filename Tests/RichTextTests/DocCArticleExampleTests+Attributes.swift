// swift-format-ignore-file
// The code blocks of the DocC articles on attributes and containers, line for line (see
// DocCArticleExampleTests.swift), and the check that every article block is held here.
import Foundation
import RichText
import Testing

extension DocCArticleExampleTests {
    @Test("Attributes reference: set, remove, read the geometry back")
    func attributes() throws {
        var text = AttributedText("Tap the link, or the other one")
        text[attribute: \.color] = .black                                    // the whole text
        text.setAttribute(\.underline, TextDecoration(style: .double), range: 8..<12)
        text.setAttribute(
            \.highlight, TextHighlight(color: .blue, userInfo: ["url": "https://example.org"]), range: 8..<12)
        text.removeAttribute(.color, range: 0..<3)
        print(text.runs(in: 0..<text.length).count)

        #expect(text.runs(in: 0..<text.length).count == 4)  // uncoloured, black, the link, black

        let layout = TextLayout(container: TextContainer(width: 300), text: text)
        let underline = layout.decorationSegments(.underline)
        print(underline.map { ($0.minX, $0.maxX, $0.lineCenters) })
        if let (highlight, range) = layout.highlight(at: Point(x: 70, y: 10)) {
            let pressed = layout.applying(highlight, range: range)      // draw this while pressed
            print(highlight.userInfo["url"] ?? "", pressed.highlights.count)
        }

        #expect(underline.count == 1 && underline[0].lineCenters.count == 2)
        let hit = try #require(layout.highlight(at: Point(x: 70, y: 10)))
        #expect(hit.range == 8..<12 && hit.highlight.userInfo["url"] == "https://example.org")
    }

    @Test("Containers and exclusion paths: circle, triangle, truncation, columns, fixed line height")
    func containers() {
        let text = AttributedText(String(repeating: "Text flows around the shape and into the next column. ", count: 12))
        var container = TextContainer(size: Size(width: 300, height: .infinity),
                                      insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        container.exclusionPaths = [BezierPath(ellipseIn: Rect(x: 100, y: 20, width: 80, height: 80))]
        let layout = TextLayout(container: container, text: text)
        for line in layout.lines {
            print(line.row, line.range, line.origin.x, line.width)     // two lines share a row beside the circle
        }

        #expect(layout.lines.count > layout.rowCount)

        var triangle = TextContainer()
        triangle.path = BezierPath(polygon: [Point(x: 150, y: 0), Point(x: 300, y: 260), Point(x: 0, y: 260)])
        triangle.pathLineWidth = 2        // lines keep 1 pt clear of the edge
        let arrow = TextLayout(container: triangle, text: text)
        print(arrow.lines.map(\.width))    // lines widen down the triangle

        #expect(arrow.lines.count > 3 && arrow.lines[0].width < arrow.lines[arrow.lines.count - 1].width)

        var card = TextContainer(width: 200)
        card.maximumNumberOfRows = 2
        card.truncationType = .end
        var more = AttributedText("… more")
        more.color = .blue
        card.truncationToken = more
        let preview = TextLayout(container: card, text: text)
        print(preview.isTruncated, preview.visibleRange, preview.truncation?.tokenFrame ?? .zero)

        #expect(preview.isTruncated && preview.lines.count == 2)
        #expect(preview.lines[1].runs.contains { $0.isTruncationToken })

        let column = TextContainer(size: Size(width: 150, height: 120))
        let columns = TextLayout.layouts(containers: [column, column, column], text: text)
        print(columns.map(\.visibleRange))

        #expect(columns[1].visibleRange.lowerBound == columns[0].visibleRange.upperBound)

        var grid = TextContainer(width: 300)
        grid.linePositionModifier = FixedLineHeightModifier(lineHeight: 24)
        let ruled = TextLayout(container: grid, text: text)
        print(ruled.lines.map(\.baseline))

        let steps = zip(ruled.lines.dropFirst(), ruled.lines).map { $0.baseline - $1.baseline }
        #expect(steps.allSatisfy { abs($0 - 24) < 0.001 })
    }

    @Test("every Swift block of the RichText articles is held by these tests")
    func catalogueMatches() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let catalogue = here.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RichText/RichText.docc")
        let sources = try ["DocCArticleExampleTests.swift", "DocCArticleExampleTests+Attributes.swift"].map {
            try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8)
        }
        let held = DocCBlocks.normalized(sources.joined(separator: "\n"))
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalogue.path).filter { $0.hasSuffix(".md") }
        var count = 0
        for article in articles {
            let markdown = try String(contentsOf: catalogue.appendingPathComponent(article), encoding: .utf8)
            for block in DocCBlocks.swiftBlocks(in: markdown) where !block.contains("Package.swift") {
                count += 1
                #expect(held.contains(DocCBlocks.normalized(block)), "\(article): block not held by a test:\n\(block)")
            }
        }
        #expect(count >= 10)
    }
}

/// The Swift code blocks of a DocC article, compared line by line without indentation,
/// blank lines or imports.
enum DocCBlocks {
    static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    static func normalized(_ code: String) -> String {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    }
}
