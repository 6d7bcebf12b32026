/// The glyphs of a paragraph in flat arrays, one entry per glyph, runs in logical order
/// and glyphs inside each run in logical order (clusters non-decreasing, also for
/// right-to-left runs, which are drawn in reverse).
///
/// Positions are in points; y offsets grow downward like the rest of RichText's geometry.
/// The offset arrays are either one entry per glyph or empty, meaning every offset is zero
/// (most text: an array stays empty until a glyph has a non-zero offset, and `compacted()`
/// drops one that only holds zeros, 8 bytes a glyph); read them through `xOffset(at:)` and
/// `yOffset(at:)`. Equality and hashing see the glyphs, not which form holds them.
struct GlyphStorage: Hashable, Sendable {
    var ids: [UInt32] = []
    var advances: [Float] = []
    var xOffsets: [Float] = []
    var yOffsets: [Float] = []
    /// The UTF-16 offset (absolute) of the first unit of each glyph's cluster.
    var clusters: [Int32] = []
    /// HarfBuzz glyph flags (`ShapedGlyph.Flags`).
    var flags: [UInt8] = []

    var count: Int { ids.count }

    /// Prefetches the arrays' headers before they are released (`ReleaseAhead`).
    func prefetchForRelease() {
        ReleaseAhead.touch(ids)
        ReleaseAhead.touch(advances)
        ReleaseAhead.touch(xOffsets)
        ReleaseAhead.touch(yOffsets)
        ReleaseAhead.touch(clusters)
        ReleaseAhead.touch(flags)
    }

    @inline(__always) func xOffset(at index: Int) -> Float { xOffsets.isEmpty ? 0 : xOffsets[index] }
    @inline(__always) func yOffset(at index: Int) -> Float { yOffsets.isEmpty ? 0 : yOffsets[index] }

    /// Equal when the glyphs are: an empty offset array equals one of zeros.
    static func == (a: GlyphStorage, b: GlyphStorage) -> Bool {
        a.ids == b.ids && a.advances == b.advances && a.clusters == b.clusters && a.flags == b.flags
            && offsetsEqual(a.xOffsets, b.xOffsets) && offsetsEqual(a.yOffsets, b.yOffsets)
    }

    /// Two offset arrays of one form compare as arrays (a shared buffer is equal without a
    /// look at its elements); an empty one equals one of zeros.
    private static func offsetsEqual(_ a: [Float], _ b: [Float]) -> Bool {
        if a.isEmpty == b.isEmpty { return a == b }
        return (a.isEmpty ? b : a).allSatisfy { $0 == 0 }
    }

    /// Hashes the glyphs; an offset array of zeros hashes as an empty one.
    func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(advances)
        hasher.combine(clusters)
        hasher.combine(flags)
        hasher.combine(xOffsets.allSatisfy { $0 == 0 } ? [] : xOffsets)
        hasher.combine(yOffsets.allSatisfy { $0 == 0 } ? [] : yOffsets)
    }

    /// The same glyphs with all-zero offset arrays dropped.
    func compacted() -> GlyphStorage {
        var result = self
        if !xOffsets.contains(where: { $0 != 0 }) { result.xOffsets = [] }
        if !yOffsets.contains(where: { $0 != 0 }) { result.yOffsets = [] }
        return result
    }

    /// Appends the glyphs of `other` (either form).
    mutating func append(contentsOf other: GlyphStorage) {
        for index in 0..<other.count {
            append(
                id: other.ids[index], advance: other.advances[index], xOffset: other.xOffset(at: index),
                yOffset: other.yOffset(at: index), cluster: other.clusters[index], flags: other.flags[index])
        }
    }

    /// Appends one glyph (an all-zero offset array stays empty while the offsets are zero).
    mutating func append(
        id: UInt32, advance: Float, xOffset: Float, yOffset: Float, cluster: Int32, flags glyphFlags: UInt8
    ) {
        setOffsets(from: ids.count, x: CollectionOfOne(xOffset), y: CollectionOfOne(yOffset))
        ids.append(id)
        advances.append(advance)
        clusters.append(cluster)
        flags.append(glyphFlags)
    }

    /// Reserves room for `capacity` glyphs in the id, advance, cluster and flag arrays.
    ///
    /// The offset arrays are not reserved: they stay empty until a glyph has a non-zero
    /// offset (most paragraphs never do), so reserving them would allocate two arrays a
    /// paragraph that `compacted()` then drops.
    mutating func reserveCapacity(_ capacity: Int) {
        ids.reserveCapacity(capacity)
        advances.reserveCapacity(capacity)
        clusters.reserveCapacity(capacity)
        flags.reserveCapacity(capacity)
    }

    /// Gives the glyphs from `start` to the end (just appended to the other arrays) the
    /// offsets `x` and `y`, keeping each offset array empty while every offset in it is zero.
    mutating func setOffsets<Offsets: Collection<Float>>(from start: Int, x: Offsets, y: Offsets) {
        Self.append(x, from: start, to: &xOffsets, room: ids.capacity)
        Self.append(y, from: start, to: &yOffsets, room: ids.capacity)
    }

    /// Gives the `count` glyphs from `start` on (just appended to the other arrays) the x
    /// offsets (or, `vertical`, the y offsets) `offset(0)`, `offset(1)`, ..., written in
    /// place (a shaper's output converted as it is read), keeping the array empty while
    /// every offset in it is zero.
    mutating func setOffsets(_ count: Int, from start: Int, vertical: Bool, _ offset: (Int) -> Float) {
        let room = ids.capacity
        if vertical {
            Self.append(count, from: start, to: &yOffsets, room: room, offset)
        } else {
            Self.append(count, from: start, to: &xOffsets, room: room, offset)
        }
    }

    /// Appends `offsets` (of the glyphs from `start` on) to `array` (see `prepare`).
    private static func append<Offsets: Collection<Float>>(
        _ offsets: Offsets, from start: Int, to array: inout [Float], room: Int
    ) {
        let goesIn = prepare(&array, from: start, count: offsets.count, room: room) {
            offsets.contains { $0 != 0 }
        }
        guard goesIn else { return }
        array.append(contentsOf: offsets)
    }

    /// Appends `offset(0..<count)` (of the glyphs from `start` on) to `array` (see
    /// `prepare`): the array grows by a copy of zeros, then its new tail is written through
    /// its buffer.
    @inline(never)
    private static func append(
        _ count: Int, from start: Int, to array: inout [Float], room: Int, _ offset: (Int) -> Float
    ) {
        let goesIn = prepare(&array, from: start, count: count, room: room) {
            (0..<count).contains { offset($0) != 0 }
        }
        guard goesIn else { return }
        ZeroRuns.append(count, to: &array)
        array.withUnsafeMutableBufferPointer { buffer in
            let tail = buffer.baseAddress! + start
            for index in 0..<count { tail[index] = offset(index) }
        }
    }

    /// Readies `array`, empty or one entry per glyph before `start`, for the offsets of the
    /// `count` glyphs from `start` on, and says whether they go in: an empty array stays
    /// empty while they are zero (`hasNonZero` false; it is read only then), and is filled
    /// with zeros up to `start` before the first non-zero one, with room for as many
    /// glyphs as the ids have (what the paragraph reserved), so it does not grow again.
    @inline(__always)
    private static func prepare(
        _ array: inout [Float], from start: Int, count: Int, room: Int, hasNonZero: () -> Bool
    ) -> Bool {
        if array.isEmpty {
            guard hasNonZero() else { return false }
            array.reserveCapacity(max(start + count, room))
            ZeroRuns.append(start, to: &array)
        }
        precondition(array.count == start, "an offset array is empty or holds one offset per glyph")
        return true
    }

    /// Fills the offset arrays with zeros up to glyph `count` (they may be empty; glyphs
    /// from `count` on are about to get offsets that are not all zero).
    mutating func makeOffsetsDense(upTo count: Int) {
        if xOffsets.isEmpty { xOffsets = Self.zeros(count, room: ids.capacity) }
        if yOffsets.isEmpty { yOffsets = Self.zeros(count, room: ids.capacity) }
    }

    /// `count` zero offsets, with room for `room` glyphs.
    private static func zeros(_ count: Int, room: Int) -> [Float] {
        var zeros = [Float]()
        zeros.reserveCapacity(max(count, room))
        ZeroRuns.append(count, to: &zeros)
        return zeros
    }

    /// Appends `count` zero offsets to the offset arrays that are not empty.
    mutating func appendZeroOffsets(_ count: Int) {
        if !xOffsets.isEmpty { ZeroRuns.append(count, to: &xOffsets) }
        if !yOffsets.isEmpty { ZeroRuns.append(count, to: &yOffsets) }
    }
}

/// One positioned glyph, as a convenience view of a paragraph's glyph storage.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph id in the run's face.
    public var id: UInt32
    /// The horizontal advance in points (letter spacing included).
    public var advance: Double
    /// The horizontal offset from the pen position in points.
    public var xOffset: Double
    /// The vertical offset from the pen position in points, growing downward.
    public var yOffset: Double
    /// The UTF-16 offset where the glyph's cluster starts.
    public var cluster: Int
    /// HarfBuzz's flags for the glyph.
    public var flags: Flags

    /// HarfBuzz glyph flags (`hb_glyph_flags_t`).
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Breaking the text before this glyph's cluster and shaping the two sides apart
        /// would give different glyphs: reshape around a line break here.
        public static let unsafeToBreak = Flags(rawValue: 1)
        /// Shaping the two sides of a break here separately and concatenating the results
        /// may differ from shaping the whole (HarfBuzz 4+). Words are shaped apart and
        /// joined (see `Shaper.shapeSegmented`), so the flag is the one HarfBuzz reported
        /// for the piece that was shaped, which may mark fewer glyphs than shaping the
        /// whole paragraph would; glyphs and positions are the same. Words shaped together
        /// whose joins all follow spaces are shaped without asking for it (RichText reads
        /// it only at other joins), so there it is not set at all. So two shapings of one
        /// text may set it on different glyphs, depending on which words the shaped-word
        /// cache held; layout never reads it.
        public static let unsafeToConcat = Flags(rawValue: 2)
    }
}

extension GlyphStorage {
    /// Whether the first and the last glyph from `start` on are unsafe to concatenate.
    func edges(from start: Int) -> ShapedSegmentCache.Edges { edges(of: start..<count) }

    /// Whether the first and the last glyph of `range` are unsafe to concatenate.
    func edges(of range: GlyphRange) -> ShapedSegmentCache.Edges {
        guard !range.isEmpty else {
            return ShapedSegmentCache.Edges(unsafeToConcatAtStart: false, unsafeToConcatAtEnd: false)
        }
        let unsafe = ShapedGlyph.Flags.unsafeToConcat.rawValue
        return ShapedSegmentCache.Edges(
            unsafeToConcatAtStart: flags[range.lowerBound] & unsafe != 0,
            unsafeToConcatAtEnd: flags[range.upperBound - 1] & unsafe != 0)
    }

    /// Drops the glyphs from `start` on.
    mutating func removeGlyphs(from start: Int) {
        ids.removeSubrange(start...)
        advances.removeSubrange(start...)
        if !xOffsets.isEmpty { xOffsets.removeSubrange(start...) }
        if !yOffsets.isEmpty { yOffsets.removeSubrange(start...) }
        clusters.removeSubrange(start...)
        flags.removeSubrange(start...)
    }
}
