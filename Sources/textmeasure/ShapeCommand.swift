import ArgumentParser
import RichText

/// `textmeasure shape`: the shaped runs of a text as JSON, like `hb-shape` for the whole
/// pipeline (paragraphs, bidi, scripts, font fallback, HarfBuzz).
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Print the shaped runs of a text as JSON (UTF-16 ranges, runs in logical order)."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: "Paragraph base direction: natural, ltr or rtl.")
    var direction: DirectionOption?

    @Flag(name: .long, help: "Also print each run's glyphs (id, cluster, advance, offsets).")
    var glyphs = false

    func run() throws {
        let context = try input.fontContext()
        let text = try input.attributedText(context: context)
        let shaped = ShapedText(text, context: context, direction: direction?.baseDirection)
        print(Self.json(for: shaped, glyphs: glyphs).text)
    }

    /// The JSON document for `shaped`.
    static func json(for shaped: ShapedText, glyphs: Bool) -> JSON {
        var runs: [JSON] = []
        for paragraph in shaped.paragraphs {
            for run in paragraph.runs {
                var members: [(String, JSON)] = [
                    ("range", .array([.integer(run.range.lowerBound), .integer(run.range.upperBound)])),
                    ("font", .string(run.face.family)),
                    ("style", .string(run.face.style)),
                    ("script", .string(run.script.iso15924)),
                    ("level", .integer(Int(run.level))),
                    ("glyphCount", .integer(run.glyphRange.count)),
                    ("advance", .number(run.advance)),
                ]
                if glyphs {
                    members.append(
                        (
                            "glyphs",
                            .array(
                                paragraph.glyphs(of: run).map { glyph in
                                    .object([
                                        ("id", .integer(Int(glyph.id))), ("cluster", .integer(glyph.cluster)),
                                        ("advance", .number(glyph.advance)), ("dx", .number(glyph.xOffset)),
                                        ("dy", .number(glyph.yOffset)),
                                    ])
                                })
                        ))
                }
                runs.append(.object(members))
            }
        }
        return .object([("runs", .array(runs))])
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
