import ArgumentParser
import RichText
import TextMeasureKit

/// `textmeasure shape`: the shaped runs of a text as JSON, like `hb-shape` for the whole
/// pipeline (paragraphs, bidi, scripts, font fallback, HarfBuzz).
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Print the shaped runs of a text as JSON (UTF-16 ranges, runs in logical order)."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: "Paragraph base direction: natural, ltr or rtl (default: natural).")
    var direction: DirectionOption?

    @Flag(name: .long, help: "Also print each run's glyphs (id, cluster, advance, offsets).")
    var glyphs = false

    func run() throws {
        let context = try input.fontContext()
        let text = try input.attributedText(context: context)
        let shaped = ShapedText(text, context: context, direction: direction?.baseDirection)
        let output = OutputBuffer()
        Self.write(shaped, glyphs: glyphs, to: output)
        try output.finish()
        MissingGlyphWarning.report(shaped)
    }

    /// Writes the JSON document for `shaped` to `output`, a run (and a glyph) at a time:
    /// `{"runs":[{"range":[…],"font":…,"style":…,"script":…,"level":…,"glyphCount":…,
    /// "advance":…,"glyphs":[{"id":…,"cluster":…,"advance":…,"dx":…,"dy":…},…]},…]}`.
    static func write(_ shaped: ShapedText, glyphs: Bool, to output: OutputBuffer) {
        output.write("{\"runs\":[")
        var first = true
        for paragraph in shaped.paragraphs {
            for run in paragraph.runs {
                if !first { output.write(",") }
                first = false
                var head = JSON.object([
                    ("range", .array([.integer(run.range.lowerBound), .integer(run.range.upperBound)])),
                    ("font", .string(run.face.family)),
                    ("style", .string(run.face.style)),
                    ("script", .string(run.script.iso15924)),
                    ("level", .integer(Int(run.level))),
                    ("glyphCount", .integer(run.glyphRange.count)),
                    ("advance", .number(run.advance)),
                ]).text
                guard glyphs else {
                    output.write(head)
                    continue
                }
                head.removeLast()
                output.write(head + ",\"glyphs\":[")
                for index in run.glyphRange {
                    if index > run.glyphRange.lowerBound { output.write(",") }
                    let glyph = paragraph.glyph(at: index)
                    output.write(
                        JSON.object([
                            ("id", .integer(Int(glyph.id))), ("cluster", .integer(glyph.cluster)),
                            ("advance", .number(glyph.advance)), ("dx", .number(glyph.xOffset)),
                            ("dy", .number(glyph.yOffset)),
                        ]))
                }
                output.write("]}")
            }
        }
        output.write("]}\n")
    }
}

/// The `--direction` values.
enum DirectionOption: String, ExpressibleByArgument, CaseIterable {
    case natural, ltr, rtl

    var baseDirection: BaseDirection {
        switch self {
        case .natural: return .natural
        case .ltr: return .leftToRight
        case .rtl: return .rightToLeft
        }
    }
}
