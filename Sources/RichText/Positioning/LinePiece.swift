/// A stretch of a line with one shaped run and one level after rule L1, with its glyphs
/// in logical order (points, clusters absolute).
///
/// The glyphs are usually a range of the paragraph's shared storage (no copy); a piece
/// reshaped at a line edge, or one whose advances change (tabs, justification, a hyphen),
/// owns its storage.
struct LinePiece {
    var range: Range<Int>
    var level: UInt8
    var item: TextItem
    /// The storage holding the glyphs, and where in it they are.
    private(set) var storage: GlyphStorage
    private(set) var glyphRange: Range<Int>
    var isTruncationToken = false
    /// The piece's position in visual order (lower is further left).
    var visualKey = 0

    init(range: Range<Int>, level: UInt8, item: TextItem, storage: GlyphStorage, glyphRange: Range<Int>, visualKey: Int) {
        self.range = range
        self.level = level
        self.item = item
        self.storage = storage
        self.glyphRange = glyphRange
        self.visualKey = visualKey
    }

    /// The glyphs as storage of their own; setting it makes the piece own them.
    var glyphs: GlyphStorage {
        get { glyphRange == 0..<storage.count ? storage : storage.slice(glyphRange) }
        set {
            storage = newValue
            glyphRange = 0..<newValue.count
        }
    }

    /// The number of glyphs.
    var glyphCount: Int { glyphRange.count }

    /// The sum of the advances.
    var width: Double {
        var total = 0.0
        for index in glyphRange { total += Double(storage.advances[index]) }
        return total
    }

    /// Copies a shared slice into storage of the piece's own (before changing advances).
    mutating func makeOwned() {
        if glyphRange != 0..<storage.count { glyphs = storage.slice(glyphRange) }
    }

    /// Changes the advance of glyph `index` (counted from the piece's first glyph).
    mutating func setAdvance(_ advance: Float, at index: Int) {
        makeOwned()
        storage.advances[index] = advance
    }

    /// Adds `extra` to the advance of glyph `index` (counted from the piece's first glyph).
    mutating func addAdvance(_ extra: Float, at index: Int) {
        makeOwned()
        storage.advances[index] += extra
    }
}
