import Foundation
import RichText
import Testing

/// Regression: two adjacent links that differed only in their tap action merged into one
/// run (highlight equality ignored actions), so tapping the second link ran the first
/// link's action.
@Suite("Highlight actions keep their runs")
struct HighlightActionTests {
    /// Which action ran last.
    final class Taps: Sendable {
        let last = Lock<String?>(nil)
    }

    func link(_ name: String, _ taps: Taps) -> TextHighlight {
        TextHighlight(tapAction: TextAction { _ in taps.last.withLock { $0 = name } })
    }

    @Test("adjacent highlights that differ only in their actions stay two runs, each with its own action")
    func adjacentLinksKeepTheirActions() throws {
        let taps = Taps()
        var text = AttributedText("firstsecond tail")
        text.setAttribute(\.highlight, link("first", taps), range: 0..<5)
        text.setAttribute(\.highlight, link("second", taps), range: 5..<11)
        text.append(" more")
        #expect(text.runs.filter { $0.attributes.highlight != nil }.map(\.range) == [0..<5, 5..<11])

        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        let line = try #require(layout.lines.first)
        for (range, name) in [(0..<5, "first"), (5..<11, "second")] {
            let rect = try #require(layout.firstRect(for: range))
            let point = Point(x: rect.midX, y: line.origin.y - 2)
            let hit = try #require(layout.highlight(at: point), "no highlight at \(point)")
            #expect(hit.range == range)
            hit.highlight.tapAction?.perform(TextAction.Event(range: hit.range, rect: rect, userInfo: [:]))
            #expect(taps.last.withLock { $0 } == name)
        }
    }

    @Test("the same highlight value set on adjacent ranges is still one run")
    func sameValueMerges() {
        let highlight = link("one", Taps())
        var text = AttributedText("abcdef")
        text.setAttribute(\.highlight, highlight, range: 0..<3)
        text.setAttribute(\.highlight, highlight, range: 3..<6)
        #expect(text.runs.map(\.range) == [0..<6])
        #expect(highlight == highlight)
        var changed = highlight
        changed.tapAction = TextAction { _ in }
        #expect(changed != highlight, "new actions make a new identity")
    }

    @Test("highlights without actions compare by value, and a decoded one has no actions")
    func withoutActions() throws {
        let a = TextHighlight(color: .blue, userInfo: ["url": "https://example.org"])
        let b = TextHighlight(color: .blue, userInfo: ["url": "https://example.org"])
        #expect(a == b)
        let withAction = TextHighlight(userInfo: ["url": "x"], tapAction: TextAction { _ in })
        let decoded = try JSONDecoder().decode(TextHighlight.self, from: JSONEncoder().encode(withAction))
        #expect(decoded.tapAction == nil)
        #expect(decoded == TextHighlight(userInfo: ["url": "x"]))
    }
}
