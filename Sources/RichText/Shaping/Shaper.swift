/// Shapes the items of a paragraph with HarfBuzz into a `ShapedParagraph`.
///
/// One HarfBuzz buffer is reused for every item. Each item is shaped with the whole
/// paragraph as context (so joining and contextual forms see across item edges), its
/// direction from the embedding level, its script, language and features. Letter spacing
/// turns off the optional ligatures (CSS Text 3 §8.2) and, like kern, is added after
/// each cluster.
/// LINE SEPARATOR and TAB get a zero advance: their width is the layout's business.
struct Shaper {
    /// The whole text (items and ranges are absolute UTF-16 offsets into it).
    let text: [UInt16]
    /// Where shaped words are kept between calls (see `shapeSegmented`).
    let cache: ShapedSegmentCache
    private let buffer = HarfBuzzBuffer()

    init(text: [UInt16], cache: ShapedSegmentCache) {
        self.text = text
        self.cache = cache
    }

    func shape(_ paragraph: ParagraphAnalysis, items: [TextItem]) -> ShapedParagraph {
        var storage = GlyphStorage()
        storage.reserveCapacity(paragraph.contentRange.count)
        var runs: [ShapedRun] = []
        runs.reserveCapacity(items.count)
        for item in items {
            let start = storage.count
            shapeSegmented(item, paragraph: paragraph, into: &storage)
            let advance = storage.advances[start...].reduce(Float(0), +)
            runs.append(
                ShapedRun(
                    range: item.range, level: item.level, script: item.script, face: item.face, font: item.style.font,
                    language: item.style.language, letterSpacing: item.style.letterSpacing, kern: item.style.kern,
                    baselineOffset: item.style.baselineOffset, attachment: item.style.attachment,
                    glyphRange: start..<storage.count, advance: Double(advance)))
        }
        let shaped = ShapedParagraph(analysis: paragraph, runs: runs, glyphs: storage.compacted())
        shaped.checkInvariants()
        return shaped
    }

    /// Shapes `range` (part of `item`) with the text of `context` around it and appends
    /// the glyphs, clusters absolute.
    func shape(_ item: TextItem, range: TextRange, context: TextRange, into storage: inout GlyphStorage) {
        shape(item, range: range, context: context, text: text, into: &storage)
    }

    /// Shapes `range` of another `text` (same rules).
    func shape(
        _ item: TextItem, range: TextRange, context: TextRange, text: [UInt16],
        into storage: inout GlyphStorage
    ) {
        var output = HarfBuzzBuffer.Output()
        let font = item.face.harfBuzzFont(variations: item.style.font.variations)
        buffer.shape(
            text: text, range: range, context: context, font: font, rightToLeft: item.level & 1 == 1,
            script: item.script.tag,
            language: item.style.language, features: features(for: item.style), into: &output)
        append(output, item: item, offset: context.lowerBound, text: text, to: &storage)
    }

    private func features(for style: ShapingStyle) -> [FontFeature] {
        guard style.letterSpacing != 0 else { return style.font.features }
        let off = ["liga", "clig", "dlig", "hlig"].map { FontFeature($0, 0) }
        return off + style.font.features
    }

    /// Scales `output` to points and appends it; `offset` makes clusters absolute.
    private func append(
        _ output: HarfBuzzBuffer.Output, item: TextItem, offset: Int, text: [UInt16],
        to storage: inout GlyphStorage
    ) {
        let scale = Float(item.style.font.size) / Float(max(item.face.unitsPerEm, 1))
        let spacing = Float(item.style.letterSpacing + item.style.kern)
        let count = output.glyphIDs.count
        for index in 0..<count {
            let cluster = Int(output.clusters[index]) + offset
            var advance = Float(output.advances[index]) * scale
            let unit = text[cluster]
            if unit == 0x2028 || unit == 0x09 { advance = 0 }
            if unit == 0xFFFC, let attachment = item.style.attachment { advance = Float(attachment.size.width) }
            let endsCluster = index + 1 == count || output.clusters[index + 1] != output.clusters[index]
            if spacing != 0, endsCluster { advance += spacing }
            storage.ids.append(output.glyphIDs[index])
            storage.advances.append(advance)
            storage.xOffsets.append(Float(output.xOffsets[index]) * scale)
            storage.yOffsets.append(-Float(output.yOffsets[index]) * scale)
            storage.clusters.append(Int32(cluster))
            storage.flags.append(output.flags[index])
        }
    }
}
