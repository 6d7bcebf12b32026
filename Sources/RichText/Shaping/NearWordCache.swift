/// The words and space-join answers one shaping workspace found in the shared
/// `ShapedSegmentCache` lately, kept where only that workspace reads them: a hit here takes
/// no lock and writes nothing another thread reads.
///
/// Every lookup in the shared cache takes its shard's lock and writes the shard's counters:
/// a warm paragraph of English took 63 locks (words and space-join answers, callgrind over
/// the `cold/latin200` paragraphs). With two threads laying out at once, each of those
/// lines was last written by the other core, and a waiter could sleep in the kernel. With
/// this cache in front, the same paragraphs take 10 locks and 2.6 % fewer instructions. (How
/// much two threads gain from that depends on the host more than on anything here: on this
/// shared 2-core VM, two separate processes also scale between 1.3× and 2× from hour to hour.)
/// A workspace is lent to one shaping call at a time (`ShaperWorkspace`), so this cache
/// needs no lock at all.
///
/// What it holds are facts: a word's glyphs in a style, and whether a piece starting with a
/// glyph joins the space before it. Style and face ids are never reused, so an entry never
/// goes stale; it is copied exactly as the shared cache keeps it (the same `ShardTable`
/// layout, edges included), so glyphs are the same whichever cache answers. It is emptied
/// when its workspace works for another cache or the shared cache was emptied since
/// (`ShapedSegmentCache.removeAll`, so a first-sight layout finds nothing here either). A
/// full one holds what it took first, the words that came back soonest, and is emptied (in
/// O(1)) only after it has turned away 8,192 words: emptying it whenever it filled made
/// text of many scripts, whose segments fill a small one fast, copy words in and out all
/// the time (warm mixed-script text cost 4 % more instructions than without a near cache
/// at half this size; now 0.2 % less). Its hits count as the shared cache's hits in
/// `statistics`.
///
/// A word is kept the second time the shared cache answers it within a short while (a
/// doorkeeper, as the shared cache has for storing): copying every answer made warm
/// layouts of words that seldom recur (a cache warm with 24,000 nonce words) a fifth more
/// instructions, since a copy costs about as much as the lookup; with the doorkeeper they
/// cost 2.3 % more than without a near cache (first sight 0.4 % more, warm CJK 1.3 % less).
///
/// About 200 KB a workspace (the pool keeps at most 8): 1,024 words of up to 8,192 glyphs
/// and units in all, 512 space-join answers and the doorkeeper's 1,024 fingerprints.
///
/// A value the shaper takes out of its workspace for a paragraph and puts back (see
/// `Shaper.shape(_:items:)`): its tables are then the shaping loop's own, read without the
/// reference counting and exclusivity checks a class's arrays cost on every word (and a
/// value taken out once an item cost mixed text, many items a paragraph, 1 % more).
struct NearWordCache: ~Copyable {
    private var words = ShardTable(slots: 2048, glyphs: 8192, units: 8192)
    private var joins = SpaceJoinTable()
    /// The doorkeeper: a word the shared cache answers is kept here only when it was
    /// answered there recently too (its hash's fingerprint in its slot), so text whose words
    /// seldom come back soon (names, nonce words) pays no copy for each of them. A word
    /// kept here is looked for only while its fingerprint is in its slot (another word's
    /// taking the slot sends it to the shared cache once, and back here the next time).
    private var recentlyAnswered = [UInt32](repeating: 0, count: 1024)
    /// Hits not yet added to the shared cache's count.
    private var unreportedHits = 0
    /// Words the doorkeeper let in while this cache was full (and so were not kept).
    private var refusedWhileFull = 0
    /// After this many refusals a full cache is emptied, so a vocabulary that changed
    /// comes in; until then it holds what it took first.
    static let refusalsBeforeEmptying = 8192
    /// The cache (`ShapedSegmentCache.serial`) and the count of its emptyings that the
    /// entries belong to.
    private var cacheSerial: UInt64 = 0
    private var cacheClears: UInt64 = 0

    /// Empties this cache unless it belongs to `cache` as it is now (not emptied since).
    mutating func prepare(for cache: ShapedSegmentCache) {
        let clears = cache.clears
        guard cacheSerial != cache.serial || cacheClears != clears else { return }
        cacheSerial = cache.serial
        cacheClears = clears
        words.clear()
        refusedWhileFull = 0
        if !joins.isEmpty { joins.removeAll() }
        // The doorkeeper's fingerprints stay: they only let a word in one answer sooner.
    }

    /// Appends the glyphs of `text[segment]` to `storage` and returns their edges: from
    /// here, or from `cache` (then kept here), or nil on a miss in both (nothing appended).
    mutating func lookup(
        _ segment: TextRange, of text: [UInt16], at address: ShapedSegmentCache.Address, in cache: ShapedSegmentCache,
        into storage: inout GlyphStorage
    ) -> ShapedSegmentCache.Edges? {
        // Only a word whose fingerprint is in its slot can be here (see `recentlyAnswered`):
        // the others skip the probe.
        let slot = Int(truncatingIfNeeded: address.hash >> 20) & (recentlyAnswered.count - 1)
        let fingerprint = UInt32(truncatingIfNeeded: address.hash >> 32) | 1
        let isRecent = recentlyAnswered[slot] == fingerprint
        if isRecent,
            let edges = words.lookup(
                text, segment, key: address.key, hash: address.hash, promote: false, into: &storage)
        {
            unreportedHits += 1
            return edges
        }
        let glyphStart = storage.count
        guard let edges = cache.lookup(segment, of: text, at: address, into: &storage) else { return nil }
        if isRecent {
            keep(segment, of: text, at: address, glyphs: storage, range: glyphStart..<storage.count, edges: edges)
        } else {
            recentlyAnswered[slot] = fingerprint
        }
        return edges
    }

    /// Whether `text[segment]` is here or in `cache` (which counts a miss when it is in neither).
    func contains(
        _ segment: TextRange, of text: [UInt16], at address: ShapedSegmentCache.Address, in cache: ShapedSegmentCache
    ) -> Bool {
        words.contains(text, segment, key: address.key, hash: address.hash)
            || cache.contains(segment, of: text, at: address)
    }

    /// Whether a piece whose first glyph is `firstGlyph` joins a space before it as it is,
    /// in `style`: the answer kept here, or `cache`'s (which may ask `check`), then kept here.
    mutating func joinsAfterSpace(
        style: ShapedSegmentCache.Style, firstGlyph: UInt32, in cache: ShapedSegmentCache, orCheck check: () -> Bool
    ) -> Bool {
        let key = ShapedSegmentCache.spaceJoinKey(style: style, firstGlyph: firstGlyph)
        if let known = joins.answer(for: key) { return known }
        let joinsSpace = cache.joinsAfterSpace(style: style, firstGlyph: firstGlyph, orCheck: check)
        joins.record(joinsSpace, for: key)
        return joinsSpace
    }

    /// Adds the hits made here since the last call to `cache`'s count.
    mutating func reportHits(to cache: ShapedSegmentCache) {
        guard unreportedHits > 0 else { return }
        cache.countHitsElsewhere(unreportedHits)
        unreportedHits = 0
    }

    /// Keeps a copy of the shared cache's entry, with its edges as they were (an entry kept
    /// without HarfBuzz's unsafe-to-concatenate flags has both ends unsafe), unless this
    /// cache is full (see `refusalsBeforeEmptying`).
    private mutating func keep(
        _ segment: TextRange, of text: [UInt16], at address: ShapedSegmentCache.Address, glyphs: GlyphStorage,
        range: GlyphRange, edges: ShapedSegmentCache.Edges
    ) {
        // The smallest the entry can be first: a full cache turns it away without a look
        // at its offsets.
        let leastWords = ShardTable.EntryLayout.words(units: segment.count, glyphs: range.count, hasOffsets: false)
        let hasOffsets = words.hasRoom(words: leastWords) && ShardTable.EntryLayout.hasOffsets(glyphs, range)
        let entryWords =
            hasOffsets
            ? ShardTable.EntryLayout.words(units: segment.count, glyphs: range.count, hasOffsets: true) : leastWords
        guard words.accepts(units: segment.count, glyphs: range.count, words: entryWords) else { return }
        guard words.hasRoom(words: entryWords) else {
            refusedWhileFull += 1
            if refusedWhileFull >= Self.refusalsBeforeEmptying {
                words.clear()
                refusedWhileFull = 0
            }
            return
        }
        words.insert(
            text, segment, key: address.key, hash: address.hash, glyphs: glyphs, range: range, hasOffsets: hasOffsets,
            joinsAfterSpace: edges.joinsAfterSpace,
            concatIsKnown: edges.concatIsKnown)
    }
}
