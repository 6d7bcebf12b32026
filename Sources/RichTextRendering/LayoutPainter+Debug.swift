import RichText

extension LayoutPainter {
    /// The debug overlay (`RenderOptions.debug`): line fills, line outlines, run outlines,
    /// glyph ink bounds, baselines, the container's outline and the exclusion paths, in
    /// lines one device pixel wide.
    func drawDebugOverlay() {
        let debug = options.debug
        guard !debug.isEmpty else { return }
        let hairline = 1 / resolution
        let lines = layout.lines
        canvas.isolated {
            canvas.setLineWidth(hairline)
            if let color = debug.lineFillColor {
                canvas.setColor(color)
                for line in lines { canvas.addRect(line.bounds) }
                canvas.fill()
            }
            if let color = debug.lineBorderColor {
                canvas.setColor(color)
                for line in lines { canvas.addRect(line.bounds.outset(by: -hairline / 2)) }
                canvas.stroke()
            }
            if let color = debug.runBorderColor {
                canvas.setColor(color)
                for line in lines {
                    for run in line.runs {
                        canvas.addRect(
                            Rect(
                                x: run.x, y: line.baseline - line.ascent, width: run.width,
                                height: line.ascent + line.descent
                            ).outset(by: -hairline / 2))
                    }
                }
                canvas.stroke()
            }
            if let color = debug.glyphBorderColor {
                var rects: [Rect] = []
                for batch in batches {
                    for offset in 0..<batch.glyphs.count {
                        let ink = canvas.inkBounds(
                            of: batch.glyphs[offset], face: batch.cairoFace, variations: batch.variations,
                            matrix: batch.matrix)
                        if ink.width > 0, ink.height > 0 { rects.append(ink) }
                    }
                }
                canvas.setColor(color)
                for rect in rects { canvas.addRect(rect) }
                canvas.stroke()
            }
            if let color = debug.baselineColor {
                canvas.setColor(color)
                for line in lines {
                    canvas.moveTo(line.origin.x, line.baseline)
                    canvas.lineTo(line.origin.x + line.width, line.baseline)
                }
                canvas.stroke()
            }
            if let color = debug.containerColor {
                canvas.setColor(color)
                canvas.addPath(containerOutline())
                canvas.stroke()
            }
            if let color = debug.exclusionColor {
                canvas.setColor(color)
                for path in layout.container.exclusionPaths { canvas.addPath(path) }
                canvas.stroke()
            }
        }
    }

    /// The container's path, or its size inside the insets (an unbounded side ends at the
    /// picture's edge).
    private func containerOutline() -> BezierPath {
        let container = layout.container
        if let path = container.path { return path }
        let clip = canvas.clipExtents
        let width = container.size.width.isFinite ? container.size.width : clip.maxX
        let height = container.size.height.isFinite ? container.size.height : clip.maxY
        let insets = container.insets
        return BezierPath(
            rect: Rect(
                x: insets.left, y: insets.top, width: max(0, width - insets.left - insets.right),
                height: max(0, height - insets.top - insets.bottom)))
    }
}
