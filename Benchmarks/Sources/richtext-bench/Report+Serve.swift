import Foundation

extension Report {
    /// The `textmeasure serve` section: throughput and per-request overhead.
    func serveSection() -> String {
        let serve = scenarios.serve
        if let reason = serve.skipped { return "## Measuring service (`textmeasure serve`)\n\n\(reason).\n" }
        guard !serve.streamed.isEmpty else { return "" }
        func us(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1e6) }
        let median = ServeThroughput.median
        return """
            ## Measuring service (`textmeasure serve`)

            One `textmeasure serve` process (release build), driven as a client in another language would drive it: \
            \(serve.requests) JSON Lines requests (`{"text":…,"width":…}`: \(serve.distinct / 2) distinct Latin \
            ~200-character paragraphs × widths 150 and 300, so \(serve.distinct) distinct requests, answered once \
            untimed first: every timed request is a cache hit) written on one thread while another reads the \
            answers; \(serve.streamed.count) rounds through the same process, medians. Each answer carries the \
            size, baselines, line and row counts, truncation, visible range, missing glyphs, both intrinsic widths, \
            the modes and the scale factor.

            | per request | median µs | min | max |
            |---|---:|---:|---:|
            | through `serve` (streamed) | \(us(median(serve.streamed))) | \(us(serve.streamed.min()!)) | \(us(serve.streamed.max()!)) |
            | in process: `measure(_:width:height:)` + `intrinsicWidths(of:)`, cache hits | \(us(median(serve.inProcess))) | \(us(serve.inProcess.min()!)) | \(us(serve.inProcess.max()!)) |
            | reading the text out of its JSON string (`JSONReader`) | \(us(median(serve.textParsing))) | \(us(serve.textParsing.min()!)) | \(us(serve.textParsing.max()!)) |
            | **overhead** (streamed − in process − text JSON) | **\(us(serve.overhead))** | | |
            | a client that waits for each answer (\(serve.roundTrips) round trips) | \(us(serve.roundTrip)) | | |

            Throughput: **\(String(format: "%.0f", 1 / median(serve.streamed))) requests/s** streamed through one \
            process (\(String(format: "%.0f", 1 / serve.roundTrip)) a second when the client waits for each answer: \
            then two pipe hops and two process wake-ups dominate). The overhead is what the protocol adds: reading \
            and checking the request's JSON (other than the text), building the attributed text, writing the \
            answer and the pipe I/O (answers are written out in 64 KB pieces while more input is waiting, and at \
            once when none is).

            """
    }
}
