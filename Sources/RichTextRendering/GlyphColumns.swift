import RichText

/// Glyph ids and origins in layout coordinates, kept as columns.
///
/// A batch of a whole run holds slices of the layout's own glyph columns (no copy) and the
/// glyph transform's translation; the canvas writes Cairo's glyph array from them right
/// before the call that draws them, as a caller of raw Cairo would.
struct GlyphColumns {
    var ids: ArraySlice<UInt32>
    var xs: ArraySlice<Double>
    var ys: ArraySlice<Double>
    /// Added to every origin (the translation of the glyph transform).
    var dx: Double
    var dy: Double

    /// Columns over the given slices (of equal length), each origin moved by `dx`, `dy`.
    init(ids: ArraySlice<UInt32>, xs: ArraySlice<Double>, ys: ArraySlice<Double>, dx: Double = 0, dy: Double = 0) {
        self.ids = ids
        self.xs = xs
        self.ys = ys
        self.dx = dx
        self.dy = dy
    }

    /// No glyphs.
    init() { self.init(ids: [], xs: [], ys: []) }

    var count: Int { ids.count }
    var isEmpty: Bool { ids.isEmpty }

    /// The glyph at `offset` (0 ..< count): its id and origin.
    subscript(offset: Int) -> (id: UInt32, x: Double, y: Double) {
        (ids[ids.startIndex + offset], xs[xs.startIndex + offset] + dx, ys[ys.startIndex + offset] + dy)
    }

    /// The origins' x coordinates (translation included).
    var originXs: [Double] { xs.map { $0 + dx } }
    /// The origins' y coordinates (translation included).
    var originYs: [Double] { ys.map { $0 + dy } }

    /// Adds one glyph with its origin.
    mutating func append(id: UInt32, x: Double, y: Double) {
        ids.append(id)
        xs.append(x - dx)
        ys.append(y - dy)
    }

    /// Adds `other`'s glyphs after these.
    mutating func append(contentsOf other: GlyphColumns) {
        if isEmpty {
            self = other
            return
        }
        let (shiftX, shiftY) = (other.dx - dx, other.dy - dy)
        ids.append(contentsOf: other.ids)
        xs.append(contentsOf: shiftX == 0 ? Array(other.xs) : other.xs.map { $0 + shiftX })
        ys.append(contentsOf: shiftY == 0 ? Array(other.ys) : other.ys.map { $0 + shiftY })
    }
}
