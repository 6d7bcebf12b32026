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
        // The UTF-16 units, needed only to find control characters and U+FFFC; most texts
        // have no UTF-8 byte that can start one (C0, DEL, C1 via C2, U+2028/9 via E2, U+FFFC
        // via EF), and then no character needs a look.
        let mayHaveSpecials = text.string.utf8.contains {
            $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF
        }
        let units = mayHaveSpecials ? Array(text.string.utf16) : []
        let text = self.text
        let textLength = text.length
        let attributeRuns = text.runs
        var finder = AttributeRunFinder(runs: attributeRuns)
        for line in lines {
            for run in line.runs {
                let face = run.face
                guard let cairoFace = cache.cairoFace(for: face) else { continue }
                let (ids, xs, ys, clusters) = run.glyphColumns
                let isToken = run.isTruncationToken
                let tokenClusters = isToken ? run.tokenClusters : nil
                let size = run.font.size
                if let batch = Self.wholeRunBatch(
                    run: run, units: units, finder: &finder, face: face, cairoFace: cairoFace, size: size,
                    columns: (ids, xs, ys, clusters))
                {
                    batches.append(batch)
                    continue
                }
                var current: GlyphBatch?
                // The attribute run `current` was last matched against (-1: none): most glyphs
                // are in their neighbour's attribute run, and then join the batch as they are.
                var matched = -1
                var offset = (x: 0.0, y: 0.0)
                for (step, index) in ids.indices.enumerated() {
                    let cluster = Int(clusters[index])
                    let glyph = PlacedGlyph(
                        id: ids[index], x: xs[index] + offset.x, y: ys[index] + offset.y)
                    let unit = !isToken && cluster < units.count ? units[cluster] : 0x20
                    let key: Int
                    let attributes: TextAttributes
                    if isToken || cluster >= textLength {
                        key = -2  // always rebuilt: token glyphs are few
                        let tokenOffset = tokenClusters.map { $0[step] } ?? 0
                        if isToken, let token, token.length > 0 {
                            // A custom token draws in its own attributes.
                            attributes = token.attributes(at: min(max(tokenOffset, 0), token.length - 1))
                        } else {
                            attributes = cluster < textLength ? text.attributes(at: cluster) : TextAttributes()
                        }
                    } else {
                        finder.move(to: cluster)
                        key = finder.index
                        if Self.isInvisibleControl(unit) {
                            if let batch = current { batches.append(batch) }
                            current = nil
                            matched = -1
                            continue
                        }
                        if key == matched, current != nil {
                            current?.glyphs.append(glyph)
                            let range = current?.range ?? cluster..<cluster + 1
                            current?.range = min(range.lowerBound, cluster)..<max(range.upperBound, cluster + 1)
                            continue
                        }
                        attributes = attributeRuns[key].attributes
                    }
                    if unit == 0xFFFC && attributes.attachment != nil {
                        if let batch = current { batches.append(batch) }
                        current = nil
                        matched = -1
                        continue
                    }
                    let style = GlyphStyle(attributes)
                    let matrix = Self.glyphMatrix(size: size, style: style)
                    offset = (style.transform?.tx ?? 0, style.transform?.ty ?? 0)
                    if current == nil || current?.matrix != matrix || current?.style != style {
                        if let batch = current { batches.append(batch) }
                        var glyphs: [PlacedGlyph] = []
                        glyphs.reserveCapacity(ids.count - step)
                        current = GlyphBatch(
                            face: face, cairoFace: cairoFace, matrix: matrix, glyphs: glyphs, style: style,
                            fontSize: size, range: cluster..<cluster + 1)
                    }
                    matched = key
                    // Appended in place: `current` holds the only reference to the array.
                    current?.glyphs.append(
                        PlacedGlyph(
                            id: ids[index], x: xs[index] + offset.x, y: ys[index] + offset.y))
                    let range = current?.range ?? cluster..<cluster + 1
                    current?.range = min(range.lowerBound, cluster)..<max(range.upperBound, cluster + 1)
                }
                if let batch = current { batches.append(batch) }
            }
        }
        return batches
    }

    /// The common case in one step: a run (not a token) inside one attribute run, with no
    /// control character and no U+FFFC, is one batch of all its glyphs; nil otherwise.
    static func wholeRunBatch(
        run: GlyphRun, units: [UInt16], finder: inout AttributeRunFinder, face: FontFace, cairoFace: CairoFontFace,
        size: Double,
        columns: (ids: ArraySlice<UInt32>, x: ArraySlice<Double>, y: ArraySlice<Double>, clusters: ArraySlice<Int32>)
    ) -> GlyphBatch? {
        let range = run.range
        guard !run.isTruncationToken, !range.isEmpty, range.upperBound <= finder.length, !columns.ids.isEmpty else {
            return nil
        }
        finder.move(to: range.lowerBound)
        let attributeRun = finder.runs[finder.index]
        guard attributeRun.range.upperBound >= range.upperBound,
            units.isEmpty || !units[range].contains(where: { isInvisibleControl($0) || $0 == 0xFFFC })
        else { return nil }
        let style = GlyphStyle(attributeRun.attributes)
        let matrix = glyphMatrix(size: size, style: style)
        let dx = style.transform?.tx ?? 0
        let dy = style.transform?.ty ?? 0
        let (ids, xs, ys, clusters) = columns
        let glyphs = ids.indices.map { PlacedGlyph(id: ids[$0], x: xs[$0] + dx, y: ys[$0] + dy) }
        let low = Int(clusters.min() ?? 0)
        let high = Int(clusters.max() ?? 0)
        return GlyphBatch(
            face: face, cairoFace: cairoFace, matrix: matrix, glyphs: glyphs, style: style, fontSize: size,
            range: low..<high + 1)
    }

    /// Glyph space to layout space for a font of `size` points: the size, the obliqueness
    /// (x' = x − obliqueness · y, y down, so a positive value leans right as in
    /// NSAttributedString) and the glyph transform's linear part (applied after them).
    static func glyphMatrix(size: Double, style: GlyphStyle) -> AffineTransform {
        let matrix = AffineTransform(a: size, b: 0, c: -style.obliqueness * size, d: size, tx: 0, ty: 0)
        guard let transform = style.transform else { return matrix }
        return AffineTransform(
            a: transform.a * matrix.a + transform.c * matrix.b,
            b: transform.b * matrix.a + transform.d * matrix.b,
            c: transform.a * matrix.c + transform.c * matrix.d,
            d: transform.b * matrix.c + transform.d * matrix.d, tx: 0, ty: 0)
    }

    /// Whether a cluster starting with `unit` draws nothing: C0 and C1 controls (tab, line
    /// and paragraph ends, which the layout gives their width or none) and U+2028/U+2029.
    /// Fonts have no glyph for them, and a .notdef box would show.
    static func isInvisibleControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (0x7F...0x9F).contains(unit) || unit == 0x2028 || unit == 0x2029
    }
}

/// Finds the attribute run holding an offset, starting from the last one found: glyphs
/// come in cluster order (or its reverse), so most lookups check one or two runs.
struct AttributeRunFinder {
    let runs: [AttributedText.AttributeRun]
    /// The run found last.
    private(set) var index = 0

    init(runs: [AttributedText.AttributeRun]) { self.runs = runs }

    /// The text's length (the last run's end).
    var length: Int { runs.last?.range.upperBound ?? 0 }

    /// Makes `index` the run containing `offset` (which must be inside the text).
    mutating func move(to offset: Int) {
        guard !runs.isEmpty, !runs[index].range.contains(offset) else { return }
        if index + 1 < runs.count, runs[index + 1].range.contains(offset) {
            index += 1
            return
        }
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        index = low
    }
}
