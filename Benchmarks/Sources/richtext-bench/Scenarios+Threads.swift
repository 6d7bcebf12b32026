import Dispatch
import RichText

/// Cold Latin-200 throughput with 1 and 2 workers.
///
/// The runs come in pairs (one worker and two, in alternating order: 1-2, 2-1, ...) taken
/// in batches at several points of the benchmark run (`threadScaling()` takes the first
/// batch, `threadScalingLater(after:)` more after later scenarios, never between first
/// sight and the working set, whose cache state they would change), each batch after an
/// untimed warm-up run of two workers (a scenario before it may have emptied the word
/// cache: a first timed run would then re-shape the Latin words and run slow). The speedup
/// is the median of the pairs' ratios. On this shared VM the scaling of two threads drifts
/// in states that last seconds, so pairs taken in one burst all see one state; pairs
/// spread over the run sample the states the run met, pairing each two-worker run with a
/// one-worker run next to it cancels drift in the host's speed, and alternating which goes
/// first cancels what going first costs or gains. `pairRatios` keeps every pair, so the
/// report shows the spread, and `ratioOfMedians` the estimate without pairing.
struct ThreadScaling {
    var oneThread: [Double] = []  // paragraphs per second, per run
    var twoThreads: [Double] = []
    var paragraphsPerWorker = 0
    /// Cores' worth of CPU other processes used during the thread runs (all batches).
    var othersCores: Double { busyWall > 0 ? othersCoreSeconds / busyWall : .nan }
    /// Core-seconds other processes used during the thread runs, and the runs' wall time.
    var othersCoreSeconds = 0.0
    var busyWall = 0.0
    /// When each batch of pairs was taken ("5 after truncate/exclusion").
    var batches: [String] = []
    /// The middle value (the mean of the two middle values of an even count).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    /// Each pair's two-worker throughput over its one-worker throughput.
    var pairRatios: [Double] { zip(twoThreads, oneThread).map { $0 / $1 } }
    /// The median of the pairs' ratios.
    var speedup: Double { Self.median(pairRatios) }
    /// The median two-worker throughput over the median one-worker throughput.
    var ratioOfMedians: Double { Self.median(twoThreads) / Self.median(oneThread) }

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

    /// The first pairs of thread runs (up to `--runs`, at most 5), after a warm-up.
    mutating func threadScaling() {
        guard selected("threads") else { return }
        let coldMedian =
            rows.first { $0.scenario == "cold/latin200" && $0.engine == Engine.richText }?.timing.median ?? 1e-4
        threads.paragraphsPerWorker = max(50, Int(0.15 / coldMedian))
        threadPairs(min(options.runs, 5), after: "truncate/exclusion")
    }

    /// Two more pairs of thread runs, taken after the scenario `label` (when it ran: with
    /// `--only`, a batch whose scenario did not run is not taken).
    mutating func threadScalingLater(after label: String) {
        guard selected("threads"), !threads.oneThread.isEmpty, selected(label) else { return }
        threadPairs(2, after: label)
    }

    private mutating func threadPairs(_ count: Int, after label: String) {
        _ = threadRun(workers: 2)  // warm-up: both threads touch the font context and the words
        let cpuStart = CPUSample.now()
        for _ in 0..<count {
            // Alternating which goes first, over all the pairs of the run.
            if threads.oneThread.count % 2 == 0 {
                threads.oneThread.append(threadRun(workers: 1))
                threads.twoThreads.append(threadRun(workers: 2))
            } else {
                threads.twoThreads.append(threadRun(workers: 2))
                threads.oneThread.append(threadRun(workers: 1))
            }
        }
        let cpuEnd = CPUSample.now()
        let others = cpuEnd.othersCores(since: cpuStart)
        if others.isFinite {
            threads.othersCoreSeconds += others * (cpuEnd.wall - cpuStart.wall)
            threads.busyWall += cpuEnd.wall - cpuStart.wall
        }
        threads.batches.append("\(count) after \(label)")
        printNote(
            String(
                format: "  threads: 1 → %.0f, 2 → %.0f paragraphs/s (median of %d pairs' ratios ×%.2f)",
                ThreadScaling.median(threads.oneThread), ThreadScaling.median(threads.twoThreads),
                threads.pairRatios.count, threads.speedup))
    }

    /// One timed run of `workers` workers over texts no earlier run laid out.
    private mutating func threadRun(workers: Int) -> Double {
        let texts = corpus("latin200").samples.map(\.rich)
        let perWorker = threads.paragraphsPerWorker
        let rate = ThreadScaling.throughput(
            texts, container: TextContainer(width: Self.width), first: threadTextsUsed, perWorker: perWorker,
            workers: workers, sink: sink)
        threadTextsUsed += perWorker * workers
        return rate
    }
}
