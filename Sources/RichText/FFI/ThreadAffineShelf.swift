#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Idle objects of a pool (`ShaperWorkspace`, `ICUBreakIteratorPool`), each remembered with
/// the thread that gave it back, so that a thread takes back the one it used last.
///
/// A pool's objects hold hot scratch memory: a workspace's near word cache alone is about
/// 200 KB, and an ICU iterator keeps its break cache. With a plain stack of idle objects,
/// two threads laying out at once swapped objects whenever their returns interleaved (one
/// thread gave one back just before the other took), and then every read of the object's
/// memory came from the other core's cache. The interleaving drifts with the threads'
/// phase and holds for seconds: two workers laid out either about 160 k warm Latin
/// paragraphs a second (×1.85 of one) or about 115 k (×1.3) for seconds at a time, while
/// two processes, or a CPU-bound loop in two threads, scaled ×1.9–2.0 at the same moments.
/// An object goes to another thread only when none of the taker's own is idle.
struct ThreadAffineShelf<Item> {
    /// The idle objects, in the order they were given back, each with its thread.
    private var entries: [(item: Item, thread: UInt)] = []

    /// How many objects are idle.
    var count: Int { entries.count }

    /// The calling thread's identity (never reused while the thread lives).
    static var currentThread: UInt { UInt(bitPattern: Int(bitPattern: pthread_self())) }

    /// The idle object the calling thread gave back last, or else the one given back
    /// longest ago (the one whose memory another thread is least likely still to hold in
    /// its cache); nil when none is idle.
    mutating func take() -> Item? {
        guard !entries.isEmpty else { return nil }
        let me = Self.currentThread
        // Most often the last one given back is the taker's own (one thread, or each
        // thread's give and take back to back): removing it moves nothing.
        if entries[entries.count - 1].thread == me { return entries.removeLast().item }
        return entries.remove(at: entries.lastIndex { $0.thread == me } ?? 0).item
    }

    /// Keeps `item`, given back by the calling thread, unless `limit` objects are idle
    /// already; returns whether it was kept.
    @discardableResult
    mutating func put(_ item: Item, limit: Int) -> Bool {
        guard entries.count < limit else { return false }
        entries.append((item, Self.currentThread))
        return true
    }
}
