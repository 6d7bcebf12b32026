/// One generation of a `ShapedSegmentCache` shard: an open-addressing hash table whose keys
/// and glyphs live in one flat arena of fixed capacity. Not thread-safe; its shard's lock
/// guards it.
///
/// A lookup hashes the segment once, probes linearly and compares the stored units, so it
/// allocates nothing. The table never evicts single entries: its shard (`ShardGenerations`)
/// empties a whole older generation at a time. Emptying is O(1): slots carry the epoch
/// they were written in, and a slot of an older epoch counts as empty.
///
/// An entry's key units and glyphs lie together in the arena (`EntryLayout`), so a hit or a
/// store touches the slot and two or three neighbouring cache lines, not one line in each of
/// seven arrays: in a cache larger than the CPU's, each of those lines is a miss.
struct ShardTable: ~Copyable {
    private struct Slot {
        var hash: UInt64 = 0
        var key: UInt64 = 0
        /// Where the entry starts in the arena (`EntryLayout`).
        var start: Int32 = 0
        var epoch: UInt32 = 0
        var unitCount: UInt16 = 0
        var glyphCount: UInt16 = 0
        /// Bit 0: unsafe to concatenate at the start; bit 1: at the end; bit 2: copied to
        /// the newer generation; bit 3: known to join a space before it; bit 4: the entry
        /// keeps glyph offsets (else they are all zero).
        var bits: UInt8 = 0
    }

    /// Where an entry's parts lie in the arena, in 32-bit words from its start: the key units
    /// two to a word, then the glyph ids, the advances (as bit patterns), each glyph's cluster
    /// (relative to the segment, low 16 bits) with its flags (bits 16–23), and, only when one
    /// is not zero, the x and then the y offsets.
    struct EntryLayout {
        /// Where the glyphs' part starts (after the units).
        let glyphStart: Int
        let glyphCount: Int
        let hasOffsets: Bool
        var ids: Int { glyphStart }
        var advances: Int { ids + glyphCount }
        var clusters: Int { advances + glyphCount }
        var xOffsets: Int { clusters + glyphCount }
        var yOffsets: Int { xOffsets + glyphCount }
        var end: Int { hasOffsets ? yOffsets + glyphCount : xOffsets }

        /// The layout of an entry of `unitCount` units and `glyphCount` glyphs at `start`.
        init(at start: Int, units unitCount: Int, glyphs glyphCount: Int, hasOffsets: Bool) {
            glyphStart = start + (unitCount + 1) / 2
            self.glyphCount = glyphCount
            self.hasOffsets = hasOffsets
        }

        /// The words an entry of `unitCount` units and `glyphCount` glyphs takes.
        static func words(units unitCount: Int, glyphs glyphCount: Int, hasOffsets: Bool) -> Int {
            EntryLayout(at: 0, units: unitCount, glyphs: glyphCount, hasOffsets: hasOffsets).end
        }

        /// Whether any glyph of `glyphs[range]` has a non-zero offset.
        static func hasOffsets(_ glyphs: GlyphStorage, _ range: GlyphRange) -> Bool {
            range.contains { glyphs.xOffset(at: $0) != 0 || glyphs.yOffset(at: $0) != 0 }
        }
    }

    /// Bytes one glyph takes in the arena (id, advance, cluster with flags), without
    /// offsets; a glyph of an entry with offsets takes 8 more.
    static let bytesPerGlyph = 3 * 4
    static var bytesPerSlot: Int { MemoryLayout<Slot>.stride }

    private var slots: [Slot]
    /// One tag per slot, probed before the slot itself (2 bytes instead of 32, so a probe
    /// seldom leaves the CPU cache): the low 8 bits of the epoch the slot was written in,
    /// then 8 bits of its hash. A tag of another epoch means an empty slot; a matching
    /// tag still needs the slot compared (the hash bits are partial).
    private var tags: [UInt16]
    /// The arena's capacity in words.
    private let wordCapacity: Int
    private var epoch: UInt32 = 1
    /// Entries written in this epoch, and how many of them were copied to the newer generation.
    private(set) var used = 0
    private(set) var promoted = 0
    /// The arena's logical end. Emptying resets this only: later entries overwrite the old
    /// contents in place (see `write`), so emptying costs the same at any size.
    private var end = 0
    private var words: [UInt32] = []

    /// A table of `slots` slots (at least one) whose arena has room for `glyphs` glyphs
    /// without offsets and `units` key units; all of it is reserved now.
    init(slots slotCount: Int, glyphs: Int, units unitCount: Int) {
        slots = [Slot](repeating: Slot(), count: max(slotCount, 1))
        tags = [UInt16](repeating: 0, count: max(slotCount, 1))
        wordCapacity = (unitCount + 1) / 2 + 3 * glyphs
        words.reserveCapacity(wordCapacity)
    }

    /// The bytes the table may hold (slots and the full arena).
    var capacityBytes: Int { slots.count * Self.bytesPerSlot + wordCapacity * 4 }

    /// The bytes the table holds now (slots and the used part of the arena).
    var bytes: Int { slots.count * Self.bytesPerSlot + end * 4 }

    /// Empties the table in O(1) (capacity kept).
    mutating func clear() {
        epoch &+= 1
        if epoch == 0 {  // wrapped: old slots could look current again
            for index in slots.indices { slots[index].hash = 0 }
            epoch = 1
        }
        // The tags' epoch byte skips 0xFF, the mark of a stale tag, and when it comes
        // round to 0 every tag is marked stale: a tag whose epoch byte is the current one
        // was written in this epoch.
        if epoch & 0xFF == 0xFF { epoch &+= 1 }
        if epoch & 0xFF == 0 {
            for index in tags.indices { tags[index] = 0xFF00 }
        }
        used = 0
        promoted = 0
        end = 0
    }

    /// Whether an entry of `entryWords` arena words (`EntryLayout.words`) fits without emptying.
    func hasRoom(words entryWords: Int) -> Bool {
        (used + 1) * 2 <= slots.count && end + entryWords <= wordCapacity
    }

    /// Whether an entry of `unitCount` units, `glyphCount` glyphs and `entryWords` arena
    /// words could ever be stored.
    func accepts(units unitCount: Int, glyphs glyphCount: Int, words entryWords: Int) -> Bool {
        glyphCount > 0 && unitCount <= Int(UInt16.max) && glyphCount <= Int(UInt16.max)
            && entryWords <= wordCapacity
    }

    /// The first slot a key with `hash` probes: the hash's low 32 bits scaled to the slot
    /// count (no division, any count; the high bits chose the shard).
    @inline(__always)
    static func home(of hash: UInt64, slotCount: Int) -> Int {
        Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(slotCount)) >> 32)
    }

    /// The slot holding the key, or the empty slot where it would go.
    private func probe(_ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64) -> (index: Int, found: Bool) {
        var index = Self.home(of: hash, slotCount: slots.count)
        let epochTag = UInt16(truncatingIfNeeded: epoch & 0xFF) << 8
        let wanted = epochTag | Self.hashTag(hash)
        while true {
            let tag = tags[index]
            if tag & 0xFF00 != epochTag { return (index, false) }
            if tag == wanted {
                let slot = slots[index]
                if slot.hash == 0 || slot.epoch != epoch { return (index, false) }
                if slot.hash == hash, slot.key == key, Int(slot.unitCount) == segment.count,
                    matches(text, segment, at: Int(slot.start))
                {
                    return (index, true)
                }
            }
            index += 1
            if index == slots.count { index = 0 }
        }
    }

    /// The 8 hash bits of a slot's tag (bits the home index does not use).
    @inline(__always)
    private static func hashTag(_ hash: UInt64) -> UInt16 { UInt16(truncatingIfNeeded: hash >> 40) & 0xFF }

    /// Whether the units stored two to a word from `start` on are `text[segment]`.
    private func matches(_ text: [UInt16], _ segment: TextRange, at start: Int) -> Bool {
        var word = start
        var index = segment.lowerBound
        while index + 1 < segment.upperBound {
            if words[word] != UInt32(text[index]) | UInt32(text[index + 1]) << 16 { return false }
            word += 1
            index += 2
        }
        return index == segment.upperBound || words[word] & 0xFFFF == UInt32(text[index])
    }

    func contains(_ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64) -> Bool {
        probe(text, segment, key: key, hash: hash).found
    }

    /// Appends the entry's glyphs to `storage` (clusters made absolute) and returns its
    /// edges, or nil when the key is not here. `promote` marks the entry as copied to the
    /// newer generation (the caller copies it). `storage`'s offset arrays are empty or
    /// hold one offset per glyph, and stay so.
    mutating func lookup(
        _ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64, promote: Bool,
        into storage: inout GlyphStorage
    ) -> ShapedSegmentCache.Edges? {
        let (index, found) = probe(text, segment, key: key, hash: hash)
        guard found else { return nil }
        let slot = slots[index]
        if promote, slot.bits & 4 == 0 {
            slots[index].bits |= 4
            promoted += 1
        }
        let layout = EntryLayout(
            at: Int(slot.start), units: Int(slot.unitCount), glyphs: Int(slot.glyphCount),
            hasOffsets: slot.bits & 16 != 0)
        let count = layout.glyphCount
        // No slices of the arena: a slice would retain and release its buffer (two atomic
        // operations, which two threads contend on).
        if layout.hasOffsets {
            storage.makeOffsetsDense(upTo: storage.count)
            storage.xOffsets.append(bitPatternsOf: words, in: layout.xOffsets..<layout.xOffsets + count)
            storage.yOffsets.append(bitPatternsOf: words, in: layout.yOffsets..<layout.yOffsets + count)
        } else {
            storage.appendZeroOffsets(count)
        }
        storage.ids.append(elementsOf: words, in: layout.ids..<layout.ids + count)
        storage.advances.append(bitPatternsOf: words, in: layout.advances..<layout.advances + count)
        let offset = Int32(segment.lowerBound)
        for word in layout.clusters..<layout.clusters + count {
            let packed = words[word]
            storage.clusters.append(offset + Int32(packed & 0xFFFF))
            storage.flags.append(UInt8(truncatingIfNeeded: packed >> 16))
        }
        return Self.edges(of: slot)
    }

    /// Takes back `lookup`'s promotion mark on the key's entry (the newer generation
    /// could not take the copy), so the entry counts as held here alone.
    mutating func withdrawPromotion(_ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64) {
        let (index, found) = probe(text, segment, key: key, hash: hash)
        guard found, slots[index].bits & 4 != 0 else { return }
        slots[index].bits &= ~4
        promoted -= 1
    }

    private static func edges(of slot: Slot) -> ShapedSegmentCache.Edges {
        ShapedSegmentCache.Edges(
            unsafeToConcatAtStart: slot.bits & 1 != 0, unsafeToConcatAtEnd: slot.bits & 2 != 0,
            joinsAfterSpace: slot.bits & 8 != 0)
    }

    /// Stores `glyphs[range]` (clusters absolute) as the entry of `text[segment]`; the
    /// caller has checked `hasRoom` and `accepts` and says whether any offset is non-zero
    /// (`EntryLayout.hasOffsets`). Without `concatIsKnown`, both edges are stored as
    /// unsafe to concatenate (the glyphs' flags do not say).
    mutating func insert(
        _ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64, glyphs: GlyphStorage,
        range: GlyphRange, hasOffsets: Bool, joinsAfterSpace: Bool = false, concatIsKnown: Bool = true
    ) {
        let (index, found) = probe(text, segment, key: key, hash: hash)
        guard !found else { return }
        let concat = concatIsKnown ? glyphs.edges(of: range) : ShapedSegmentCache.Edges.concatUnknown
        let edges =
            (concat.unsafeToConcatAtStart ? 1 : 0) | (concat.unsafeToConcatAtEnd ? 2 : 0) | (joinsAfterSpace ? 8 : 0)
            | (hasOffsets ? 16 : 0)
        slots[index] = Slot(
            hash: hash, key: key, start: Int32(end), epoch: epoch, unitCount: UInt16(segment.count),
            glyphCount: UInt16(range.count), bits: UInt8(edges))
        tags[index] = UInt16(truncatingIfNeeded: epoch & 0xFF) << 8 | Self.hashTag(hash)
        used += 1
        var position = end
        var unit = segment.lowerBound
        while unit < segment.upperBound {
            let high = unit + 1 < segment.upperBound ? UInt32(text[unit + 1]) << 16 : 0
            write(UInt32(text[unit]) | high, at: &position)
            unit += 2
        }
        for glyph in range { write(glyphs.ids[glyph], at: &position) }
        for glyph in range { write(glyphs.advances[glyph].bitPattern, at: &position) }
        let offset = segment.lowerBound
        for glyph in range {
            let cluster = UInt32(UInt16(truncatingIfNeeded: Int(glyphs.clusters[glyph]) - offset))
            write(cluster | UInt32(glyphs.flags[glyph]) << 16, at: &position)
        }
        if hasOffsets {
            for glyph in range { write(glyphs.xOffset(at: glyph).bitPattern, at: &position) }
            for glyph in range { write(glyphs.yOffset(at: glyph).bitPattern, at: &position) }
        }
        end = position
    }

    /// Writes `value` at `position` of the arena and moves `position` on: over old contents
    /// left by emptying, or appending (entries are written in order, so `position` is at most
    /// the arena's count).
    @inline(__always)
    private mutating func write(_ value: UInt32, at position: inout Int) {
        if position < words.count {
            words[position] = value
        } else {
            words.append(value)
        }
        position += 1
    }
}
