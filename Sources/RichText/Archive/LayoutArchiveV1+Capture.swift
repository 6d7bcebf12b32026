extension LayoutArchiveV1 {
    /// The records of `layout`: its paragraphs, then its truncation tokens' paragraphs,
    /// which the runs name by number.
    init(capturing layout: TextLayout) {
        var faces = ArchivedFaceTable()
        let storage = layout.storage
        paragraphs = storage.paragraphs.map { Paragraph($0, faces: &faces) }
        let tokenString = layout.container.truncationToken?.string ?? "\u{2026}"
        let tokens = storage.tokenParagraphs.map { Token(string: tokenString, paragraph: Paragraph($0, faces: &faces)) }
        let tokenBase = storage.paragraphs.count
        let runs = storage.runs.map { record in
            Run(
                record, paragraph: Int(record.paragraphIndex) + (record.isTruncationToken ? tokenBase : 0),
                ownGlyphs: storage.ownGlyphs(of: record), tokenClusters: storage.tokenClusters(of: record))
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
    init(_ record: LayoutStorage.RunRecord, paragraph: Int, ownGlyphs own: GlyphStorage?, tokenClusters: [Int32]?) {
        range = record.range
        level = record.level
        self.paragraph = paragraph
        runIndex = Int(record.runIndex)
        glyphRange = record.glyphRange
        x = ArchivedDouble(record.x)
        width = ArchivedDouble(record.width)
        isTruncationToken = record.isTruncationToken
        ownGlyphs = own.map(LayoutArchiveV1.Glyphs.init)
        sourceRange = record.sourceRange
        self.tokenClusters = tokenClusters
    }
}
