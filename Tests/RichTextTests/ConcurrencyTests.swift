import Foundation
import RichText
import Testing

@Suite("Thread safety")
struct ConcurrencyTests {
    @Test("eight threads shaping through one fresh FontContext get identical results")
    func eightThreads() throws {
        let context = try FontContext()
        var text = AttributedText("Hello 你好 안녕 مرحبا بالعالم שלום क्षत्रिय ภาษาไทย 👨‍👩‍👧 🇩🇪 office AVA")
        text.setFont(Font(weight: .bold), range: 0..<5)
        text.setLetterSpacing(1, range: 6..<8)
        let frozen = text
        let results = Lock<[[ShapedParagraph]]>([])
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            let thread = Thread {
                start.wait()
                let shaped = ShapedText(frozen, context: context).paragraphs
                results.withLock { $0.append(shaped) }
                done.leave()
            }
            thread.start()
        }
        for _ in 0..<8 { start.signal() }
        done.wait()
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        for result in all {
            #expect(result == all[0])
        }
        // Same glyphs and advances as through the shared default context.
        let reference = ShapedText(text, context: .default)
        #expect(all[0].map(\.glyphCount) == reference.paragraphs.map(\.glyphCount))
        #expect(all[0].map(\.advance) == reference.paragraphs.map(\.advance))
        #expect(all[0].flatMap(\.runs).map(\.face.family) == reference.runs.map(\.face.family))
    }

    @Test("eight threads reading one layout's glyphs first, at once, see the same lazily built positions")
    func lazyGlyphTable() throws {
        let text = AttributedText(try corpusLines("en").prefix(4).joined(separator: "\n") + " مرحبا بالعالم 你好")
        let layout = TextLayout(container: TextContainer(size: Size(width: 200, height: .infinity)), text: text)
        let results = Lock<[[Point]]>([])
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            Thread {
                start.wait()
                let positions = layout.lines.flatMap { $0.runs.flatMap(\.positions) }
                results.withLock { $0.append(positions) }
                done.leave()
            }.start()
        }
        for _ in 0..<8 { start.signal() }
        done.wait()
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        #expect(all[0].count == layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphCount } })
        #expect(all[0].count > 100)
        for result in all { #expect(result == all[0]) }
        // A fresh layout of the same text (its table not built yet) dumps identically.
        let fresh = TextLayout(container: TextContainer(size: Size(width: 200, height: .infinity)), text: text)
        #expect(fresh.dump() == layout.dump())
    }
}
