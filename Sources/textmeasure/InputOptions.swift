import ArgumentParser
import Foundation
import RichText

/// Where the text comes from and which fonts to use; shared by the subcommands.
struct InputOptions: ParsableArguments {
    @Argument(help: "The text. Without it, --file or standard input is read.")
    var text: String?

    @Option(name: .long, help: ArgumentHelp("Read the text from a UTF-8 file.", valueName: "path"))
    var file: String?

    @Option(name: .long, help: "Font family (default: Noto Sans).")
    var font: String = Font.defaultFamily

    @Option(name: .long, help: "Font size in points.")
    var size: Double = 16

    @Option(name: .customLong("font-file"), help: ArgumentHelp("Add a font file (repeatable).", valueName: "path"))
    var fontFiles: [String] = []

    @Option(name: .long, help: "Language (BCP 47) for shaping and line breaking.")
    var language: String?

    mutating func validate() throws {
        guard size.isFinite, size > 0, size <= 10_000 else {
            throw ValidationError("--size must be a number between 0 and 10000, got \(size)")
        }
        if text != nil, file != nil {
            throw ValidationError("give the text as an argument or with --file, not both")
        }
    }

    /// The font context: the default one, or a new one with the extra font files.
    func fontContext() throws -> FontContext {
        guard !fontFiles.isEmpty else { return .default }
        let context = try FontContext()
        for path in fontFiles {
            try context.addFont(path: path)
        }
        return context
    }

    /// The text from the argument, the file or standard input.
    func readText() throws -> String {
        if let text { return text }
        let data: Data
        let source: String
        if let file {
            source = file
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw CLIError("\(file): cannot read file")
            }
        } else {
            source = "standard input"
            data = FileHandle.standardInput.readDataToEndOfFile()
        }
        guard let string = String(validating: data, as: UTF8.self) else {
            throw CLIError("\(source): not valid UTF-8")
        }
        return string
    }

    /// The attributed text with the requested font and language.
    func attributedText(context: FontContext) throws -> AttributedText {
        let families = context.families
        guard families.contains(where: { $0.lowercased() == font.lowercased() }) else {
            throw CLIError("unknown font family '\(font)' (known: \(families.joined(separator: ", ")))")
        }
        var text = AttributedText(try readText())
        text.font = Font(family: font, size: size)
        if let language { text.language = language }
        return text
    }
}
