/// The shaped paragraphs a decoded layout's run records point into: the text's, then the
/// truncation token's.
struct RunSources {
    let main: [ShapedParagraph]
    let tokens: [ShapedParagraph]
    let textLength: Int

    /// Paragraph `number` (`main`, then `tokens`), whether it is a token's, and its index
    /// among its kind.
    func paragraph(_ number: Int) -> (paragraph: ShapedParagraph, isToken: Bool, index: Int)? {
        if main.indices.contains(number) { return (main[number], false, number) }
        let token = number - main.count
        return tokens.indices.contains(token) ? (tokens[token], true, token) : nil
    }
}

extension LayoutArchiveV1.Run {
    /// The run record, after checking that it names a run of a paragraph of its kind
    /// (token or text), its ranges lie inside the text and its glyphs, its glyphs start at
    /// the end of `builder`'s glyph table and its numbers are finite; then appends it to
    /// `builder`.
    func restore(from sources: RunSources, name: String, into builder: inout LayoutStorage.Builder) throws {
        let glyphStart = builder.glyphCount
        guard let (paragraph, isToken, paragraphIndex) = sources.paragraph(self.paragraph) else {
            throw TextLayoutArchiveError.inconsistent("\(name) names paragraph \(self.paragraph)")
        }
        try ArchiveCheck.require(isToken == isTruncationToken, "\(name) mixes token and text paragraphs")
        try ArchiveCheck.require(paragraph.runs.indices.contains(runIndex), "\(name) names shaped run \(runIndex)")
        try ArchiveCheck.require(
            ArchiveCheck.isInside(range, length: sources.textLength), "\(name) covers \(range) outside the text")
        try ArchiveCheck.require(level <= ArchiveCheck.maximumLevel, "\(name) has level \(level)")
        try ArchiveCheck.require(x.value.isFinite && width.value.isFinite, "\(name) at \(x.value) width \(width.value)")
        // A token's glyphs carry the elided range's start as cluster; a text run's own
        // glyphs lie in its paragraph.
        let bounds =
            isToken ? 0...sources.textLength : paragraph.contentRange.lowerBound...paragraph.contentRange.upperBound
        let own = try ownGlyphs.map { try $0.storage(clusterBounds: bounds, name: "\(name) own glyphs") }
        let source = own ?? paragraph.glyphs
        try ArchiveCheck.require(
            sourceRange.lowerBound >= 0 && sourceRange.upperBound <= source.count && glyphRange.lowerBound == glyphStart
                && glyphRange.count == sourceRange.count,
            "\(name) has glyphs \(glyphRange) from \(sourceRange) of \(source.count), expected from \(glyphStart)")
        let face = paragraph.runs[runIndex].face
        try ArchiveCheck.require(
            sourceRange.allSatisfy { Int(source.ids[$0]) < face.glyphCount }, "\(name) has a glyph outside its face")
        if let tokenClusters {
            try ArchiveCheck.require(
                isTruncationToken && tokenClusters.count == source.count,
                "\(name) has \(tokenClusters.count) token clusters for \(source.count) glyphs")
        }
        builder.glyphCount += glyphRange.count
        let ownGlyphsIndex = own.map { builder.ownGlyphsIndex(keeping: $0) } ?? -1
        let tokenClustersIndex = tokenClusters.map { builder.tokenClustersIndex(keeping: $0) } ?? -1
        builder.appendRun(
            range: range, level: level, paragraphIndex: paragraphIndex, runIndex: runIndex, glyphRange: glyphRange,
            x: x.value, width: width.value, isTruncationToken: isTruncationToken, ownGlyphsIndex: ownGlyphsIndex,
            sourceRange: sourceRange, tokenClustersIndex: tokenClustersIndex)
    }
}

extension LayoutArchiveV1.Line {
    /// Checks that the line's runs follow the previous line's (from `runStart`, inside
    /// `runCount`), its range lies in the text and does not start before the previous
    /// line's, its row is the previous line's or the next (the first line's is 0) and its
    /// band is not upside down.
    func check(index: Int, previous: Self?, runStart: Int, runCount: Int, textLength: Int) throws {
        let name = "line \(index)"
        try ArchiveCheck.require(
            runRange.lowerBound == runStart && runRange.upperBound <= runCount,
            "\(name) has runs \(runRange) of \(runCount), expected from \(runStart)")
        try ArchiveCheck.require(ArchiveCheck.isInside(range, length: textLength), "\(name) covers \(range)")
        // Rows are numbered from 0 without gaps (queries walk the rows between two lines).
        let previousRow = previous?.row ?? 0
        try ArchiveCheck.require(
            row == previousRow || (previous != nil && row == previousRow + 1), "\(name) is in row \(row)")
        try ArchiveCheck.require(
            range.lowerBound >= (previous?.range.lowerBound ?? 0), "\(name) starts before the line above")
        try ArchiveCheck.require(rowTop.value <= rowBottom.value + 1e-9, "\(name) band is upside down")
    }

    /// The line record (`index` is its place in the layout).
    func record(index: Int) -> LayoutStorage.LineRecord {
        LayoutStorage.LineRecord(
            placement: LinePlacement(
                index: index, row: row, range: range, baselineY: baselineY.value, ascent: ascent.value,
                descent: descent.value, leading: leading.value),
            originX: originX.value, width: width.value, trailingWhitespaceWidth: trailingWhitespaceWidth.value,
            rowTop: rowTop.value, rowBottom: rowBottom.value, runRange: runRange)
    }
}
