import CUnicode
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One record of type `Record` for each thread that asks (up to `threadLimit` threads at a
/// time), reached without a lock: where the pools (`ShaperWorkspace`, `ICUBreakIteratorPool`)
/// keep the idle object a thread gave back, for that thread alone.
///
/// With a shared shelf behind a lock, two threads laying out at once paid for each other:
/// every layout takes and gives back a workspace and an iterator, four lock operations
/// on two mutexes (and a shelf) that both cores write. Timed against two processes doing
/// the same work at the same moments (`perf`, 100,000 warm Latin paragraphs each), two
/// threads spent about 1.5 µs a paragraph more, most of it in `pthread_mutex_lock`, the
/// shelf's `take` and the pools' returns: each lock moved its cache line from the other core.
///
/// A record lives as long as its thread: when the thread ends, the record is released
/// (`pthread_key_create`'s destructor) and its `deinit` can give what it holds back to a
/// shared pool. The main thread's record is never released (`exit` runs no key
/// destructors). A layout made later in the thread's exit (by another key's destructor)
/// finds the thread marked as exiting and uses the shared pool. A thread beyond
/// `threadLimit` gets no record (`withCurrent` lends it nil) and uses the shared pool as
/// before, so the memory the records hold stays bounded however many threads lay out text.
///
/// Records are used only by their own thread, so they need no lock; `Record` is not
/// required to be `Sendable`, and the keep never hands a record to another thread: it
/// lends it to a closure (`withCurrent`). A keep is meant to live as long as the process
/// (the pools' are `static let`s): its pthread key is never deleted, as deleting one
/// would leak the records of the threads still running.
final class ThreadLocalKeep<Record: AnyObject>: @unchecked Sendable {
    // @unchecked: `key` and `make` never change; `liveRecords` is atomic; each thread reads
    // only its own record.

    private let key: pthread_key_t
    private let make: @Sendable () -> Record
    /// How many threads may hold a record at once.
    let threadLimit: Int
    /// How many threads hold a record now.
    private let liveRecords = Atomic<Int>(0)

    /// A keep whose records `make` creates, for at most `threadLimit` threads at a time (by
    /// default twice the online processors, at least 8: GCD and Swift concurrency run
    /// about one thread a processor for work like layout).
    init(
        threadLimit: Int = max(8, 2 * Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))),
        make: @escaping @Sendable () -> Record
    ) {
        self.threadLimit = threadLimit
        self.make = make
        var key = pthread_key_t()
        // The value is a retained `Slot`; releasing it when the thread ends releases the
        // record and gives back its place under the limit (`Slot.deinit`). The thread is
        // marked as exiting first (a C thread-local flag, `cu_thread_mark_exiting`): a
        // layout that another key's destructor makes later in the thread's exit then uses
        // the shared pools instead of making a record that no destructor round would
        // release (it leaked, and its place stayed taken for good). A marker kept in the
        // key itself would have to be set again every round, and ThreadSanitizer's
        // runtime, gone by the last round, crashed in the destructor that did so.
        let status = pthread_key_create(&key) { value in
            guard let value else { return }
            cu_thread_mark_exiting()
            Unmanaged<AnyObject>.fromOpaque(value).release()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
    }

    /// How many threads hold a record now (for tests).
    var recordCount: Int { liveRecords.load(ordering: .relaxed) }

    /// Runs `body` with the calling thread's record, made on the thread's first call; nil
    /// when `threadLimit` other threads held one at that first call (the thread's slot
    /// remembers the refusal, so it uses the shared pool, without asking again, until it
    /// ends). A closure, not a property: the record must not leave its thread, and a value
    /// returned from a `Sendable` keep could be sent to another.
    func withCurrent<T>(_ body: (Record?) -> T) -> T {
        if let value = pthread_getspecific(key) {
            return body(Unmanaged<Slot>.fromOpaque(value).takeUnretainedValue().record)
        }
        // A layout during the thread's exit, after a keep's destructor: the shared pools.
        if cu_thread_is_exiting() != 0 { return body(nil) }
        return body(makeSlot()?.record)
    }

    /// A slot for the calling thread, with a record when fewer than `threadLimit` threads
    /// hold one; nil if the key cannot be set (out of memory: the thread then asks again).
    private func makeSlot() -> Slot? {
        var held = liveRecords.load(ordering: .relaxed)
        var granted = false
        while held < threadLimit {
            let (exchanged, original) = liveRecords.compareExchange(
                expected: held, desired: held + 1, ordering: .relaxed)
            if exchanged {
                granted = true
                break
            }
            held = original
        }
        let slot = Slot(record: granted ? make() : nil, keep: self)
        let retained = Unmanaged.passRetained(slot)
        guard pthread_setspecific(key, retained.toOpaque()) == 0 else {
            retained.release()
            return nil
        }
        return slot
    }

    /// What a thread's key points to: its record, or nil when it was refused one.
    private final class Slot {
        let record: Record?
        let keep: ThreadLocalKeep

        init(record: Record?, keep: ThreadLocalKeep) {
            self.record = record
            self.keep = keep
        }

        deinit {
            if record != nil { keep.liveRecords.wrappingSubtract(1, ordering: .relaxed) }
        }
    }
}
