import Foundation
import RichText
import Testing

/// The row edges `textBoxes` keeps on a layout are made on first use, from any thread:
/// eight threads asking at once get the answers one thread gets.
@Suite("Row edges made on first use, from many threads")
struct ConcurrentRowExtentsTests {
    @Test("eight threads asking line-spacing boxes of one fresh layout agree with one thread")
    func eightThreadsAgree() async {
        var text = AttributedText(String(repeating: "A line of text that wraps around twice or so.\n", count: 60))
        text.font = .default
        let container = TextContainer(width: 200)
        let reference = TextLayout(container: container, text: text)
        let styles: [RectHeightStyle] = [.includeLineSpacingTop, .includeLineSpacingMiddle, .includeLineSpacingBottom]
        let expected = styles.map { style in
            reference.lines.map { reference.textBoxes(for: $0.range, heightStyle: style).map(\.rect) }
        }
        let shared = TextLayout(container: container, text: text)
        let results = await withTaskGroup(of: [[[Rect]]].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    styles.map { style in
                        shared.lines.map { shared.textBoxes(for: $0.range, heightStyle: style).map(\.rect) }
                    }
                }
            }
            var all: [[[[Rect]]]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}
