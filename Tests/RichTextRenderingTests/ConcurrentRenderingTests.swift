import Dispatch
import Foundation
import RichText
import RichTextRendering
import Testing

/// Rendering from many threads at once gives the bytes one thread gives. Run it under
/// ThreadSanitizer with `make test-tsan-render` (filter `ConcurrentRenderingTests`).
@Suite("Concurrent rendering")
struct ConcurrentRenderingTests {
    /// Mixed scripts, emoji, a blurred shadow, an inner shadow, a stroke and decorations:
    /// every path that reads a FreeType face or allocates a mask.
    static func busyText() -> AttributedText {
        var builder = TextBuilder(font: Font(size: 18))
        builder.add("Hello مرحبا 世界 नमस्ते 😀 ")
        builder.add("shadow ") { $0.shadow = TextShadow(offset: Size(width: 1, height: 2), radius: 2) }
        builder.add("inner ") {
            $0.innerShadow = TextShadow(color: .black, offset: Size(width: 1, height: 1), radius: 1)
        }
        builder.add("stroke ") { $0.strokeWidth = -3 }
        builder.add("under") { $0.underline = TextDecoration(style: TextLineStyle(.single, pattern: .dashDot)) }
        return builder.text
    }

    @Test func eightThreadsRenderIdenticalBytes() throws {
        let layout = layout(Self.busyText(), width: 260)
        let renderer = TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white, debug: .all))
        let reference = try renderer.data(of: layout, format: .png).bytes
        let results = Lock8()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            var outputs: [[UInt8]] = []
            for _ in 0..<3 {
                outputs.append((try? renderer.data(of: layout, format: .png).bytes) ?? [])
            }
            results.set(index, outputs)
        }
        for (index, outputs) in results.all().enumerated() {
            #expect(outputs.count == 3)
            for output in outputs { #expect(output == reference, "thread \(index) drew different bytes") }
        }
    }

    @Test func eightThreadsWithFreshFacesAgree() throws {
        // A private font context has faces no renderer has opened yet: the threads race
        // to open their FreeType faces, and still draw what the default context draws.
        let reference = try TextRenderer().data(of: layout(Self.busyText(), width: 260), format: .png).bytes
        let context = try FontContext()
        let text = Self.busyText()
        let container = TextContainer(
            size: Size(width: 260, height: .infinity), insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let fresh = TextLayout(container: container, text: text, context: context)
        let results = Lock8()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.set(index, [(try? TextRenderer().data(of: fresh, format: .png).bytes) ?? []])
        }
        for outputs in results.all() { #expect(outputs == [reference]) }
    }
}

/// Eight slots of results written by eight threads (under an `NSLock`, a pthread mutex
/// that ThreadSanitizer sees).
final class Lock8: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[[UInt8]]] = Array(repeating: [], count: 8)

    func set(_ index: Int, _ value: [[UInt8]]) { lock.withLock { slots[index] = value } }
    func all() -> [[[UInt8]]] { lock.withLock { slots } }
}

/// The renderer's faces go with their font context.
@Suite("Rendering face cache")
struct FaceCacheTests {
    @Test func facesOfADroppedContextAreReleased() throws {
        weak var weakFace: FontFace?
        try {
            let context = try FontContext()
            let laidOut = TextLayout(
                container: TextContainer(width: 200), text: AttributedText("gone"), context: context)
            weakFace = laidOut.lines.first?.runs.first?.face
            _ = try TextRenderer().image(of: laidOut)
            #expect(weakFace != nil)
        }()
        #expect(weakFace == nil, "the cache does not keep a dropped context's face alive")
        // A new context's face is drawn like the default context's.
        let fresh = TextLayout(
            container: TextContainer(width: 200), text: AttributedText("fresh"), context: try FontContext())
        let reference = TextLayout(container: TextContainer(width: 200), text: AttributedText("fresh"))
        #expect(try TextRenderer().image(of: fresh) == TextRenderer().image(of: reference))
    }
}
