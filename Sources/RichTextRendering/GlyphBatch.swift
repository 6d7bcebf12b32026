import RichText

/// Consecutive glyphs of one run that draw alike: one face, one font matrix, one style.
struct GlyphBatch {
    var face: FontFace
    var cairoFace: CairoFontFace
    /// Glyph space (1 unit = 1 point, y down) to layout space: size, obliqueness and the
    /// glyph transform, without its translation (which `glyphs` already carry).
    var matrix: AffineTransform
    var glyphs: [PlacedGlyph]
    var style: GlyphStyle
    /// The font size, for stroke widths (a percentage of it).
    var fontSize: Double
    /// The text range the glyphs come from.
    var range: Range<Int>

    /// A rect sure to hold every glyph's ink (an em above and below each origin).
    var roughBounds: Rect {
        let xs = glyphs.map(\.x)
        let ys = glyphs.map(\.y)
        let em = fontSize * max(1, abs(matrix.a) + abs(matrix.c), abs(matrix.b) + abs(matrix.d))
        let minX = (xs.min() ?? 0) - em
        let minY = (ys.min() ?? 0) - 1.5 * em
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) + em - minX, height: (ys.max() ?? 0) + em - minY)
    }
}

/// The drawing attributes of a glyph batch.
struct GlyphStyle: Equatable {
    var color: Color
    var strokeWidth: Double
    var strokeColor: Color?
    var shadow: TextShadow?
    var innerShadow: TextShadow?
    var obliqueness: Double
    var transform: AffineTransform?

    init(_ attributes: TextAttributes) {
        color = attributes.color ?? .black
        strokeWidth = attributes.strokeWidth ?? 0
        strokeColor = attributes.strokeColor
        shadow = attributes.shadow
        innerShadow = attributes.innerShadow
        obliqueness = attributes.obliqueness ?? 0
        transform = attributes.glyphTransform
    }
}

extension TextLayout {
    /// The visible glyphs cut into batches, in line and visual run order. Attachment
    /// characters (U+FFFC carrying an attachment) are left out: the attachment pass draws
    /// them; so are control characters (`isInvisibleControl`).
    func glyphBatches(cache: CairoFontFaceCache = .shared) -> [GlyphBatch] {
        var batches: [GlyphBatch] = []
        let token = container.truncationToken
        let units = Array(text.string.utf16)
        for line in lines {
            for run in line.runs {
                guard let cairoFace = cache.cairoFace(for: run.face) else { continue }
                let ids = Array(run.glyphIDs)
                let positions = run.positions
                let clusters = run.clusters
                let tokenClusters = run.tokenClusters
                var current: GlyphBatch?
                for index in ids.indices {
                    let cluster = clusters[index]
                    let attributes: TextAttributes
                    if run.isTruncationToken, let token, token.length > 0 {
                        // A custom token draws in its own attributes.
                        let offset = tokenClusters.map { $0[index] } ?? 0
                        attributes = token.attributes(at: min(max(offset, 0), token.length - 1))
                    } else if cluster < text.length {
                        attributes = text.attributes(at: cluster)
                    } else {
                        attributes = TextAttributes()
                    }
                    let unit = !run.isTruncationToken && cluster < units.count ? units[cluster] : 0x20
                    if Self.isInvisibleControl(unit) || (attributes.attachment != nil && unit == 0xFFFC) {
                        if let batch = current { batches.append(batch) }
                        current = nil
                        continue
                    }
                    let style = GlyphStyle(attributes)
                    let size = run.font.size
                    var matrix = AffineTransform(a: size, b: 0, c: -style.obliqueness * size, d: size, tx: 0, ty: 0)
                    var glyph = PlacedGlyph(id: ids[index], x: positions[index].x, y: positions[index].y)
                    if let transform = style.transform {
                        matrix = AffineTransform(
                            a: transform.a * matrix.a + transform.c * matrix.b,
                            b: transform.b * matrix.a + transform.d * matrix.b,
                            c: transform.a * matrix.c + transform.c * matrix.d,
                            d: transform.b * matrix.c + transform.d * matrix.d, tx: 0, ty: 0)
                        glyph.x += transform.tx
                        glyph.y += transform.ty
                    }
                    if var batch = current, batch.style == style, batch.matrix == matrix {
                        batch.glyphs.append(glyph)
                        batch.range = min(batch.range.lowerBound, cluster)..<max(batch.range.upperBound, cluster + 1)
                        current = batch
                    } else {
                        if let batch = current { batches.append(batch) }
                        current = GlyphBatch(
                            face: run.face, cairoFace: cairoFace, matrix: matrix, glyphs: [glyph], style: style,
                            fontSize: size, range: cluster..<cluster + 1)
                    }
                }
                if let batch = current { batches.append(batch) }
            }
        }
        return batches
    }

    /// Whether a cluster starting with `unit` draws nothing: C0 and C1 controls (tab, line
    /// and paragraph ends, which the layout gives their width or none) and U+2028/U+2029.
    /// Fonts have no glyph for them, and a .notdef box would show.
    static func isInvisibleControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (0x7F...0x9F).contains(unit) || unit == 0x2028 || unit == 0x2029
    }
}
