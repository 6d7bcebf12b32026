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
            Request: {"text":"…","width":300,"widthMode":"atMost","height":null,"heightMode":"undefined",\
             "maxLines":0,"font":"Noto Sans","size":16,"markdown":false,"lines":false,"id":1} (only text is \
            required). Response: the fields of measure --json (lines only with "lines":true) plus \
            minContentWidth, maxContentWidth, widthMode, heightMode, scaleFactor and the id; a bad request \
            gets {"error":"line N: …","line":N}. Blank lines get no answer. Exit status 0 at the end of input.
            """
    )

    @Option(name: .long, help: "Default font family of requests (default: Noto Sans).")
    var font: String = Font.defaultFamily

    @Option(name: .long, parsing: .unconditional, help: "Default font size of requests, in points.")
    var size: Double = 16

    @Option(name: .customLong("font-file"), help: ArgumentHelp("Add a font file (repeatable).", valueName: "path"))
    var fontFiles: [String] = []

    @Flag(name: .customLong("system-fonts"), help: "Also use the system's fonts (fontconfig), after the bundled ones.")
    var systemFonts = false

    @Option(
        name: .customLong("cache-size"), parsing: .unconditional,
        help: "Most measurements the cache keeps (least recently used go first).")
    var cacheSize: Int = 4096

    mutating func validate() throws {
        guard size.isFinite, size > 0, size <= 10_000 else {
            throw ValidationError("--size must be greater than 0 and at most 10000, got \(size)")
        }
        guard cacheSize >= 0 else { throw ValidationError("--cache-size must be ≥ 0, got \(cacheSize)") }
    }

    func run() throws {
        let context = try InputOptions.fontContext(fontFiles: fontFiles, systemFonts: systemFonts)
        try InputOptions.checkFamily(font, in: context)
        let measure = ServeMeasure(context: context, defaultFont: font, defaultSize: size, cacheCapacity: cacheSize)
        _ = ServeSession(measure: measure).run(input: .standardInput, output: .standardOutput)
    }
}
