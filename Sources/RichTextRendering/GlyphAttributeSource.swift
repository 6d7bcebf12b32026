import RichText

/// Where glyph batches get their drawing attributes: the layout's text (or its truncation
/// token) by cluster, and which clusters draw nothing.
struct GlyphAttributeSource {
    let text: AttributedText
    let attributeRuns: [AttributedText.AttributeRun]
    let token: AttributedText?
    /// The text's UTF-16 units when it may hold a control character or U+FFFC, else empty.
    let units: [UInt16]
    private var finder: AttributeRunFinder

    init(layout: TextLayout) {
        text = layout.text
        attributeRuns = text.runs
        token = layout.container.truncationToken
        units = Self.unitsIfSpecial(text.string)
        finder = AttributeRunFinder(runs: attributeRuns)
    }

    /// `string`'s UTF-16 units when it may hold a control character or U+FFFC, else empty.
    ///
    /// Most texts have no UTF-8 byte that can start one (C0, DEL, C1 via C2, U+2028/9 via
    /// E2, U+FFFC via EF), and then no character needs a look.
    static func unitsIfSpecial(_ string: String) -> [UInt16] {
        let special: (UInt8) -> Bool = { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF }
        let found =
            string.utf8.withContiguousStorageIfAvailable { $0.contains(where: special) }
            ?? string.utf8.contains(where: special)
        return found ? Array(string.utf16) : []
    }

    /// The index of the attribute run holding all of `run`'s text, when the run is not a
    /// truncation token and has no control character or U+FFFC (the common case: the run
    /// is one batch of all its glyphs); nil otherwise.
    mutating func soleAttributeRun(of run: DrawingRun) -> Int? {
        let range = run.range
        guard !run.isTruncationToken, !range.isEmpty, range.upperBound <= finder.length else { return nil }
        finder.move(to: range.lowerBound)
        guard attributeRuns[finder.index].range.upperBound >= range.upperBound,
            units.isEmpty
                || !units[range].contains(where: { TextLayout.isInvisibleControl($0) || $0 == 0xFFFC })
        else { return nil }
        return finder.index
    }

    /// Adds `run`'s glyphs one at a time, in batches of the attributes of each glyph's
    /// cluster (a token's glyphs take the token's), leaving out control characters and
    /// attachment characters.
    mutating func addGlyphByGlyph(
        _ run: DrawingRun, cairoFace: CairoFontFace, to collector: inout GlyphBatchCollector
    ) {
        let (ids, xs, ys, clusters) = (run.ids, run.xs, run.ys, run.clusters)
        let textLength = text.length
        let isToken = run.isTruncationToken
        let tokenClusters = isToken ? run.run.tokenClusters : nil
        var current: GlyphBatch?
        // The attribute run `current` was last matched against (-1: none): most glyphs are
        // in their neighbour's attribute run, and then join the batch as they are.
        var matched = -1
        var offset = (x: 0.0, y: 0.0)
        for (step, index) in ids.indices.enumerated() {
            let cluster = Int(clusters[index])
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
                if TextLayout.isInvisibleControl(unit) {
                    if let batch = current { collector.append(batch) }
                    current = nil
                    matched = -1
                    continue
                }
                if key == matched, current != nil {
                    current?.glyphs.append(id: ids[index], x: xs[index] + offset.x, y: ys[index] + offset.y)
                    continue
                }
                attributes = attributeRuns[key].attributes
            }
            if unit == 0xFFFC && attributes.attachment != nil {
                if let batch = current { collector.append(batch) }
                current = nil
                matched = -1
                continue
            }
            let style = GlyphStyle(attributes)
            let matrix = TextLayout.glyphMatrix(size: run.fontSize, style: style)
            offset = style.translation
            if current == nil || current?.matrix != matrix || current?.style != style {
                if let batch = current { collector.append(batch) }
                current = GlyphBatch(
                    face: run.face, cairoFace: cairoFace, variations: run.variations, matrix: matrix,
                    glyphs: GlyphColumns(), style: style, fontSize: run.fontSize)
            }
            matched = key
            current?.glyphs.append(id: ids[index], x: xs[index] + offset.x, y: ys[index] + offset.y)
        }
        if let batch = current { collector.append(batch) }
    }
}
