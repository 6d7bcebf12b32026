extension LayoutArchiveV1 {
    /// The records of `layout`.
    ///
    /// - Throws: `EncodingError.invalidValue` when a run's glyphs come from a paragraph
    ///   that is neither the layout's own nor a truncation token's (not made by RichText).
    init(capturing layout: TextLayout) throws {
        var faces = ArchivedFaceTable()
        let main = layout.shapedText.paragraphs
        paragraphs = main.map { Paragraph($0, faces: &faces) }
        var tokenParagraphs: [ShapedParagraph] = []
        var tokens: [Token] = []
        let tokenString = layout.container.truncationToken?.string ?? "\u{2026}"
        var runs: [Run] = []
        runs.reserveCapacity(layout.storage.runs.count)
        for record in layout.storage.runs {
            let number: Int
            if let index = Self.index(of: record.paragraph, among: main, holding: record.range) {
                number = index
            } else if record.isTruncationToken {
                if let index = tokenParagraphs.firstIndex(of: record.paragraph) {
                    number = main.count + index
                } else {
                    number = main.count + tokenParagraphs.count
                    tokenParagraphs.append(record.paragraph)
                    tokens.append(Token(string: tokenString, paragraph: Paragraph(record.paragraph, faces: &faces)))
                }
            } else {
                throw EncodingError.invalidValue(
                    layout,
                    EncodingError.Context(
                        codingPath: [], debugDescription: "run \(record.range) has glyphs of a foreign paragraph"))
            }
            runs.append(Run(record, paragraph: number))
        }
        self.tokens = tokens
        self.runs = runs
        self.faces = faces.faces
        text = layout.text
        container = layout.container
        scale = ArchivedDouble(layout.scale)
        start = layout.range.lowerBound
        lines = layout.storage.lines.map(Line.init)
        rowCount = layout.rowCount
        visibleRange = layout.visibleRange
        isTruncated = layout.isTruncated
        truncation = layout.truncation.map {
            Truncation(lineIndex: $0.lineIndex, elidedRange: $0.elidedRange, tokenFrame: ArchivedRect($0.tokenFrame))
        }
        textBoundingRect = ArchivedRect(layout.textBoundingRect)
        textBoundingSize = ArchivedSize(layout.textBoundingSize)
    }

    /// The index of `paragraph` in `paragraphs` (the layout's own, in text order), found
    /// from `range`, which lies in it; nil when it is not one of them.
    private static func index(
        of paragraph: ShapedParagraph, among paragraphs: [ShapedParagraph], holding range: TextRange
    )
        -> Int?
    {
        var low = 0
        var high = paragraphs.count
        while low < high {
            let middle = (low + high) / 2
            if paragraphs[middle].range.upperBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        // An empty range at a paragraph's end belongs to that paragraph or the next.
        for index in [low - 1, low, low + 1] where paragraphs.indices.contains(index) {
            if paragraphs[index] == paragraph { return index }
        }
        return nil
    }
}

extension LayoutArchiveV1.Paragraph {
    init(_ paragraph: ShapedParagraph, faces: inout ArchivedFaceTable) {
        baseLevel = paragraph.baseLevel
        runs = paragraph.runs.map { run in
            LayoutArchiveV1.ShapedRunRecord(
                range: run.range, level: run.level, script: run.script.tag, face: faces.number(of: run.face),
                font: run.font, language: run.language, letterSpacing: run.letterSpacing, kern: run.kern,
                baselineOffset: run.baselineOffset, attachment: run.attachment, glyphRange: run.glyphRange,
                advance: run.advance)
        }
        glyphs = LayoutArchiveV1.Glyphs(paragraph.glyphs)
    }
}

extension LayoutArchiveV1.Glyphs {
    /// The glyphs in their canonical form: an offset array of zeros is archived empty, so
    /// equal glyphs give equal bytes whichever form held them (a line's reshaped edge
    /// glyphs, or glyphs restored from an archive that kept the zeros).
    init(_ glyphs: GlyphStorage) {
        let canonical = glyphs.compacted()
        ids = glyphs.ids
        advances = glyphs.advances
        xOffsets = canonical.xOffsets
        yOffsets = canonical.yOffsets
        clusters = glyphs.clusters
        flags = glyphs.flags
    }
}

extension LayoutArchiveV1.Line {
    init(_ record: LayoutStorage.LineRecord) {
        row = record.row
        range = record.range
        baselineY = ArchivedDouble(record.baselineY)
        ascent = ArchivedDouble(record.ascent)
        descent = ArchivedDouble(record.descent)
        leading = ArchivedDouble(record.leading)
        originX = ArchivedDouble(record.originX)
        width = ArchivedDouble(record.width)
        trailingWhitespaceWidth = ArchivedDouble(record.trailingWhitespaceWidth)
        rowTop = ArchivedDouble(record.rowTop)
        rowBottom = ArchivedDouble(record.rowBottom)
        runRange = record.runRange
    }
}

extension LayoutArchiveV1.Run {
    init(_ record: LayoutStorage.RunRecord, paragraph: Int) {
        range = record.range
        level = record.level
        self.paragraph = paragraph
        runIndex = record.runIndex
        glyphRange = record.glyphRange
        x = ArchivedDouble(record.x)
        width = ArchivedDouble(record.width)
        isTruncationToken = record.isTruncationToken
        ownGlyphs = record.ownGlyphs.map { LayoutArchiveV1.Glyphs($0.glyphs) }
        sourceRange = record.sourceRange
        tokenClusters = record.tokenClusters
    }
}
