/// What a `Shaper` works with besides the text: a HarfBuzz buffer and the scratch it keeps
/// between items, lent to one shaping call at a time: each thread keeps the one it used
/// last (`ThreadLocalKeep`), and a small process-wide pool holds the others.
///
/// Every `ShapedText` used to make its own: a buffer (HarfBuzz allocates its glyph arrays
/// on first use), the scratch's arrays, and a registration of each style with the segment
/// cache (a hash of the font under a lock that every thread shares). A short text paid for
/// all of it again. A workspace from the pool comes with its arrays grown and, when the
/// cache is the one it last worked for, its registered styles (style ids are never reused,
/// so a remembered id keeps meaning the same style). A workspace that a very long paragraph
/// grew is not taken back, so the pool holds little memory (at most 8 workspaces of a few
/// hundred KB, about 200 KB of it the near word cache, `NearWordCache`, plus one for each
/// thread that lays out text, up to `ThreadLocalKeep.threadLimit` threads; a thread's goes
/// to the pool when the thread ends, or is freed when the pool is full). An idle workspace
/// may keep the last face's direct-glyph table (for CJK text, about 230 KB) until it works
/// for another cache.
final class ShaperWorkspace: @unchecked Sendable {
    // @unchecked: the pool hands a workspace to one caller at a time and takes it back;
    // no two threads ever hold it at once.

    let buffer = HarfBuzzBuffer()
    let scratch: ShaperScratch = {
        let scratch = ShaperScratch()
        scratch.near = NearWordCache()
        scratch.gaugesMissStorms = true
        return scratch
    }()
    /// The `ShapedSegmentCache.serial` whose styles `scratch.styles` holds (0: none).
    private var cacheSerial: UInt64 = 0

    /// The idle workspace of each thread (of at most `ThreadLocalKeep.threadLimit`
    /// threads): taken and given back without a lock. When its thread ends, it goes to
    /// `idle`.
    private static let owned = ThreadLocalKeep { OwnedWorkspace() }
    /// The shared idle workspaces (at most `poolLimit`): for threads beyond the keep's
    /// limit, for a layout nested in another on one thread, and those of threads that
    /// ended; each taken back by the thread that used it last when it can be
    /// (`ThreadAffineShelf`).
    fileprivate static let idle = Lock(ThreadAffineShelf<ShaperWorkspace>())
    fileprivate static let poolLimit = 8
    /// A workspace that shaped more glyphs than this in one HarfBuzz call, or kept a longer
    /// stretch, is not taken back: its arrays (and HarfBuzz's, which never shrink) hold
    /// what its largest paragraph needed, and the pool lives as long as the process.
    static let largestKeptShape = 4096
    static let largestKeptStretch = 512

    /// Runs `body` with a workspace ready for `cache`: from the pool if one is idle (its
    /// styles kept if it last worked for `cache`, forgotten otherwise), else a new one;
    /// it goes back to the pool afterwards.
    static func with<T>(cache: ShapedSegmentCache, _ body: (ShaperWorkspace) -> T) -> T {
        owned.withCurrent { own in
            let workspace = own?.take() ?? idle.withLock { $0.take() } ?? ShaperWorkspace()
            workspace.prepare(for: cache)
            defer {
                workspace.scratch.near?.reportHits(to: cache)
                cache.countBypassedItems(workspace.scratch.bypassedItems)
                workspace.scratch.bypassedItems = 0
                if workspace.isSmallEnoughToKeep, own?.keep(workspace) != true {
                    _ = idle.withLock { $0.put(workspace, limit: poolLimit) }
                }
            }
            return body(workspace)
        }
    }

    /// Whether the pool may keep this workspace (see `largestKeptShape`).
    var isSmallEnoughToKeep: Bool {
        buffer.largestShape <= Self.largestKeptShape && scratch.stretch.capacity <= Self.largestKeptStretch
    }

    /// Forgets what belongs to the previous call (its stretch and its space-join memo) and,
    /// for another cache, the registered styles, the last face's direct-glyph table and
    /// what the miss-storm gauge counted; the near cache, for another cache or one emptied
    /// since.
    func prepare(for cache: ShapedSegmentCache) {
        if cacheSerial != cache.serial {
            scratch.styles.removeAll(keepingCapacity: true)
            scratch.nextStyleSlot = 0
            scratch.directGlyphs = nil
            scratch.gauge = MissStormGauge(cachedWords: cache.wordCapacity)
            cacheSerial = cache.serial
        }
        scratch.near?.prepare(for: cache)
        scratch.stretch.removeAll(keepingCapacity: true)
        scratch.joinsRecorded.forgetAll()
        scratch.joinsStyle = nil
    }
}

/// A thread's own idle workspace (`ShaperWorkspace.owned`), used by that thread alone.
private final class OwnedWorkspace {
    // Unchecked: only the owning thread reaches it, one short access at a time (a checked
    // class property cost two runtime calls an access, about 240 instructions a layout).
    @exclusivity(unchecked) private var idle: ShaperWorkspace?

    /// The idle workspace, now in use; nil when there is none (the first layout of the
    /// thread, or a layout inside another on the same thread).
    func take() -> ShaperWorkspace? {
        defer { idle = nil }
        return idle
    }

    /// Keeps `workspace` if no other is idle; returns whether it was kept.
    func keep(_ workspace: ShaperWorkspace) -> Bool {
        guard idle == nil else { return false }
        idle = workspace
        return true
    }

    /// The thread has ended: its workspace goes to the shared pool, for the next thread.
    deinit {
        if let idle { _ = ShaperWorkspace.idle.withLock { $0.put(idle, limit: ShaperWorkspace.poolLimit) } }
    }
}
