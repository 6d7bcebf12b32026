import RichText

extension LayoutPainter {
    /// The glyph pass: each batch filled and/or stroked by the NSAttributedString stroke
    /// convention (`strokeWidth`, a percentage of the font size: 0 fills, positive strokes
    /// only, negative fills and strokes); the stroke colour defaults to the text colour.
    /// Colour glyphs (the emoji font) are drawn in their own colours and never stroked.
    ///
    /// Neighbouring batches that only fill, in one face, are drawn under one take of the
    /// face's lock (a paragraph's lines, most often).
    func drawGlyphs() {
        var index = batches.startIndex
        while index < batches.endIndex {
            guard Self.onlyFills(batches[index]) else {
                let batch = batches[index]
                paintGlyphShape(batch, on: canvas, fillColor: batch.style.color, strokeColor: batch.style.strokeColor)
                index += 1
                continue
            }
            let face = batches[index].cairoFace
            var end = index + 1
            while end < batches.endIndex, batches[end].cairoFace === face, Self.onlyFills(batches[end]) { end += 1 }
            canvas.withLockedFace(face) { locked in
                var color: Color?
                for member in index..<end {
                    if batches[member].style.color != color {
                        color = batches[member].style.color
                        canvas.setColor(batches[member].style.color)
                    }
                    canvas.showGlyphs(
                        batches[member].glyphs, locked: locked, variations: batches[member].variations,
                        matrix: batches[member].matrix)
                }
            }
            index = end
        }
    }

    /// Whether a batch is only filled (no stroke): see `paintGlyphShape`.
    static func onlyFills(_ batch: GlyphBatch) -> Bool {
        batch.style.strokeWidth == 0 || batch.face.isColor
    }

    /// Paints `batch`'s glyphs as the stroke convention says, with the given colours, or
    /// (nil colours) with the canvas's current source, for shadow masks.
    func paintGlyphShape(_ batch: GlyphBatch, on canvas: Canvas, fillColor: Color?, strokeColor: Color?) {
        let width = batch.style.strokeWidth
        let fills = width <= 0 || batch.face.isColor
        let strokes = width != 0 && !batch.face.isColor
        if fills {
            // No save and restore (the common case, kept cheap): the source colour and the
            // font stay set, and every pass sets its own.
            if let fillColor { canvas.setColor(fillColor) }
            canvas.showGlyphs(batch.glyphs, face: batch.cairoFace, variations: batch.variations, matrix: batch.matrix)
        }
        if strokes {
            canvas.isolated {
                if let color = strokeColor ?? fillColor { canvas.setColor(color) }
                canvas.setLineWidth(abs(width) / 100 * batch.fontSize)
                canvas.setLineJoin(.round)
                canvas.addGlyphPath(
                    batch.glyphs, face: batch.cairoFace, variations: batch.variations, matrix: batch.matrix)
                canvas.stroke()
            }
        }
    }
}
