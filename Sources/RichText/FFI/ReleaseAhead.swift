import CPrefetch

/// Drops a long array of objects with the objects of the elements a little further on
/// already asked into the CPU's caches.
///
/// A long text's teardown walks memory that has long left the caches: a 1 MB text holds
/// some 5,000 paragraphs of a dozen objects each, and released in the usual order each
/// object waited for its line before the next could start (about 80 ns an object at 1 MB
/// against 19 at 10 KB). Here the elements go first to last as usual, and while element `i`
/// goes, the objects of `i + distance × stages` are prefetched, what those name at
/// `i + distance × (stages - 1)`, and so on, so that several misses are in flight at once.
/// Releasing a 1 MB text's shaped paragraphs took 6.9 µs a KB before, about 3 after
/// (alternated runs of `--profile-document 1024`; 4.6 with a distance of 8); texts of
/// fewer than `minimumCount` paragraphs are not touched.
///
/// The addresses are read without a retain (a retain would itself wait for the line) and
/// handed to the prefetch hint, which never faults. A later stage reads the fields of
/// objects an earlier stage prefetched (a paragraph's storage, its analysis' tables): they
/// are still alive, as the array still holds their element.
enum ReleaseAhead {
    /// How many elements ahead of the one being dropped each stage prefetches.
    static let distance = 2

    /// Empties `array`, dropping its elements first to last; `prefetch(element, stage)`
    /// asks for stage `stage` of an element's objects (0: the element's own object; each
    /// next stage the objects the previous stage's name, read now that they are near).
    ///
    /// Arrays of fewer than `minimumCount` elements are left to the usual teardown. When
    /// another copy of the array exists, reversing it copies it, and nothing is freed
    /// here (the other copy keeps the elements).
    static func drop<Element>(
        _ array: inout [Element], stages: Int, minimumCount: Int = 64, prefetch: (borrowing Element, Int) -> Void
    ) {
        guard array.count >= minimumCount else { return }
        // Dropped first to last, as the array's own teardown would, so that the allocator
        // sees the frees in the usual order (last to first measured slower in the layouts
        // that followed); reversed once, since the last element is the cheap one to remove.
        array.reverse()
        while !array.isEmpty {
            let last = array.count - 1
            array.withUnsafeBufferPointer { buffer in
                for stage in 0..<stages {
                    let ahead = last - (stages - stage) * distance
                    if ahead >= 0 { prefetch(buffer[ahead], stage) }
                }
            }
            array.removeLast()
        }
    }

    /// Prefetches `object`'s header (its reference count).
    @inline(__always)
    static func touch(_ object: AnyObject) {
        rt_prefetch(Unmanaged.passUnretained(object).toOpaque())
    }

    /// Prefetches the header of `array`'s buffer (the shared empty buffer when it has none).
    @inline(__always)
    static func touch<Element>(_ array: [Element]) {
        rt_prefetch(unsafeBitCast(array, to: UnsafeRawPointer.self))
    }
}
