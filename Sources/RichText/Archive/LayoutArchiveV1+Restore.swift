extension LayoutArchiveV1 {
    /// The layout these records describe, with faces from `context`.
    ///
    /// - Throws: `TextLayoutArchiveError.missingFace` when `context` lacks a face, and
    ///   `.inconsistent` when the records do not fit together.
    func restore(in context: FontContext) throws -> TextLayout {
        let faces = try self.faces.map { try $0.resolve(in: context) }
        let utf16 = UnitBuffers.units(of: text.string)
        let length = utf16.count
        try ArchiveCheck.require(start >= 0 && start <= length, "start \(start) outside the text (\(length) units)")
        try ArchiveCheck.require(scale.value.isFinite && scale.value > 0, "scale \(scale.value)")
        let analyses = try Self.analyses(of: text, baseLevels: paragraphs.map(\.baseLevel))
        var shaped: [ShapedParagraph] = []
        shaped.reserveCapacity(paragraphs.count)
        for (index, record) in paragraphs.enumerated() {
            shaped.append(try record.restore(analysis: analyses[index], faces: faces, name: "paragraph \(index)"))
        }
        var tokenParagraphs: [ShapedParagraph] = []
        for (index, token) in tokens.enumerated() {
            let analysis = try Self.analyses(of: AttributedText(token.string), baseLevels: [token.paragraph.baseLevel])
            tokenParagraphs.append(
                try token.paragraph.restore(analysis: analysis[0], faces: faces, name: "token \(index)"))
        }
        let shapedText = ShapedText(restoring: text, context: context, utf16: utf16, paragraphs: shaped)
        var builder = LayoutStorage.Builder()
        builder.reserveCapacity(lines: lines.count, runs: runs.count)
        builder.tokenParagraphs = tokenParagraphs
        let sources = RunSources(main: shaped, tokens: tokenParagraphs, textLength: length)
        for (index, run) in runs.enumerated() {
            try run.restore(from: sources, name: "run \(index)", into: &builder)
        }
        for (index, line) in lines.enumerated() {
            try line.check(
                index: index, previous: index > 0 ? lines[index - 1] : nil,
                runStart: builder.lines.last?.runRange.upperBound ?? 0, runCount: runs.count, textLength: length)
            builder.lines.append(line.record(index: index))
        }
        try ArchiveCheck.require(
            (builder.lines.last?.runRange.upperBound ?? 0) == runs.count, "lines hold fewer runs than \(runs.count)")
        try checkSummary(textLength: length)
        return TextLayout(restoring: self, shapedText: shapedText, storage: LayoutStorage(builder, shaped: shapedText))
    }

    /// Checks the layout's summary values against the text and the lines.
    private func checkSummary(textLength length: Int) throws {
        try ArchiveCheck.require(rowCount >= 0, "row count \(rowCount)")
        try ArchiveCheck.require(
            ArchiveCheck.isInside(visibleRange, length: length) && visibleRange.lowerBound == start,
            "visible range \(visibleRange) outside the text or not from \(start)")
        if let truncation {
            try ArchiveCheck.require(
                lines.indices.contains(truncation.lineIndex)
                    && ArchiveCheck.isInside(truncation.elidedRange, length: length),
                "truncation at line \(truncation.lineIndex) over \(truncation.elidedRange)")
        }
    }

    /// The analyses of `text`'s paragraphs at the archived base levels: the text's own
    /// (each paragraph's style decides its direction, as `ShapedText` does by default),
    /// and, for a paragraph whose level differs (text shaped with a forced direction), the
    /// analysis in that direction.
    static func analyses(of text: AttributedText, baseLevels: [UInt8]) throws -> [ParagraphAnalysis] {
        var result = TextAnalysis(text).paragraphs
        try ArchiveCheck.require(
            result.count == baseLevels.count,
            "the text has \(result.count) paragraphs, the archive \(baseLevels.count)")
        for (direction, level) in [(BaseDirection.leftToRight, UInt8(0)), (.rightToLeft, 1)] {
            let differing = result.indices.filter { result[$0].baseLevel != level && baseLevels[$0] == level }
            guard !differing.isEmpty else { continue }
            let forced = TextAnalysis(text, direction: direction).paragraphs
            for index in differing { result[index] = forced[index] }
        }
        for index in result.indices {
            try ArchiveCheck.require(
                result[index].baseLevel == baseLevels[index],
                "paragraph \(index) has base level \(baseLevels[index])")
        }
        return result
    }
}

extension ShapedText {
    /// Shaped text from already shaped paragraphs (a decoded archive's); the
    /// line-breaking data is derived from them again.
    init(restoring text: AttributedText, context: FontContext, utf16: [UInt16], paragraphs: [ShapedParagraph]) {
        self.init(text: text, context: context, utf16: utf16, paragraphs: paragraphs)
    }
}

extension TextLayout {
    /// A layout from checked archive records.
    init(restoring archive: LayoutArchiveV1, shapedText: ShapedText, storage: LayoutStorage) {
        container = archive.container
        text = archive.text
        scale = archive.scale.value
        range = archive.start..<shapedText.utf16.count
        self.shapedText = shapedText
        self.storage = storage
        rowCount = archive.rowCount
        visibleRange = archive.visibleRange
        isTruncated = archive.isTruncated
        truncation = archive.truncation.map {
            Truncation(lineIndex: $0.lineIndex, elidedRange: $0.elidedRange, tokenFrame: $0.tokenFrame.rect)
        }
        textBoundingRect = archive.textBoundingRect.rect
        textBoundingSize = archive.textBoundingSize.size
    }
}
