import ArgumentParser
import Foundation
import RichText
import RichTextRendering
import TextMeasureKit

/// `textmeasure render`: lays the text out as `measure` does and draws it with Cairo into
/// a PNG, SVG or PDF file (format from the extension; `-` writes PNG to standard output).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a text and draw it into a PNG, SVG or PDF file."
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var layoutOptions: LayoutOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Output file: .png, .svg or .pdf; - writes PNG to standard output.", valueName: "file"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "Background colour: #RGB, #RRGGBB, #RRGGBBAA or a name (default: transparent).", valueName: "colour"))
    var background: String?

    @Option(
        help: ArgumentHelp(
            "Debug overlays: all, or a comma list of \(DebugOptions.names.joined(separator: ", ")).", valueName: "list")
    )
    var debug: String?

    @Option(
        name: .customLong("highlight-at"), parsing: .unconditional,
        help: ArgumentHelp("Draw the highlight under this point (layout coordinates) pressed.", valueName: "x,y"))
    var highlightAt: String?

    mutating func validate() throws {
        if output != "-", RenderFormat(pathExtension: output) == nil {
            throw ValidationError(
                "--output must end in .png, .svg or .pdf (or be - for PNG on standard output), got '\(output)'")
        }
        if let background { _ = try ColorSpec.parse(background, option: "--background") }
        if let debug { _ = try debugOptions(debug) }
        if let highlightAt {
            let values = try NumberList.parse(highlightAt, name: "--highlight-at")
            guard values.count == 2 else { throw ValidationError("--highlight-at takes X,Y, got '\(highlightAt)'") }
        }
    }

    /// The largest PDF page side viewers show: 14,400 points (200 inches), PDF's implementation
    /// limit without a `UserUnit`.
    static let largestPDFPage = 14_400.0

    func run() throws {
        var layout = try layoutOptions.layout(input: input)
        if let highlightAt {
            let values = try NumberList.parse(highlightAt, name: "--highlight-at")
            let point = Point(x: values[0], y: values[1])
            guard let (highlight, range) = layout.highlight(at: point) else {
                throw CLIError("--highlight-at \(highlightAt): no highlight at that point")
            }
            layout = layout.applying(highlight, range: range)
        }
        var options = RenderOptions(scale: layoutOptions.scale)
        options.backgroundColor = try background.map { try ColorSpec.parse($0, option: "--background") }
        options.debug = try debug.map(debugOptions) ?? .none
        // Emoticon images ({"image": "smile"}) are looked up beside the emoticon map, and a
        // markdown file's images beside the file.
        options.imageDirectory =
            input.emoticons.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
            ?? (input.markdown ? input.markdownDirectory : nil)
        let renderer = TextRenderer(options: options)
        let problems: [RenderProblem]
        var png: [UInt8]? = nil
        do {
            if output == "-" {
                let rendered = try renderer.data(of: layout, format: .png)
                png = rendered.bytes
                problems = rendered.problems
            } else {
                problems = try renderer.write(layout, to: output)
            }
        } catch {
            throw CLIError(error.description)
        }
        if let png {
            do {
                try StreamIO.write(png, to: .standardOutput)
            } catch {
                throw CLIError("standard output: \(error)")
            }
        }
        for problem in problems {
            FileHandle.standardError.write(Data("textmeasure: warning: \(problem)\n".utf8))
        }
        if output != "-", RenderFormat(pathExtension: output) == .pdf, let size = try? renderer.pageSize(of: layout) {
            if max(size.width, size.height) > Self.largestPDFPage {
                let points = "\(Int(min(size.width.rounded(.up), 1e15)))×\(Int(min(size.height.rounded(.up), 1e15)))"
                FileHandle.standardError.write(
                    Data(
                        ("textmeasure: warning: the \(points) point PDF page is larger than \(Int(Self.largestPDFPage)) "
                            + "points a side, which Acrobat and most viewers cannot show (use --max-lines or --height, "
                            + "or a PNG or SVG)\n").utf8))
            }
        }
        MissingGlyphWarning.report(layout.shapedText)
    }

    private func debugOptions(_ list: String) throws -> DebugOptions {
        if list == "all" { return .all }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty, let options = DebugOptions(names: names) else {
            throw ValidationError(
                "--debug takes all or a comma list of \(DebugOptions.names.joined(separator: ", ")), got '\(list)'")
        }
        return options
    }
}
