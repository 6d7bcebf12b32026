import RichText

/// Consecutive glyphs that draw alike: one face at one set of variations, one font
/// matrix, one style.
struct GlyphBatch {
    var face: FontFace
    var cairoFace: CairoFontFace
    /// The variation axes the glyphs are drawn at (empty: the face's default instance).
    var variations: [FontVariation]
    /// Glyph space (1 unit = 1 point, y down) to layout space: size, obliqueness and the
    /// glyph transform, without its translation (which `glyphs` already carry).
    var matrix: AffineTransform
    var glyphs: GlyphColumns
    var style: GlyphStyle
    /// The font size, for stroke widths (a percentage of it).
    var fontSize: Double

    /// A rect sure to hold every glyph's ink: from an em left of the first origin to four
    /// right of the last (a wide ligature), an em and a half above the origins and an em
    /// below, the em being the matrix's (which already holds the size, its slant and its
    /// transform).
    ///
    /// (It multiplied the size in again: at 16 points a shadow's mask reached 256 points
    /// around every line, which made shadows 10–40 times slower than the glyphs and a
    /// long text's shadows take gigabytes; found by a new-user review.)
    var roughBounds: Rect {
        let xs = glyphs.originXs
        let ys = glyphs.originYs
        let em = max(fontSize, abs(matrix.a) + abs(matrix.c), abs(matrix.b) + abs(matrix.d))
        let minX = (xs.min() ?? 0) - em
        let minY = (ys.min() ?? 0) - 1.5 * em
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) + 4 * em - minX, height: (ys.max() ?? 0) + em - minY)
    }
}

/// The drawing attributes of a glyph batch.
///
/// A class, so that batches and the collector share one instance instead of copying its
/// colours and shadows (a batch is copied several times on its way to Cairo).
final class GlyphStyle: Equatable {
    let color: Color
    let strokeWidth: Double
    let strokeColor: Color?
    let shadow: TextShadow?
    let innerShadow: TextShadow?
    let obliqueness: Double
    let transform: AffineTransform?

    init(_ attributes: TextAttributes) {
        color = attributes.color ?? .black
        strokeWidth = attributes.strokeWidth ?? 0
        strokeColor = attributes.strokeColor
        shadow = attributes.shadow
        innerShadow = attributes.innerShadow
        // A NaN slant is none, and a slant beyond ±10 (84°) is ±10: Cairo cannot invert a
        // non-finite font matrix, and a failed context draws nothing more.
        let slant = attributes.obliqueness ?? 0
        obliqueness = slant.isNaN ? 0 : min(max(slant, -10), 10)
        transform = attributes.glyphTransform
    }

    /// The glyph transform's translation, added to every glyph origin (the matrix carries
    /// only its linear part).
    var translation: (x: Double, y: Double) { (transform?.tx ?? 0, transform?.ty ?? 0) }

    /// Whether the two draw alike (the same values, not only the same instance).
    static func == (lhs: GlyphStyle, rhs: GlyphStyle) -> Bool {
        lhs === rhs
            || (lhs.color == rhs.color && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeColor == rhs.strokeColor
                && lhs.shadow == rhs.shadow && lhs.innerShadow == rhs.innerShadow
                && lhs.obliqueness == rhs.obliqueness && lhs.transform == rhs.transform)
    }
}

extension TextLayout {
    /// The visible glyphs cut into batches, in line and visual run order. Attachment
    /// characters (U+FFFC carrying an attachment) are left out: the attachment pass draws
    /// them; so are control characters (`isInvisibleControl`). Neighbouring runs of a line
    /// that draw alike (one face, variations, size and style) share a batch.
    func glyphBatches() -> [GlyphBatch] {
        var collector = GlyphBatchCollector(expectedBatches: lineCount)
        var source = GlyphAttributeSource(layout: self)
        // The Cairo face of the last run's face: most paragraphs use one or two faces, and
        // the face's slot lock is then taken once.
        var lastFace: (face: FontFace, cairo: CairoFontFace?)?
        forEachDrawingRun { run, startsLine in
            if startsLine { collector.endLine() }
            let face = run.face
            let cairoFace: CairoFontFace?
            if let last = lastFace, last.face === face {
                cairoFace = last.cairo
            } else {
                cairoFace = face.cairoFace
                lastFace = (face, cairoFace)
            }
            guard let cairoFace else { return }
            if let attributeRun = source.soleAttributeRun(of: run) {
                collector.append(
                    ids: run.ids, xs: run.xs, ys: run.ys, face: face, cairoFace: cairoFace,
                    variations: run.variations, size: run.fontSize,
                    attributeRun: attributeRun, attributes: source.attributeRuns[attributeRun].attributes)
            } else {
                source.addGlyphByGlyph(run, cairoFace: cairoFace, to: &collector)
            }
        }
        return collector.finish()
    }

    /// Glyph space to layout space for a font of `size` points: the size, the obliqueness
    /// (x' = x − obliqueness · y, y down, so a positive value leans right as in
    /// NSAttributedString) and the glyph transform's linear part (applied after them).
    static func glyphMatrix(size: Double, style: GlyphStyle) -> AffineTransform {
        let matrix = AffineTransform(a: size, b: 0, c: -style.obliqueness * size, d: size, tx: 0, ty: 0)
        guard let transform = style.transform else { return matrix }
        return AffineTransform(
            a: transform.a * matrix.a + transform.c * matrix.b,
            b: transform.b * matrix.a + transform.d * matrix.b,
            c: transform.a * matrix.c + transform.c * matrix.d,
            d: transform.b * matrix.c + transform.d * matrix.d, tx: 0, ty: 0)
    }

    /// Whether glyphs drawn through `matrix` can be seen: its numbers are finite and it does
    /// not flatten glyph space onto a line (a zero scale or a degenerate glyph transform,
    /// which Cairo refuses as a font matrix).
    static func isDrawable(_ matrix: AffineTransform) -> Bool {
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        return determinant.isFinite && determinant != 0
    }

    /// Whether a cluster starting with `unit` draws nothing: C0 and C1 controls (tab, line
    /// and paragraph ends, which the layout gives their width or none) and U+2028/U+2029.
    /// Fonts have no glyph for them, and a .notdef box would show.
    static func isInvisibleControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (0x7F...0x9F).contains(unit) || unit == 0x2028 || unit == 0x2029
    }
}

/// Finds the attribute run holding an offset, starting from the last one found: glyphs
/// come in cluster order (or its reverse), so most lookups check one or two runs.
struct AttributeRunFinder {
    let runs: [AttributedText.AttributeRun]
    /// The run found last.
    private(set) var index = 0

    init(runs: [AttributedText.AttributeRun]) { self.runs = runs }

    /// The text's length (the last run's end).
    var length: Int { runs.last?.range.upperBound ?? 0 }

    /// Makes `index` the run containing `offset` (which must be inside the text).
    mutating func move(to offset: Int) {
        guard !runs.isEmpty, !runs[index].range.contains(offset) else { return }
        if index + 1 < runs.count, runs[index + 1].range.contains(offset) {
            index += 1
            return
        }
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        index = low
    }
}
