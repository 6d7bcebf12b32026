import Foundation
import HarfBuzzBenchC

/// Results of skparagraph.py (the same corpora, laid out by SkParagraph in a Python process).
struct SkParagraphResults: Decodable {
    struct Result: Decodable {
        var per_op: [Double]
        var batch: Int
        var chars_per_op: Double
        var note: String?
    }
    var engine: String
    var version: String
    var results: [String: Result]
    var unavailable: [String: String]?
    var line_counts: [String: [Int]]?
    var elapsed_seconds: Double?

    static func load(_ path: String) -> SkParagraphResults? {
        guard let data = FileManager.default.contents(atPath: path) else {
            printNote("warning: cannot read \(path); SkParagraph is reported as not run")
            return nil
        }
        do { return try JSONDecoder().decode(SkParagraphResults.self, from: data) } catch {
            printNote("warning: cannot decode \(path): \(error); SkParagraph is reported as not run")
            return nil
        }
    }

    func rows() -> [Row] {
        results.map { id, result in
            Row(
                scenario: id, engine: Engine.skParagraph,
                timing: Timing(
                    perOperation: result.per_op, batch: result.batch, charactersPerOperation: result.chars_per_op),
                note: result.note ?? "")
        }
    }
}

struct Report {
    let scenarios: Scenarios
    let skParagraph: SkParagraphResults?
    let memory: [String: MemoryProbe]
    let callgrind: String?
    let elapsed: Double
    let options: Options
    /// Cores' worth of CPU that other processes used while this process timed its scenarios.
    let othersCores: Double
    /// Seconds since run.sh started, when it passed `--suite-start`.
    let suiteSeconds: Double?

    var allRows: [Row] {
        var rows = scenarios.rows
        if let skParagraph { rows += skParagraph.rows().filter { scenarios.infos[$0.scenario] != nil } }
        let engineOrder = [Engine.richText] + Engine.peers
        return rows.sorted {
            let a = scenarios.order.firstIndex(of: $0.scenario)!
            let b = scenarios.order.firstIndex(of: $1.scenario)!
            if a != b { return a < b }
            return engineOrder.firstIndex(of: $0.engine)! < engineOrder.firstIndex(of: $1.engine)!
        }
    }

    func row(_ scenario: String, _ engine: String) -> Row? {
        allRows.first { $0.scenario == scenario && $0.engine == engine }
    }

    // MARK: formatting

    static func time(_ microseconds: Double) -> String {
        if !microseconds.isFinite { return "–" }
        if microseconds >= 10_000 { return String(format: "%.0f", microseconds) }
        if microseconds >= 100 { return String(format: "%.1f", microseconds) }
        return String(format: "%.2f", microseconds)
    }

    static func rate(_ perSecond: Double) -> String {
        if !perSecond.isFinite { return "" }
        if perSecond >= 1e6 { return String(format: "%.2f M", perSecond / 1e6) }
        return String(format: "%.0f k", perSecond / 1e3)
    }

    static func bytes(_ value: Double) -> String {
        if !value.isFinite { return "–" }
        if abs(value) >= 1024 * 1024 { return String(format: "%.1f MiB", value / 1024 / 1024) }
        return String(format: "%.0f KiB", value / 1024)
    }

    func cells(_ row: Row) -> [String] {
        let info = scenarios.infos[row.scenario]!
        let scale = 1e6 / info.unitScale
        return [
            row.scenario, row.engine, Self.time(row.timing.median * scale), Self.time(row.timing.minimum * scale),
            Self.time(row.timing.maximum * scale), info.unit,
            info.showsRate ? Self.rate(row.timing.charactersPerSecond) : "",
            "\(row.timing.perOperation.count)×\(row.timing.batch)", row.note,
        ]
    }

    static let header = ["scenario", "engine", "median", "min", "max", "unit", "chars/s", "runs×batch", "note"]

    /// The one table printed to stdout.
    func terminalTable() -> String {
        let body = allRows.map(cells)
        let table = [Self.header] + body
        let widths = Self.header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, text in
                let pad = String(repeating: " ", count: widths[column] - text.count)
                return (2...4).contains(column) ? pad + text : text + pad
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var lines = [line(Self.header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        var previous = ""
        for cells in body {
            if cells[0] != previous && !previous.isEmpty { lines.append("") }
            previous = cells[0]
            lines.append(line(cells))
        }
        return lines.joined(separator: "\n")
    }

    /// "1.83" for RichText time / peer time, or why there is no number.
    func ratio(_ scenario: String, _ peer: String) -> String {
        guard let rich = row(scenario, Engine.richText) else { return "–" }
        if let other = row(scenario, peer) {
            let value = rich.timing.median / other.timing.median
            return String(format: value >= 10 ? "%.1f" : value >= 0.1 ? "%.2f" : "%.3f", value)
        }
        if let reason = scenarios.infos[scenario]?.noPeer[peer] { return reason }
        if peer == Engine.skParagraph {
            if skParagraph == nil { return "not run" }
            if let reason = skParagraph?.unavailable?[scenario] { return reason }
            return "not run"
        }
        if peer == Engine.pango && scenarios.pango == nil { return "not run" }
        return "–"
    }

    // MARK: BENCHMARKS.md

    func markdown() -> String {
        var md: [String] = []
        let date = ISO8601DateFormatter().string(from: Date())
        md.append("# RichText benchmarks")
        md.append("")
        md.append(
            "Generated by `Benchmarks/run.sh` (`make bench`) on \(date). The timings took "
                + String(format: "%.0f s", elapsed) + " (richtext-bench and skparagraph.py)"
                + (suiteSeconds.map {
                    String(
                        format:
                            "; run.sh took %.0f s up to this report, with the build check and the callgrind profile", $0
                    )
                } ?? "")
                + ". Do not edit by hand: run it again.")
        md.append("")
        md.append(
            "Machine: \(Self.cpuModel()), \(ProcessInfo.processInfo.activeProcessorCount) cores, "
                + "Linux \(Self.kernel()). Engines: RichText (this checkout, `swift build -c release`), "
                + (PangoEngine.version.map { "Pango \($0) (pangocairo, private fontconfig over the bundled fonts), " }
                    ?? "Pango: not built (RICHTEXT_BENCH_NO_PANGO), ")
                + "raw HarfBuzz \(String(cString: hbb_version())) (hb_shape only), "
                + (skParagraph.map { "SkParagraph (\($0.version), through Python)" } ?? "SkParagraph: not run")
                + ". All engines use the bundled fonts only (`Fonts/`), Noto Sans 16 px, width \(Int(Scenarios.width)) px, "
                + "and the same texts (generated from `Tests/Corpus`, exported for `skparagraph.py`). "
                + "While richtext-bench timed its scenarios, other processes used "
                + String(format: "%.0f %%", othersCores * 100) + " of a core (from /proc/stat minus this process's "
                + "CPU time; above a few per cent, expect noisier and slower numbers).")
        md.append("")
        md.append(
            "**How to read the ratios:** ratio = RichText's median time / the peer's median time for the "
                + "same work. **Below 1 means RichText is faster**, above 1 means it is slower (2.00 = twice the time). "
                + "Only numbers from the same run on the same machine are comparable; timings move by several per cent "
                + "between runs on a shared VM (see min/max).")
        md.append("")
        md.append(targetsSection())
        md.append("## Ratios (RichText time / peer time)")
        md.append("")
        md.append(
            "| scenario | RichText median | RichText / Pango | RichText / SkParagraph | RichText / raw HarfBuzz |")
        md.append("|---|---:|---:|---:|---:|")
        for id in scenarios.order {
            let info = scenarios.infos[id]!
            let rich =
                row(id, Engine.richText).map { Self.time($0.timing.median * 1e6 / info.unitScale) + " " + info.unit }
                ?? "–"
            md.append(
                "| \(info.title) (`\(id)`) | \(rich) | \(ratio(id, Engine.pango)) | \(ratio(id, Engine.skParagraph)) | "
                    + "\(ratio(id, Engine.harfBuzz)) |")
        }
        md.append("")
        md.append(
            "Raw HarfBuzz only shapes (one font, one buffer, no itemization, font fallback, bidi or line "
                + "breaking): it is the lower bound of a cold layout, not a competitor. The measure-hit peers have no "
                + "such cache: Pango's row is a fresh layout of the same text (what a Pango user pays for the same "
                + "question); SkParagraph's row rebuilds the same paragraph, which may hit its paragraph cache (compare it "
                + "with its cold row of the same corpus to see whether it did).")
        md.append("")
        md.append("## All timings")
        md.append("")
        md.append(
            "Median, min and max over the timed runs; each run times a batch of operations (runs×batch), after a "
                + "warm-up. chars/s counts Unicode scalars at the median.")
        md.append("")
        md.append("| " + Self.header.joined(separator: " | ") + " |")
        md.append("|" + Self.header.indices.map { (2...4).contains($0) ? "---:" : "---" }.joined(separator: "|") + "|")
        for row in allRows {
            md.append(
                "| " + cells(row).map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        md.append("")
        md.append(threadsSection())
        md.append(memorySection())
        md.append(agreementSection())
        md.append(scenariosSection())
        md.append("## Where the time goes (RichText, callgrind)")
        md.append("")
        if let callgrind {
            md.append(callgrind)
        } else {
            md.append("Not run in this run (valgrind missing or `BENCH_CALLGRIND=0`).")
        }
        md.append("")
        return md.joined(separator: "\n")
    }

    func threadsSection() -> String {
        let t = scenarios.threads
        guard !t.oneThread.isEmpty else { return "" }
        return """
            ## Threads: cold layout throughput (RichText)

            Distinct Latin ~200-char paragraphs, width \(Int(Scenarios.width)), `DispatchQueue.concurrentPerform` over \
            1 or 2 workers, each laying out \(t.paragraphsPerWorker) paragraphs (different ones per worker and per run); \
            \(t.oneThread.count) runs each, medians.

            | workers | paragraphs/s (median) | min | max |
            |---:|---:|---:|---:|
            | 1 | \(String(format: "%.0f", ThreadScaling.median(t.oneThread))) | \(String(format: "%.0f", t.oneThread.min()!)) | \(String(format: "%.0f", t.oneThread.max()!)) |
            | 2 | \(String(format: "%.0f", ThreadScaling.median(t.twoThreads))) | \(String(format: "%.0f", t.twoThreads.min()!)) | \(String(format: "%.0f", t.twoThreads.max()!)) |

            Speedup with 2 threads: **×\(String(format: "%.2f", t.speedup))** (2.00 would be perfect scaling on this \
            \(ProcessInfo.processInfo.activeProcessorCount)-core machine\(busyWarning)).

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
                + "paragraphs of each corpus at width \(Int(Scenarios.width)):")
        lines.append("")
        lines.append(
            "| corpus | compared | same line count as Pango | same line starts as Pango | same line count as SkParagraph |"
        )
        lines.append("|---|---:|---:|---:|---:|")
        for a in scenarios.agreements {
            var sk = skParagraph == nil ? "not run" : "–"
            if let counts = skParagraph?.line_counts?[a.corpus] {
                let n = min(counts.count, a.richTextLines.count)
                let same = (0..<n).filter { counts[$0] == a.richTextLines[$0] }.count
                sk = "\(same) / \(n)"
            }
            lines.append("| \(a.corpus) | \(a.compared) | \(a.sameLineCount) | \(a.sameLineStarts) | \(sk) |")
        }
        lines.append("")
        lines.append(
            "SkParagraph's line count is its height divided by one line's height (skia-python has no line "
                + "API), so it is exact only for text whose lines all have the same height (one font). Where the counts "
                + "differ the engines did different amounts of work; `richtext-bench --compare-lines CORPUS:INDEX` "
                + "prints RichText's and Pango's lines for one text (e.g. `mixed:0`: there Pango fits less on the lines "
                + "that hold emoji and CJK fallback text, and makes 9 lines where RichText makes 7).")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    func scenariosSection() -> String {
        """
        ## What each scenario does

        - `cold/*`: a new layout of a paragraph never laid out before in the run (pools of ≥ 1,000 distinct \
        paragraphs, ~200 characters, windows of the corpus starting at different word boundaries; 400 of \
        ~2,000 characters), width \(Int(Scenarios.width)). RichText: `TextLayout(container:text:)` from an \
        `AttributedText`; Pango: a fresh `PangoLayout` and `pango_layout_get_line_count`; SkParagraph: \
        `ParagraphBuilder` … `Build()`, `layout(300)`; raw HarfBuzz: `hb_shape` of the paragraph with the script's font. \
        `cold/markdown`: the README rendered by `MarkdownRenderer` (RichText) or its plain text (peers); variant k ends \
        with " k" so that caches never see the same text twice. RichText keeps its shaped-word cache \
        across paragraphs (that is what it is for: a new paragraph is mostly words seen before); a cold \
        layout decides lines and runs, and builds per-glyph position arrays only when something asks \
        for glyphs, which `glyphs/latin200` measures.
        - `glyphs/latin200`: the Latin-200 cold layout plus reading every run's glyph positions (RichText; \
        Pango's row is its cold layout again, which already positions glyphs).
        - `relayout/*`: one paragraph already shaped, laid out again at widths cycling through \
        \(Scenarios.relayoutWidths.map { String(Int($0)) }.joined(separator: ", ")). RichText: \
        `TextLayout(container:shapedText:)`; Pango: `pango_layout_set_width` + line count on one layout; \
        SkParagraph: `paragraph.layout(width)` on one paragraph.
        - `measure-hit/*`: `TextMeasurer.measure` with the same text and size range (warm cache).
        - `scale/*`: Latin documents of 1 KB to 1 MB (Latin-200 paragraphs joined by `\\n`), one layout per \
        document, reported per KB (flat = linear).
        - `truncate/latin2000`: ~2,000-char paragraphs, at most \(Scenarios.truncationRows) rows, end ellipsis.
        - `exclusion/latin2000`: ~2,000-char paragraphs around a 150 px circle in the middle of the column \
        (RichText only: the peers cannot flow text around shapes).

        Timing: each (scenario, engine) pair warms up for a third of a run, then does \(options.runs) timed runs \
        (5 when one operation takes over 50 ms, 3 over 250 ms, 1 over 2 s) of as many operations as fit in \
        \(Int(options.runTarget * 1000)) ms; the table gives the median, min and max per operation (or per KB). \
        Within a scenario the runs of RichText, Pango and raw HarfBuzz are interleaved (run 1 of each, run 2 of \
        each, ...), so that a slow spell of the machine does not land on one engine only; SkParagraph runs \
        earlier, in its own process, with the same harness. Operation i uses text i of the pool (modulo its \
        size), so consecutive runs keep meeting new texts.

        """
    }

    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown CPU" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
                ?? "unknown CPU"
        }
        return "unknown CPU"
    }

    static func kernel() -> String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
