import RichText

extension LayoutPainter {
    /// The glyph pass: each batch filled and/or stroked by the NSAttributedString stroke
    /// convention (`strokeWidth`, a percentage of the font size: 0 fills, positive strokes
    /// only, negative fills and strokes); the stroke colour defaults to the text colour.
    /// Colour glyphs (the emoji font) are drawn in their own colours and never stroked.
    func drawGlyphs() {
        for batch in batches {
            paintGlyphShape(batch, on: canvas, fillColor: batch.style.color, strokeColor: batch.style.strokeColor)
        }
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
            canvas.showGlyphs(batch.glyphs, face: batch.cairoFace, matrix: batch.matrix)
        }
        if strokes {
            canvas.isolated {
                if let color = strokeColor ?? fillColor { canvas.setColor(color) }
                canvas.setLineWidth(abs(width) / 100 * batch.fontSize)
                canvas.setLineJoin(.round)
                canvas.addGlyphPath(batch.glyphs, face: batch.cairoFace, matrix: batch.matrix)
                canvas.stroke()
            }
        }
    }
}
