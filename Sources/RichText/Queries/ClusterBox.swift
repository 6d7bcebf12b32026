/// A grapheme cluster's horizontal extent in a line, in visual order; what carets,
/// selections and hit tests are computed from.
struct ClusterBox: Hashable {
    /// The cluster's UTF-16 range (for a token box: the elided range).
    var range: TextRange
    var minX: Double
    var maxX: Double
    var isRightToLeft: Bool
    var isTruncationToken: Bool
    /// The run record (an index into the layout's runs) the cluster's glyphs belong to.
    var runIndex: Int

    /// The x where a caret before the cluster goes (its leading edge).
    var leadingX: Double { isRightToLeft ? maxX : minX }
    /// The x where a caret after the cluster goes (its trailing edge).
    var trailingX: Double { isRightToLeft ? minX : maxX }
}

extension TextLayout {
    /// The cluster boxes of line `index`, left to right.
    ///
    /// Glyphs sharing a cluster form one box; glyph clusters inside one grapheme cluster
    /// are one box; a glyph cluster that spans several grapheme clusters (a ligature such
    /// as "ffi") is divided evenly between them, as CoreText places carets inside ligatures.
    func clusterBoxes(line index: Int) -> [ClusterBox] {
        let record = storage.lines[index]
        let glyphs = storage.glyphs
        var boxes: [ClusterBox] = []
        for runIndex in record.runRange {
            let run = storage.runs[runIndex]
            let rtl = run.level & 1 == 1
            if run.isTruncationToken {
                boxes.append(
                    ClusterBox(
                        range: run.range, minX: run.x, maxX: run.x + run.width, isRightToLeft: rtl,
                        isTruncationToken: true, runIndex: runIndex))
                continue
            }
            var groups: [(cluster: Int, minX: Double, maxX: Double)] = []
            var byCluster: [Int: Int] = [:]
            // Pen positions (not glyph origins, which include mark and kerning offsets),
            // so a run's boxes tile it without gaps.
            // Boxes stay inside the run: a cluster whose negative letter spacing moves the pen
            // back past its start (the spacing goes on its last glyph) would reach outside.
            let runLow = min(run.x, run.x + run.width)
            let runHigh = max(run.x, run.x + run.width)
            var pen = run.x
            for glyph in run.glyphRange {
                let cluster = Int(glyphs.clusters[glyph])
                let x0 = pen
                pen += Double(glyphs.advances[glyph])
                let lo = min(max(min(x0, pen), runLow), runHigh)
                let hi = max(min(max(x0, pen), runHigh), runLow)
                if let existing = byCluster[cluster] {
                    groups[existing].minX = min(groups[existing].minX, lo)
                    groups[existing].maxX = max(groups[existing].maxX, hi)
                } else {
                    byCluster[cluster] = groups.count
                    groups.append((cluster, lo, hi))
                }
            }
            groups.sort { $0.cluster < $1.cluster }
            // The run's grapheme boundaries, found once: the groups walk them in order.
            let boundaries = graphemeBoundaries(in: run.range)
            groups = Self.merged(groups, toGraphemes: boundaries, runStart: run.range.lowerBound)
            var runBoxes: [ClusterBox] = []
            var cursor = 0
            for (position, group) in groups.enumerated() {
                let end = position + 1 < groups.count ? groups[position + 1].cluster : run.range.upperBound
                let pieces = Self.graphemeRanges(
                    in: group.cluster..<max(end, group.cluster + 1), boundaries: boundaries, cursor: &cursor)
                let width = (group.maxX - group.minX) / Double(pieces.count)
                for (k, piece) in pieces.enumerated() {
                    let offset = Double(rtl ? pieces.count - 1 - k : k)
                    runBoxes.append(
                        ClusterBox(
                            range: piece, minX: group.minX + offset * width, maxX: group.minX + (offset + 1) * width,
                            isRightToLeft: rtl, isTruncationToken: false, runIndex: runIndex))
                }
            }
            boxes += runBoxes.sorted { $0.minX < $1.minX || ($0.minX == $1.minX && $0.maxX < $1.maxX) }
        }
        return boxes
    }

    /// `groups` (glyph clusters in logical order) with each one that starts inside a
    /// grapheme cluster merged into the one before: HarfBuzz may start a glyph cluster
    /// inside a grapheme cluster (क्|या), and carets must never stand there. `boundaries`
    /// are the run's grapheme boundaries, ascending.
    private static func merged(
        _ groups: [(cluster: Int, minX: Double, maxX: Double)], toGraphemes boundaries: [Int], runStart: Int
    ) -> [(cluster: Int, minX: Double, maxX: Double)] {
        guard groups.count > 1 else { return groups }
        var merged: [(cluster: Int, minX: Double, maxX: Double)] = []
        var next = 0
        for group in groups {
            while next < boundaries.count, boundaries[next] < group.cluster { next += 1 }
            let isBoundary = group.cluster == runStart || next < boundaries.count && boundaries[next] == group.cluster
            if let last = merged.last, !isBoundary {
                merged[merged.count - 1] = (last.cluster, min(last.minX, group.minX), max(last.maxX, group.maxX))
            } else {
                merged.append(group)
            }
        }
        return merged
    }

    /// The grapheme clusters that tile `range` (one piece when no boundary falls inside),
    /// from the ascending `boundaries`; `cursor` remembers where the previous, earlier range
    /// stopped looking, so consecutive ranges walk the boundaries once.
    private static func graphemeRanges(in range: TextRange, boundaries: [Int], cursor: inout Int) -> [TextRange] {
        var pieces: [TextRange] = []
        var start = range.lowerBound
        while cursor < boundaries.count, boundaries[cursor] <= start { cursor += 1 }
        var index = cursor
        while index < boundaries.count, boundaries[index] < range.upperBound {
            pieces.append(start..<boundaries[index])
            start = boundaries[index]
            index += 1
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    /// The grapheme boundaries inside `range` (from the paragraph analyses).
    ///
    /// The paragraphs are in text order, so the walk starts at the first that can hold
    /// `range` (a galloping search from its share of the text) and stops after the last:
    /// a line's boxes cost its own paragraphs, not the whole text's.
    func graphemeBoundaries(in range: TextRange) -> [Int] {
        var result: [Int] = []
        let paragraphs = shapedText.paragraphs
        let first = GallopingSearch.firstIndex(
            in: paragraphs.indices, atShareOf: range.lowerBound, length: shapedText.utf16.count
        ) { paragraphs[$0].range.upperBound < range.lowerBound }
        for paragraph in paragraphs[first...].prefix(while: { $0.range.lowerBound <= range.upperBound })
        where paragraph.range.overlaps(range) || paragraph.range.lowerBound == range.lowerBound {
            let boundaries = paragraph.analysis.graphemeBoundaries
            var index = paragraph.analysis.firstGraphemeIndex(after: range.lowerBound - 1)
            while index < boundaries.count, boundaries[index] <= range.upperBound {
                result.append(boundaries[index])
                index += 1
            }
        }
        return result
    }
}
