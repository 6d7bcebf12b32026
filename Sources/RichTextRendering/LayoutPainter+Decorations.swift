import RichText

extension LayoutPainter {
    /// The underline or strikethrough pass: each segment's lines (one, or two for
    /// `.double`) at the centres and thickness `decorationSegments` gives, dashed by the
    /// pattern (circle dots: zero-length dashes with round caps), after the decoration's
    /// shadow. The colour is the decoration's, else the text's.
    func drawDecorations(_ kind: DecorationKind) {
        for segment in layout.decorationSegments(kind) {
            let decoration = segment.decoration
            let stroke = { (canvas: Canvas) in
                canvas.setLineWidth(segment.thickness)
                canvas.setDash(
                    decoration.style.pattern.lengths(width: segment.thickness),
                    roundCaps: decoration.style.pattern == .circleDot)
                for center in segment.lineCenters {
                    canvas.moveTo(segment.minX, center)
                    canvas.lineTo(segment.maxX, center)
                }
                canvas.stroke()
            }
            if let shadow = decoration.shadow {
                let top = (segment.lineCenters.min() ?? 0) - segment.thickness
                let bottom = (segment.lineCenters.max() ?? 0) + segment.thickness
                let area = Rect(
                    x: segment.minX - segment.thickness, y: top,
                    width: segment.maxX - segment.minX + 2 * segment.thickness, height: bottom - top)
                drawShadow(shadow, area: area) { canvas in stroke(canvas) }
            }
            canvas.isolated {
                canvas.setColor(decoration.color ?? segment.textColor)
                stroke(canvas)
            }
        }
    }
}
