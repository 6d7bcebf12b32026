import Foundation
import RichText
import Testing

/// Golden layout dumps: each case's `TextLayout.dump()` must equal the file in Goldens/.
///
/// Regenerate after an intended change with `RICHTEXT_UPDATE_GOLDENS=1 make test`, then
/// review the diff like code. A missing golden file fails the test.
@Suite("Golden layout dumps")
struct GoldenLayoutTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        var container: TextContainer
        var style: ParagraphStyle = ParagraphStyle()
        var description: String { name }
    }

    static var cases: [Case] {
        let english = (try? corpusLines("en").prefix(3).joined(separator: " ")) ?? ""
        let chinese = (try? corpusLines("zh_CN").prefix(4).joined()) ?? ""
        let japanese = (try? corpusLines("ja").prefix(3).joined()) ?? ""
        let thai = (try? corpusLines("th").prefix(3).joined(separator: " ")) ?? ""
        let arabic = (try? corpusLines("ar").prefix(3).joined(separator: " ")) ?? ""
        var circle = TextContainer(size: Size(width: 300, height: 300))
        circle.exclusionPaths = [BezierPath(ellipseIn: Rect(x: 100, y: 60, width: 100, height: 100))]
        var triangle = TextContainer()
        triangle.path = BezierPath(polygon: [Point(x: 150, y: 0), Point(x: 300, y: 260), Point(x: 0, y: 260)])
        func truncating(_ type: TruncationType) -> TextContainer {
            var container = TextContainer(width: 300)
            container.maximumNumberOfRows = 3
            container.truncationType = type
            return container
        }
        var tabs = ParagraphStyle()
        tabs.tabStops = [
            TextTab(location: 80), TextTab(location: 200, alignment: .right),
            TextTab(location: 260, alignment: .decimal),
        ]
        var justified = ParagraphStyle()
        justified.alignment = .justified
        justified.firstLineHeadIndent = 20
        return [
            Case(name: "english-300", text: english, container: TextContainer(width: 300)),
            Case(name: "chinese-200", text: chinese, container: TextContainer(width: 200)),
            Case(name: "japanese-200", text: japanese, container: TextContainer(width: 200)),
            Case(name: "thai-200", text: thai, container: TextContainer(width: 200)),
            Case(name: "arabic-250", text: arabic, container: TextContainer(width: 250)),
            Case(name: "circle-exclusion", text: english + " " + english, container: circle),
            Case(name: "triangle-path", text: english + " " + english, container: triangle),
            Case(name: "truncation-end", text: english, container: truncating(.end)),
            Case(name: "truncation-start", text: english, container: truncating(.start)),
            Case(name: "truncation-middle", text: english, container: truncating(.middle)),
            Case(name: "justified-indent", text: english, container: TextContainer(width: 300), style: justified),
            Case(
                name: "tabs", text: "Item\tName\tPrice\t12.50\nLonger item\tX\tTotal\t1234.5",
                container: TextContainer(width: 400), style: tabs),
            Case(
                name: "mixed-bidi", text: "abc שלום 123 def مرحبا بالعالم 456 xyz", container: TextContainer(width: 160)
            ),
        ]
    }

    @Test("layout dumps match the goldens", arguments: GoldenLayoutTests.cases)
    func golden(_ testCase: Case) throws {
        #expect(!testCase.text.isEmpty)
        let dump = layout(testCase.text, testCase.container, style: testCase.style).dump()
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens/\(testCase.name).txt")
        if ProcessInfo.processInfo.environment["RICHTEXT_UPDATE_GOLDENS"] == "1" {
            try dump.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(dump == expected, "\(testCase.name): layout differs from Goldens/\(testCase.name).txt")
    }
}
