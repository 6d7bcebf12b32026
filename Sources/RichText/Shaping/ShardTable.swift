/// One shard of `ShapedSegmentCache`: an open-addressing hash table whose keys and glyphs
/// live in flat arenas of fixed capacity. Not thread-safe; its shard's lock guards it.
///
/// A lookup hashes the segment once, probes linearly and compares the stored units, so it
/// allocates nothing. When the table is three quarters full or an arena has no room, the
/// whole shard is emptied (capacity kept) before the next insert.
struct ShardTable: ~Copyable {
    private struct Slot {
        var hash: UInt64 = 0
        var key: UInt64 = 0
        var unitStart: Int32 = 0
        var unitCount: Int32 = 0
        var glyphStart: Int32 = 0
        var glyphCount: Int32 = 0
        var edges: UInt8 = 0
    }

    private var slots: [Slot]
    private let mask: Int
    private let glyphCapacity: Int
    private let unitCapacity: Int
    private(set) var used = 0
    private var units: [UInt16] = []
    private var ids: [UInt32] = []
    private var advances: [Float] = []
    private var xOffsets: [Float] = []
    private var yOffsets: [Float] = []
    /// Clusters relative to the segment's start.
    private var clusters: [UInt16] = []
    private var flags: [UInt8] = []
    /// Space-join answers (see `ShapedSegmentCache.joinsAfterSpace`), by style and glyph.
    var spaceJoins: [UInt64: Bool] = [:]

    /// A table of `slots` slots (a power of two) with room for `glyphs` glyphs and `units`
    /// key units; all of it is allocated now.
    init(slots slotCount: Int, glyphs: Int, units unitCount: Int) {
        precondition(slotCount > 0 && slotCount & (slotCount - 1) == 0, "slot count must be a power of two")
        slots = [Slot](repeating: Slot(), count: slotCount)
        mask = slotCount - 1
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

    mutating func clear() {
        for index in slots.indices { slots[index].hash = 0 }
        used = 0
        units.removeAll(keepingCapacity: true)
        ids.removeAll(keepingCapacity: true)
        advances.removeAll(keepingCapacity: true)
        xOffsets.removeAll(keepingCapacity: true)
        yOffsets.removeAll(keepingCapacity: true)
        clusters.removeAll(keepingCapacity: true)
        flags.removeAll(keepingCapacity: true)
        spaceJoins.removeAll(keepingCapacity: true)
    }

    /// The slot holding the key, or the empty slot where it would go.
    private func probe(_ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64) -> (index: Int, found: Bool) {
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.hash == 0 { return (index, false) }
            if slot.hash == hash, slot.key == key, Int(slot.unitCount) == segment.count,
                matches(text, segment, at: Int(slot.unitStart))
            {
                return (index, true)
            }
            index = (index + 1) & mask
        }
    }

    private func matches(_ text: [UInt16], _ segment: TextRange, at start: Int) -> Bool {
        var stored = start
        for index in segment {
            if units[stored] != text[index] { return false }
            stored += 1
        }
        return true
    }

    func lookup(
        _ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64, into storage: inout GlyphStorage
    ) -> ShapedSegmentCache.Edges? {
        let (index, found) = probe(text, segment, key: key, hash: hash)
        guard found else { return nil }
        let offset = segment.lowerBound
        let slot = slots[index]
        let range = Int(slot.glyphStart)..<Int(slot.glyphStart + slot.glyphCount)
        storage.ids.append(contentsOf: ids[range])
        storage.advances.append(contentsOf: advances[range])
        storage.xOffsets.append(contentsOf: xOffsets[range])
        storage.yOffsets.append(contentsOf: yOffsets[range])
        storage.flags.append(contentsOf: flags[range])
        for glyph in range { storage.clusters.append(Int32(offset) + Int32(clusters[glyph])) }
        return ShapedSegmentCache.Edges(
            unsafeToConcatAtStart: slot.edges & 1 != 0, unsafeToConcatAtEnd: slot.edges & 2 != 0)
    }

    mutating func insert(
        _ text: [UInt16], _ segment: TextRange, key: UInt64, hash: UInt64, glyphs: GlyphStorage,
        range: GlyphRange
    ) {
        guard !range.isEmpty, segment.count <= Int(UInt16.max), range.count <= glyphCapacity,
            segment.count <= unitCapacity
        else { return }
        if (used + 1) * 4 > slots.count * 3 || ids.count + range.count > glyphCapacity
            || units.count + segment.count > unitCapacity
        {
            clear()
        }
        let (index, found) = probe(text, segment, key: key, hash: hash)
        guard !found else { return }
        let offset = segment.lowerBound
        let unsafe = ShapedGlyph.Flags.unsafeToConcat.rawValue
        let edges =
            (glyphs.flags[range.lowerBound] & unsafe != 0 ? 1 : 0)
            | (glyphs.flags[range.upperBound - 1] & unsafe != 0 ? 2 : 0)
        slots[index] = Slot(
            hash: hash, key: key, unitStart: Int32(units.count), unitCount: Int32(segment.count),
            glyphStart: Int32(ids.count), glyphCount: Int32(range.count), edges: UInt8(edges))
        used += 1
        units.append(contentsOf: text[segment])
        ids.append(contentsOf: glyphs.ids[range])
        advances.append(contentsOf: glyphs.advances[range])
        xOffsets.append(contentsOf: glyphs.xOffsets[range])
        yOffsets.append(contentsOf: glyphs.yOffsets[range])
        flags.append(contentsOf: glyphs.flags[range])
        for glyph in range { clusters.append(UInt16(Int(glyphs.clusters[glyph]) - offset)) }
    }
}
