import Foundation
import RichText

/// Every timed scenario: RichText and the in-process peers (Pango, Qt, raw HarfBuzz) on the
/// same texts, their runs interleaved. The scenarios live in `Scenarios+*.swift`.
struct Scenarios {
    static let width = 300.0
    static let relayoutWidths: [Double] = [250, 300, 275, 325]
    static let truncationRows = 3
    /// The circle of the exclusion scenario (centred in the 300 px column, from y = 60).
    static let exclusionCircle = Rect(x: 75, y: 60, width: 150, height: 150)
    /// The corpora of `first-sight/*`.
    static let firstSightCorpora = ["latin200", "cjk", "arabic", "thai", "devanagari", "mixed", "nonce"]

    /// The scenario that times plain layouts of a corpus's texts (`cold/ID`, or `working-set`).
    static func scenarioID(coldLayoutOf corpus: String) -> String {
        corpus == "working-set" ? corpus : "cold/" + corpus
    }

    let options: Options
    let corpora: [Corpus]
    let markdown: Corpus
    let workingSet: WorkingSet
    let fontDirectory: String
    let qt: QtEngine?
    let pango: PangoEngine?
    let sink = Sink()

    var infos: [String: ScenarioInfo] = [:]
    var order: [String] = []
    var rows: [Row] = []
    var threads = ThreadScaling()
    /// How many Latin-200 texts the thread runs have laid out (each run starts after them).
    var threadTextsUsed = 0
    var serve = ServeThroughput()
    var agreements: [Agreement] = []
    /// Seconds one `removeAllShapedWords()` call takes (timed before `first-sight/*`).
    var emptyingCost: Double?
    /// RichText's shaped-word cache hits ÷ lookups during the timed working-set runs.
    var workingSetHitRate: Double?
    /// The working-set target's alternated pairs (`timeWorkingSetPairs()`).
    var workingSetComparison: WorkingSetPairs?
    /// Why a scenario has no rows at all, by id.
    var skipped: [String: String] = [:]

    init(options: Options, corpora: [Corpus], markdown: Corpus, workingSet: WorkingSet, fontDirectory: String) {
        self.options = options
        self.corpora = corpora
        self.markdown = markdown
        self.workingSet = workingSet
        self.fontDirectory = fontDirectory
        // Qt first: its fontconfig set-up wants to come before anything else initializes fontconfig.
        qt = QtEngine(fontDirectory: fontDirectory)
        if let qt {
            if !qt.foreignFamilies.isEmpty {
                printNote("warning: Qt sees fonts that are not bundled: \(qt.foreignFamilies.joined(separator: ", "))")
            }
        } else if QtEngine.version != nil {
            printNote("warning: Qt could not be started; Qt rows are skipped")
        }
        pango = PangoEngine(fontDirectory: fontDirectory)
        if pango == nil { printNote("warning: Pango context could not be created; Pango rows are skipped") }
    }

    func corpus(_ id: String) -> Corpus { corpora.first { $0.id == id }! }

    /// Whether `--only` lets any scenario starting with `prefix` run.
    func selected(_ prefix: String) -> Bool {
        options.only.isEmpty || options.only.contains { $0.hasPrefix(prefix) || prefix.hasPrefix($0) }
    }

    mutating func register(_ info: ScenarioInfo) {
        if infos[info.id] == nil { order.append(info.id) }
        infos[info.id] = info
    }

    /// Engines queued for the current scenario; timed together (interleaved) by `flush()`.
    private var pending: [(scenario: String, engine: String, note: String, operation: (Int) -> Int)] = []

    /// Whether scenarios recorded now join the queue instead of timing it first (see
    /// `interleaveScenariosUntilFlush()`).
    private var interleavesScenarios = false

    /// Queues `operation` as `engine`'s work in `scenario`; the queue is timed when the next
    /// scenario starts (unless scenarios are interleaved) or at `flush()`.
    mutating func record(
        _ scenario: String, _ engine: String, note: String = "",
        _ operation: @escaping (Int) -> Int
    ) {
        guard options.only.isEmpty || options.only.contains(where: scenario.hasPrefix) else { return }
        if let first = pending.first, first.scenario != scenario, !interleavesScenarios { flush() }
        pending.append((scenario, engine, note, operation))
    }

    /// Times what is queued, then queues the scenarios recorded until the next `flush()`
    /// together, so their runs interleave as the engines' runs of one scenario do. Used where
    /// a target compares two of RichText's own rows (1 MB against 10 KB, markdown 1 MB against
    /// 100 KB): timed a scenario at a time, the two rows met the host seconds apart, and this
    /// shared VM's speed changes in states that last seconds (the 1 MB ratio ranged from
    /// 1.15× to 1.72× over six runs), so the ratio measured the host as much as the code.
    mutating func interleaveScenariosUntilFlush() {
        flush()
        interleavesScenarios = true
    }

    /// Queues Pango, Qt and (given a font) raw HarfBuzz laying out `samples[i % count]` at
    /// width 300: a fresh layout each (one QTextLayout per "\n"-separated paragraph for Qt;
    /// one hb_shape per paragraph for raw HarfBuzz).
    mutating func recordPeers(
        _ id: String, _ samples: [Sample], harfBuzzFont: String?, note: String = "", skipPango: Bool = false
    ) {
        let sink = self.sink
        if let pango, !skipPango {
            record(id, Engine.pango, note: note) { i in
                let sample = samples[i % samples.count]
                sink.add(pango.layout(sample, width: Self.width))
                return sample.scalars
            }
        }
        if let qt {
            record(id, Engine.qt, note: note) { i in
                let sample = samples[i % samples.count]
                sink.add(qt.layout(sample, width: Self.width))
                return sample.scalars
            }
        }
        if let font = harfBuzzFont, let hb = HarfBuzzEngine(fontPath: fontDirectory + "/" + font) {
            let multiline = samples.contains { $0.utf8.contains(10) }
            record(id, Engine.harfBuzz, note: "shaping only, \(font), one hb_shape per paragraph") { i in
                let sample = samples[i % samples.count]
                sink.add(Int(multiline ? hb.shapeLines(sample) : hb.shape(sample)))
                return sample.scalars
            }
        }
    }

    /// Times the queued engines of one scenario, their runs interleaved.
    mutating func flush() {
        interleavesScenarios = false
        guard !pending.isEmpty else { return }
        let timings = measureInterleaved(runs: options.runs, target: options.runTarget, pending.map(\.operation))
        for (item, timing) in zip(pending, timings) {
            rows.append(Row(scenario: item.scenario, engine: item.engine, timing: timing, note: item.note))
            let info = infos[item.scenario]!
            let median = timing.median / info.unitScale * 1e6
            printNote(
                "  " + pad(item.scenario, 24) + " " + pad(item.engine, 13) + String(format: " %10.2f ", median)
                    + info.unit)
        }
        pending.removeAll()
    }

    // MARK: (a) cold layouts of distinct paragraphs

    mutating func cold() {
        for corpus in corpora + [markdown] {
            let id = "cold/" + corpus.id
            let isDocument = corpus.id == "markdown"
            var info = ScenarioInfo(
                id: id, title: "cold: " + corpus.title,
                wordCache: corpus.id == "nonce" ? WordCache.nonce : WordCache.warm,
                unit: isDocument ? "µs/document" : "µs/paragraph", unitScale: 1, showsRate: true)
            info.noHarfBuzzRowWithoutSingleFont(corpus)
            register(info)
            let samples = corpus.samples
            let container = TextContainer(width: Self.width)
            let sink = self.sink
            record(id, Engine.richText, note: isDocument ? "rendered markdown (headings, code, lists)" : "") { i in
                let sample = samples[i % samples.count]
                sink.add(TextLayout(container: container, text: sample.rich).lineCount)
                return sample.scalars
            }
            recordPeers(
                id, samples, harfBuzzFont: corpus.harfBuzzFont,
                note: isDocument ? "plain text of the rendered document" : "")
        }
        flush()
    }
}
