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
    /// Which attributes the visible text uses: passes with nothing to draw are skipped
    /// without walking the layout.
    let uses: AttributeUse
    private(set) var problems: [RenderProblem] = []

    init(canvas: Canvas, layout: TextLayout, options: RenderOptions, resolution: Double) {
        self.canvas = canvas
        self.layout = layout
        self.options = options
        self.resolution = resolution
        batches = layout.glyphBatches()
        var uses = AttributeUse(layout.text, range: layout.visibleRange)
        if layout.isTruncated, let token = layout.container.truncationToken {
            // The token's own shadows are drawn with the text's.
            let tokenUses = AttributeUse(token, range: 0..<token.length)
            uses.shadow = uses.shadow || tokenUses.shadow
            uses.innerShadow = uses.innerShadow || tokenUses.innerShadow
        }
        self.uses = uses
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
        if uses.blockBorder { drawBorders(layout.blockBorderRects()) }
        if uses.backgroundColor { drawBackgroundColors() }
        if uses.backgroundBorder { drawBorders(layout.borderRects(.backgroundBorder)) }
        if uses.shadow { drawShadows() }
        if uses.underline { drawDecorations(.underline) }
        drawGlyphs()
        if uses.attachment { drawAttachments() }
        if uses.innerShadow { drawInnerShadows() }
        if uses.strikethrough { drawDecorations(.strikethrough) }
        if uses.border { drawBorders(layout.borderRects(.border)) }
        drawDebugOverlay()
    }
}

/// Which drawing attributes a range of text sets anywhere (one walk over its runs).
struct AttributeUse {
    var blockBorder = false, backgroundColor = false, backgroundBorder = false, shadow = false
    var underline = false, attachment = false, innerShadow = false, strikethrough = false, border = false

    init(_ text: AttributedText, range: Range<Int>) {
        guard !range.isEmpty, text.length > 0 else { return }
        for run in text.runs where run.range.overlaps(range) {
            let a = run.attributes
            blockBorder = blockBorder || a.contains(.blockBorder)
            backgroundColor = backgroundColor || a.contains(.backgroundColor)
            backgroundBorder = backgroundBorder || a.contains(.backgroundBorder)
            shadow = shadow || a.contains(.shadow)
            underline = underline || a.contains(.underline)
            attachment = attachment || a.contains(.attachment)
            innerShadow = innerShadow || a.contains(.innerShadow)
            strikethrough = strikethrough || a.contains(.strikethrough)
            border = border || a.contains(.border)
        }
    }
}
