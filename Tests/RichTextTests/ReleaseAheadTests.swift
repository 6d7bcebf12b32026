import Synchronization
import Testing

@testable import RichText

/// `ReleaseAhead` frees a long array's elements itself, prefetching ahead: every element
/// must go exactly once, in the array's order, and a copy held elsewhere must keep its own.
@Suite("Release ahead")
struct ReleaseAheadTests {
    /// Records the order its instances are freed in.
    private final class Tracked: Sendable {
        let index: Int
        let log: Log?
        init(_ index: Int, log: Log?) {
            self.index = index
            self.log = log
        }
        deinit { log?.freed.withLock { $0.append(index) } }
    }

    private final class Log: Sendable {
        let freed = Mutex<[Int]>([])
    }

    @Test(
        "a long array's elements are freed once each, first to last, each prefetch stage asked for",
        arguments: [64, 65, 1000])
    func freesInOrder(count: Int) {
        let log = Log()
        var array = (0..<count).map { Tracked($0, log: log) }
        var stagesAsked = Set<Int>()
        ReleaseAhead.drop(&array, stages: 3) { element, stage in
            stagesAsked.insert(stage)
            ReleaseAhead.touch(element)
        }
        #expect(array.isEmpty)
        #expect(log.freed.withLock { $0 } == Array(0..<count))
        #expect(stagesAsked == [0, 1, 2])
    }

    @Test("a short array is left to the usual teardown")
    func shortArraysUntouched() {
        var array = (0..<10).map { Tracked($0, log: nil) }
        ReleaseAhead.drop(&array, stages: 2) { _, _ in Issue.record("no prefetch for a short array") }
        #expect(array.count == 10)
    }

    @Test("a copy held elsewhere keeps every element")
    func sharedCopyKeepsItsElements() {
        let log = Log()
        var array = (0..<200).map { Tracked($0, log: log) }
        let kept = array
        ReleaseAhead.drop(&array, stages: 1) { element, _ in ReleaseAhead.touch(element) }
        #expect(array.isEmpty)
        #expect(log.freed.withLock { $0 }.isEmpty)
        #expect(kept.map(\.index) == Array(0..<200))
    }

    @Test("a layout of many paragraphs frees cleanly and its copies stay whole")
    func longLayoutTeardown() {
        let text = AttributedText(String(repeating: "A paragraph of a long text.\n", count: 300))
        var layout: TextLayout? = TextLayout(
            container: TextContainer(size: Size(width: 200, height: .infinity)), text: text)
        let shaped = layout!.shapedText
        let paragraphs = shaped.paragraphs
        #expect(paragraphs.count >= 300)
        layout = nil
        // The shaped text outlives the layout, and a copy of its paragraphs outlives that.
        #expect(shaped.paragraphs.count == paragraphs.count)
        let again = TextLayout(container: TextContainer(size: Size(width: 200, height: .infinity)), shapedText: shaped)
        #expect(again.lines.count >= 300)
        #expect(paragraphs.allSatisfy { $0.glyphCount > 0 || $0.contentRange.isEmpty })
    }
}
