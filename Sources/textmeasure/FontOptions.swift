import ArgumentParser
import Foundation
import RichText
import TextMeasureKit

/// The font flags every subcommand takes: the family and size, extra font files, the
/// system's fonts.
struct FontOptions: ParsableArguments {
    @Option(name: .long, help: "Font family: a bundled one or one added with --font-file or --system-fonts.")
    var font: String = Font.defaultFamily

    @Option(name: .long, parsing: .unconditional, help: "Font size in points.")
    var size: Double = 16

    @Option(name: .customLong("font-file"), help: ArgumentHelp("Add a font file (repeatable).", valueName: "path"))
    var fontFiles: [String] = []

    @Flag(
        name: .customLong("system-fonts"),
        help: "Also use the system's fonts (fontconfig), after the bundled ones, for scripts they lack.")
    var systemFonts = false

    mutating func validate() throws {
        guard size.isFinite, size > 0, size <= 10_000 else {
            throw ValidationError("--size must be greater than 0 and at most 10000, got \(FlagNumber.text(size))")
        }
    }

    /// The font context: the default one, or a new one with the extra font files and,
    /// with `--system-fonts`, the system's fonts.
    func fontContext() throws -> FontContext {
        do {
            guard !fontFiles.isEmpty || systemFonts else { return try FontContext.loadDefault() }
            let context = try FontContext()
            for path in fontFiles {
                try context.addFont(path: path)
            }
            if systemFonts { _ = context.addSystemFonts() }
            return context
        } catch {
            throw CLIError("\(error)")
        }
    }

    /// Throws unless `--font` names a family of `context`.
    func checkFamily(in context: FontContext) throws {
        let families = context.families
        guard families.contains(where: { $0.lowercased() == font.lowercased() }) else {
            throw CLIError("unknown font family '\(EchoedValue.shortened(font))' (known: \(families.joined(separator: ", ")))")
        }
    }
}
