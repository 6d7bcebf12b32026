/// One shard of `ShapedSegmentCache`: two generations of entries (`ShardTable`s) and the
/// shard's counters. Not thread-safe; the shard's lock guards it.
///
/// New entries go to the newer generation. A lookup that finds its entry only in the
/// older generation copies it to the newer one, so words in use survive. When the newer
/// generation is full, the older one is emptied (its entries not copied forward are the
/// evictions) and the two swap roles. So the cache never empties at once: at any time it
/// holds between one and two generations of recently used words, and a working set larger
/// than the cache loses hits gradually, in proportion, instead of falling off a cliff
/// (a generational CLOCK, in the spirit of S3-FIFO's small and main queues).
///
/// A full newer generation holds: the older one is emptied only once the newer one has
/// served eight lookups for each entry it holds, or at once when the older one answered
/// none of the last 256 requests (lookups and words offered); until then the newer one
/// takes nothing more and copies nothing forward. So a working set larger than the cache
/// keeps a stable part of itself instead of replacing half the cache every few thousand
/// words (on nonce words drawn from twice the cache's vocabulary that churn cost more
/// than its 7 % of hits saved; holding, 30 % hit, with 23 % of the evictions), while a
/// new vocabulary still takes over a cache whose words are no longer asked for.
///
/// A word is stored the second time it is shaped, not the first (TinyLFU's doorkeeper): a
/// small Bloom filter remembers the words offered once recently (see `wasOffered`). So words seen once
/// (names, tags, URLs, typos) neither cost an insertion nor push out the vocabulary in use,
/// and a paragraph of new words costs its shaping and little else.
struct ShardGenerations: ~Copyable {
    private var first: ShardTable
    private var second: ShardTable
    private var newerIsFirst = true
    private(set) var hits = 0
    private(set) var misses = 0
    private(set) var evictions = 0
    /// `hits + misses` when the generations last swapped roles (or were emptied).
    private var lookupsAtSwap = 0
    /// The block of recent requests (lookups and words offered for storing) being counted,
    /// and how many of them the older generation answered.
    private var block = (requests: 0, olderHits: 0)
    /// The older generation answered none of the last full block of 256 requests.
    private var olderIsIdle = true
    /// The newer generation is full and the older one may not be emptied yet: the older
    /// one's entries are not copied forward meanwhile.
    private var isHolding = false
    /// Space-join answers (see `ShapedSegmentCache.joinsAfterSpace`), by style and glyph.
    var spaceJoins = SpaceJoinTable()
    /// The doorkeeper: a Bloom filter of the words offered once (8 bits a slot).
    private var offered: [UInt64]
    /// Words offered and not stored since the doorkeeper was last emptied.
    private var offers = 0
    /// The filter's words set since it was last emptied, while they are few (at most
    /// `offered.count / 16`; beyond that, emptying clears every word): so emptying the
    /// cache after a few paragraphs costs what they touched, not the whole filter.
    private var touchedWords: [Int32] = []
    private var touchedOverflow = false

    /// Two generations of `slots` slots, `glyphs` glyphs and `units` key units each.
    init(slots: Int, glyphs: Int, units: Int) {
        first = ShardTable(slots: slots, glyphs: glyphs, units: units)
        second = ShardTable(slots: slots, glyphs: glyphs, units: units)
        offered = [UInt64](repeating: 0, count: max(slots / 8, 1))
    }

    /// Whether a word with `hash` was offered before (and marks it offered): a Bloom
    /// filter with two bits per word. It is emptied after as many offers as it has bits
    /// / 8, so it forgets words offered once long ago and stays at most a quarter full (a
    /// false "seen" at most one time in sixteen, about one in fifty on average).
    private mutating func wasOffered(_ hash: UInt64) -> Bool {
        // Each position scales 32 hash bits to the filter's size with a multiply (a
        // division by a size known only at run time takes tens of cycles, twice a word).
        // The first takes bits 24–55, below the top bits that chose the shard (alike within
        // it); the second folds bits 11–42 with 40–63, so its shard bits are a fixed XOR.
        let bits = UInt64(offered.count * 64)
        let first = Int(truncatingIfNeeded: (((hash >> 24) & 0xFFFF_FFFF) &* bits) >> 32)
        let second = Int(truncatingIfNeeded: ((((hash >> 11) ^ (hash >> 40)) & 0xFFFF_FFFF) &* bits) >> 32)
        let firstMask: UInt64 = 1 << UInt64(first & 63)
        let secondMask: UInt64 = 1 << UInt64(second & 63)
        if offered[first >> 6] & firstMask != 0, offered[second >> 6] & secondMask != 0 { return true }
        offers += 1
        if offers * 8 > offered.count * 64 {
            forgetOffers()
            offers = 1
        }
        setOffered(first >> 6, firstMask)
        setOffered(second >> 6, secondMask)
        return false
    }

    private mutating func setOffered(_ word: Int, _ mask: UInt64) {
        if offered[word] == 0, !touchedOverflow {
            if touchedWords.count < max(offered.count / 16, 4) {
                touchedWords.append(Int32(truncatingIfNeeded: word))
            } else {
                touchedOverflow = true
            }
        }
        offered[word] |= mask
    }

    /// Empties the doorkeeper.
    private mutating func forgetOffers() {
        if touchedOverflow {
            for index in offered.indices { offered[index] = 0 }
        } else {
            for word in touchedWords { offered[Int(word)] = 0 }
        }
        touchedWords.removeAll(keepingCapacity: true)
        touchedOverflow = false
    }

    /// Runs `body` with the newer and the older generation.
    private mutating func withGenerations<Result>(
        _ body: (inout ShardTable, inout ShardTable) -> Result
    ) -> Result {
        newerIsFirst ? body(&first, &second) : body(&second, &first)
    }

    /// Entries held now (an entry copied forward counts once).
    var count: Int { first.used + second.used - (newerIsFirst ? second.promoted : first.promoted) }
    var bytes: Int { first.bytes + second.bytes }
    var capacityBytes: Int { first.capacityBytes + second.capacityBytes }

    /// Whether the key is here; a miss is counted when it is not (the caller then shapes
    /// the segment instead of looking it up).
    mutating func contains(_ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64) -> Bool {
        let (inNewer, inOlder) = withGenerations { newer, older in
            let inNewer = newer.contains(text, segment, key: key, hash: hash)
            return (inNewer, !inNewer && older.contains(text, segment, key: key, hash: hash))
        }
        let found = inNewer || inOlder
        if !found { misses += 1 }
        countRequest(olderHit: inOlder)
        return found
    }

    /// Appends the glyphs of the entry for the key to `storage` and returns its edges, or
    /// nil on a miss; an entry found in the older generation is copied to the newer.
    mutating func lookup(
        _ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64, into storage: inout GlyphStorage
    ) -> ShapedSegmentCache.Edges? {
        let glyphStart = storage.count
        var isInOlder = false
        let copiesForward = !isHolding
        let edges: ShapedSegmentCache.Edges? = withGenerations { newer, older in
            if let edges = newer.lookup(text, segment, key: key, hash: hash, promote: false, into: &storage) {
                return edges
            }
            let edges = older.lookup(text, segment, key: key, hash: hash, promote: copiesForward, into: &storage)
            isInOlder = edges != nil
            return edges
        }
        countRequest(olderHit: isInOlder)
        guard let edges else {
            misses += 1
            return nil
        }
        hits += 1
        guard isInOlder else { return edges }
        if copiesForward,
            !insert(
                text, segment, key: key, hash: hash, glyphs: storage, range: glyphStart..<storage.count,
                admitted: true, joinsAfterSpace: edges.joinsAfterSpace,
                concatIsKnown: edges.concatIsKnown)
        {
            withGenerations { _, older in older.withdrawPromotion(text, segment, key: key, hash: hash) }
        }
        return edges
    }

    /// Stores `glyphs[range]` as the entry for the key in the newer generation, first
    /// emptying the older one and swapping roles when the newer one is full and need not
    /// hold; a word not `admitted` already is stored only if it was offered before (see
    /// the doorkeeper). Without `concatIsKnown`, both its ends count as unsafe to
    /// concatenate (an entry copied forward keeps its edges: both set, or as its glyphs'
    /// flags say). Returns whether the entry was stored (or was there).
    @discardableResult
    mutating func insert(
        _ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64, glyphs: GlyphStorage, range: GlyphRange,
        admitted: Bool = false, joinsAfterSpace: Bool = false, concatIsKnown: Bool = true
    ) -> Bool {
        if !admitted {
            countRequest(olderHit: false)
            guard wasOffered(hash) else { return false }
        }
        let hasOffsets = ShardTable.EntryLayout.hasOffsets(glyphs, range)
        let entryWords = ShardTable.EntryLayout.words(units: segment.count, glyphs: range.count, hasOffsets: hasOffsets)
        let age = hits + misses - lookupsAtSwap
        let olderIsIdle = self.olderIsIdle
        let outcome: (stored: Bool, holds: Bool, dropped: Int?) = withGenerations { newer, older in
            guard newer.accepts(units: segment.count, glyphs: range.count, words: entryWords) else {
                return (false, false, nil)
            }
            if newer.hasRoom(words: entryWords) {
                newer.insert(
                    text, segment, key: key, hash: hash, glyphs: glyphs, range: range, hasOffsets: hasOffsets,
                    joinsAfterSpace: joinsAfterSpace, concatIsKnown: concatIsKnown)
                return (true, false, nil)
            }
            guard age >= newer.used * Self.lookupsPerEntryBeforeEmptying || olderIsIdle else {
                return (false, true, nil)
            }
            let dropped = older.used - older.promoted
            older.clear()
            return (false, false, dropped)
        }
        guard let dropped = outcome.dropped else {
            if outcome.holds { isHolding = true }
            return outcome.stored
        }
        evictions += dropped
        newerIsFirst.toggle()
        startGeneration()
        return withGenerations { newer, _ in
            guard newer.hasRoom(words: entryWords) else { return false }
            newer.insert(
                text, segment, key: key, hash: hash, glyphs: glyphs, range: range, hasOffsets: hasOffsets,
                joinsAfterSpace: joinsAfterSpace, concatIsKnown: concatIsKnown)
            return true
        }
    }

    /// The lookups a full newer generation serves, per entry it holds, before the older
    /// one may be emptied while still in use.
    static let lookupsPerEntryBeforeEmptying = 8

    /// Counts a lookup or a word offered for storing, in blocks of 256 (see `olderIsIdle`).
    private mutating func countRequest(olderHit: Bool) {
        block.requests += 1
        if olderHit { block.olderHits += 1 }
        if block.requests == 256 {
            olderIsIdle = block.olderHits == 0
            block = (0, 0)
        }
    }

    /// Starts counting the newer generation's age afresh.
    private mutating func startGeneration() {
        lookupsAtSwap = hits + misses
        isHolding = false
    }

    /// Empties both generations (counters kept; these are not counted as evictions).
    mutating func clear() {
        first.clear()
        second.clear()
        startGeneration()
        if !spaceJoins.isEmpty { spaceJoins.removeAll() }
        if offers > 0 {
            forgetOffers()
            offers = 0
        }
    }
}
