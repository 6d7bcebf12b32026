import Dispatch
import Foundation
import RichText

enum Engine {
    static let richText = "RichText"
    static let pango = "Pango"
    static let skParagraph = "SkParagraph"
    static let harfBuzz = "raw HarfBuzz"
    static let peers = [pango, skParagraph, harfBuzz]
}

/// What a scenario reports: one operation's time divided by `unitScale` gives the unit.
struct ScenarioInfo {
    let id: String
    let title: String
    let unit: String
    /// Units per operation (1 for "per paragraph", the document's KB for "per KB").
    let unitScale: Double
    /// Whether chars/s makes sense (one operation processes the whole text).
    let showsRate: Bool
    /// Why a peer has no row, by engine.
    var noPeer: [String: String] = [:]
}

/// One measured (scenario, engine) pair.
struct Row {
    let scenario: String
    let engine: String
    let timing: Timing
    var note = ""
}

struct ThreadScaling {
    var oneThread: [Double] = []  // paragraphs per second, per run
    var twoThreads: [Double] = []
    var paragraphsPerWorker = 0
    /// Cores' worth of CPU other processes used during the thread test.
    var othersCores = Double.nan
    static func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
    var speedup: Double { Self.median(twoThreads) / Self.median(oneThread) }
}

/// Line-break agreement between RichText and Pango on the first paragraphs of each corpus.
struct Agreement {
    var corpus: String
    var compared = 0
    var sameLineCount = 0
    var sameLineStarts = 0
    var richTextLines: [Int] = []
}

/// Keeps results alive so the optimizer cannot drop the work.
final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add(_ n: Int) {
        lock.lock()
        value &+= n
        lock.unlock()
    }
    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

struct Scenarios {
    static let width = 300.0
    static let relayoutWidths: [Double] = [250, 300, 275, 325]
    static let truncationRows = 3
    /// The circle of the exclusion scenario (centred in the 300 px column, from y = 60).
    static let exclusionCircle = Rect(x: 75, y: 60, width: 150, height: 150)

    let options: Options
    let corpora: [Corpus]
    let markdown: Corpus
    let fontDirectory: String
    let pango: PangoEngine?
    let sink = Sink()

    var infos: [String: ScenarioInfo] = [:]
    var order: [String] = []
    var rows: [Row] = []
    var threads = ThreadScaling()
    var agreements: [Agreement] = []

    init(options: Options, corpora: [Corpus], markdown: Corpus, fontDirectory: String) {
        self.options = options
        self.corpora = corpora
        self.markdown = markdown
        self.fontDirectory = fontDirectory
        pango = PangoEngine(fontDirectory: fontDirectory)
        if pango == nil { printNote("warning: Pango context could not be created; Pango rows are skipped") }
    }

    func corpus(_ id: String) -> Corpus { corpora.first { $0.id == id }! }

    mutating func register(_ info: ScenarioInfo) {
        if infos[info.id] == nil { order.append(info.id) }
        infos[info.id] = info
    }

    /// Engines queued for the current scenario; timed together (interleaved) by `flush()`.
    private var pending: [(scenario: String, engine: String, note: String, operation: (Int) -> Int)] = []

    /// Queues `operation` as `engine`'s work in `scenario`; the queue is timed when the next
    /// scenario starts or at `flush()`.
    mutating func record(
        _ scenario: String, _ engine: String, note: String = "",
        _ operation: @escaping (Int) -> Int
    ) {
        guard options.only.isEmpty || options.only.contains(where: scenario.hasPrefix) else { return }
        if let first = pending.first, first.scenario != scenario { flush() }
        pending.append((scenario, engine, note, operation))
    }

    /// Times the queued engines of one scenario, their runs interleaved.
    mutating func flush() {
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

    private func harfBuzz(_ corpus: Corpus) -> HarfBuzzEngine? {
        corpus.harfBuzzFont.flatMap { HarfBuzzEngine(fontPath: fontDirectory + "/" + $0) }
    }

    // MARK: (a) cold layouts of distinct paragraphs

    mutating func cold() {
        for corpus in corpora + [markdown] {
            let id = "cold/" + corpus.id
            let isDocument = corpus.id == "markdown"
            var info = ScenarioInfo(
                id: id, title: "cold: " + corpus.title,
                unit: isDocument ? "µs/document" : "µs/paragraph", unitScale: 1, showsRate: true)
            if corpus.harfBuzzFont == nil {
                info.noPeer[Engine.harfBuzz] = "needs font fallback (no single font covers the text)"
            }
            register(info)
            let samples = corpus.samples
            let container = TextContainer(width: Self.width)
            let sink = self.sink
            record(id, Engine.richText, note: isDocument ? "rendered markdown (headings, code, lists)" : "") { i in
                let sample = samples[i % samples.count]
                sink.add(TextLayout(container: container, text: sample.rich).lines.count)
                return sample.scalars
            }
            if let pango {
                record(id, Engine.pango, note: isDocument ? "plain text of the rendered document" : "") { i in
                    let sample = samples[i % samples.count]
                    sink.add(pango.layout(sample, width: Self.width))
                    return sample.scalars
                }
            }
            if let hb = harfBuzz(corpus) {
                let font = corpus.harfBuzzFont!
                record(id, Engine.harfBuzz, note: "shaping only, \(font)") { i in
                    let sample = samples[i % samples.count]
                    sink.add(Int(isDocument ? hb.shapeLines(sample) : hb.shape(sample)))
                    return sample.scalars
                }
            }
        }
        flush()
    }

    // MARK: (b) re-layout of the same text at a new width

    mutating func relayout() {
        for corpusID in ["latin200", "latin2000"] {
            let sample = corpus(corpusID).samples[0]
            let id = "relayout/" + corpusID
            register(
                ScenarioInfo(
                    id: id, title: "re-layout at a new width: " + corpus(corpusID).title,
                    unit: "µs/re-layout", unitScale: 1, showsRate: false,
                    noPeer: [Engine.harfBuzz: "not applicable (no line breaking)"]))
            let shaped = ShapedText(sample.rich, context: .default)
            let containers = Self.relayoutWidths.map { TextContainer(width: $0) }
            let sink = self.sink
            record(id, Engine.richText, note: "TextLayout(container:shapedText:)") { i in
                sink.add(TextLayout(container: containers[i % containers.count], shapedText: shaped).lines.count)
                return sample.scalars
            }
            if let pango {
                let handle = pango.retainedLayout(sample, width: Self.width)
                let widths = Self.relayoutWidths
                record(id, Engine.pango, note: "pango_layout_set_width on one layout") { i in
                    sink.add(handle.relayout(width: widths[i % widths.count]))
                    return sample.scalars
                }
            }
        }
        flush()
    }

    // MARK: (c) TextMeasurer cache hit

    mutating func measureHit() {
        for corpusID in ["latin200", "latin2000"] {
            let sample = corpus(corpusID).samples[0]
            let id = "measure-hit/" + corpusID
            register(
                ScenarioInfo(
                    id: id, title: "measure, same text and size again: " + corpus(corpusID).title,
                    unit: "µs/call", unitScale: 1, showsRate: false,
                    noPeer: [Engine.harfBuzz: "not applicable"]))
            let measurer = TextMeasurer(cacheCapacity: 1024)
            let range = SizeRange(max: Size(width: Self.width, height: .infinity))
            _ = measurer.measure(sample.rich, in: range)
            let sink = self.sink
            record(id, Engine.richText, note: "TextMeasurer, warm cache") { _ in
                sink.add(measurer.measure(sample.rich, in: range).lineCount)
                return sample.scalars
            }
            if let pango {
                record(id, Engine.pango, note: "no cache: a fresh layout of the same text") { _ in
                    sink.add(pango.layout(sample, width: Self.width))
                    return sample.scalars
                }
            }
            flush()
            let stats = measurer.statistics
            if stats.misses != 1 { printNote("warning: measure-hit saw \(stats.misses) misses") }
        }
    }

    // MARK: (d) scaling with document size

    mutating func scaling() {
        let pool = corpus("latin200").samples.map(\.string)
        for (label, bytes) in Corpora.scalingSizes {
            let variants = bytes <= 10 * 1024 ? 64 : bytes <= 100 * 1024 ? 8 : 3
            let documents = (0..<variants).map { Sample(Corpora.document(bytes: bytes, variant: $0, pool: pool)) }
            let averageKB = Double(documents.reduce(0) { $0 + $1.byteCount }) / Double(documents.count) / 1024
            let id = "scale/" + label.replacingOccurrences(of: " ", with: "")
            register(
                ScenarioInfo(
                    id: id, title: "scaling: Latin document of \(label) (paragraphs joined by \\n)",
                    unit: "µs/KB", unitScale: averageKB, showsRate: true))
            let container = TextContainer(width: Self.width)
            let sink = self.sink
            record(id, Engine.richText) { i in
                let document = documents[i % documents.count]
                sink.add(TextLayout(container: container, text: document.rich).lines.count)
                return document.scalars
            }
            if let pango {
                record(id, Engine.pango) { i in
                    let document = documents[i % documents.count]
                    sink.add(pango.layout(document, width: Self.width))
                    return document.scalars
                }
            }
            if let hb = HarfBuzzEngine(fontPath: fontDirectory + "/NotoSans-Regular.ttf") {
                record(id, Engine.harfBuzz, note: "shaping only, one buffer per paragraph") { i in
                    let document = documents[i % documents.count]
                    sink.add(Int(hb.shapeLines(document)))
                    return document.scalars
                }
            }
        }
        flush()
    }

    // MARK: (e) truncation and exclusion on 2,000-character paragraphs

    mutating func truncationAndExclusion() {
        let samples = corpus("latin2000").samples
        let sink = self.sink
        let truncateID = "truncate/latin2000"
        register(
            ScenarioInfo(
                id: truncateID, title: "truncate to \(Self.truncationRows) rows (end), Latin ~2000 chars, cold",
                unit: "µs/paragraph", unitScale: 1, showsRate: false,
                noPeer: [Engine.harfBuzz: "not applicable"]))
        var truncated = TextContainer(size: Size(width: Self.width, height: .infinity))
        truncated.maximumNumberOfRows = Self.truncationRows
        truncated.truncationType = .end
        let truncatedContainer = truncated
        record(truncateID, Engine.richText) { i in
            let sample = samples[i % samples.count]
            sink.add(TextLayout(container: truncatedContainer, text: sample.rich).lines.count)
            return sample.scalars
        }
        if let pango {
            let rows = Self.truncationRows
            record(truncateID, Engine.pango, note: "PANGO_ELLIPSIZE_END, height -\(rows)") { i in
                let sample = samples[i % samples.count]
                sink.add(pango.layoutTruncated(sample, width: Self.width, maxLines: rows))
                return sample.scalars
            }
        }
        let exclusionID = "exclusion/latin2000"
        register(
            ScenarioInfo(
                id: exclusionID, title: "circle exclusion (150 px), Latin ~2000 chars, cold",
                unit: "µs/paragraph", unitScale: 1, showsRate: false,
                noPeer: [
                    Engine.pango: "no peer (no exclusion paths)",
                    Engine.skParagraph: "no peer (no exclusion paths)",
                    Engine.harfBuzz: "no peer",
                ]))
        var excluded = TextContainer(size: Size(width: Self.width, height: .infinity))
        excluded.exclusionPaths = [BezierPath(ellipseIn: Self.exclusionCircle)]
        let excludedContainer = excluded
        record(exclusionID, Engine.richText, note: "circle at (75, 60), 150 × 150") { i in
            let sample = samples[i % samples.count]
            sink.add(TextLayout(container: excludedContainer, text: sample.rich).lines.count)
            return sample.scalars
        }
        flush()
    }

    // MARK: (f) 1 vs 2 threads

    mutating func threadScaling() {
        guard options.only.isEmpty || options.only.contains(where: "threads".hasPrefix) else { return }
        let texts = corpus("latin200").samples.map(\.rich)
        let coldMedian =
            rows.first { $0.scenario == "cold/latin200" && $0.engine == Engine.richText }?.timing.median ?? 1e-4
        let perWorker = max(50, Int(0.15 / coldMedian))
        threads.paragraphsPerWorker = perWorker
        let container = TextContainer(width: Self.width)
        let sink = self.sink
        var base = 0
        func run(workers: Int) -> Double {
            let start = now()
            let first = base
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var lines = 0
                for j in 0..<perWorker {
                    let index = (first + j * workers + worker) % texts.count
                    lines += TextLayout(container: container, text: texts[index]).lines.count
                }
                sink.add(lines)
            }
            base += perWorker * workers
            return Double(perWorker * workers) / (now() - start)
        }
        _ = run(workers: 2)  // warm-up: both threads touch the font context
        let runs = min(options.runs, 5)
        let cpuStart = CPUSample.now()
        for _ in 0..<runs {
            threads.oneThread.append(run(workers: 1))
            threads.twoThreads.append(run(workers: 2))
        }
        threads.othersCores = CPUSample.now().othersCores(since: cpuStart)
        printNote(
            String(
                format: "  threads: 1 → %.0f, 2 → %.0f paragraphs/s (×%.2f)",
                ThreadScaling.median(threads.oneThread), ThreadScaling.median(threads.twoThreads), threads.speedup))
    }

    // MARK: line-break agreement with Pango

    mutating func checkAgreement() {
        guard let pango else { return }
        for corpus in corpora {
            var agreement = Agreement(corpus: corpus.id)
            let container = TextContainer(width: Self.width)
            for sample in corpus.samples.prefix(corpus.id == "latin200" ? 200 : 100) {
                let layout = TextLayout(container: container, text: sample.rich)
                let richStarts = layout.lines.map(\.range.lowerBound)
                let pangoStarts = pango.lineStarts(sample, width: Self.width).map {
                    utf16Offset(ofUTF8: $0, in: sample.string)
                }
                agreement.compared += 1
                agreement.richTextLines.append(richStarts.count)
                if richStarts.count == pangoStarts.count { agreement.sameLineCount += 1 }
                if richStarts == pangoStarts { agreement.sameLineStarts += 1 }
            }
            agreements.append(agreement)
        }
    }

    private func utf16Offset(ofUTF8 offset: Int, in string: String) -> Int {
        let utf8 = string.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        return string.utf16.distance(from: string.utf16.startIndex, to: index)
    }
}
