import RichText

extension LayoutPainter {
    /// Draws border rects: the shadow of the shape, its fill, then its stroke.
    ///
    /// The stroke is centred on the rect's edge and follows the border's line style: `.thick`
    /// doubles the width, `.double` strokes twice (the rect and the rect inset by twice the
    /// width); patterns dash the stroke as `TextLineStyle.Pattern.lengths(width:)` says.
    func drawBorders(_ rects: [BorderRect]) {
        for item in rects {
            let border = item.border
            let path = BezierPath(roundedRect: item.rect, cornerRadius: border.cornerRadius)
            let width = border.lineStyle.weight == .thick ? 2 * border.strokeWidth : border.strokeWidth
            let strokes = width > 0 && border.strokeColor != nil
            var outlines = [path]
            if border.lineStyle.weight == .double {
                let inner = item.rect.outset(by: -2 * width)
                outlines.append(BezierPath(roundedRect: inner, cornerRadius: max(0, border.cornerRadius - 2 * width)))
            }
            /// Fills and strokes with the given colours, or (nil) with the current source.
            func paint(_ canvas: Canvas, fill: Color?, stroke: Color?) {
                if border.fillColor != nil {
                    canvas.isolated {
                        if let fill { canvas.setColor(fill) }
                        canvas.addPath(path)
                        canvas.fill()
                    }
                }
                guard strokes else { return }
                canvas.isolated {
                    if let stroke { canvas.setColor(stroke) }
                    canvas.setLineWidth(width)
                    canvas.setLineJoin(border.lineJoin)
                    canvas.setDash(
                        border.lineStyle.pattern.lengths(width: width),
                        roundCaps: border.lineStyle.pattern == .circleDot)
                    for outline in outlines {
                        canvas.addPath(outline)
                        canvas.stroke()
                    }
                }
            }
            if let shadow = border.shadow {
                // The shadow of what the border draws: its fill, else only its stroke.
                drawShadow(shadow, area: item.rect.outset(by: width)) { canvas in paint(canvas, fill: nil, stroke: nil)
                }
            }
            paint(canvas, fill: border.fillColor, stroke: border.strokeColor)
        }
    }

    /// Fills each range's `backgroundColor` over its selection-style rects (the line's
    /// ascent + descent), below background borders.
    func drawBackgroundColors() {
        let text = layout.text
        guard text.length > 0 else { return }
        var open: (range: Range<Int>, color: Color)?
        var pieces: [(range: Range<Int>, color: Color)] = []
        for run in text.runs(in: layout.visibleRange) {
            guard let color = run.attributes.backgroundColor else {
                if let piece = open { pieces.append(piece) }
                open = nil
                continue
            }
            if let piece = open, piece.color == color, piece.range.upperBound == run.range.lowerBound {
                open = (piece.range.lowerBound..<run.range.upperBound, color)
            } else {
                if let piece = open { pieces.append(piece) }
                open = (run.range, color)
            }
        }
        if let piece = open { pieces.append(piece) }
        for piece in pieces {
            canvas.isolated {
                canvas.setColor(piece.color)
                for rect in layout.rects(for: piece.range) { canvas.addRect(rect) }
                canvas.fill()
            }
        }
    }
}
