/// The checks a decoded archive passes before it becomes a layout: every index a query
/// or a renderer will follow must land inside its array, so that damaged data throws here
/// instead of trapping later (the rules of the internal `checkInvariants()`, throwing).
enum ArchiveCheck {
    /// The highest bidi level FriBidi resolves (UAX #9's maximum depth, 125, plus one).
    static let maximumLevel: UInt8 = 126

    /// Throws `TextLayoutArchiveError.inconsistent(message)` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        guard condition else { throw TextLayoutArchiveError.inconsistent(message()) }
    }

    /// Whether `range` lies inside `0...length`.
    static func isInside(_ range: TextRange, length: Int) -> Bool {
        range.lowerBound >= 0 && range.upperBound <= length
    }
}

extension LayoutArchiveV1.Glyphs {
    /// The glyph storage, after checking that every array has one entry per glyph (the
    /// offset arrays may be empty), every number is finite and clusters never decrease
    /// and stay inside `clusterBounds`.
    func storage(clusterBounds: ClosedRange<Int>, name: String) throws -> GlyphStorage {
        let count = ids.count
        try ArchiveCheck.require(
            advances.count == count && clusters.count == count && flags.count == count
                && (xOffsets.isEmpty || xOffsets.count == count) && (yOffsets.isEmpty || yOffsets.count == count),
            "\(name): glyph arrays of different lengths")
        try ArchiveCheck.require(
            advances.allSatisfy(\.isFinite) && xOffsets.allSatisfy(\.isFinite) && yOffsets.allSatisfy(\.isFinite),
            "\(name): a glyph advance or offset is not finite")
        var previous = Int32.min
        for cluster in clusters {
            try ArchiveCheck.require(
                cluster >= previous && clusterBounds.contains(Int(cluster)),
                "\(name): cluster \(cluster) decreases or lies outside \(clusterBounds)")
            previous = cluster
        }
        return GlyphStorage(
            ids: ids, advances: advances, xOffsets: xOffsets, yOffsets: yOffsets, clusters: clusters, flags: flags)
    }
}

extension LayoutArchiveV1.Paragraph {
    /// The shaped paragraph over `analysis`, after checking that the runs tile its content
    /// range in order, their glyph ranges tile the glyphs, every glyph's cluster lies in its
    /// run and every glyph id in its face.
    func restore(analysis: ParagraphAnalysis, faces: [FontFace], name: String) throws -> ShapedParagraph {
        let content = analysis.contentRange
        let storage = try glyphs.storage(clusterBounds: content.lowerBound...content.upperBound, name: name)
        var shapedRuns: [ShapedRun] = []
        shapedRuns.reserveCapacity(runs.count)
        var offset = content.lowerBound
        var glyph = 0
        for (index, run) in runs.enumerated() {
            let place = "\(name) run \(index)"
            try ArchiveCheck.require(run.range.lowerBound == offset, "\(place) starts at \(run.range), not \(offset)")
            try ArchiveCheck.require(
                run.glyphRange.lowerBound == glyph && run.glyphRange.upperBound <= storage.count,
                "\(place) has glyphs \(run.glyphRange) of \(storage.count), expected from \(glyph)")
            try ArchiveCheck.require(faces.indices.contains(run.face), "\(place) names face \(run.face)")
            try ArchiveCheck.require(run.level <= ArchiveCheck.maximumLevel, "\(place) has level \(run.level)")
            try ArchiveCheck.require(
                [run.font.size, run.letterSpacing, run.kern, run.baselineOffset, run.advance].allSatisfy(\.isFinite),
                "\(place) has a number that is not finite")
            let face = faces[run.face]
            for glyphIndex in run.glyphRange {
                try ArchiveCheck.require(
                    run.range.contains(Int(storage.clusters[glyphIndex]))
                        && Int(storage.ids[glyphIndex]) < face.glyphCount,
                    "\(place): glyph \(glyphIndex) lies outside its run or its face")
            }
            shapedRuns.append(
                ShapedRun(
                    range: run.range, level: run.level, script: Script(tag: run.script), face: face, font: run.font,
                    language: run.language, letterSpacing: run.letterSpacing, kern: run.kern,
                    baselineOffset: run.baselineOffset, attachment: run.attachment, glyphRange: run.glyphRange,
                    advance: run.advance))
            offset = run.range.upperBound
            glyph = run.glyphRange.upperBound
        }
        try ArchiveCheck.require(runs.isEmpty || offset == content.upperBound, "\(name): runs end at \(offset)")
        try ArchiveCheck.require(glyph == storage.count, "\(name): runs hold \(glyph) of \(storage.count) glyphs")
        return ShapedParagraph(analysis: analysis, runs: shapedRuns, glyphs: storage)
    }
}
