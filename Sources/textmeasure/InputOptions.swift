import ArgumentParser
import Foundation
import RichText
import TextParsers

/// Where the text comes from and which fonts to use; shared by the subcommands.
struct InputOptions: ParsableArguments {
    @Argument(help: "The text. Without it (or with -), --file or standard input is read.")
    var text: String?

    @Option(
        name: .long, help: ArgumentHelp("Read the text from a UTF-8 file (- for standard input).", valueName: "path"),
        completion: .file())
    var file: String?

    @OptionGroup var fonts: FontOptions

    @OptionGroup var style: FontStyleOptions

    @Option(name: .long, help: "Language (BCP 47) for shaping and line breaking.")
    var language: String?

    @Flag(name: .long, help: "Render the text as CommonMark + GFM markdown first.")
    var markdown = false

    @Flag(name: .customLong("markdown-source"), help: "Highlight markdown in place (markup kept), like an editor.")
    var markdownSource = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Replace emoticons from a JSON map {\"key\": \"text\" | {\"image\": \"name\"}}.", valueName: "path"))
    var emoticons: String?

    /// The font family and size (`--font`, `--size`).
    var font: String { fonts.font }
    var size: Double { fonts.size }
    /// The font the text is set in: `--font` at `--size` with `--weight` and `--italic`.
    var requestedFont: Font { style.font(family: font, size: size) }

    mutating func validate() throws {
        if let language, !LanguageTag.isWellFormed(language) {
            throw ValidationError(
                "--language '\(language)' is not a BCP 47 language tag (e.g. en, zh-Hans, sr-Latn-RS)")
        }
        if text != nil, file != nil {
            throw ValidationError("give the text as an argument or with --file, not both")
        }
        if markdown, markdownSource {
            throw ValidationError("--markdown and --markdown-source exclude each other")
        }
    }

    /// The font context of `--font-file` and `--system-fonts` (see `FontOptions`).
    func fontContext() throws -> FontContext { try fonts.fontContext() }

    /// Where the text comes from when it is not an argument: the file, or standard input
    /// (`-`, or no `--file`). Standard input that is a terminal is an error, not a silent
    /// wait.
    func inputHandle() throws -> FileHandle {
        if let file, file != "-" {
            guard !FileReadProblem.isDirectory(file), let handle = FileHandle(forReadingAtPath: file) else {
                throw CLIError(FileReadProblem.message(file))
            }
            return handle
        }
        guard isatty(STDIN_FILENO) != 1 else {
            throw CLIError(
                "no text: give it as an argument, with --file PATH, or on standard input (a pipe or a file, not the terminal)"
            )
        }
        return .standardInput
    }

    /// What the input is called in messages: the file's path, or "standard input".
    var sourceName: String { file.flatMap { $0 == "-" ? nil : $0 } ?? "standard input" }

    /// The text from the argument, the file or standard input.
    func readText() throws -> String {
        if let text, text != "-" { return text }
        let source = sourceName
        let handle = try inputHandle()
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw CLIError(FileReadProblem.message(source))
        }
        guard let string = String(validating: data, as: UTF8.self) else {
            throw CLIError("\(source): not valid UTF-8")
        }
        return string
    }

    /// The attributed text with the requested font and language, rendered or highlighted
    /// as markdown and with emoticons replaced when asked.
    ///
    /// Markdown images that are local PNG files get their own size, at most `imageWidth`
    /// points wide (`MarkdownImageSizes`).
    func attributedText(context: FontContext, imageWidth: Double = .infinity) throws -> AttributedText {
        try checkFamily(in: context)
        let string = try readText()
        var text: AttributedText
        if markdown {
            var theme = MarkdownTheme()
            theme.bodyFont = requestedFont
            let sizes = MarkdownImageSizes(directory: markdownDirectory, maximumWidth: imageWidth)
            text = MarkdownRenderer(theme: theme, imageSize: { url, _ in sizes.size(of: url) }).render(string)
        } else {
            text = AttributedText(string)
            text.font = requestedFont
        }
        if let language { text.language = language }
        var selection: Range<Int>? = nil
        if markdownSource {
            var parser = SimpleMarkdownParser()
            parser.fontSize = size
            _ = parser.parse(&text, selectedRange: &selection)
        }
        if let emoticons {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: emoticons))
            } catch {
                throw CLIError(FileReadProblem.message(emoticons))
            }
            do {
                _ = try EmoticonParser(json: data).parse(&text, selectedRange: &selection)
            } catch {
                throw CLIError("\(emoticons): \(error)")
            }
        }
        return text
    }

    /// The folder relative markdown image paths start from: the `--file`'s folder (nil,
    /// the working directory, for standard input or a text argument).
    var markdownDirectory: String? {
        guard let file, file != "-" else { return nil }
        return URL(fileURLWithPath: file).deletingLastPathComponent().path
    }

    /// Throws unless `--font` names a loaded family.
    func checkFamily(in context: FontContext) throws { try fonts.checkFamily(in: context) }
}
