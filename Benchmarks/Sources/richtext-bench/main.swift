// richtext-bench: every scenario for RichText, Pango, Qt and raw HarfBuzz in one process, plus
// SkParagraph's results from skparagraph.py; prints one table and writes BENCHMARKS.md.
import Foundation
import RichText

let started = now()
let options = Options.parse(CommandLine.arguments)

if let probe = options.probe { Memory.runProbe(probe, options: options) }

guard let firstFont = FontContext.bundledFontPaths.first else { fail("RichText lists no bundled fonts") }
let fontDirectory = (firstFont as NSString).deletingLastPathComponent

if let count = options.profileColdLatin {
    Profile.run(count: count, options: options)
}
if let kilobytes = options.profileDocument {
    DocumentProfile.run(kilobytes: kilobytes, options: options)
}
if let kilobytes = options.profileMarkdown {
    MarkdownProfile.run(kilobytes: kilobytes, options: options)
}

printNote("richtext-bench: generating corpora from \(options.corpusDirectory)")
let corpora = Corpora.build(directory: options.corpusDirectory)
let markdown = Corpora.markdown(file: options.markdownFile, variants: 150)
let workingSet = WorkingSet.build()
printNote(
    "  working-set: \(workingSet.vocabularySize) words (cache: \(workingSet.capacityBytes) bytes, at most "
        + "\(workingSet.capacityWords) nonce words), \(workingSet.distinctWords) used")
for corpus in corpora + [markdown] {
    printNote(
        "  " + pad(corpus.id, 11)
            + String(
                format: "%5d distinct texts, %6.0f chars (Unicode scalars) on average",
                corpus.samples.count, corpus.averageScalars))
}
if let directory = options.exportDirectory {
    do {
        try Corpora.export(
            corpora + [markdown, workingSet.corpus], to: directory, fontDirectory: fontDirectory, options: options)
        printNote("richtext-bench: corpora exported to \(directory)")
    } catch {
        fail("cannot export corpora to \(directory): \(error)")
    }
}
if options.exportOnly { exit(0) }

if let spec = options.compareLines {
    let parts = spec.split(separator: ":")
    guard parts.count == 2, let index = Int(parts[1]),
        let corpus = (corpora + [markdown]).first(where: { $0.id == parts[0] }), corpus.samples.indices.contains(index)
    else { fail("--compare-lines wants CORPUS:INDEX, e.g. mixed:0") }
    let sample = corpus.samples[index]
    let layout = TextLayout(container: TextContainer(width: Scenarios.width), text: sample.rich)
    let utf16 = Array(sample.string.utf16)
    print("RichText: \(layout.lineCount) lines")
    for line in layout.lines {
        print(
            String(format: "  %4d %7.2f  ", line.range.lowerBound, line.width)
                + String(decoding: utf16[line.range], as: UTF16.self))
    }
    if let qt = QtEngine(fontDirectory: fontDirectory) {
        let starts = qt.lineStarts(sample, width: Scenarios.width)
        print("Qt: \(starts.count) lines")
        for (i, start) in starts.enumerated() {
            let end = i + 1 < starts.count ? starts[i + 1] : utf16.count
            print(String(format: "  %4d  ", start) + String(decoding: utf16[start..<end], as: UTF16.self))
        }
    }
    if let pango = PangoEngine(fontDirectory: fontDirectory) {
        let starts = pango.lineStarts(sample, width: Scenarios.width)
        let bytes = Array(sample.string.utf8)
        print("Pango: \(starts.count) lines (UTF-8 offsets)")
        for (i, start) in starts.enumerated() {
            let end = i + 1 < starts.count ? starts[i + 1] : bytes.count
            print(String(format: "  %4d  ", start) + String(decoding: bytes[start..<end], as: UTF8.self))
        }
    }
    exit(0)
}

var scenarios = Scenarios(
    options: options, corpora: corpora, markdown: markdown, workingSet: workingSet, fontDirectory: fontDirectory)
let cpuAtStart = CPUSample.now()
printNote("richtext-bench: timing (median per unit shown as each pair finishes)")
scenarios.cold()
scenarios.coldWithGlyphs()
scenarios.relayout()
scenarios.measureHit()
scenarios.scaling()
scenarios.truncationAndExclusion()
scenarios.threadScaling()
scenarios.firstSight()
// No thread runs between first sight and the working set: they would leave the cache warm
// with Latin words and the workspaces' miss-storm gauges counting hits, a state the
// working set's rounds (0 % hits from a cache of nonce words) never start from otherwise.
scenarios.workingSetRounds()
scenarios.timeWorkingSetPairs()
scenarios.threadScalingLater(after: "working-set")
scenarios.markdownRender()
scenarios.threadScalingLater(after: "markdown")
scenarios.rendering()
scenarios.threadScalingLater(after: "render")
scenarios.serveThroughput()
let othersCores = CPUSample.now().othersCores(since: cpuAtStart)
scenarios.checkAgreement()

var memory: [String: MemoryProbe] = [:]
if !options.skipMemory {
    printNote("richtext-bench: memory probes")
    for kind in ["peak", "retained"] {
        for engine in ["richtext", "pango"] where engine == "richtext" || scenarios.pango != nil {
            if let result = Memory.probe(kind, engine: engine, options: options) {
                memory["\(kind):\(engine)"] = result
            }
        }
    }
}

let skParagraph = options.skparagraphResults.flatMap(SkParagraphResults.load)
let callgrind = options.callgrindReport.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
let dask = options.daskReport.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
let elapsed = now() - started + (skParagraph?.elapsedSeconds ?? 0)
let report = Report(
    scenarios: scenarios, skParagraph: skParagraph, memory: memory, callgrind: callgrind, dask: dask,
    elapsed: elapsed, options: options, othersCores: othersCores,
    suiteSeconds: options.suiteStart.map { Date().timeIntervalSince1970 - $0 })
print(report.terminalTable())
print("")
print("Ratios (RichText time / peer time; < 1 means RichText is faster):")
/// A number, or a short reason (the report gives the long one).
func short(_ ratio: String) -> String {
    if Double(ratio) != nil || ratio == "not run" || ratio == "–" { return ratio }
    return ratio.hasPrefix("no peer") ? "no peer" : "n/a"
}
print(pad("scenario", 24) + Engine.peers.map { "  " + pad($0, 12) }.joined())
for id in scenarios.order {
    print(pad(id, 24) + Engine.peers.map { "  " + pad(short(report.ratio(id, $0)), 12) }.joined())
}
if !options.only.isEmpty && !options.outputIsExplicit {
    print("richtext-bench: a partial run (--only): no report written (give --output FILE for one)")
    exit(0)
}
do {
    try report.markdown().write(toFile: options.output, atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(options.output): \(error)")
}
print("")
print(
    String(
        format: "richtext-bench: wrote %@ (this process %.1f s%@; checksum %d)", options.output as NSString,
        now() - started,
        skParagraph?.elapsedSeconds.map { String(format: ", skparagraph.py %.1f s", $0) } as NSString? ?? "",
        scenarios.sink.total & 0xffff))
