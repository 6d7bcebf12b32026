import Dispatch
import RichText
import Testing
import TextParsers

/// Rendering markdown on several threads at once gives each the same text as rendering
/// alone (cmark-gfm keeps parser state in globals; see `CmarkDocument.parsing`).
@Suite("Markdown rendering on several threads")
struct MarkdownConcurrencyTests {
    @Test("six renders at once, five rounds: every one equals the lone render")
    func concurrentRendersAgree() {
        let source = String(repeating: MarkdownLinearityTests.block, count: 300)
        let alone = MarkdownRenderer().render(source)
        for round in 0..<5 {
            let results = Lock<[AttributedText]>([])
            DispatchQueue.concurrentPerform(iterations: 6) { _ in
                let text = MarkdownRenderer().render(source)
                results.withLock { $0.append(text) }
            }
            for text in results.withLock({ $0 }) {
                #expect(text.string == alone.string, "round \(round): the text differs")
                #expect(text == alone, "round \(round): the attributes differ")
            }
        }
    }
}
