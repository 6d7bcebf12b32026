/// The glyphs of a paragraph in flat arrays, one entry per glyph, runs in logical order
/// and glyphs inside each run in logical order (clusters non-decreasing, also for
/// right-to-left runs, which are drawn in reverse).
///
/// Positions are in points; y offsets grow downward like the rest of RichText's geometry.
/// The offset arrays are either one entry per glyph or empty, meaning every offset is zero
/// (most text: `compacted()` drops them once a paragraph is shaped, 8 bytes a glyph);
/// read them through `xOffset(at:)` and `yOffset(at:)`.
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

    @inline(__always) func xOffset(at index: Int) -> Float { xOffsets.isEmpty ? 0 : xOffsets[index] }
    @inline(__always) func yOffset(at index: Int) -> Float { yOffsets.isEmpty ? 0 : yOffsets[index] }

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
        if xOffsets.count == ids.count {
            xOffsets.append(xOffset)
        } else if xOffset != 0 {
            xOffsets = [Float](repeating: 0, count: ids.count) + [xOffset]
        }
        if yOffsets.count == ids.count {
            yOffsets.append(yOffset)
        } else if yOffset != 0 {
            yOffsets = [Float](repeating: 0, count: ids.count) + [yOffset]
        }
        ids.append(id)
        advances.append(advance)
        clusters.append(cluster)
        flags.append(glyphFlags)
    }

    mutating func reserveCapacity(_ capacity: Int) {
        ids.reserveCapacity(capacity)
        advances.reserveCapacity(capacity)
        xOffsets.reserveCapacity(capacity)
        yOffsets.reserveCapacity(capacity)
        clusters.reserveCapacity(capacity)
        flags.reserveCapacity(capacity)
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
        /// whole paragraph would; glyphs and positions are the same.
        public static let unsafeToConcat = Flags(rawValue: 2)
    }
}

extension GlyphStorage {
    /// Whether the first and the last glyph from `start` on are unsafe to concatenate.
    func edges(from start: Int) -> ShapedSegmentCache.Edges {
        guard start < count else {
            return ShapedSegmentCache.Edges(unsafeToConcatAtStart: false, unsafeToConcatAtEnd: false)
        }
        let unsafe = ShapedGlyph.Flags.unsafeToConcat.rawValue
        return ShapedSegmentCache.Edges(
            unsafeToConcatAtStart: flags[start] & unsafe != 0, unsafeToConcatAtEnd: flags[count - 1] & unsafe != 0)
    }

    /// Drops the glyphs from `start` on.
    mutating func removeGlyphs(from start: Int) {
        ids.removeSubrange(start...)
        advances.removeSubrange(start...)
        xOffsets.removeSubrange(start...)
        yOffsets.removeSubrange(start...)
        clusters.removeSubrange(start...)
        flags.removeSubrange(start...)
    }
}
