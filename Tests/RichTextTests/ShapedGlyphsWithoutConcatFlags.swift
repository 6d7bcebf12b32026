@testable import RichText

/// A paragraph's glyphs as layout reads them: ids, advances, offsets, clusters and the
/// unsafe-to-break flag; not the unsafe-to-concatenate flag, which is the one HarfBuzz
/// reported for whichever piece was shaped (a word from the cache or a whole stretch) and
/// so may differ with what the word cache holds (see `ShapedGlyph.Flags.unsafeToConcat`).
struct ShapedGlyphsWithoutConcatFlags: Equatable, CustomStringConvertible {
    let ids: [UInt32]
    let advances: [Float]
    let xOffsets: [Float]
    let yOffsets: [Float]
    let clusters: [Int32]
    let breakFlags: [UInt8]

    init(_ paragraph: ShapedParagraph) { self.init(paragraph.glyphs) }

    init(_ glyphs: GlyphStorage) {
        ids = glyphs.ids
        advances = glyphs.advances
        xOffsets = (0..<glyphs.count).map { glyphs.xOffset(at: $0) }
        yOffsets = (0..<glyphs.count).map { glyphs.yOffset(at: $0) }
        clusters = glyphs.clusters
        breakFlags = glyphs.flags.map { $0 & ShapedGlyph.Flags.unsafeToBreak.rawValue }
    }

    /// The first glyph at which the two differ (within the shorter), or nil.
    func firstDifference(from other: ShapedGlyphsWithoutConcatFlags) -> Int? {
        (0..<min(ids.count, other.ids.count)).first { (glyph: Int) -> Bool in
            if ids[glyph] != other.ids[glyph] || clusters[glyph] != other.clusters[glyph] { return true }
            if breakFlags[glyph] != other.breakFlags[glyph] || advances[glyph] != other.advances[glyph] { return true }
            return xOffsets[glyph] != other.xOffsets[glyph] || yOffsets[glyph] != other.yOffsets[glyph]
        }
    }

    var description: String { "ids \(ids), clusters \(clusters), break flags \(breakFlags)" }
}
