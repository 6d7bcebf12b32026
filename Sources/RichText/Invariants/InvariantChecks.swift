/// Internal consistency checks on the pipeline's stored values, in the manner of
/// swift-collections' `_checkInvariants()`.
///
/// The checks are compiled in only when `RICHTEXT_INTERNAL_CHECKS` is defined (debug
/// builds, so every `swift test` run); in release builds each `checkInvariants()` is an
/// empty function. A broken invariant is a bug in RichText, never in user input, so it
/// stops the program with a message naming the value and the rule.
enum InvariantChecks {
    /// Whether the checks are compiled into this build.
    static var areEnabled: Bool {
        #if RICHTEXT_INTERNAL_CHECKS
            return true
        #else
            return false
        #endif
    }

    /// Stops with `message` when `condition` is false (checks builds only).
    @inline(__always)
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        #if RICHTEXT_INTERNAL_CHECKS
            precondition(condition(), "RichText invariant: \(message())")
        #endif
    }
}

extension GlyphStorage {
    /// Checks that every per-glyph array has one entry per glyph (the offset arrays may be
    /// empty) and that clusters never decrease.
    func checkInvariants() {
        #if RICHTEXT_INTERNAL_CHECKS
            let count = ids.count
            InvariantChecks.require(advances.count == count, "\(advances.count) advances for \(count) glyphs")
            InvariantChecks.require(clusters.count == count, "\(clusters.count) clusters for \(count) glyphs")
            InvariantChecks.require(flags.count == count, "\(flags.count) flags for \(count) glyphs")
            InvariantChecks.require(
                xOffsets.isEmpty || xOffsets.count == count, "\(xOffsets.count) x offsets for \(count) glyphs")
            InvariantChecks.require(
                yOffsets.isEmpty || yOffsets.count == count, "\(yOffsets.count) y offsets for \(count) glyphs")
            for index in clusters.indices.dropFirst() {
                InvariantChecks.require(clusters[index - 1] <= clusters[index], "cluster decreases at glyph \(index)")
            }
        #endif
    }
}

extension ShapedParagraph {
    /// Checks that the runs tile the content range in order, their glyph ranges tile the
    /// glyph storage in order, and every glyph's cluster lies in its run.
    func checkInvariants() {
        #if RICHTEXT_INTERNAL_CHECKS
            let glyphs = glyphs
            glyphs.checkInvariants()
            var offset = contentRange.lowerBound
            var glyph = 0
            for (index, run) in runs.enumerated() {
                InvariantChecks.require(
                    run.range.lowerBound == offset, "run \(index) starts at \(run.range), expected \(offset)")
                InvariantChecks.require(
                    run.glyphRange.lowerBound == glyph,
                    "run \(index) glyphs start at \(run.glyphRange.lowerBound), expected \(glyph)")
                for index in run.glyphRange {
                    InvariantChecks.require(
                        run.range.contains(Int(glyphs.clusters[index])),
                        "glyph \(index) cluster outside run \(run.range)")
                }
                offset = run.range.upperBound
                glyph = run.glyphRange.upperBound
            }
            InvariantChecks.require(
                runs.isEmpty || offset == contentRange.upperBound, "runs end at \(offset), content at \(contentRange)")
            InvariantChecks.require(glyph == glyphs.count, "runs hold \(glyph) glyphs of \(glyphs.count)")
        #endif
    }
}

extension LayoutStorage {
    /// Checks the line and run records: runs of consecutive lines tile the run array,
    /// each run's glyph range is as long as its source range and inside its source, glyph
    /// ranges tile the glyph table, rows never go back, lines hold disjoint ranges in text
    /// order, and every band has a top above its bottom.
    func checkInvariants() {
        #if RICHTEXT_INTERNAL_CHECKS
            var run = 0
            var glyph = 0
            var previous: LineRecord?
            for (index, line) in lines.enumerated() {
                InvariantChecks.require(
                    line.placement.index == index, "line \(index) records index \(line.placement.index)")
                InvariantChecks.require(
                    line.runRange.lowerBound == run, "line \(index) runs start at \(line.runRange), expected \(run)")
                InvariantChecks.require(
                    line.rowTop <= line.rowBottom + 1e-9, "line \(index) band \(line.rowTop)..\(line.rowBottom)")
                if let previous {
                    InvariantChecks.require(
                        previous.row <= line.row, "line \(index) row \(line.row) after row \(previous.row)")
                    InvariantChecks.require(
                        previous.range.upperBound <= line.range.lowerBound,
                        "line \(index) starts before line \(index - 1) ends")
                }
                for record in runs[line.runRange] {
                    InvariantChecks.require(
                        record.glyphRange.lowerBound == glyph,
                        "run glyphs start at \(record.glyphRange), expected \(glyph)")
                    InvariantChecks.require(
                        record.glyphRange.count == record.sourceRange.count,
                        "run glyph count \(record.glyphRange.count) vs source \(record.sourceRange.count)")
                    InvariantChecks.require(
                        record.sourceRange.upperBound <= source(of: record).count,
                        "run source \(record.sourceRange) past \(source(of: record).count) glyphs")
                    InvariantChecks.require(
                        record.width.isFinite && record.x.isFinite, "run at \(record.x) width \(record.width)")
                    glyph = record.glyphRange.upperBound
                }
                run = line.runRange.upperBound
                previous = line
            }
            InvariantChecks.require(run == runs.count, "lines hold \(run) runs of \(runs.count)")
            InvariantChecks.require(glyph == glyphCount, "runs hold \(glyph) glyphs of \(glyphCount)")
        #endif
    }
}
