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
    private var items: [Item] = []
    private var threads: [UInt] = []

    /// How many objects are idle.
    var count: Int { items.count }

    /// The calling thread's identity (never reused while the thread lives).
    static var currentThread: UInt { UInt(bitPattern: Int(bitPattern: pthread_self())) }

    /// The idle object the calling thread gave back last, or else the one given back last
    /// by any thread; nil when none is idle.
    mutating func take() -> Item? {
        guard !items.isEmpty else { return nil }
        let me = Self.currentThread
        let index = threads.lastIndex(of: me) ?? items.count - 1
        threads.remove(at: index)
        return items.remove(at: index)
    }

    /// Keeps `item`, given back by the calling thread, unless `limit` objects are idle
    /// already; returns whether it was kept.
    @discardableResult
    mutating func put(_ item: Item, limit: Int) -> Bool {
        guard items.count < limit else { return false }
        items.append(item)
        threads.append(Self.currentThread)
        return true
    }
}
