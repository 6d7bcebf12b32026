import ArgumentParser
import Foundation

/// The `textmeasure` command: RichText's pipeline from the command line.
struct TextMeasure: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textmeasure",
        abstract: "Shape and measure text with RichText (HarfBuzz, FriBidi, ICU, bundled Noto fonts).",
        version: "0.1.0",
        subcommands: [MeasureCommand.self, ShapeCommand.self, RenderCommand.self, ServeCommand.self],
        defaultSubcommand: MeasureCommand.self
    )
}

/// Runs `TextMeasure`, printing every error on one line of standard error.
@main
enum TextMeasureMain {
    static func main() {
        do {
            if let index = ArgumentEncoding.firstInvalidArgument() {
                throw CLIError("argument \(index) is not valid UTF-8")
            }
            if BashCompletion.isRequested(
                by: Array(CommandLine.arguments.dropFirst()), shell: ProcessInfo.processInfo.environment["SHELL"])
            {
                print(BashCompletion.script())
                return
            }
            var command = try TextMeasure.parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)  // a status decided by the command, already reported
        } catch {
            if TextMeasure.exitCode(for: error) == .success {
                TextMeasure.exit(withError: error)  // --help, --version
            }
            let message = TextMeasure.message(for: error)
                .split(whereSeparator: \.isNewline).joined(separator: "; ")
            FileHandle.standardError.write(Data("textmeasure: \(message)\n".utf8))
            let code = TextMeasure.exitCode(for: error).rawValue
            Foundation.exit(code == 0 ? 1 : code)
        }
    }
}
