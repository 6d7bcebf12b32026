import Glibc

/// Monotonic time in seconds.
@inline(__always)
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// The timings of one (scenario, engine) pair: `runs` timed batches of `batch` operations.
struct Timing {
    /// Seconds per operation, one value per timed run.
    var perOperation: [Double]
    var batch: Int
    /// Characters (Unicode scalars) per operation, averaged over the timed operations.
    var charactersPerOperation: Double

    var median: Double { Self.median(perOperation) }
    /// The middle value (the upper of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    var minimum: Double { perOperation.min() ?? .nan }
    var maximum: Double { perOperation.max() ?? .nan }
    /// Characters per second at the median.
    var charactersPerSecond: Double { charactersPerOperation / median }
}

/// Times `operation(i)` for i = 0, 1, 2, ... (each call must use input i, e.g. the i-th
/// distinct paragraph modulo the pool, so repeated runs keep walking through new texts).
///
/// A warm-up of at least a third of `target` seconds (and at least one operation) also
/// estimates the cost of one operation; each timed run then does as many operations as fit
/// in `target` seconds. Operations slower than 2 s get 1 run, slower than 0.25 s 3 runs,
/// slower than 0.05 s 5 runs (the time budget of the whole suite is about 3 minutes).
/// `operation` returns the characters it processed.
func measure(runs: Int, target: Double, _ operation: @escaping (Int) -> Int) -> Timing {
    measureInterleaved(runs: runs, target: target, [operation])[0]
}

/// `measure` for several engines doing the same work, with their timed runs interleaved
/// (run 1 of each engine, then run 2 of each, ...), so that a slow spell of the machine hits
/// all of them rather than one engine's runs.
func measureInterleaved(runs: Int, target: Double, _ operations: [(Int) -> Int]) -> [Timing] {
    struct State {
        var counter = 0
        var batch = 1
        var runCount = 1
        var perOperation: [Double] = []
        var characters = 0
    }
    var states = operations.map { operation -> State in
        var state = State()
        let warmStart = now()
        var warmOps = 0
        repeat {
            _ = operation(state.counter)
            state.counter += 1
            warmOps += 1
        } while now() - warmStart < target / 3 && warmOps < 1_000_000
        let estimate = (now() - warmStart) / Double(warmOps)
        state.batch = max(1, Int((target / estimate).rounded()))
        state.runCount = estimate > 2 ? 1 : estimate > 0.25 ? min(runs, 3) : estimate > 0.05 ? min(runs, 5) : runs
        return state
    }
    for run in 0..<(states.map(\.runCount).max() ?? 0) {
        for index in operations.indices where run < states[index].runCount {
            let operation = operations[index]
            var state = states[index]
            var characters = 0
            let start = now()
            for _ in 0..<state.batch {
                characters += operation(state.counter)
                state.counter += 1
            }
            state.perOperation.append((now() - start) / Double(state.batch))
            state.characters += characters
            states[index] = state
        }
    }
    return states.map {
        Timing(
            perOperation: $0.perOperation, batch: $0.batch,
            charactersPerOperation: Double($0.characters) / Double($0.batch * $0.runCount))
    }
}

/// Reads a `key:  123 kB` field of /proc/self/status in bytes.
func procStatus(_ key: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix(key + ":") {
            let digits = text.dropFirst(key.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
    }
    return nil
}

/// CPU time used by the whole machine and by this process, to tell how much other processes
/// competed with the benchmark (the load average also counts the benchmark's own earlier steps).
struct CPUSample {
    /// Busy seconds of all CPUs (/proc/stat: user + nice + system + irq + softirq + steal).
    var machineBusy: Double
    /// User + system seconds of this process (all its threads).
    var process: Double
    var wall: Double

    static func now() -> CPUSample {
        var busy = Double.nan
        if let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = text.split(separator: "\n").first, line.hasPrefix("cpu ")
        {
            let fields = line.split(separator: " ").dropFirst().compactMap { Double($0) }
            if fields.count >= 8 {
                let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
                busy = (fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + fields[7]) / ticks
            }
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let process =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
        return CPUSample(machineBusy: busy, process: process, wall: richtext_bench.now())
    }

    /// The share of one core that other processes used between `start` and `self`.
    func othersCores(since start: CPUSample) -> Double {
        let wall = self.wall - start.wall
        guard wall > 0 else { return .nan }
        return max(0, (machineBusy - start.machineBusy) - (process - start.process)) / wall
    }
}
