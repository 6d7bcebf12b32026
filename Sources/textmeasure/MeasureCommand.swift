import ArgumentParser
import Foundation
import RichText
import TextMeasureKit

/// `textmeasure measure` (the default): lays the text out in a container and prints the
/// layout as readable text or, with `--json`, as JSON.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Lay out a text in a container and print its size, lines and runs."
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var layoutOptions: LayoutOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false
    @Flag(help: "Read JSON Lines requests (stdin or --file) and print one JSON result per line.")
    var batch = false

    func run() throws {
        if batch { return try runBatch() }
        let layout = try layoutOptions.layout(input: input)
        // The text's intrinsic widths with the container's insets, rounded as the size is.
        let widths = IntrinsicWidths(layout.shapedText, insets: layout.container.insets).ceiled(scale: layout.scale)
        if json {
            let output = OutputBuffer()
            LayoutJSONWriter.write(layout, widths: widths, to: output)
            try output.finish()
        } else {
            let output = OutputBuffer()
            layout.dump { output.write($0) }
            output.write(
                "intrinsic min-content=\(JSON.format(widths.minContentWidth)) "
                    + "max-content=\(JSON.format(widths.maxContentWidth))\n")
            try output.finish()
        }
        MissingGlyphWarning.report(layout)
    }

    /// Measures JSON Lines requests as they arrive (see `BatchSession`); exits 3 when some
    /// lines were errors (every line still gets its output line, in order).
    func runBatch() throws {
        guard input.text == nil else {
            throw ValidationError("--batch reads requests from standard input or --file, not an argument")
        }
        guard !input.style.isSet else {
            throw ValidationError("--weight and --italic do not apply to --batch (requests name a font and a size)")
        }
        // Each request carries its own width, lines and so on; a flag that would be ignored
        // is refused rather than silently dropped.
        let ignored =
            layoutOptions.flagsChangedFromDefaults + (json ? ["--json"] : [])
            + (input.markdown ? ["--markdown"] : []) + (input.markdownSource ? ["--markdown-source"] : [])
            + (input.language != nil ? ["--language"] : [])
        guard ignored.isEmpty else {
            throw ValidationError(
                "\(ignored.joined(separator: ", ")) do not apply to --batch: each request sets its own "
                    + "(width, maxLines, ...; see the README's batch fields); --font and --size are the defaults")
        }
        let context = try input.fontContext()
        try input.checkFamily(in: context)
        let source = try input.inputHandle()
        let session = BatchSession(
            measure: BatchMeasure(context: context, defaultFont: input.font, defaultSize: input.size))
        let progress = ProgressBar.forStream()
        var report: (@Sendable (Int) -> Void)? = nil
        if let progress { report = { progress.update($0) } }
        let summary: BatchSession.Summary
        do {
            summary = try session.run(input: source, output: .standardOutput, progress: report)
        } catch {
            progress?.finish()
            throw CLIError(error.operation == .read ? "\(input.sourceName): \(error)" : "standard output: \(error)")
        }
        progress?.finish()
        if summary.errors > 0 { throw ExitCode(3) }
    }
}

/// The `--line-break` values.
enum LineBreakOption: String, ExpressibleByArgument, CaseIterable {
    case word, char, clip

    var mode: LineBreakMode {
        switch self {
        case .word: return .wordWrap
        case .char: return .charWrap
        case .clip: return .clip
        }
    }
}

extension TruncationType: ExpressibleByArgument {}
extension TextAlignment: ExpressibleByArgument {}
