extension TextLine {
    /// The union of the line's glyph ink boxes (outlines or bitmaps, as the fonts give
    /// their extents) and attachment boxes, in layout coordinates; nil when the line inks
    /// nothing (spaces, an empty line).
    ///
    /// Glyphs may reach outside the line's band: tall marks, a maximum line height, a CSS
    /// line height smaller than the font, a forced strut, or a fallback face that
    /// `ParagraphStyle.fallbackFontsGrowLines` keeps from growing the line. This is how far
    /// they reach, so a renderer or a node can leave room for them. Synthetic obliqueness
    /// and glyph transforms are not included.
    ///
    /// - Complexity: O(glyphs of the line); computed on each call.
    public var inkBounds: Rect? {
        let glyphs = storage.glyphs
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        func include(x: Double, y: Double, width: Double, height: Double) {
            guard width > 0, height > 0 else { return }
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x + width)
            maxY = max(maxY, y + height)
        }
        let record = storage.lines[index]
        for runIndex in record.runRange {
            let run = storage.runs[runIndex]
            let shapedRun = storage.shapedRun(of: run)
            if let attachment = shapedRun.attachment, !run.isTruncationToken {
                for glyph in run.glyphRange {
                    include(
                        x: glyphs.x[glyph], y: glyphs.y[glyph] - attachment.ascent, width: attachment.size.width,
                        height: attachment.size.height)
                }
                continue
            }
            let font = shapedRun.face.harfBuzzFont(variations: shapedRun.font.variations)
            let scale = shapedRun.font.size / Double(max(shapedRun.face.unitsPerEm, 1))
            for glyph in run.glyphRange {
                guard let box = font.glyphExtents(glyphs.ids[glyph]) else { continue }
                include(
                    x: glyphs.x[glyph] + box.minX * scale, y: glyphs.y[glyph] + box.minY * scale,
                    width: box.width * scale, height: box.height * scale)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
