/// One generation of a `ShapedSegmentCache` shard: an open-addressing hash table whose keys
/// and glyphs live in flat arenas of fixed capacity. Not thread-safe; its shard's lock
/// guards it.
///
/// A lookup hashes the segment once, probes linearly and compares the stored units, so it
/// allocates nothing. The table never evicts single entries: its shard (`ShardGenerations`)
/// empties a whole older generation at a time. Emptying is O(1): slots carry the epoch
/// they were written in, and a slot of an older epoch counts as empty.
struct ShardTable: ~Copyable {
    private struct Slot {
        var hash: UInt64 = 0
        var key: UInt64 = 0
        var unitStart: Int32 = 0
        var unitCount: Int32 = 0
        var glyphStart: Int32 = 0
        var glyphCount: Int32 = 0
        var epoch: UInt32 = 0
        /// Bit 0: unsafe to concatenate at the start; bit 1: at the end; bit 2: copied to
        /// the newer generation; bit 3: known to join a space before it.
        var bits: UInt8 = 0
    }

    /// Bytes one glyph takes in the arenas (id, advance, two offsets, cluster, flags).
    static let bytesPerGlyph = 4 + 4 + 4 + 4 + 2 + 1
    static var bytesPerSlot: Int { MemoryLayout<Slot>.stride }

    private var slots: [Slot]
    /// One tag per slot, probed before the slot itself (2 bytes instead of 40, so a probe
    /// seldom leaves the CPU cache): the low 8 bits of the epoch the slot was written in,
    /// then 8 bits of its hash. A tag of another epoch means an empty slot; a matching
    /// tag still needs the slot compared (the hash bits are partial).
    private var tags: [UInt16]
    private let glyphCapacity: Int
    private let unitCapacity: Int
    private var epoch: UInt32 = 1
    /// Entries written in this epoch, and how many of them were copied to the newer generation.
    private(set) var used = 0
    private(set) var promoted = 0
    /// The arenas' logical ends. Emptying resets these only: later entries overwrite the
    /// old contents in place (see `put`), so emptying costs the same at any size.
    private var unitEnd = 0
    private var glyphEnd = 0
    private var units: [UInt16] = []
    private var ids: [UInt32] = []
    private var advances: [Float] = []
    private var xOffsets: [Float] = []
    private var yOffsets: [Float] = []
    /// Clusters relative to the segment's start.
    private var clusters: [UInt16] = []
    private var flags: [UInt8] = []

    /// A table of `slots` slots (at least one) with room for `glyphs` glyphs and `units`
    /// key units; all of it is allocated now.
    init(slots slotCount: Int, glyphs: Int, units unitCount: Int) {
        slots = [Slot](repeating: Slot(), count: max(slotCount, 1))
        tags = [UInt16](repeating: 0, count: max(slotCount, 1))
        glyphCapacity = glyphs
        unitCapacity = unitCount
        units.reserveCapacity(unitCount)
        ids.reserveCapacity(glyphs)
        advances.reserveCapacity(glyphs)
        xOffsets.reserveCapacity(glyphs)
        yOffsets.reserveCapacity(glyphs)
        clusters.reserveCapacity(glyphs)
        flags.reserveCapacity(glyphs)
    }

    /// The bytes the table may hold (slots and full arenas).
    var capacityBytes: Int {
        slots.count * Self.bytesPerSlot + unitCapacity * 2 + glyphCapacity * Self.bytesPerGlyph
    }

    /// The bytes the table holds now (slots and the used part of the arenas).
    var bytes: Int { slots.count * Self.bytesPerSlot + unitEnd * 2 + glyphEnd * Self.bytesPerGlyph }

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
        unitEnd = 0
        glyphEnd = 0
    }

    /// Whether an entry of `unitCount` units and `glyphCount` glyphs fits without emptying.
    func hasRoom(units unitCount: Int, glyphs glyphCount: Int) -> Bool {
        (used + 1) * 2 <= slots.count && glyphEnd + glyphCount <= glyphCapacity
            && unitEnd + unitCount <= unitCapacity
    }

    /// Whether an entry of this size could ever be stored.
    func accepts(units unitCount: Int, glyphs glyphCount: Int) -> Bool {
        glyphCount > 0 && unitCount <= Int(UInt16.max) && glyphCount <= glyphCapacity && unitCount <= unitCapacity
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
                    matches(text, segment, at: Int(slot.unitStart))
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

    private func matches(_ text: [UInt16], _ segment: TextRange, at start: Int) -> Bool {
        var stored = start
        for index in segment {
            if units[stored] != text[index] { return false }
            stored += 1
        }
        return true
    }

    func contains(_ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64) -> Bool {
        probe(text, segment, key: key, hash: hash).found
    }

    /// Appends the entry's glyphs to `storage` (clusters made absolute) and returns its
    /// edges, or nil when the key is not here. `promote` marks the entry as copied to the
    /// newer generation (the caller copies it).
    mutating func lookup(
        _ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64, promote: Bool,
        into storage: inout GlyphStorage
    ) -> ShapedSegmentCache.Edges? {
        let (index, found) = probe(text, segment, key: key, hash: hash)
        guard found else { return nil }
        let offset = Int32(segment.lowerBound)
        let slot = slots[index]
        if promote, slot.bits & 4 == 0 {
            slots[index].bits |= 4
            promoted += 1
        }
        // No slices of the arenas: a slice would retain and release its buffer (two atomic
        // operations per array, which two threads contend on).
        let glyphs = Int(slot.glyphStart)..<Int(slot.glyphStart + slot.glyphCount)
        storage.ids.append(elementsOf: ids, in: glyphs)
        storage.advances.append(elementsOf: advances, in: glyphs)
        storage.xOffsets.append(elementsOf: xOffsets, in: glyphs)
        storage.yOffsets.append(elementsOf: yOffsets, in: glyphs)
        storage.flags.append(elementsOf: flags, in: glyphs)
        for glyph in glyphs { storage.clusters.append(offset + Int32(clusters[glyph])) }
        return Self.edges(of: slot)
    }

    private static func edges(of slot: Slot) -> ShapedSegmentCache.Edges {
        ShapedSegmentCache.Edges(
            unsafeToConcatAtStart: slot.bits & 1 != 0, unsafeToConcatAtEnd: slot.bits & 2 != 0,
            joinsAfterSpace: slot.bits & 8 != 0)
    }

    /// Stores `glyphs[range]` (clusters absolute) as the entry of `text[segment]`; the
    /// caller has checked `hasRoom` and `accepts`.
    mutating func insert(
        _ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64, glyphs: GlyphStorage,
        range: GlyphRange, joinsAfterSpace: Bool = false
    ) {
        let (index, found) = probe(text, segment, key: key, hash: hash)
        guard !found else { return }
        let offset = segment.lowerBound
        let unsafe = ShapedGlyph.Flags.unsafeToConcat.rawValue
        let edges =
            (glyphs.flags[range.lowerBound] & unsafe != 0 ? 1 : 0)
            | (glyphs.flags[range.upperBound - 1] & unsafe != 0 ? 2 : 0) | (joinsAfterSpace ? 8 : 0)
        slots[index] = Slot(
            hash: hash, key: key, unitStart: Int32(unitEnd), unitCount: Int32(segment.count),
            glyphStart: Int32(glyphEnd), glyphCount: Int32(range.count), epoch: epoch, bits: UInt8(edges))
        tags[index] = UInt16(truncatingIfNeeded: epoch & 0xFF) << 8 | Self.hashTag(hash)
        used += 1
        Self.put(text[segment], into: &units, at: unitEnd)
        Self.put(glyphs.ids[range], into: &ids, at: glyphEnd)
        Self.put(glyphs.advances[range], into: &advances, at: glyphEnd)
        if glyphs.xOffsets.isEmpty {
            Self.put(repeatElement(0, count: range.count), into: &xOffsets, at: glyphEnd)
        } else {
            Self.put(glyphs.xOffsets[range], into: &xOffsets, at: glyphEnd)
        }
        if glyphs.yOffsets.isEmpty {
            Self.put(repeatElement(0, count: range.count), into: &yOffsets, at: glyphEnd)
        } else {
            Self.put(glyphs.yOffsets[range], into: &yOffsets, at: glyphEnd)
        }
        Self.put(
            glyphs.clusters[range].lazy.map { UInt16(truncatingIfNeeded: Int($0) - offset) }, into: &clusters,
            at: glyphEnd)
        Self.put(glyphs.flags[range], into: &flags, at: glyphEnd)
        unitEnd += segment.count
        glyphEnd += range.count
    }

    /// Writes `values` into `array` from `position` on (at most `array.count`): over old
    /// contents left by emptying, then appending.
    private static func put<Values: Collection>(_ values: Values, into array: inout [Values.Element], at position: Int)
    {
        let overwritten = min(values.count, array.count - position)
        if overwritten == 0 {
            array.append(contentsOf: values)
            return
        }
        var index = position
        var value = values.startIndex
        for _ in 0..<overwritten {
            array[index] = values[value]
            index += 1
            value = values.index(after: value)
        }
        if overwritten < values.count { array.append(contentsOf: values[value...]) }
    }
}
