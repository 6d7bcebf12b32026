import Dispatch
import RichText

/// Cold Latin-200 throughput with 1 and 2 workers.
struct ThreadScaling {
    var oneThread: [Double] = []  // paragraphs per second, per run
    var twoThreads: [Double] = []
    var paragraphsPerWorker = 0
    /// Cores' worth of CPU other processes used during the thread test.
    var othersCores = Double.nan
    static func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
    var speedup: Double { Self.median(twoThreads) / Self.median(oneThread) }

    /// Lays out `perWorker` of `texts` on each of `workers` threads at once (worker `w` takes
    /// the texts `first + j × workers + w`, wrapping), adds the line counts to `sink`, and
    /// returns the paragraphs laid out per second. (The `threads` scenario and
    /// `--profile-workers` both time this.)
    static func throughput(
        _ texts: [AttributedText], container: TextContainer, first: Int, perWorker: Int, workers: Int, sink: Sink
    ) -> Double {
        let start = now()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var lines = 0
            for j in 0..<perWorker {
                let index = (first + j * workers + worker) % texts.count
                lines += TextLayout(container: container, text: texts[index]).lineCount
            }
            sink.add(lines)
        }
        return Double(perWorker * workers) / (now() - start)
    }
}

extension Scenarios {
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
            let rate = ThreadScaling.throughput(
                texts, container: container, first: base, perWorker: perWorker, workers: workers, sink: sink)
            base += perWorker * workers
            return rate
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
}
