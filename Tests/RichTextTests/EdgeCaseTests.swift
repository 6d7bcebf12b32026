import Foundation
import RichText
import Testing

@Suite("Layout edge cases")
struct EdgeCaseTests {
    @Test("empty text: no lines, the insets as size")
    func empty() {
        let result = layout("", TextContainer(size: Size(width: 100, height: 100), insets: EdgeInsets(all: 5)))
        #expect(result.lines.isEmpty)
        #expect(result.textBoundingSize == Size(width: 10, height: 10))
        #expect(result.visibleRange == 0..<0)
        #expect(!result.isTruncated)
    }

    @Test("only newlines: one empty line per paragraph, each a font's height")
    func onlyNewlines() {
        let result = layout("\n\n\n", width(100))
        #expect(result.lines.count == 3)
        #expect(result.lines.allSatisfy { $0.range.isEmpty && $0.width == 0 && $0.ascent > 0 })
        #expect(result.rowCount == 3)
    }

    @Test("lineCount is lines.count: empty text, blank lines, wrapped text, truncation, exclusion")
    func lineCountMatchesLines() {
        var truncated = width(80)
        truncated.maximumNumberOfRows = 2
        truncated.truncationType = .end
        var excluded = width(200)
        excluded.exclusionPaths = [BezierPath(ellipseIn: Rect(x: 60, y: 0, width: 80, height: 60))]
        let cases: [(String, TextContainer)] = [
            ("", width(100)), ("\n\n\n", width(100)),
            ("The quick brown fox jumps over the lazy dog again and again", width(90)),
            ("The quick brown fox jumps over the lazy dog again and again", truncated),
            ("The quick brown fox jumps over the lazy dog again and again", excluded),
        ]
        for (text, container) in cases {
            let result = layout(text, container)
            #expect(result.lineCount == result.lines.count, "\(text.debugDescription)")
        }
        #expect(layout("a b c d e f g h", width(20)).lineCount > 1)
    }

    @Test("CRLF is one separator")
    func crlf() {
        let result = layout("a\r\nb\r\n", width(100))
        #expect(result.lines.map(\.range) == [0..<1, 3..<4])
    }

    @Test("a 5000-character word breaks into lines that fit")
    func longWord() {
        let result = layout(String(repeating: "x", count: 5000), width(300))
        #expect(result.lines.allSatisfy { $0.width <= 300.001 })
        #expect(result.lines.last?.range.upperBound == 5000)
    }

    @Test("infinite width: one line per paragraph")
    func infiniteWidth() {
        let result = layout(String(repeating: "word ", count: 200) + "\nnext", width(.infinity))
        #expect(result.lines.count == 2)
        #expect(result.textBoundingSize.width.isFinite)
    }

    @Test("zero width and a width smaller than one glyph still make progress, one cluster a line")
    func tinyWidths() {
        for w in [0.0, 2.0] {
            let result = layout("abc👍🏽d", width(w))
            #expect(result.lines.map(\.range) == [0..<1, 1..<2, 2..<3, 3..<7, 7..<8], "width \(w)")
        }
        var zeroHeight = TextContainer(size: Size(width: 100, height: 0))
        zeroHeight.truncationType = .end
        let none = layout("abc", zeroHeight)
        #expect(none.lines.isEmpty && none.isTruncated)
    }

    @Test("layouts build on many threads at once and equal one built alone")
    func threads() {
        let text = String(repeating: "Hello مرحبا 你好 👍 ", count: 20)
        var container = TextContainer(size: Size(width: 180, height: 400))
        container.exclusionPaths = [BezierPath(ellipseIn: Rect(x: 40, y: 40, width: 80, height: 80))]
        container.truncationType = .middle
        let frozen = container
        let expected = layout(text, frozen).dump()
        let dumps = Lock<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let dump = layout(text, frozen).dump()
            dumps.withLock { $0.append(dump) }
        }
        #expect(dumps.withLock { $0 }.allSatisfy { $0 == expected })
        #expect(dumps.withLock { $0.count } == 8)
    }
}
