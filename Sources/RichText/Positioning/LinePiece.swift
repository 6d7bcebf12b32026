/// A stretch of a line with one shaped run and one level after rule L1, with its glyphs
/// in logical order (points, clusters absolute).
///
/// A piece names its run by index in the line's paragraph, and its glyphs by a range of
/// that paragraph's shared storage; the paragraph itself is the caller's (every method
/// that reads glyphs takes it as `in line:`). So a piece of the line's own text holds no
/// reference: making, copying and dropping one counts none (a piece holding its paragraph
/// cost four atomic counts, about a tenth of a re-layout). A truncation token's piece
/// comes from the token's own shaped text and keeps that paragraph (`tokenParagraph`). A
/// piece reshaped at a line edge, or one whose advances change (tabs, justification, a
/// hyphen), owns its glyphs.
struct LinePiece {
    var range: TextRange
    var level: UInt8
    let runIndex: Int
    /// The token's shaped paragraph, for a truncation token's piece (nil: the line's).
    var tokenParagraph: ShapedParagraph?
    /// Glyphs of the piece's own, when it does not use the paragraph's.
    private(set) var ownGlyphs: GlyphStorage?
    /// Where the glyphs are in `storage`.
    private(set) var glyphRange: GlyphRange
    var isTruncationToken = false
    /// For a truncation token's piece: each glyph's cluster in the token's own text (in
    /// `storage` order), kept when `Truncator` moves the clusters to the elided range.
    var tokenClusters: [Int32]?
    /// The piece's position in visual order (lower is further left).
    var visualKey = 0
    /// The sum of the advances, once `LinePlacer` has measured the piece.
    var advance = 0.0

    init(
        range: TextRange, level: UInt8, runIndex: Int, ownGlyphs: GlyphStorage?, glyphRange: GlyphRange, visualKey: Int
    ) {
        self.range = range
        self.level = level
        self.runIndex = runIndex
        self.ownGlyphs = ownGlyphs
        self.glyphRange = glyphRange
        self.visualKey = visualKey
    }

    /// The shaped paragraph the run belongs to: the token's, or `line` (the line's).
    func paragraph(in line: ShapedParagraph) -> ShapedParagraph { tokenParagraph ?? line }

    /// The shaped run the piece comes from.
    func run(in line: ShapedParagraph) -> ShapedRun { paragraph(in: line).runs[runIndex] }

    /// Whether the piece holds glyphs of its own (reshaped at a line edge, a hyphen, tab or
    /// justified advances, a token) rather than a slice of the paragraph's.
    var hasOwnGlyphs: Bool { ownGlyphs != nil }

    /// The storage holding the glyphs (the paragraph's, or the piece's own).
    func storage(in line: ShapedParagraph) -> GlyphStorage { ownGlyphs ?? paragraph(in: line).glyphs }

    /// The advances array of `storage` (one retain, where `storage` costs one per array).
    func storageAdvances(in line: ShapedParagraph) -> [Float] {
        ownGlyphs?.advances ?? paragraph(in: line).glyphs.advances
    }

    /// The clusters array of `storage`.
    func storageClusters(in line: ShapedParagraph) -> [Int32] {
        ownGlyphs?.clusters ?? paragraph(in: line).glyphs.clusters
    }

    /// The glyphs as storage of their own.
    func glyphs(in line: ShapedParagraph) -> GlyphStorage {
        let storage = storage(in: line)
        return glyphRange == 0..<storage.count ? storage : storage.slice(glyphRange)
    }

    /// Makes the piece own `glyphs` (all of them).
    mutating func setGlyphs(_ glyphs: GlyphStorage) {
        ownGlyphs = glyphs
        glyphRange = 0..<glyphs.count
    }

    /// The number of glyphs.
    var glyphCount: Int { glyphRange.count }

    /// The sum of the advances.
    func width(in line: ShapedParagraph) -> Double {
        let advances = storageAdvances(in: line)
        var total = 0.0
        for index in glyphRange { total += Double(advances[index]) }
        return total
    }

    /// Copies a shared slice into storage of the piece's own (before changing advances).
    mutating func makeOwned(in line: ShapedParagraph) {
        if ownGlyphs == nil || glyphRange != 0..<(ownGlyphs?.count ?? 0) { setGlyphs(glyphs(in: line)) }
    }

    /// Changes the advance of glyph `index` (counted from the piece's first glyph).
    mutating func setAdvance(_ advance: Float, at index: Int, in line: ShapedParagraph) {
        makeOwned(in: line)
        ownGlyphs?.advances[index] = advance
    }

    /// Adds `extra` to the advance of glyph `index` (counted from the piece's first glyph).
    mutating func addAdvance(_ extra: Float, at index: Int, in line: ShapedParagraph) {
        makeOwned(in: line)
        ownGlyphs?.advances[index] += extra
    }
}
