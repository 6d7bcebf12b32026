import Foundation
import RichText

/// `--profile-cold-latin N`: N cold layouts of distinct Latin-200 paragraphs (or of the
/// `--profile-corpus` corpus; with `--profile-first-sight`, the shaped-word cache emptied
/// before every paragraph) and nothing else, for
/// `valgrind --tool=callgrind --toggle-collect='*profileColdLatin*'`.
enum Profile {
    static func run(count: Int, options: Options) -> Never {
        var texts: [AttributedText]
        if options.profileCorpus == "latin200" || options.profileCorpus == "relayout" {
            texts = Corpora.latin200(options.corpusDirectory).map(Corpora.attributed)
        } else if options.profileCorpus == "labels" {
            // Short texts (labels, table cells, buttons): windows of ~24 characters of English.
            let english = Corpora.read(options.corpusDirectory, "en.txt")
            texts = Corpora.windows(of: english, length: 24, count: 2000).map(Corpora.attributed)
        } else {
            guard
                let corpus = Corpora.build(directory: options.corpusDirectory, only: options.profileCorpus).first
            else { fail("--profile-corpus: no corpus '\(options.profileCorpus)'") }
            texts = corpus.samples.map(\.rich)
        }
        if let first = options.profileTexts { texts = Array(texts.prefix(first)) }
        // Load the fonts outside the profiled function.
        _ = TextLayout(container: TextContainer(width: Scenarios.width), text: texts[texts.count - 1]).lineCount
        let lines: Int
        if options.profileCorpus == "relayout" {
            lines = profileColdLatinRelayout(texts.map { ShapedText($0) }, count: count)
        } else if options.profileWorkers > 1 {
            lines = profileColdLatinOnWorkers(texts, count: count, workers: options.profileWorkers)
        } else if options.profileFirstSight {
            lines = profileColdLatinFirstSight(texts, count: count)
        } else {
            lines = profileColdLatin(texts, count: count)
        }
        print("profile-cold-latin: \(count) layouts, \(lines) lines")
        exit(0)
    }

    /// Re-layouts of already-shaped Latin-200 paragraphs at the re-layout scenario's widths.
    @inline(never)
    static func profileColdLatinRelayout(_ shaped: [ShapedText], count: Int) -> Int {
        var lines = 0
        for i in 0..<count {
            let container = TextContainer(width: Scenarios.relayoutWidths[i % Scenarios.relayoutWidths.count])
            lines += TextLayout(container: container, shapedText: shaped[i % shaped.count]).lineCount
        }
        return lines
    }

    @inline(never)
    static func profileColdLatin(_ texts: [AttributedText], count: Int) -> Int {
        let container = TextContainer(width: Scenarios.width)
        var lines = 0
        for i in 0..<count {
            lines += TextLayout(container: container, text: texts[i % texts.count]).lineCount
        }
        return lines
    }

    /// As the `threads` scenario: one worker, then `workers` at once, each laying out
    /// `count` paragraphs (interleaved, the word cache shared), five times; prints each
    /// pair's throughputs, their ratio and the CPU time a paragraph. For `perf`, and for
    /// comparing builds on a noisy machine, where one run of the scenario says little.
    @inline(never)
    static func profileColdLatinOnWorkers(_ texts: [AttributedText], count: Int, workers: Int) -> Int {
        let container = TextContainer(width: Scenarios.width)
        let sink = Sink()
        var base = 0
        func run(_ workers: Int) -> Double {
            let rate = ThreadScaling.throughput(
                texts, container: container, first: base, perWorker: count, workers: workers, sink: sink)
            base += count * workers
            return rate
        }
        _ = run(workers)  // warm-up: every worker touches the font context
        // CPU time a paragraph, of the process (`CPUSample.process`): two workers that slow
        // each other down (a shared cache line, a lock) use more of it a paragraph than
        // one; a host that gives the second virtual CPU less time does not change it.
        func cpuSeconds() -> Double { CPUSample.now().process }
        for _ in 0..<5 {
            let cpu0 = cpuSeconds()
            let one = run(1)
            let cpu1 = cpuSeconds()
            let many = run(workers)
            let cpu2 = cpuSeconds()
            print(
                String(
                    format: "1 → %.0f, %d → %.0f paragraphs/s (×%.2f); CPU µs a paragraph: %.2f, %.2f", one, workers,
                    many, many / one, (cpu1 - cpu0) / Double(count) * 1e6, (cpu2 - cpu1) / Double(count * workers) * 1e6
                ))
        }
        return sink.total
    }

    /// As `first-sight/*`: `removeAllShapedWords()` before every layout.
    @inline(never)
    static func profileColdLatinFirstSight(_ texts: [AttributedText], count: Int) -> Int {
        let container = TextContainer(width: Scenarios.width)
        let context = FontContext.default
        var lines = 0
        for i in 0..<count {
            context.removeAllShapedWords()
            lines += TextLayout(container: container, text: texts[i % texts.count]).lineCount
        }
        return lines
    }
}
