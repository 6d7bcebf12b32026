import Foundation
import Testing

@testable import RichText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `ThreadLocalKeepTests.layoutsDuringThreadExit` watches: a keep, the names of its
/// released records, and whether it lent a record to code that ran during a thread's exit.
private let exitEnded = Lock<[String]>([])
private let exitLent = Lock<[Bool]>([])
private let exitKeep = ThreadLocalKeep<ThreadLocalKeepTests.Record>(threadLimit: 4) {
    ThreadLocalKeepTests.Record("exit", ended: exitEnded)
}
/// A key whose destructor asks `exitKeep` for a record in each of the first three rounds of
/// a thread's exit (its value counts the rounds; glibc runs at most four, and
/// ThreadSanitizer's runtime finishes the thread in the fourth, after which instrumented
/// code crashes).
private let exitProbeKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { value in
        let round = UInt(bitPattern: value)
        exitKeep.withCurrent { record in exitLent.withLock { $0.append(record != nil) } }
        if round < 3 { pthread_setspecific(exitProbeKey, UnsafeMutableRawPointer(bitPattern: round + 1)) }
    }
    return key
}()

/// Each thread's own idle workspace and ICU iterators (`ThreadLocalKeep`): one record a
/// thread, reached without a lock, bounded in number, released when its thread ends.
@Suite("Thread-local keep of the pools")
struct ThreadLocalKeepTests {
    final class Record: Sendable {
        let ended: Lock<[String]>
        let name: String
        init(_ name: String, ended: Lock<[String]>) {
            self.name = name
            self.ended = ended
        }
        deinit { ended.withLock { $0.append(name) } }
    }

    /// Runs `body` on a thread of its own and waits for it to return. The thread's key
    /// destructors run later, as it exits: tests that depend on them wait with `eventually`.
    static func onEndedThread(_ body: @escaping @Sendable () -> Void) {
        ThreadAffineShelfTests.onOtherThread(body)
    }

    /// Waits (up to 10 s) until `condition` holds; returns whether it did.
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            if Date() > deadline { return false }
            usleep(1000)
        }
        return true
    }

    @Test("a thread gets its own record on every call, another thread a different one")
    func oneRecordEachThread() {
        let ended = Lock<[String]>([])
        let counter = Lock(0)
        let keep = ThreadLocalKeep<Record>(threadLimit: 4) {
            let number = counter.withLock { count -> Int in
                count += 1
                return count
            }
            return Record("record \(number)", ended: ended)
        }
        let first = keep.withCurrent { $0 }
        #expect(first != nil)
        #expect(keep.withCurrent { $0 } === first)
        let otherName = Lock<String?>(nil)
        Self.onEndedThread { otherName.withLock { $0 = keep.withCurrent { $0 }?.name } }
        #expect(otherName.withLock { $0 } != nil)
        #expect(otherName.withLock { $0 } != first?.name)
        // The other thread has ended: its record was released, and its place freed.
        #expect(Self.eventually { ended.withLock { $0 } == [otherName.withLock { $0 }!] })
        #expect(keep.recordCount == 1)
    }

    @Test("a thread beyond the limit gets no record")
    func limit() {
        let ended = Lock<[String]>([])
        let keep = ThreadLocalKeep<Record>(threadLimit: 1) { Record("only", ended: ended) }
        #expect(keep.withCurrent { $0 } != nil)
        let refused = Lock<Bool?>(nil)
        Self.onEndedThread { refused.withLock { $0 = keep.withCurrent { $0 } == nil } }
        #expect(refused.withLock { $0 } == true)
        #expect(keep.recordCount == 1)
    }

    @Test("a thread's place under the limit is free again once the thread ends")
    func placeFreedAtThreadEnd() {
        let ended = Lock<[String]>([])
        let keep = ThreadLocalKeep<Record>(threadLimit: 1) { Record("one", ended: ended) }
        let first = Lock<Bool>(false)
        Self.onEndedThread { first.withLock { $0 = keep.withCurrent { $0 } != nil } }
        #expect(first.withLock { $0 })
        #expect(Self.eventually { keep.recordCount == 0 })
        let second = Lock<Bool>(false)
        Self.onEndedThread { second.withLock { $0 = keep.withCurrent { $0 } != nil } }
        #expect(second.withLock { $0 })
    }

    @Test("a thread lays out with the workspace it used last; a layout inside another gets another")
    func workspaceStaysWithItsThread() throws {
        let cache = FontContext.default.segmentCache
        let identities = Lock<[ObjectIdentifier]>([])
        Self.onEndedThread {
            let first = ShaperWorkspace.with(cache: cache) { ObjectIdentifier($0) }
            let second = ShaperWorkspace.with(cache: cache) { ObjectIdentifier($0) }
            let (outer, inner) = ShaperWorkspace.with(cache: cache) { outer in
                (ObjectIdentifier(outer), ShaperWorkspace.with(cache: cache) { ObjectIdentifier($0) })
            }
            identities.withLock { $0 = [first, second, outer, inner] }
        }
        let ids = identities.withLock { $0 }
        try #require(ids.count == 4)
        #expect(ids[0] == ids[1])
        #expect(ids[2] == ids[0])
        #expect(ids[3] != ids[2])
    }

    @Test("more threads than the keep's limit, alive at once, lay out what one thread does")
    func beyondTheLimit() throws {
        let limit = max(8, 2 * ProcessInfo.processInfo.activeProcessorCount)
        let threads = limit + 4
        let text = AttributedText(try corpusLines("en").prefix(3).joined(separator: "\n") + " مرحبا بالعالم 你好")
        let container = TextContainer(size: Size(width: 180, height: .infinity))
        let reference = TextLayout(container: container, text: text).lines.map(\.range)
        let results = Lock<[[TextRange]]>([])
        let allAlive = DispatchGroup()
        let proceed = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<threads {
            allAlive.enter()
            done.enter()
            Thread {
                // A first layout takes (or is refused) a place; all threads are alive for
                // the second, so some of them lay out through the shared pools.
                let first = TextLayout(container: container, text: text).lines.map(\.range)
                allAlive.leave()
                proceed.wait()
                let second = TextLayout(container: container, text: text).lines.map(\.range)
                results.withLock { $0 += [first, second] }
                done.leave()
            }.start()
        }
        allAlive.wait()
        for _ in 0..<threads { proceed.signal() }
        done.wait()
        let all = results.withLock { $0 }
        #expect(all.count == 2 * threads)
        #expect(all.allSatisfy { $0 == reference })
    }

    @Test("code that runs during a thread's exit, after the keep's destructor, is lent no record and leaks none")
    func layoutsDuringThreadExit() {
        Self.onEndedThread {
            exitKeep.withCurrent { _ in }  // the thread takes a record (the keep's key comes first)
            pthread_setspecific(exitProbeKey, UnsafeMutableRawPointer(bitPattern: 1))
        }
        // The record is released, and no round of the exit made another that stays.
        #expect(Self.eventually { exitEnded.withLock { $0 } == ["exit"] && exitKeep.recordCount == 0 })
        #expect(Self.eventually { exitLent.withLock { $0.count } >= 3 })
        #expect(exitLent.withLock { $0 }.allSatisfy { !$0 })
    }
}
