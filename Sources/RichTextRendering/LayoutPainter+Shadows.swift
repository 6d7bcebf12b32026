import RichText

extension LayoutPainter {
    /// Draws `shadow` and each shadow of its `subShadow` chain, in turn, of the shape that
    /// `shape` paints (with the source it is given) inside `area` (layout coordinates).
    ///
    /// Each shadow renders the shape at its offset into an 8-bit mask at the target's
    /// resolution, blurs it (`AlphaMask.blur`: three box blurs, σ ≈ radius), and paints
    /// the shadow's colour through the mask with its blend mode.
    func drawShadow(_ shadow: TextShadow, area: Rect, shape: (Canvas) -> Void) {
        for link in shadow.chain {
            let spread = 3 * max(0, link.radius)
            let shifted = Rect(
                x: area.minX + link.offset.width - spread, y: area.minY + link.offset.height - spread,
                width: area.width + 2 * spread, height: area.height + 2 * spread)
            guard let target = shifted.intersection(canvas.clipExtents), !target.isEmpty else { continue }
            let mask = AlphaMask(area: target, scale: resolution)
            let maskCanvas = mask.makeCanvas()
            maskCanvas.translate(link.offset.width, link.offset.height)
            maskCanvas.setColor(.black)
            shape(maskCanvas)
            mask.blur(radius: Int((link.radius * resolution).rounded()))
            canvas.isolated {
                canvas.setBlendMode(link.blendMode)
                canvas.setColor(link.color)
                canvas.paint(through: mask)
            }
        }
    }

    /// The text shadow pass: every glyph batch with a shadow.
    func drawShadows() {
        for batch in batches {
            guard let shadow = batch.style.shadow else { continue }
            drawShadow(shadow, area: batch.roughBounds) { canvas in
                paintGlyphShape(batch, on: canvas, fillColor: nil, strokeColor: nil)
            }
        }
    }

    /// The inner shadow pass: inside the glyphs of every batch with an inner shadow, the
    /// blurred shadow of everything outside them, offset (YYText's inner shadow).
    func drawInnerShadows() {
        for batch in batches {
            guard let shadow = batch.style.innerShadow else { continue }
            for link in shadow.chain {
                let spread = 3 * max(0, link.radius) + abs(link.offset.width) + abs(link.offset.height)
                guard let area = batch.roughBounds.outset(by: spread).intersection(canvas.clipExtents),
                    !area.isEmpty
                else { continue }
                let glyphs = AlphaMask(area: area, scale: resolution)
                let glyphCanvas = glyphs.makeCanvas()
                glyphCanvas.setColor(.black)
                paintGlyphShape(batch, on: glyphCanvas, fillColor: nil, strokeColor: nil)
                let outside = AlphaMask(area: area, scale: resolution)
                let outsideCanvas = outside.makeCanvas()
                outsideCanvas.translate(link.offset.width, link.offset.height)
                outsideCanvas.setColor(.black)
                paintGlyphShape(batch, on: outsideCanvas, fillColor: nil, strokeColor: nil)
                outside.invert()
                outside.blur(radius: Int((link.radius * resolution).rounded()))
                outside.multiply(by: glyphs)
                canvas.isolated {
                    canvas.setBlendMode(link.blendMode)
                    canvas.setColor(link.color)
                    canvas.paint(through: outside)
                }
            }
        }
    }
}
