import Foundation

/// The results of one run: the terminal table and BENCHMARKS.md (`Report+*.swift`).
struct Report {
    let scenarios: Scenarios
    let skParagraph: SkParagraphResults?
    let memory: [String: MemoryProbe]
    let callgrind: String?
    /// The Dask recipe's section (dask_bench.py), or nil when it was not run.
    let dask: String?
    let elapsed: Double
    let options: Options
    /// Cores' worth of CPU that other processes used while this process timed its scenarios.
    let othersCores: Double
    /// Seconds since run.sh started, when it passed `--suite-start`.
    let suiteSeconds: Double?

    var allRows: [Row] {
        var rows = scenarios.rows
        if let skParagraph { rows += skParagraph.rows().filter { scenarios.infos[$0.scenario] != nil } }
        let engineOrder = [Engine.richText] + Engine.peers + [Engine.rawCairo]
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
        if peer == Engine.qt && scenarios.qt == nil { return "not run" }
        return "–"
    }

    /// RichText's median in the scenario's unit ("22.48 µs/paragraph"), or why there is none.
    func richTextMedian(_ scenario: String) -> String {
        if let reason = scenarios.skipped[scenario] { return reason }
        guard let info = scenarios.infos[scenario], let rich = row(scenario, Engine.richText) else { return "–" }
        return Self.time(rich.timing.median * 1e6 / info.unitScale) + " " + info.unit
    }

    /// A median in µs of the scenario's unit, or nil.
    func microseconds(_ scenario: String, _ engine: String) -> Double? {
        guard let info = scenarios.infos[scenario], let row = row(scenario, engine) else { return nil }
        return row.timing.median * 1e6 / info.unitScale
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
