import ArgumentParser
import Foundation
import RichText
import TextMeasureKit

/// `textmeasure serve`: a measuring service for programs in other languages: one JSON
/// request per line on standard input, one JSON response per line on standard output, one
/// measurer (and its cache) for the whole session. See `ServeRequest`, `ServeMeasure` and
/// `ServeSession` for the protocol.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Answer JSON measure requests, one per line on standard input, until its end.",
        discussion: """
            A request is one JSON object on one line, for example
              {"text":"Hello world","width":300,"id":1}
            Only "text" is required. Optional fields: "width" and "height" (numbers; null: \
            unbounded), "widthMode" and "heightMode" ("exactly", "atMost" or "undefined"), \
            "maxLines", "font", "size", "markdown" and "lines" (true: the lines too), and "id" \
            (echoed back).
            Response: the fields of measure --json (lines only with "lines":true) and \
            widthMode, heightMode, scaleFactor and the id; a bad request \
            gets {"error":"line N: …","line":N}. Blank lines get no answer. Exit status 0 at the end of input.
            """
    )

    /// The default family and size of requests, and the fonts loaded.
    @OptionGroup var fonts: FontOptions

    @Option(
        name: .customLong("cache-size"), parsing: .unconditional,
        help: "Most measurements the cache keeps (least recently used go first).")
    var cacheSize: Int = 4096

    mutating func validate() throws {
        guard cacheSize >= 0 else { throw ValidationError("--cache-size must be ≥ 0, got \(cacheSize)") }
    }

    func run() throws {
        let context = try fonts.fontContext()
        try fonts.checkFamily(in: context)
        let measure = ServeMeasure(
            context: context, defaultFont: fonts.font, defaultSize: fonts.size, cacheCapacity: cacheSize)
        do {
            _ = try ServeSession(measure: measure).run(input: .standardInput, output: .standardOutput)
        } catch {
            throw CLIError(error.operation == .read ? "standard input: \(error)" : "standard output: \(error)")
        }
    }
}
