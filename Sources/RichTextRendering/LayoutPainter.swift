import RichText

/// Draws one layout on one canvas, pass by pass in YYText's order; collects problems.
///
/// The canvas's user space is layout coordinates when `paint()` starts (the caller has
/// applied scale and origin); each pass saves and restores the state it changes.
final class LayoutPainter {
    let canvas: Canvas
    let layout: TextLayout
    let options: RenderOptions
    /// The pixels per point of the target, for the resolution of blurred shadows.
    let resolution: Double
    let batches: [GlyphBatch]
    private(set) var problems: [RenderProblem] = []

    init(canvas: Canvas, layout: TextLayout, options: RenderOptions, resolution: Double) {
        self.canvas = canvas
        self.layout = layout
        self.options = options
        self.resolution = resolution
        batches = layout.glyphBatches()
    }

    /// Records a problem (drawing goes on).
    func report(_ range: Range<Int>, _ message: String) {
        problems.append(RenderProblem(range: range, message: message))
    }

    /// Runs every pass: block border → background border → shadow → underline → glyphs →
    /// attachments → inner shadow → strikethrough → border → debug overlay.
    func paint() {
        if let clip = options.clip {
            canvas.addRect(clip)
            canvas.clip()
        }
        drawBorders(layout.blockBorderRects())
        drawBackgroundColors()
        drawBorders(layout.borderRects(.backgroundBorder))
        drawShadows()
        drawDecorations(.underline)
        drawGlyphs()
        drawAttachments()
        drawInnerShadows()
        drawDecorations(.strikethrough)
        drawBorders(layout.borderRects(.border))
        drawDebugOverlay()
    }
}
