import Foundation
import Testing

/// What a newcomer tries first: piping text in, bold and italic faces, shell completion,
/// and `--help` that says each default once.
@Suite("textmeasure: newcomer conveniences")
struct NewcomerCLITests {
    @Test("measure and render read standard input for --file - and for a lone -", arguments: ["measure", "render"])
    func standardInput(subcommand: String) throws {
        let extra = subcommand == "render" ? ["-o", "-"] : ["--width", "120"]
        let text = "Hello world, hello layout"
        let argument = try CommandRunner.run([subcommand, text] + extra)
        #expect(argument.status == 0, "\(argument.stderr)")
        for source in [["--file", "-"], ["-"]] {
            let piped = try CommandRunner.run([subcommand] + source + extra, input: Data(text.utf8))
            #expect(piped.status == 0, "\(source): \(piped.stderr)")
            #expect(piped.stdoutBytes == argument.stdoutBytes, "\(subcommand) \(source)")
        }
    }

    @Test("--weight and --italic choose the bundled Noto Sans faces in shape and measure")
    func weightAndItalic() throws {
        let cases: [([String], String)] = [
            ([], "Regular"), (["--weight", "bold"], "Bold"), (["--weight", "700"], "Bold"),
            (["--italic"], "Italic"), (["--weight", "bold", "--italic"], "Bold Italic"),
            (["--weight", "Black"], "Bold"), (["--weight", "300"], "Regular"),
        ]
        for (flags, style) in cases {
            let shape = try CommandRunner.run(["shape", "Hello"] + flags)
            #expect(shape.status == 0, "\(flags): \(shape.stderr)")
            #expect(shape.stdout.contains("\"font\":\"Noto Sans\",\"style\":\"\(style)\""), "\(flags): \(shape.stdout)")
            let measure = try CommandRunner.run(["measure", "Hello"] + flags)
            #expect(measure.stdout.contains("font=\"Noto Sans \(style)\""), "\(flags): \(measure.stdout)")
        }
        let regular = try CommandRunner.run(["measure", "--json", "Hello"])
        let bold = try CommandRunner.run(["measure", "--json", "--weight", "bold", "Hello"])
        #expect(regular.stdout != bold.stdout)  // bold glyphs are wider
    }

    @Test("a bad --weight, or --weight with --batch, is a one-line error")
    func badWeight() throws {
        try expectOneLineErrors([
            ["shape", "--weight", "heavy", "x"], ["measure", "--weight", "0", "x"],
            ["measure", "--weight", "1001", "x"], ["measure", "--batch", "--italic"],
        ])
        let usage = try CommandRunner.run(["measure", "--weight", "heavy", "x"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("--weight takes thin, extralight, light, regular"), "\(usage.stderr)")
        #expect(usage.stderr.contains("got 'heavy'"))
        // A negative number is the option's value, refused as one (not "Missing value").
        let negative = try CommandRunner.run(["measure", "--weight", "-5", "x"])
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("got '-5'"), "\(negative.stderr)")
    }

    @Test("layout flags with --batch are refused, naming them, not silently ignored")
    func batchRefusesLayoutFlags() throws {
        let input = Data("{\"text\":\"hello world\"}\n".utf8)
        for flags in [["--width", "10"], ["--max-lines", "1"], ["--json"], ["--markdown"], ["--insets", "5,5,5,5"]] {
            let result = try CommandRunner.run(["measure", "--batch"] + flags, input: input)
            #expect(result.status == 64, "\(flags): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.contains(flags[0]) && result.stderr.contains("do not apply to --batch"),
                "\(result.stderr)")
        }
        let sized = try CommandRunner.run(["measure", "--batch", "--size", "20"], input: input)
        #expect(sized.status == 0, "--size stays the requests' default: \(sized.stderr)")
    }

    @Test("completion scripts name the subcommands and options", arguments: ["bash", "zsh", "fish"])
    func completion(shell: String) throws {
        let result = try CommandRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        for word in ["textmeasure", "measure", "shape", "render", "serve"] {
            #expect(result.stdout.contains(word), "\(shell) completion lacks \(word)")
        }
        for option in ["weight", "italic", "file", "width"] {
            let spelled = shell == "fish" ? "-l '\(option)'" : "--\(option)"  // fish: complete -l 'weight'
            #expect(result.stdout.contains(spelled), "\(shell) completion lacks \(spelled)")
        }
    }

    @Test("bash completes the default subcommand's options after textmeasure, and subcommands' after theirs")
    func bashCompletesDefaultSubcommand() throws {
        let script = try CommandRunner.run(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("textmeasure-\(UUID()).bash")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // What bash offers for the last word of `line`, as its completion function does.
        func completions(_ line: String) throws -> [String] {
            let bash = Process()
            bash.executableURL = URL(fileURLWithPath: "/bin/bash")
            let driver =
                "source \"$0\"; read -ra COMP_WORDS <<< \"$1\"; [[ \"$1\" == *' ' ]] && COMP_WORDS+=(''); "
                + "COMP_CWORD=$((${#COMP_WORDS[@]}-1)); "
                + "_textmeasure textmeasure \"${COMP_WORDS[COMP_CWORD]}\" \"${COMP_WORDS[COMP_CWORD-1]}\"; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\""
            bash.arguments = ["-c", driver, file.path, line]
            let output = Pipe()
            bash.standardOutput = output
            try bash.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            bash.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try completions("textmeasure --wi") == ["--width"])
        #expect(try completions("textmeasure --width 100 --max-l") == ["--max-lines"])
        #expect(try completions("textmeasure me") == ["measure"])
        #expect(try completions("textmeasure shape --gl") == ["--glyphs"])
        #expect(try completions("textmeasure measure --wi") == ["--width"])
        // After an option, its values only (no subcommand names); the words as typed.
        #expect(try completions("textmeasure --align r") == ["right"])
        #expect(try completions("textmeasure --truncation s") == ["start"])
        #expect(try completions("textmeasure --width 100 hello --max-l") == ["--max-lines"])
        // An option's values alone, not the top level's flags among them (a trailing space:
        // the word being completed is empty).
        #expect(try completions("textmeasure --align ") == ["left", "right", "center", "justified", "natural"])
        #expect(try completions("textmeasure measure --align ") == ["left", "right", "center", "justified", "natural"])
        #expect(try completions("textmeasure --line-break ") == ["word", "char", "clip"])
        #expect(try completions("textmeasure ").contains("--version") && completions("textmeasure ").contains("render"))
    }

    @Test("every subcommand's --help states each default once", arguments: ["measure", "shape", "render", "serve"])
    func helpDefaults(subcommand: String) throws {
        let result = try CommandRunner.run([subcommand, "--help"])
        #expect(result.status == 0)
        // One entry per option: a line starting "  -", then its wrapped continuation lines.
        var entries: [String] = []
        for line in result.stdout.split(separator: "\n") {
            if line.hasPrefix("  -") {
                entries.append(String(line))
            } else if !entries.isEmpty {
                entries[entries.count - 1] += " " + line
            }
        }
        #expect(entries.count > 5)
        for entry in entries {
            let defaults = entry.lowercased().components(separatedBy: "default").count - 1
            #expect(defaults <= 1, "\(subcommand): \(entry)")
        }
        if subcommand != "serve" {
            #expect(result.stdout.contains("--weight") && result.stdout.contains("--italic"))
        }
    }

    @Test("serve --help shows a request that serve answers (its lines, joined, are one valid request)")
    func serveHelpExample() throws {
        let help = try CommandRunner.run(["serve", "--help"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("{\"text\"") })
        let end = try #require(lines[start...].firstIndex { $0.hasSuffix("}") })
        let request = lines[start...end].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        for line in lines[start..<end] {
            #expect(line.hasSuffix(","), "the example is wrapped inside a field: \(line)")
        }
        let answer = try CommandRunner.run(["serve"], input: Data((request + "\n").utf8))
        #expect(answer.status == 0)
        #expect(answer.stdout.hasPrefix("{\"id\":1,\"size\""), "\(answer.stdout)")
    }
}
