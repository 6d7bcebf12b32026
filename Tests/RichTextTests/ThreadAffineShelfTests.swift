import Foundation
import Testing

@testable import RichText

/// The idle shelf of the shaping-workspace and ICU-iterator pools: a thread takes back the
/// object it gave back last, so two threads laying out at once do not swap them.
@Suite("Thread-affine pool shelf")
struct ThreadAffineShelfTests {
    final class Item: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// Runs `body` on a thread of its own and waits for it.
    static func onOtherThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
        done.wait()
    }

    @Test("a thread takes back its own object, even when another thread gave one back after it")
    func takesItsOwn() {
        let shelf = Lock(ThreadAffineShelf<Item>())
        _ = shelf.withLock { $0.put(Item("mine"), limit: 8) }
        Self.onOtherThread { _ = shelf.withLock { $0.put(Item("theirs"), limit: 8) } }
        // A plain stack would hand out "theirs", the last one given back.
        let first = shelf.withLock { $0.take() }
        #expect(first?.name == "mine")
        // None of this thread's is left: the other thread's goes.
        let second = shelf.withLock { $0.take() }
        #expect(second?.name == "theirs")
        let third = shelf.withLock { $0.take() }
        #expect(third == nil)
    }

    @Test("another thread gets the object given back longest ago when none of its own is idle")
    func otherThreadsTakeTheOldest() {
        let shelf = Lock(ThreadAffineShelf<Item>())
        _ = shelf.withLock { $0.put(Item("first"), limit: 8) }
        _ = shelf.withLock { $0.put(Item("second"), limit: 8) }
        let taken = Lock<[String]>([])
        Self.onOtherThread {
            let name = shelf.withLock { $0.take() }?.name ?? "none"
            taken.withLock { $0.append(name) }
        }
        let names = taken.withLock { $0 }
        #expect(names == ["first"])
        let left = shelf.withLock { $0.count }
        #expect(left == 1)
    }

    @Test("a full shelf keeps nothing more")
    func limit() {
        var shelf = ThreadAffineShelf<Item>()
        let kept = ["a", "b", "c"].map { shelf.put(Item($0), limit: 2) }
        #expect(kept == [true, true, false])
        #expect(shelf.count == 2)
        let taken = (0..<3).map { _ in shelf.take()?.name }
        #expect(taken == ["b", "a", nil], "this thread's own, the last given back first")
    }
}
