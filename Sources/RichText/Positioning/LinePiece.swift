/// A stretch of a line with one shaped run and one level after rule L1, with its glyphs
/// in logical order (points, clusters absolute).
struct LinePiece {
    var range: Range<Int>
    var level: UInt8
    var item: TextItem
    var glyphs: GlyphStorage
    var isTruncationToken = false
    /// The piece's position in visual order (lower is further left).
    var visualKey = 0
}
