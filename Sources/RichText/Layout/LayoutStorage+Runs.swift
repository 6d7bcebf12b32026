extension LayoutStorage {
    /// The positioning stage's output for one run of a line: its text, level, glyphs and
    /// pen position.
    ///
    /// A plain value with no reference in it: the run names its shaped paragraph, its own
    /// glyphs and a token's clusters by index into the storage's tables. So appending one
    /// counts no reference, and a layout's runs are freed as one block (records holding
    /// their paragraph made a long document's teardown walk every record and touch every
    /// paragraph again, from memory the caches no longer held).
    struct RunRecord: Sendable {
        let range: TextRange
        /// The run's glyphs in the glyph table (layout order).
        let glyphRange: GlyphRange
        /// Where the glyphs are in their source (the paragraph's glyphs or the run's own);
        /// drawn reversed when `level` is odd.
        let sourceRange: GlyphRange
        /// The pen position where the run starts, and its advance.
        let x: Double, width: Double
        /// The paragraph the glyphs come from: an index in `paragraphs`, or for a
        /// truncation token's run in `tokenParagraphs`.
        let paragraphIndex: Int32
        /// The shaped run in that paragraph.
        let runIndex: Int32
        /// The run's own glyphs in `ownGlyphs` (reshaped, tabs, justification, hyphen,
        /// token), in logical order; -1: the paragraph's.
        let ownGlyphsIndex: Int32
        /// For a truncation token's run: each source glyph's cluster in the token's text, in
        /// `tokenClusters`; -1: none.
        let tokenClustersIndex: Int32
        let level: UInt8
        let isTruncationToken: Bool
    }

    /// What run records name by index beside the text's paragraphs: truncation tokens'
    /// shaped paragraphs, runs' own glyphs and tokens' clusters. Kept apart, and only when
    /// one is not empty, so that a layout without any holds one nil reference, not three
    /// empty arrays.
    final class RunSideTables: Sendable {
        /// The truncation tokens' shaped paragraphs (`RunRecord.paragraphIndex` of a token's run).
        let tokenParagraphs: [ShapedParagraph]
        /// The glyphs of the runs that own theirs (`RunRecord.ownGlyphsIndex`).
        let ownGlyphs: [GlyphStorage]
        /// The token runs' clusters in the token's text (`RunRecord.tokenClustersIndex`).
        let tokenClusters: [[Int32]]

        init(tokenParagraphs: [ShapedParagraph], ownGlyphs: [GlyphStorage], tokenClusters: [[Int32]]) {
            self.tokenParagraphs = tokenParagraphs
            self.ownGlyphs = ownGlyphs
            self.tokenClusters = tokenClusters
        }
    }

    /// The truncation tokens' shaped paragraphs, in the order their runs first appear.
    var tokenParagraphs: [ShapedParagraph] { sideTables?.tokenParagraphs ?? [] }

    /// The shaped paragraph `run`'s glyphs come from (a token's for a token's run).
    func paragraph(of run: RunRecord) -> ShapedParagraph {
        guard run.isTruncationToken, let sideTables else { return paragraphs[Int(run.paragraphIndex)] }
        return sideTables.tokenParagraphs[Int(run.paragraphIndex)]
    }

    /// The shaped run `run` comes from (its face, font and baseline shift).
    func shapedRun(of run: RunRecord) -> ShapedRun { paragraph(of: run).runs[Int(run.runIndex)] }

    /// The run's own glyphs, if it has them.
    func ownGlyphs(of run: RunRecord) -> GlyphStorage? {
        guard run.ownGlyphsIndex >= 0, let sideTables else { return nil }
        return sideTables.ownGlyphs[Int(run.ownGlyphsIndex)]
    }

    /// The glyphs `run.sourceRange` indexes: the run's own, or its paragraph's.
    func source(of run: RunRecord) -> GlyphStorage { ownGlyphs(of: run) ?? paragraph(of: run).glyphs }

    /// A token run's clusters in the token's text (nil for other runs).
    func tokenClusters(of run: RunRecord) -> [Int32]? {
        guard run.tokenClustersIndex >= 0, let sideTables else { return nil }
        return sideTables.tokenClusters[Int(run.tokenClustersIndex)]
    }
}

extension LayoutStorage.Builder {
    /// The index in `tokenParagraphs` of a truncation token's shaped paragraph, added when
    /// it is not the last one there (a token's runs come one after another).
    mutating func tokenParagraphIndex(of paragraph: ShapedParagraph) -> Int {
        if tokenParagraphs.last != paragraph { tokenParagraphs.append(paragraph) }
        return tokenParagraphs.count - 1
    }

    /// Keeps a run's own glyphs; returns their index for `RunRecord.ownGlyphsIndex`.
    mutating func ownGlyphsIndex(keeping glyphs: GlyphStorage) -> Int {
        ownGlyphs.append(glyphs)
        return ownGlyphs.count - 1
    }

    /// Keeps a token run's clusters; returns their index for `RunRecord.tokenClustersIndex`.
    mutating func tokenClustersIndex(keeping clusters: [Int32]) -> Int {
        tokenClusters.append(clusters)
        return tokenClusters.count - 1
    }

    /// Appends a run of the line being placed: of paragraph `paragraphIndex` of the text
    /// (for a truncation token's run, of the token paragraph at that index), with its own
    /// glyphs and token clusters at the given indices (-1: none).
    ///
    /// The indices are stored as 32-bit numbers: glyph clusters are already 32-bit UTF-16
    /// offsets (shaping converts them with a check), so a text that lays out at all has
    /// fewer than 2^31 units, and fewer paragraphs, shaped runs and pieces than that.
    mutating func appendRun(
        range: TextRange, level: UInt8, paragraphIndex: Int, runIndex: Int, glyphRange: GlyphRange, x: Double,
        width: Double, isTruncationToken: Bool, ownGlyphsIndex: Int = -1, sourceRange: GlyphRange,
        tokenClustersIndex: Int = -1
    ) {
        runs.append(
            LayoutStorage.RunRecord(
                range: range, glyphRange: glyphRange, sourceRange: sourceRange, x: x, width: width,
                paragraphIndex: Int32(truncatingIfNeeded: paragraphIndex),
                runIndex: Int32(truncatingIfNeeded: runIndex),
                ownGlyphsIndex: Int32(truncatingIfNeeded: ownGlyphsIndex),
                tokenClustersIndex: Int32(truncatingIfNeeded: tokenClustersIndex), level: level,
                isTruncationToken: isTruncationToken))
    }
}
