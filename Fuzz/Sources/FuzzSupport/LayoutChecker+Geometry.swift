import RichText

extension LayoutChecker {
    /// Finite numbers, non-negative sizes, shared baselines per row, rows that do not
    /// overlap, runs inside their line, glyph positions finite and clusters in their run.
    public func checkGeometry() {
        let lines = self.lines
        let size = layout.textBoundingSize
        Invariant.finite(size.width, "textBoundingSize.width")
        Invariant.finite(size.height, "textBoundingSize.height")
        Invariant.require(size.width >= 0 && size.height >= 0, "textBoundingSize \(size) is negative")
        Invariant.finite(layout.firstBaseline, "firstBaseline")
        Invariant.finite(layout.lastBaseline, "lastBaseline")
        if !lines.isEmpty { Invariant.rect(layout.textBoundingRect, "textBoundingRect") }
        let slack = Invariant.tolerance
        for (index, line) in lines.enumerated() {
            let values = [
                line.origin.x, line.origin.y, line.ascent, line.descent, line.leading, line.width,
                line.trailingWhitespaceWidth, line.rowTop, line.rowBottom,
            ]
            Invariant.require(values.allSatisfy(\.isFinite), "line \(index) has a number that is not finite: \(values)")
            Invariant.require(line.width >= 0, "line \(index) width \(line.width) is negative")
            Invariant.require(
                line.trailingWhitespaceWidth >= 0,
                "line \(index) whitespace \(line.trailingWhitespaceWidth) is negative")
            Invariant.require(
                line.rowTop <= line.rowBottom, "line \(index) row band \(line.rowTop)...\(line.rowBottom)")
            if index > 0 {
                let previous = lines[index - 1]
                if previous.row == line.row {
                    Invariant.require(
                        abs(previous.baseline - line.baseline) <= slack,
                        "lines \(index - 1) and \(index) share row \(line.row) but not a baseline")
                } else {
                    Invariant.require(
                        line.rowTop >= previous.rowBottom - slack,
                        "row \(line.row) (top \(line.rowTop)) overlaps the row above (bottom \(previous.rowBottom))")
                }
            }
            checkRuns(of: line)
        }
    }

    /// Each run finite, inside its line's extent (hanging whitespace included), its glyphs
    /// finite and their clusters inside the run.
    private func checkRuns(of line: TextLine) {
        let slack = Invariant.slack(near: abs(line.origin.x) + line.width)
        let hang = line.trailingWhitespaceWidth
        let low = line.origin.x - hang - slack
        let high = line.origin.x + line.width + hang + slack
        for run in line.runs {
            Invariant.require(
                run.x.isFinite && run.width.isFinite, "run \(run.range) of line \(line.index) is not finite")
            Invariant.require(
                run.x >= low && run.x + run.width <= high,
                "run \(run.range) at \(run.x)+\(run.width) leaves line \(line.index) (\(line.origin.x)+\(line.width), whitespace \(hang))"
            )
            Invariant.inText(run.range, length: layout.text.length, "run range")
            if !run.isTruncationToken {
                Invariant.require(
                    run.range.lowerBound >= line.range.lowerBound && run.range.upperBound <= line.range.upperBound,
                    "run \(run.range) is outside line \(line.index) \(line.range)")
            }
            let positions = run.positions
            let advances = run.advances
            let clusters = run.clusters
            Invariant.require(
                positions.count == run.glyphCount && advances.count == run.glyphCount
                    && clusters.count == run.glyphCount && run.glyphIDs.count == run.glyphCount,
                "run \(run.range) has \(run.glyphCount) glyphs but arrays of other sizes")
            for (position, advance) in zip(positions, advances) {
                Invariant.require(
                    position.x.isFinite && position.y.isFinite && advance.isFinite,
                    "a glyph of run \(run.range) is at \(position) with advance \(advance)")
            }
            for cluster in clusters {
                Invariant.require(
                    cluster >= run.range.lowerBound && cluster <= max(run.range.lowerBound, run.range.upperBound),
                    "glyph cluster \(cluster) is outside run \(run.range)")
            }
        }
    }
}
