#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a pthread mutex: the one lock type of RichText and TextParsers.
///
/// Every lock of the package is one of these, so ThreadSanitizer sees every critical
/// section. `Mutex` from the Synchronization module waits on a raw futex on Linux, which
/// ThreadSanitizer does not understand: `swift test --sanitize=thread` reported about 820
/// data races inside `Mutex.withLock` bodies that were not races (and made the CLI's batch
/// test exit 66). A pthread mutex is intercepted by ThreadSanitizer, which then also checks
/// lock order and unlocking.
///
/// Chosen by measurement over keeping `Mutex` with ThreadSanitizer annotations (which would
/// need a build flag and would see nothing without it): in a release build an uncontended
/// lock and unlock costs about 4 ns against `Mutex`'s 10 ns or more (10 million in a loop),
/// and warm layouts of 1,000 ~200-character Latin paragraphs at width 300, which take a
/// shaped-word cache shard lock about 60 times a paragraph, cost the same within the noise
/// of a shared 2-core machine (`make layout-loop`, ten alternated runs of the minimum of 10:
/// median 16.5 µs a paragraph with either lock; fastest 16.3 against 16.0).
///
/// The mutex is glibc's adaptive kind (`PTHREAD_MUTEX_ADAPTIVE_NP`): a thread that finds it
/// held spins briefly before it sleeps. Every critical section of the package is short (a
/// cache probe, a pool's pop), and with two threads laying out at once the default kind
/// put a waiter to sleep in the kernel and woke it again (about 5 % of the profile in
/// futex calls, under `--profile-workers 2`); with spinning, two workers took about 0.70 s
/// where they took 0.79 s (median of six alternated runs each).
///
/// The mutex and the value share one allocation (a `ManagedBuffer`) whose addresses never
/// change; the lock keeps pointers to both, so a critical section pays no dynamic
/// exclusivity check and no extra indirection. Copies of a `Lock` share one lock.
///
/// ```swift
/// let counts = Lock([String: Int]())
/// counts.withLock { $0["a", default: 0] += 1 }
/// ```
package struct Lock<State: ~Copyable>: @unchecked Sendable {
    private let storage: LockStorage<State>
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>
    fileprivate let state: UnsafeMutablePointer<State>

    /// A lock protecting `initialState`.
    package init(_ initialState: consuming sending State) {
        storage = LockStorage<State>.make()
        (mutex, state) = storage.withUnsafeMutablePointers { ($0, $1) }
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        state.initialize(to: initialState)
    }

    /// Runs `body` with the value while holding the lock, and returns its result.
    ///
    /// `body` must not take this lock again (a pthread default mutex deadlocks) and must
    /// not let a pointer into the value escape.
    @inline(__always)
    package func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending State) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try unretained.withLock(body)
    }
}

extension Lock where State: ~Copyable {
    /// The lock without a reference to its storage, for a lock its owner keeps alive and
    /// many threads take: copying a `Lock` retains its storage, a count that every thread
    /// taking the lock would write to.
    package var unretained: UnretainedLock<State> { UnretainedLock(mutex: mutex, state: state) }
}

/// A `Lock`'s mutex and value without a reference to their storage (`Lock.unretained`):
/// valid only while the `Lock` it came from is alive, which its owner guarantees.
package struct UnretainedLock<State: ~Copyable>: @unchecked Sendable {
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>
    fileprivate let state: UnsafeMutablePointer<State>

    /// Runs `body` with the value while holding the lock (see `Lock.withLock`).
    @inline(__always)
    package func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending State) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}

/// The one allocation of a `Lock`: the mutex as the header, the value as the only element.
final class LockStorage<State: ~Copyable>: ManagedBuffer<pthread_mutex_t, State> {
    /// Storage with room for the value; `Lock.init` initialises the mutex and the value.
    static func make() -> LockStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in pthread_mutex_t() }
        return unsafeDowncast(buffer, to: LockStorage<State>.self)
    }

    deinit {
        withUnsafeMutablePointers { mutex, state in
            state.deinitialize(count: 1)
            pthread_mutex_destroy(mutex)
        }
    }
}
