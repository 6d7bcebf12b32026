import Foundation

extension Report {
    func threadsSection() -> String {
        let t = scenarios.threads
        guard !t.oneThread.isEmpty else { return "" }
        return """
            ## Threads: cold layout throughput (RichText)

            Distinct Latin ~200-char paragraphs, width \(Int(Scenarios.width)), `DispatchQueue.concurrentPerform` over \
            1 or 2 workers, each laying out \(t.paragraphsPerWorker) paragraphs (the workers interleaved over the corpus' \
            paragraphs, wrapping round, each run starting where the last one stopped). \(t.pairRatios.count) pairs of \
            runs (one worker and two, which goes first alternating), taken in batches through the benchmark run, each \
            after an untimed warm-up (\(t.batches.joined(separator: ", "))): how two threads scale on this shared VM \
            moves between host states that last seconds, so pairs taken in one burst all see one state.

            | workers | paragraphs/s (median) | min | max |
            |---:|---:|---:|---:|
            | 1 | \(String(format: "%.0f", ThreadScaling.median(t.oneThread))) | \(String(format: "%.0f", t.oneThread.min()!)) | \(String(format: "%.0f", t.oneThread.max()!)) |
            | 2 | \(String(format: "%.0f", ThreadScaling.median(t.twoThreads))) | \(String(format: "%.0f", t.twoThreads.min()!)) | \(String(format: "%.0f", t.twoThreads.max()!)) |

            Speedup with 2 threads: **×\(String(format: "%.2f", t.speedup))**, the median of the pairs' ratios \
            (each two-worker run over the one-worker run next to it; they ranged from \
            ×\(String(format: "%.2f", t.pairRatios.min()!)) to ×\(String(format: "%.2f", t.pairRatios.max()!)); \
            the median two-worker throughput over the median one-worker throughput is \
            ×\(String(format: "%.2f", t.ratioOfMedians))). \
            2.00 would be perfect scaling on this \(ProcessInfo.processInfo.activeProcessorCount)-core machine\(busyWarning).

            """
    }

    /// What other processes did to the thread test.
    var busyWarning: String {
        let others = scenarios.threads.othersCores
        guard others.isFinite else { return "" }
        let share = String(format: "%.0f %%", others * 100)
        if others < 0.1 { return "; other processes used \(share) of a core meanwhile" }
        return "; but other processes used \(share) of a core meanwhile, so the second thread competed with them "
            + "and this speedup understates what RichText does on an idle machine"
    }

    func memorySection() -> String {
        guard !memory.isEmpty else { return "## Memory\n\nNot measured in this run (`--no-memory`).\n" }
        var lines = ["## Memory", ""]
        lines.append(
            "Each number comes from a fresh child process of `richtext-bench` (`--probe KIND:ENGINE`), after "
                + "the fonts are loaded and one small paragraph is laid out.")
        lines.append("")
        lines.append(
            "| engine | 1 MB document: peak RSS (VmHWM) | peak − RSS before | held after layout (malloc) | "
                + "retained by 20 layouts of 10 KB: bytes/char | bytes/UTF-8 byte | RSS growth |")
        lines.append("|---|---:|---:|---:|---:|---:|---:|")
        for engine in ["richtext", "pango"] {
            guard let peak = memory["peak:" + engine], let retained = memory["retained:" + engine] else { continue }
            let held = peak["mallocAfter"] - peak["mallocBefore"]
            let kept = retained["mallocAfter"] - retained["mallocBefore"]
            lines.append(
                "| \(engine == "pango" ? Engine.pango : Engine.richText) | \(Self.bytes(peak["hwmAfter"])) | "
                    + "\(Self.bytes(peak["hwmAfter"] - peak["rssBefore"])) | \(Self.bytes(held)) | "
                    + String(format: "%.0f", kept / retained["scalars"]) + " | "
                    + String(format: "%.0f", kept / retained["bytes"])
                    + " | \(Self.bytes(retained["rssAfter"] - retained["rssBefore"])) |")
        }
        let peakReset = memory["peak:richtext"].map { $0["peakReset"] == 1 } ?? false
        lines.append("")
        lines.append(
            """
            Method. *Peak*: the child builds the 1 MB Latin document (\(Memory.peakDocumentBytes / 1024) KiB of \
            paragraphs joined by `\\n`) and its input values, \(peakReset ? "resets the peak RSS (writes 5 to `/proc/self/clear_refs`)" : "reads the peak RSS (clear_refs was not writable)"), \
            then lays the document out at width \(Int(Scenarios.width)) and keeps the layout; the peak is VmHWM from \
            `/proc/self/status` after the layout (it includes the process's fonts, text and code), "peak − RSS before" \
            is what laying out added at its worst. *Held*: bytes allocated through malloc (glibc `mallinfo2()`: \
            `uordblks + hblkhd`, all arenas) after minus before the layout, with the layout still alive. \
            *Retained*: \(Memory.retainedLayouts) distinct \(Memory.retainedDocumentBytes / 1024) KB Latin documents are \
            made first, `malloc_trim(0)`, then \(Memory.retainedLayouts) layouts are created and held (RichText: \
            `TextLayout`, which keeps its `ShapedText`; Pango: `PangoLayout` after `pango_layout_get_line_count`); \
            the malloc delta is divided by the characters (Unicode scalars) and by the UTF-8 bytes laid out.

            """)
        return lines.joined(separator: "\n")
    }

    func agreementSection() -> String {
        guard !scenarios.agreements.isEmpty else { return "" }
        var lines = ["## Do the engines break the same lines?", ""]
        lines.append(
            "Cold-layout timings compare like for like only if the engines produce similar lines. First "
                + "paragraphs of each corpus at width \(Int(Scenarios.width)) (same line count / same line starts as "
                + "RichText):")
        lines.append("")
        lines.append(
            "| corpus | compared | Pango: count | Pango: starts | Qt: count | Qt: starts | SkParagraph: count |")
        lines.append("|---|---:|---:|---:|---:|---:|---:|")
        for a in scenarios.agreements {
            var sk = skParagraph == nil ? "not run" : "–"
            if let counts = skParagraph?.lineCounts?[a.corpus] {
                let n = min(counts.count, a.richTextLines.count)
                let same = (0..<n).filter { counts[$0] == a.richTextLines[$0] }.count
                sk = "\(same) / \(n)"
            }
            let peers = [Engine.pango, Engine.qt].map { engine -> String in
                guard let p = a.peers[engine] else { return "not run | not run" }
                return "\(p.sameLineCount) | \(p.sameLineStarts)"
            }
            lines.append("| \(a.corpus) | \(a.compared) | \(peers.joined(separator: " | ")) | \(sk) |")
        }
        lines.append("")
        if let qt = qtAgreementNote() { lines.append(qt) }
        lines.append(
            "SkParagraph's line count is its height divided by one line's height (skia-python has no line "
                + "API), so it is exact only for text whose lines all have the same height (one font). Where the counts "
                + "differ the engines did different amounts of work; `richtext-bench --compare-lines CORPUS:INDEX` "
                + "prints RichText's, Qt's and Pango's lines for one text (e.g. `mixed:0`: there Pango fits less on the "
                + "lines that hold emoji and CJK fallback text, and makes 9 lines where RichText makes 7).")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// Qt's overall line-count agreement: the check that Qt lays out the same text with the
    /// bundled fonts (a system font leaking in would change widths and line counts).
    func qtAgreementNote() -> String? {
        let counts = scenarios.agreements.compactMap { a in a.peers[Engine.qt].map { (a, $0) } }
        guard !counts.isEmpty else { return nil }
        let compared = counts.reduce(0) { $0 + $1.0.compared }
        let same = counts.reduce(0) { $0 + $1.1.sameLineCount }
        let richLines = counts.reduce(0) { $0 + $1.0.richTextLines.reduce(0, +) }
        let qtLines = counts.reduce(0) { $0 + $1.1.lines }
        return String(
            format:
                "**Qt against RichText:** the same line count in %.1f %% of the %d paragraphs (%d of them); "
                + "%d lines in all against RichText's %d (%+.1f %%). Qt breaks after any space, uses libthai for Thai "
                + "and truncates advances to 1/64 px, so some differences are expected; large ones would mean Qt "
                + "is not using the bundled fonts.\n",
            100 * Double(same) / Double(max(compared, 1)), compared, same, qtLines, richLines,
            100 * (Double(qtLines) / Double(max(richLines, 1)) - 1))
    }
}
