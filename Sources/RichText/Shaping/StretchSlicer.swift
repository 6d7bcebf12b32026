/// Walks the glyphs of a stretch shaped in one HarfBuzz call, segment by segment, and says
/// which segments' glyphs may be stored as the segment shaped alone.
///
/// HarfBuzz marks a glyph unsafe to break when cutting the text before its cluster and
/// shaping the two sides apart could change the result. So a segment's slice of the
/// stretch equals the segment shaped on its own exactly when both its cuts are safe: the
/// stretch's own edges (it was shaped apart from its neighbours), or a cut at a cluster
/// start whose glyph carries no unsafe-to-break flag. Glyphs are in logical order with
/// non-decreasing clusters (also right to left).
struct StretchSlicer {
    let piece: TextRange
    let storage: GlyphStorage
    private var glyph: Int
    private var startIsSafe = true

    /// A slicer for the stretch `piece` whose glyphs are in `storage` from `glyphStart` on.
    init(piece: TextRange, glyphsFrom glyphStart: Int, storage: GlyphStorage) {
        self.piece = piece
        self.storage = storage
        glyph = glyphStart
    }

    /// Whether a cut at `offset`, whose first glyph after it is `glyph`, is safe.
    func isSafeCut(at offset: Int, glyph: Int) -> Bool {
        if offset == piece.lowerBound || offset == piece.upperBound { return true }
        guard glyph < storage.count, Int(storage.clusters[glyph]) == offset else { return false }
        return storage.flags[glyph] & ShapedGlyph.Flags.unsafeToBreak.rawValue == 0
    }

    /// The glyphs of `segment`, the stretch's next segment; whether both its cuts are safe
    /// (its glyphs equal the segment shaped alone); whether its end is, and the first glyph
    /// after it (the next segment's first glyph, or the storage's end).
    mutating func next(_ segment: TextRange) -> (glyphs: GlyphRange, isStorable: Bool, endIsSafe: Bool) {
        let first = glyph
        while glyph < storage.count, Int(storage.clusters[glyph]) < segment.upperBound { glyph += 1 }
        let endIsSafe = isSafeCut(at: segment.upperBound, glyph: glyph)
        defer { startIsSafe = endIsSafe }
        return (first..<glyph, startIsSafe && endIsSafe && first < glyph, endIsSafe)
    }
}
