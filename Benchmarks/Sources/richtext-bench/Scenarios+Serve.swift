import Foundation
import RichText
import TextMeasureKit

/// What `textmeasure serve` costs a client: requests streamed through one process, and
/// the same requests measured in process on a cache hit.
struct ServeThroughput {
    /// Requests per timed round.
    var requests = 0
    /// Distinct requests (texts × widths): every timed request is a cache hit.
    var distinct = 0
    /// Seconds per request through the process, one value per round.
    var streamed: [Double] = []
    /// Seconds per request measured in process (`measure` + `intrinsicWidths`, cache hits).
    var inProcess: [Double] = []
    /// Seconds per request reading the request's text out of its JSON string.
    var textParsing: [Double] = []
    /// Seconds per request when the client waits for each answer.
    var roundTrip = Double.nan
    var roundTrips = 0
    /// Why it did not run.
    var skipped: String?

    static func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
    /// Seconds per request that serving adds to measuring, less reading the text's JSON string.
    var overhead: Double { Self.median(streamed) - Self.median(inProcess) - Self.median(textParsing) }
}

extension Scenarios {
    // MARK: (k) textmeasure serve

    mutating func serveThroughput() {
        guard selected("serve") else { return }
        guard let path = options.textmeasure else {
            serve.skipped = "not run (richtext-bench got no --textmeasure binary)"
            return
        }
        guard let client = ServeClient(textmeasure: path) else {
            serve.skipped = "not run (\(path) does not start)"
            return
        }
        let texts = corpus("latin200").samples.prefix(200).map(\.string)
        let widths = [150.0, 300.0]
        let count = 100_000
        let lines = (0..<count).map { index -> String in
            let text = texts[index % texts.count]
            let width = widths[(index / texts.count) % widths.count]
            return JSON.object([("text", .string(text)), ("width", .number(width))]).text + "\n"
        }
        serve.requests = count
        serve.distinct = texts.count * widths.count
        // Warm-up: every distinct request once (the misses), untimed.
        let warm = Data(lines.prefix(serve.distinct).joined().utf8)
        _ = client.stream(warm, answers: serve.distinct)
        let all = Data(lines.joined().utf8)
        let rounds = min(options.runs, 3)
        var answerBytes = 0
        for _ in 0..<rounds {
            let (seconds, bytes) = client.stream(all, answers: count)
            serve.streamed.append(seconds / Double(count))
            answerBytes = bytes
        }
        let pings = 10_000
        let start = now()
        for index in 0..<pings { sink.add(client.roundTrip(Data(lines[index].utf8)).count) }
        serve.roundTrip = (now() - start) / Double(pings)
        serve.roundTrips = pings
        let status = client.finish()
        if status != 0 { printNote("warning: textmeasure serve exited \(status)") }
        timeInProcess(texts: texts, widths: widths, count: count, rounds: rounds)
        printNote(
            String(
                format: "  serve: %.2f µs/request streamed (%.0f k/s, %d bytes of answers a round), "
                    + "in process %.2f, text JSON %.2f, overhead %.2f, round trip %.1f µs",
                ServeThroughput.median(serve.streamed) * 1e6, 1e-3 / ServeThroughput.median(serve.streamed),
                answerBytes, ServeThroughput.median(serve.inProcess) * 1e6,
                ServeThroughput.median(serve.textParsing) * 1e6, serve.overhead * 1e6, serve.roundTrip * 1e6))
    }

    /// The same requests in process: a `TextMeasurer` cache hit for the measurement and the
    /// intrinsic widths (what the service answers), and reading each text's JSON string.
    private mutating func timeInProcess(texts: [String], widths: [Double], count: Int, rounds: Int) {
        let measurer = TextMeasurer(cacheCapacity: 4096)
        let attributed = texts.map(Corpora.attributed)
        let quoted = texts.map { Array(JSON.quoted($0).utf8) }
        func measureAll() -> Int {
            var lines = 0
            for index in 0..<count {
                let text = attributed[index % texts.count]
                let width = widths[(index / texts.count) % widths.count]
                lines += measurer.measure(text, width: .atMost(width), height: .undefined).lineCount
                lines += Int(measurer.intrinsicWidths(of: text).minContentWidth)
            }
            return lines
        }
        sink.add(measureAll())  // warm
        for _ in 0..<rounds {
            var start = now()
            sink.add(measureAll())
            serve.inProcess.append((now() - start) / Double(count))
            start = now()
            var characters = 0
            for index in 0..<count {
                if case .string(let string)? = try? JSONReader.value(quoted[index % texts.count]) {
                    characters += string.utf8.count
                }
            }
            sink.add(characters)
            serve.textParsing.append((now() - start) / Double(count))
        }
    }
}
