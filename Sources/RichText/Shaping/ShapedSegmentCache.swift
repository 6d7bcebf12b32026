import Synchronization

/// A bounded, thread-safe cache of shaped segments (a word with the spaces after it, or one
/// CJK character), keyed on the segment's UTF-16 text and everything that affects shaping:
/// the face, the font request (size, features, variations), language, script, direction,
/// letter spacing and kern, and whether the segment starts or ends its paragraph.
///
/// This is what makes layouts of new paragraphs of known words fast (minikin's layout
/// cache): most words were seen before, so they skip HarfBuzz. `Shaper` joins cached
/// segments only where the font does not act across the join (see
/// `Shaper.shapeSegmented`), so glyphs and positions stay those of shaping the whole item
/// at once. Words not in the cache are shaped together, in one HarfBuzz call per stretch of
/// unknown words, and stored from that result.
///
/// Memory is bounded by `capacityBytes` (8 MB by default), allocated once: 16 shards, each
/// with its own lock and two generations of entries (`ShardGenerations`), so eviction is
/// gradual: the older generation is emptied when the newer fills (unless the older one is
/// still in use and the newer one young: then the newer one holds), and words found there
/// are carried forward. `statistics` counts hits, misses and evictions.
///
/// A `Shaper` is given its cache (`FontContext.segmentCache`, by default this `shared`
/// one), so a test can use a cache of its own.
final class ShapedSegmentCache: Sendable {
    /// The cache font contexts use unless given another.
    static let shared = ShapedSegmentCache(capacityBytes: defaultCapacityBytes)

    /// The capacity of the shared cache: 8 MB (up to about 46,000 words; see `generationSizes`).
    static let defaultCapacityBytes = 8 << 20

    /// The longest segment (UTF-16 units) that is cached; longer ones are shaped directly.
    static let maximumSegmentLength = 64

    /// Whether a cached segment's first and last glyphs carry HarfBuzz's unsafe-to-concat
    /// flag, and whether the segment is known to join a space before it as it is (learnt
    /// when it was cut from a shaped stretch right after a space, at a safe cut).
    struct Edges: Equatable {
        var unsafeToConcatAtStart: Bool
        var unsafeToConcatAtEnd: Bool
        var joinsAfterSpace = false

        /// The edges of glyphs shaped without HarfBuzz's unsafe-to-concatenate flags: both
        /// ends count as unsafe (a join there shapes the pieces together).
        static let concatUnknown = Edges(unsafeToConcatAtStart: true, unsafeToConcatAtEnd: true)

        /// What a copy of the entry passes as `concatIsKnown` to keep these edges: false
        /// when both ends are unsafe (as an entry kept without the flags has them; an entry
        /// whose flags make both ends unsafe is stored the same either way).
        var concatIsKnown: Bool { !(unsafeToConcatAtStart && unsafeToConcatAtEnd) }
    }

    /// Each shard's generations behind a lock of their own (the owner of the locks).
    private let shardLocks: [Lock<ShardGenerations>]
    /// The same locks without references to their storage: every lookup takes one, and
    /// copying a `Lock` out of an array retains its storage, a count that every thread
    /// shaping at once would write to. `shardLocks` keeps them alive.
    private let shards: [UnretainedLock<ShardGenerations>]
    /// Words shaped without a lookup (too long to keep, or shaped with a stretch of new
    /// words without asking): misses the shards never see.
    private let unlookedMisses = Atomic<Int>(0)
    /// Hits that workspaces' near caches answered (`NearWordCache`): lookups the shards never see.
    private let hitsElsewhere = Atomic<Int>(0)
    /// Items that workspaces shaped whole during a miss storm, without the cache (`MissStormGauge`).
    private let bypassedItems = Atomic<Int>(0)
    /// Whether pooled workspaces may shape items whole while the cache misses most words
    /// (`MissStormGauge`); the caches of `FontContext` do, a test's cache made with
    /// `init(shardCount:...)` does only when asked (its counts then stay exact).
    let bypassesMissStorms: Bool
    /// The most words the cache holds: every generation of every shard full of words of
    /// the size its arenas were planned for (about 8 glyphs and 10 units a word; two slots
    /// a word at most).
    let wordCapacity: Int
    /// How many times the cache was emptied (`removeAll`): a near cache filled before is
    /// emptied too.
    private let clearCount = Atomic<UInt64>(0)
    /// Whether a shard was asked or changed since the cache was last emptied: emptying an
    /// unused cache then skips the shards' locks (see `removeAll`).
    private let wasUsed = Atomic<Bool>(false)
    private let styles = Lock(StyleTable())
    /// This cache among all caches of the process (never reused): what a pooled
    /// `ShaperWorkspace` checks before it trusts the styles it registered with a cache.
    let serial = ShapedSegmentCache.serials.wrappingAdd(1, ordering: .relaxed).oldValue
    private static let serials = Atomic<UInt64>(1)

    /// Style ids: never reused, so a stale entry can never answer for another style.
    private struct StyleTable {
        var ids: [SegmentStyle: UInt64] = [:]
        var next: UInt64 = 1
    }

    /// The largest capacity a cache takes (1 GB, about 4.7 million words); larger requests
    /// are clamped, as the whole capacity is allocated at once.
    static let maximumCapacityBytes = 1 << 30

    /// A cache of at most `capacityBytes` bytes, clamped to `maximumCapacityBytes`, in 16
    /// shards of two generations each; a request below the smallest such cache (about 8 KB,
    /// one word per generation and shard) gets that one. The sizes assume about 8 glyphs and
    /// 10 UTF-16 units a word.
    /// `bypassesMissStorms`: see the property.
    convenience init(capacityBytes: Int, bypassesMissStorms: Bool = true) {
        let sizes = Self.generationSizes(capacityBytes: capacityBytes)
        self.init(
            shardCount: Self.defaultShardCount, slotsPerShard: sizes.slots, glyphsPerShard: sizes.glyphs,
            unitsPerShard: sizes.units, bypassesMissStorms: bypassesMissStorms)
    }

    static let defaultShardCount = 16

    /// The slots, glyphs and key units of each generation of each shard for a cache of
    /// `capacityBytes` (clamped to `maximumCapacityBytes`): two slots an entry (half full at
    /// most, so a miss probes about two and a half slots), 8 glyphs (without offsets) and 10
    /// units an entry.
    static func generationSizes(capacityBytes: Int) -> (slots: Int, glyphs: Int, units: Int) {
        let perTable = min(max(capacityBytes, 0), maximumCapacityBytes) / (defaultShardCount * 2)
        let perEntry = 2 * ShardTable.bytesPerSlot + 8 * ShardTable.bytesPerGlyph + 10 * 2
        let entries = max(perTable / perEntry, 1)
        return (entries * 2, entries * 8, entries * 10)
    }

    /// A cache of `shardCount` shards whose generations have the given numbers of slots,
    /// glyphs and key units (tests use small ones).
    init(
        shardCount: Int = 16, slotsPerShard: Int = 1024, glyphsPerShard: Int = 8192, unitsPerShard: Int = 12288,
        bypassesMissStorms: Bool = false
    ) {
        self.bypassesMissStorms = bypassesMissStorms
        wordCapacity = shardCount * 2 * max(slotsPerShard / 2, 1)
        shardLocks = (0..<shardCount).map { _ in
            Lock(ShardGenerations(slots: slotsPerShard, glyphs: glyphsPerShard, units: unitsPerShard))
        }
        shards = shardLocks.map { $0.unretained }
    }

    /// A style registered with this cache: it stands for a `SegmentStyle` in keys.
    struct Style: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    /// The registered form of `style` (look it up once per item, not per segment). Ids are
    /// never reused; past 4,096 styles the table forgets the old ones (their entries age
    /// out of the shards).
    func style(for style: SegmentStyle) -> Style {
        styles.withLock { table in
            if let id = table.ids[style] { return Style(id: id) }
            if table.ids.count >= 4096 { table.ids.removeAll(keepingCapacity: true) }
            let id = table.next
            table.next += 1
            table.ids[style] = id
            return Style(id: id)
        }
    }

    /// Where a segment's entry lives: its key (a style id with the paragraph-edge bits),
    /// hash and shard. Compute it once per segment.
    struct Address {
        let key: UInt64
        let hash: UInt64
    }

    /// The address of `text[segment]` in `style`. `isParagraphStart` and `isParagraphEnd`
    /// take part in the key: HarfBuzz shapes a segment at a paragraph edge with the
    /// beginning/end-of-text flags.
    func address(
        of segment: TextRange, in text: [UInt16], style: Style, isParagraphStart: Bool, isParagraphEnd: Bool
    ) -> Address {
        let key = style.id << 2 | (isParagraphStart ? 2 : 0) | (isParagraphEnd ? 1 : 0)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ key
        for index in segment { hash = (hash ^ UInt64(text[index])) &* 0x0000_0100_0000_01b3 }
        hash ^= hash >> 29
        hash &*= 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 32
        return Address(key: key, hash: hash | 1)
    }

    /// Appends the cached glyphs of `text[segment]` to `storage` (clusters absolute) and
    /// returns their edges, or nil on a miss (nothing appended).
    func lookup(_ segment: TextRange, of text: [UInt16], at address: Address, into storage: inout GlyphStorage)
        -> Edges?
    {
        defer { noteUse() }
        return shards[shardIndex(for: address.hash)].withLock {
            $0.lookup(text, segment, key: address.key, hash: address.hash, into: &storage)
        }
    }

    /// Whether `text[segment]` is cached; counts a miss when it is not (the caller shapes it).
    func contains(_ segment: TextRange, of text: [UInt16], at address: Address) -> Bool {
        defer { noteUse() }
        return shards[shardIndex(for: address.hash)].withLock {
            $0.contains(text, segment, key: address.key, hash: address.hash)
        }
    }

    /// Stores `glyphs[range]` (clusters absolute) as the shaped form of `text[segment]`;
    /// `joinsAfterSpace` records that it is known to join a space before it as it is.
    /// Without `concatIsKnown` (the glyphs were shaped without HarfBuzz's
    /// unsafe-to-concatenate flags) both its ends count as unsafe to concatenate.
    func insert(
        _ segment: TextRange, of text: [UInt16], at address: Address, glyphs: GlyphStorage, range: GlyphRange,
        joinsAfterSpace: Bool = false, concatIsKnown: Bool = true
    ) {
        defer { noteUse() }
        shards[shardIndex(for: address.hash)].withLock {
            _ = $0.insert(
                text, segment, key: address.key, hash: address.hash, glyphs: glyphs, range: range,
                joinsAfterSpace: joinsAfterSpace, concatIsKnown: concatIsKnown)
        }
    }

    /// Appends the glyphs of `text[segment]` shaped in `style` to `storage`, clusters
    /// absolute: from the cache, or on a miss from `shape` (which must append exactly the
    /// segment's glyphs), which are then kept. Returns whether the first and last glyph
    /// are unsafe to concatenate.
    func glyphs(
        for segment: TextRange, of text: [UInt16], style: Style, isParagraphStart: Bool, isParagraphEnd: Bool,
        into storage: inout GlyphStorage, orShape shape: (inout GlyphStorage) -> Void
    ) -> Edges {
        let address = address(
            of: segment, in: text, style: style, isParagraphStart: isParagraphStart, isParagraphEnd: isParagraphEnd)
        if let hit = lookup(segment, of: text, at: address, into: &storage) { return hit }
        let glyphStart = storage.count
        shape(&storage)
        if glyphStart < storage.count {
            insert(segment, of: text, at: address, glyphs: storage, range: glyphStart..<storage.count)
        }
        return storage.edges(from: glyphStart)
    }

    /// Whether a segment whose first glyph is `firstGlyph` joins a space before it as it
    /// is, in `style` (see `Shaper.shapeSegmented`): the kept answer, or on a miss the
    /// answer of `check`, which is then kept.
    func joinsAfterSpace(style: Style, firstGlyph: UInt32, orCheck check: () -> Bool) -> Bool {
        defer { noteUse() }
        let (key, shard) = spaceJoinPlace(style: style, firstGlyph: firstGlyph)
        if let known = shard.withLock({ $0.spaceJoins.answer(for: key) }) { return known }
        let joins = check()
        shard.withLock { $0.spaceJoins.record(joins, for: key) }
        return joins
    }

    /// Keeps the answer to the space-join question of `firstGlyph` in `style` (known from
    /// shaping the space and the glyph together), unless one is kept already.
    func recordSpaceJoin(style: Style, firstGlyph: UInt32, joins: Bool) {
        defer { noteUse() }
        let (key, shard) = spaceJoinPlace(style: style, firstGlyph: firstGlyph)
        shard.withLock { $0.spaceJoins.record(joins, for: key) }
    }

    /// The key of the space-join answer of `firstGlyph` in `style`, and the shard that keeps
    /// it.
    private func spaceJoinPlace(
        style: Style, firstGlyph: UInt32
    ) -> (key: UInt64, shard: UnretainedLock<ShardGenerations>) {
        let key = Self.spaceJoinKey(style: style, firstGlyph: firstGlyph)
        return (key, shards[shardIndex(for: Self.spaceJoinHash(of: key))])
    }

    /// The key of the space-join answer of `firstGlyph` in `style` (never zero).
    static func spaceJoinKey(style: Style, firstGlyph: UInt32) -> UInt64 { style.id << 32 | UInt64(firstGlyph) }

    /// The number of cached segments.
    var count: Int { shards.reduce(0) { total, shard in total + shard.withLock { $0.count } } }

    /// Counters summed over the shards.
    var statistics: ShapingCacheStatistics {
        var total = ShapingCacheStatistics()
        total.misses = unlookedMisses.load(ordering: .relaxed)
        total.hits = hitsElsewhere.load(ordering: .relaxed)
        total.bypassedItems = bypassedItems.load(ordering: .relaxed)
        for shard in shards {
            shard.withLock { shard in
                total.hits += shard.hits
                total.misses += shard.misses
                total.evictions += shard.evictions
                total.count += shard.count
                total.bytes += shard.bytes
                total.capacityBytes += shard.capacityBytes
            }
        }
        return total
    }

    /// Counts `count` words shaped without a lookup as misses.
    func countMissesWithoutLookup(_ count: Int) {
        if count > 0 { unlookedMisses.add(count, ordering: .relaxed) }
    }

    /// Counts `count` hits a workspace's near cache answered (`NearWordCache`).
    func countHitsElsewhere(_ count: Int) {
        if count > 0 { hitsElsewhere.add(count, ordering: .relaxed) }
    }

    /// Counts `count` items a workspace shaped whole during a miss storm (`MissStormGauge`).
    func countBypassedItems(_ count: Int) {
        if count > 0 { bypassedItems.add(count, ordering: .relaxed) }
    }

    /// How many times the cache has been emptied.
    var clears: UInt64 { clearCount.load(ordering: .relaxed) }

    /// Empties every shard (capacity and counters kept), and so every workspace's near
    /// cache before its next use.
    ///
    /// A cache no one asked or changed since it was last emptied is left as it is: its
    /// shards are as emptying leaves them, so their locks are not taken (a loop that empties
    /// the cache before each paragraph, most of which a miss storm shapes without it, paid
    /// about 0.3 µs a call for them). A use that races with the emptying marks the cache
    /// used after its shard's lock, so the next emptying does not skip it.
    func removeAll() {
        clearCount.add(1, ordering: .relaxed)
        guard wasUsed.load(ordering: .relaxed) else { return }
        wasUsed.store(false, ordering: .relaxed)
        for shard in shards { shard.withLock { $0.clear() } }
    }

    /// Marks the cache used since it was last emptied (after the shard's lock: an emptying
    /// that took that lock before has cleared the mark first, and the unlock orders the two).
    @inline(__always)
    private func noteUse() {
        if !wasUsed.load(ordering: .relaxed) { wasUsed.store(true, ordering: .relaxed) }
    }

    /// The shard of `hash` (an index into `shards`): its top 8 bits scaled to the shard
    /// count with a multiply, not a division (which takes tens of cycles, and this runs for
    /// every lookup, store and join answer). Up to 256 shards are used.
    @inline(__always)
    private func shardIndex(for hash: UInt64) -> Int { Self.shardIndex(for: hash, shardCount: shards.count) }

    /// The shard of `hash` among `shardCount` (see `shardIndex(for:)`).
    @inline(__always)
    static func shardIndex(for hash: UInt64, shardCount: Int) -> Int {
        Int(truncatingIfNeeded: ((hash >> 56) &* UInt64(shardCount)) >> 8)
    }

    /// The hash that places a space-join answer's key in a shard.
    @inline(__always)
    static func spaceJoinHash(of key: UInt64) -> UInt64 { key &* 0x9E37_79B9_7F4A_7C15 }
}

/// Everything besides the text that decides how a segment shapes.
struct SegmentStyle: Hashable, Sendable {
    var face: UInt64
    var font: Font
    var language: String?
    var script: UInt32
    var isRightToLeft: Bool
    var letterSpacing: Double
    var kern: Double
}
