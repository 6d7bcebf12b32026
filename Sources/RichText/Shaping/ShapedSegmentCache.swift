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
///
/// Callers see one call per question: `glyphs(for:of:style:…orShape:)` appends a segment's
/// glyphs (shaping and storing them on a miss) and `joinsAfterSpace(style:firstGlyph:orCheck:)`
/// answers a join question (checking and storing it on a miss); keys and hashes stay
/// inside. A `Shaper` is given its cache (`FontContext.segmentCache`, by default this
/// `shared` one), so a test can use a cache of its own.
final class ShapedSegmentCache: Sendable {
    /// The cache font contexts use unless given another.
    static let shared = ShapedSegmentCache()

    /// The longest segment (UTF-16 units) that is cached; longer ones are shaped directly.
    static let maximumSegmentLength = 64

    /// Whether a cached segment's first and last glyphs carry HarfBuzz's unsafe-to-concat flag.
    struct Edges: Equatable {
        var unsafeToConcatAtStart: Bool
        var unsafeToConcatAtEnd: Bool
    }

    fileprivate let shards: [Shard]
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

    /// Appends the glyphs of `text[segment]` shaped in `style` to `storage`, clusters
    /// absolute: from the cache, or on a miss from `shape` (which must append exactly the
    /// segment's glyphs), which are then kept. Returns whether the first and last glyph
    /// are unsafe to concatenate.
    ///
    /// `isParagraphStart` and `isParagraphEnd` take part in the key: HarfBuzz shapes a
    /// segment at a paragraph edge with the beginning/end-of-text flags.
    func glyphs(
        for segment: TextRange, of text: [UInt16], style: Style, isParagraphStart: Bool, isParagraphEnd: Bool,
        into storage: inout GlyphStorage, orShape shape: (inout GlyphStorage) -> Void
    ) -> Edges {
        let key = style.id << 2 | (isParagraphStart ? 2 : 0) | (isParagraphEnd ? 1 : 0)
        let hash = Self.hash(text, segment, key: key)
        let shard = shard(for: hash)
        if let hit = shard.state.withLock({ $0.lookup(text, segment, key: key, hash: hash, into: &storage) }) {
            return hit
        }
        let glyphStart = storage.count
        shape(&storage)
        shard.state.withLock {
            $0.insert(text, segment, key: key, hash: hash, glyphs: storage, range: glyphStart..<storage.count)
        }
        return storage.edges(from: glyphStart)
    }

    /// The key hash of `text[segment]` under `key` (a style id with the paragraph-edge bits).
    private static func hash(_ text: [UInt16], _ segment: TextRange, key: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ key
        for index in segment { hash = (hash ^ UInt64(text[index])) &* 0x0000_0100_0000_01b3 }
        hash ^= hash >> 29
        return hash | 1
    }

    /// Whether a segment whose first glyph is `firstGlyph` joins a space before it as it
    /// is, in `style` (see `Shaper.shapeSegmented`): the kept answer, or on a miss the
    /// answer of `check`, which is then kept.
    func joinsAfterSpace(style: Style, firstGlyph: UInt32, orCheck check: () -> Bool) -> Bool {
        let key = style.id << 32 | UInt64(firstGlyph)
        let shard = shard(for: key &* 0x9E37_79B9_7F4A_7C15)
        if let known = shard.state.withLock({ $0.spaceJoins[key] }) { return known }
        let joins = check()
        shard.state.withLock { table in
            if table.spaceJoins.count >= 4096 { table.spaceJoins.removeAll(keepingCapacity: true) }
            table.spaceJoins[key] = joins
        }
        return joins
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

extension ShapedSegmentCache {
    /// Counters summed over the shards.
    var statistics: ShapingCacheStatistics {
        var total = ShapingCacheStatistics()
        for shard in shards {
            shard.state.withLock { table in
                total.count += table.used
            }
        }
        return total
    }

    /// Empties every shard.
    func removeAll() {
        for shard in shards { shard.clear() }
    }
}
