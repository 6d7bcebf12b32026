import RichText

/// Collects glyph batches in drawing order, joining a line's neighbouring runs when they
/// draw alike (the same face, variations, font matrix and style).
///
/// Joining changes nothing on the page but the number of Cairo calls: batches are drawn
/// in order and a joined batch is drawn where its parts were. Batches are not joined
/// across lines: one call over a whole paragraph made Cairo composite through a mask of
/// the paragraph's size (its glyph boxes overlap between lines), which measured slower
/// than a call per line.
struct GlyphBatchCollector {
    private var batches: [GlyphBatch] = []
    /// The batch being filled: its face (nil: none), Cairo face, variations, matrix, style
    /// and glyphs.
    private var face: FontFace?
    private var cairoFace: CairoFontFace?
    private var variations: [FontVariation] = []
    private var matrix = AffineTransform.identity
    private var style: GlyphStyle?
    private var fontSize = 0.0
    private var glyphs = GlyphColumns()
    /// The attribute run and size the last whole run was drawn with, and its style and
    /// matrix: runs of one attribute run (a paragraph's lines) build the style once.
    private var lastSource: (attributeRun: Int, size: Double, style: GlyphStyle, matrix: AffineTransform)?

    /// A collector with room for `expectedBatches` (one a line is the common case).
    init(expectedBatches: Int) {
        batches.reserveCapacity(expectedBatches)
    }

    /// Adds every glyph of a run that lies in one attribute run (`attributes`, at index
    /// `attributeRun` of the text's runs), drawn with `face` at `variations` and `size`.
    mutating func append(
        ids: ArraySlice<UInt32>, xs: ArraySlice<Double>, ys: ArraySlice<Double>, face: FontFace,
        cairoFace: CairoFontFace, variations: [FontVariation], size: Double, attributeRun: Int,
        attributes: @autoclosure () -> TextAttributes
    ) {
        guard !ids.isEmpty else { return }
        let style: GlyphStyle
        let matrix: AffineTransform
        if let last = lastSource, last.attributeRun == attributeRun, last.size == size {
            (style, matrix) = (last.style, last.matrix)
        } else {
            style = GlyphStyle(attributes())
            matrix = TextLayout.glyphMatrix(size: size, style: style)
            lastSource = (attributeRun, size, style, matrix)
        }
        guard TextLayout.isDrawable(matrix) else { return }  // invisible glyphs: nothing to draw
        begin(face: face, cairoFace: cairoFace, variations: variations, matrix: matrix, style: style, size: size)
        let (dx, dy) = style.translation
        glyphs.append(contentsOf: GlyphColumns(ids: ids, xs: xs, ys: ys, dx: dx, dy: dy))
    }

    /// Adds a batch built glyph by glyph (runs that mix attribute runs, tokens, controls).
    mutating func append(_ batch: GlyphBatch) {
        guard !batch.glyphs.isEmpty, TextLayout.isDrawable(batch.matrix) else { return }
        begin(
            face: batch.face, cairoFace: batch.cairoFace, variations: batch.variations, matrix: batch.matrix,
            style: batch.style, size: batch.fontSize)
        glyphs.append(contentsOf: batch.glyphs)
    }

    /// Ends a line: batches are not joined across lines.
    mutating func endLine() { flush() }

    /// The batches collected, in order.
    mutating func finish() -> [GlyphBatch] {
        flush()
        return batches
    }

    /// Makes the batch being filled one that draws like this, flushing the one before
    /// unless it does.
    private mutating func begin(
        face: FontFace, cairoFace: CairoFontFace, variations: [FontVariation], matrix: AffineTransform,
        style: GlyphStyle, size: Double
    ) {
        if self.face === face, self.variations == variations, self.matrix == matrix, self.fontSize == size,
            self.style == style
        {
            return
        }
        flush()
        self.face = face
        self.cairoFace = cairoFace
        self.variations = variations
        self.matrix = matrix
        self.style = style
        self.fontSize = size
    }

    private mutating func flush() {
        if let face, let cairoFace, let style, !glyphs.isEmpty {
            batches.append(
                GlyphBatch(
                    face: face, cairoFace: cairoFace, variations: variations, matrix: matrix, glyphs: glyphs,
                    style: style, fontSize: fontSize))
        }
        face = nil
        glyphs = GlyphColumns()
    }
}
