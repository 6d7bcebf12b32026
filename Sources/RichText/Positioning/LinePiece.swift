/// A stretch of a line with one shaped run and one level after rule L1, with its glyphs
/// in logical order (points, clusters absolute).
///
/// A piece names its run by paragraph and index, and its glyphs by a range of the
/// paragraph's shared storage: copying a piece costs one retain. A piece reshaped at a line
/// edge, or one whose advances change (tabs, justification, a hyphen), owns its glyphs.
struct LinePiece {
    var range: TextRange
    var level: UInt8
    /// The shaped paragraph the run belongs to (the token's own for a truncation token).
    let paragraph: ShapedParagraph
    let runIndex: Int
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
        range: TextRange, level: UInt8, paragraph: ShapedParagraph, runIndex: Int, ownGlyphs: GlyphStorage?,
        glyphRange: GlyphRange, visualKey: Int
    ) {
        self.range = range
        self.level = level
        self.paragraph = paragraph
        self.runIndex = runIndex
        self.ownGlyphs = ownGlyphs
        self.glyphRange = glyphRange
        self.visualKey = visualKey
    }

    /// The shaped run the piece comes from.
    var run: ShapedRun { paragraph.runs[runIndex] }

    /// Whether the piece holds glyphs of its own (reshaped at a line edge, a hyphen, tab or
    /// justified advances, a token) rather than a slice of the paragraph's.
    var hasOwnGlyphs: Bool { ownGlyphs != nil }

    /// The storage holding the glyphs (the paragraph's, or the piece's own).
    var storage: GlyphStorage { ownGlyphs ?? paragraph.glyphs }

    /// The advances array of `storage` (one retain, where `storage` costs one per array).
    var storageAdvances: [Float] { ownGlyphs?.advances ?? paragraph.glyphs.advances }

    /// The clusters array of `storage`.
    var storageClusters: [Int32] { ownGlyphs?.clusters ?? paragraph.glyphs.clusters }

    /// The glyphs as storage of their own; setting it makes the piece own them.
    var glyphs: GlyphStorage {
        get {
            let storage = storage
            return glyphRange == 0..<storage.count ? storage : storage.slice(glyphRange)
        }
        set {
            ownGlyphs = newValue
            glyphRange = 0..<newValue.count
        }
    }

    /// The number of glyphs.
    var glyphCount: Int { glyphRange.count }

    /// The sum of the advances.
    var width: Double {
        let advances = storageAdvances
        var total = 0.0
        for index in glyphRange { total += Double(advances[index]) }
        return total
    }

    /// Copies a shared slice into storage of the piece's own (before changing advances).
    mutating func makeOwned() {
        if ownGlyphs == nil || glyphRange != 0..<(ownGlyphs?.count ?? 0) { glyphs = glyphs }
    }

    /// Changes the advance of glyph `index` (counted from the piece's first glyph).
    mutating func setAdvance(_ advance: Float, at index: Int) {
        makeOwned()
        ownGlyphs?.advances[index] = advance
    }

    /// Adds `extra` to the advance of glyph `index` (counted from the piece's first glyph).
    mutating func addAdvance(_ extra: Float, at index: Int) {
        makeOwned()
        ownGlyphs?.advances[index] += extra
    }
}
