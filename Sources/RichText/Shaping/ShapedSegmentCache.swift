import Synchronization

/// A bounded, thread-safe cache of shaped segments (a word with the spaces after it, or one
/// CJK character), keyed on the segment's UTF-16 text and everything that affects shaping:
/// the face, the font request (size, features, variations), language, script, direction,
/// letter spacing and kern, and whether the segment starts or ends its paragraph.
///
/// This is what makes cold layouts of new paragraphs fast (minikin's layout cache): most
/// words of a new paragraph were seen before, so they skip HarfBuzz. `Shaper` joins
/// cached segments only where the font does not act across the join (see
/// `Shaper.shapeSegmented`), so glyphs and positions stay those of shaping the whole item
/// at once.
///
/// Memory is fixed: 16 shards, each with its own lock, a table of 1,024 slots and arenas of
/// 8,192 glyphs and 12,288 UTF-16 units, allocated once (about 3.5 MB in all). A shard that
/// fills up is emptied and starts again, which bounds the cache without LRU bookkeeping.
final class ShapedSegmentCache: Sendable {
    /// The cache every `Shaper` uses.
    static let shared = ShapedSegmentCache()

    /// The longest segment (UTF-16 units) that is cached; longer ones are shaped directly.
    static let maximumSegmentLength = 64

    /// Whether a cached segment's first and last glyphs carry HarfBuzz's unsafe-to-concat flag.
    struct Edges: Equatable {
        var startUnsafe: Bool
        var endUnsafe: Bool
    }

    private let shards: [Shard]
    private let styles = Mutex(StyleTable())

    /// Style ids: never reused, so a stale entry can never answer for another style.
    private struct StyleTable {
        var ids: [SegmentStyle: UInt64] = [:]
        var next: UInt64 = 1
    }

    init(shardCount: Int = 16, slotsPerShard: Int = 1024, glyphsPerShard: Int = 8192, unitsPerShard: Int = 12288) {
        shards = (0..<shardCount).map { _ in
            Shard(slots: slotsPerShard, glyphs: glyphsPerShard, units: unitsPerShard)
        }
    }

    /// A number standing for `style` in keys. Ids are never reused; past 4,096 styles the
    /// table forgets the old ones (their entries age out of the shards).
    func styleID(for style: SegmentStyle) -> UInt64 {
        styles.withLock { table in
            if let id = table.ids[style] { return id }
            if table.ids.count >= 4096 { table.ids.removeAll(keepingCapacity: true) }
            let id = table.next
            table.next += 1
            table.ids[style] = id
            return id
        }
    }

    /// The key hash of `units` under `key` (a style id with the paragraph-edge bits).
    static func hash(_ units: UnsafeBufferPointer<UInt16>, key: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ key
        for unit in units { hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01b3 }
        hash ^= hash >> 29
        return hash | 1
    }

    /// Appends the cached glyphs of `units` to `storage` (clusters offset by `offset`), or
    /// returns nil on a miss.
    func lookup(
        _ units: UnsafeBufferPointer<UInt16>, key: UInt64, hash: UInt64, offset: Int, into storage: inout GlyphStorage
    ) -> Edges? {
        shard(for: hash).state.withLock { $0.lookup(units, key: key, hash: hash, offset: offset, into: &storage) }
    }

    /// Stores `glyphs[range]`, the shaping of `units`, whose clusters start at `offset`.
    func insert(
        _ units: UnsafeBufferPointer<UInt16>, key: UInt64, hash: UInt64, glyphs: GlyphStorage, range: Range<Int>,
        offset: Int
    ) {
        shard(for: hash).state.withLock { $0.insert(units, key: key, hash: hash, glyphs: glyphs, range: range, offset: offset) }
    }

    /// Whether a segment whose first glyph is `firstGlyph` joins a space before it as it
    /// is, under a style, if known (see `Shaper.shapeSegmented`).
    func joinsAfterSpace(styleID: UInt64, firstGlyph: UInt32) -> Bool? {
        let key = styleID << 32 | UInt64(firstGlyph)
        return shard(for: key &* 0x9E37_79B9_7F4A_7C15).state.withLock { $0.spaceJoins[key] }
    }

    /// Records a space-join answer.
    func setJoinsAfterSpace(_ joins: Bool, styleID: UInt64, firstGlyph: UInt32) {
        let key = styleID << 32 | UInt64(firstGlyph)
        shard(for: key &* 0x9E37_79B9_7F4A_7C15).state.withLock { table in
            if table.spaceJoins.count >= 4096 { table.spaceJoins.removeAll(keepingCapacity: true) }
            table.spaceJoins[key] = joins
        }
    }

    /// Empties every shard (for tests; the cache bounds itself).
    func removeAll() {
        shards.forEach { $0.clear() }
        styles.withLock { $0.ids.removeAll() }
    }

    /// The number of cached segments.
    var count: Int { shards.reduce(0) { total, shard in total + shard.state.withLock { $0.used } } }

    private func shard(for hash: UInt64) -> Shard {
        shards[Int(truncatingIfNeeded: hash >> 56) % shards.count]
    }

    /// One lock and its table.
    final class Shard: Sendable {
        let state: Mutex<ShardTable>

        init(slots: Int, glyphs: Int, units: Int) {
            state = Mutex(ShardTable(slots: slots, glyphs: glyphs, units: units))
        }

        func clear() { state.withLock { $0.clear() } }
    }
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
