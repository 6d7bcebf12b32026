import Foundation
import Testing

/// Defects a new-user review of session 26 found in the CLI, each reproduced: absurd values
/// of layout flags, `serve`'s ids past a double's exact integers and its byte order mark, an
/// error message that hid the refused value, and a PDF page no viewer shows.
@Suite("textmeasure: review defects, session 26")
struct ReviewDefectTests {
    @Test("absurd insets, line heights, line spacing and scales are one-line errors with exit 64, naming the flag")
    func absurdLayoutValues() throws {
        let cases: [[String]] = [
            ["measure", "abc", "--insets", "1e308,0,0,0"], ["measure", "abc", "--line-height", "1e300"],
            ["measure", "abc", "--line-height", "1e300pt"], ["measure", "abc", "--line-spacing", "1e300"],
            ["measure", "abc", "--scale", "1e-300"], ["render", "abc", "--scale", "1e-300", "-o", "/dev/null"],
            ["render", "abc", "--scale", "1e6", "-o", "/dev/null"],
        ]
        try expectOneLineErrors(cases)
        for arguments in cases {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(arguments[2]), "\(arguments): \(result.stderr)")
        }
        // The largest values allowed still lay out.
        for flags in [["--insets", "1e12,0,0,0"], ["--line-height", "100"], ["--line-spacing", "10000"]] {
            let result = try CommandRunner.run(["measure", "abc"] + flags)
            #expect(result.status == 0, "\(flags): \(result.stderr)")
        }
    }

    @Test("serve echoes whole-number ids digit for digit, skips a byte order mark, and names refused values exactly")
    func serveEchoes() throws {
        let bom = "\u{FEFF}"
        let input =
            bom + #"{"id":9007199254740993,"text":"a"}"# + "\n" + #"{"id":-1234567890123456789,"text":"a"}"# + "\n"
            + #"{"id":2.5,"text":"a","size":10000.0001}"# + "\n" + #"{"id":4,"text":"a","maxLines":1e18}"# + "\n"
            // Past Int's range too (a new-user probe: 18446744073709551615 came back as 1.8446744073709552e+19).
            + #"{"id":18446744073709551615,"text":"a"}"# + "\n"
            + #"{"id":-123456789012345678901234567890,"text":"a","maxLines":99999999999999999999}"# + "\n"
        let result = try CommandRunner.run(["serve"], input: Data(input.utf8))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(result.stdout) \(result.stderr)")
        guard lines.count == 6 else { return }
        #expect(lines[4].hasPrefix(#"{"id":18446744073709551615,"size":"#), "\(lines[4])")
        #expect(lines[5].contains(#""id":-123456789012345678901234567890"#), "\(lines[5])")
        #expect(lines[5].contains(#"must be a whole number from 0 to 999999999, got 1e+20"#), "\(lines[5])")
        #expect(lines[0].hasPrefix(#"{"id":9007199254740993,"size":"#), "\(lines[0])")
        #expect(lines[1].hasPrefix(#"{"id":-1234567890123456789,"size":"#), "\(lines[1])")
        #expect(lines[2].contains("got 10000.0001"), "\(lines[2])")
        #expect(
            lines[3].contains(#"\"maxLines\" must be a whole number from 0 to 999999999, got 1e+18"#), "\(lines[3])")
    }

    @Test("a PDF page taller than 14,400 points is written with a warning; a PNG or a short PDF gets none")
    func tallPDFWarns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rt-pdf-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tall = String(repeating: "line\n", count: 800)
        let pdf = folder.appendingPathComponent("tall.pdf").path
        let warned = try CommandRunner.run(["render", "--width", "100", "-o", pdf], input: Data(tall.utf8))
        #expect(warned.status == 0 && FileManager.default.fileExists(atPath: pdf))
        #expect(warned.stderr.contains("larger than 14400 points a side"), "\(warned.stderr)")
        #expect(warned.stderr.split(separator: "\n").count == 1)
        let short = try CommandRunner.run(
            ["render", "--width", "100", "-o", folder.appendingPathComponent("short.pdf").path], input: Data("a".utf8))
        #expect(short.status == 0 && short.stderr.isEmpty, "\(short.stderr)")
    }
}
