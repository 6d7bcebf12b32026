import Foundation

/// `richtext-reliability layout-loop [--runs N]`, `memory [--count N] [--every N]`,
/// `bad-fonts [--variants N] [--from N] [--font FILE]`.
let arguments = Array(CommandLine.arguments.dropFirst())
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func option(_ name: String, default value: Int) -> Int { option(name).flatMap(Int.init) ?? value }

do {
    switch arguments.first {
    case "layout-loop":
        try LayoutLoop.run(corpus: root + "/Tests/Corpus", runs: option("--runs", default: 5))
    case "memory":
        let count = option("--count", default: 200_000)
        exit(MemoryCheck.run(count: count, reportEvery: option("--every", default: count / 4)) ? 0 : 1)
    case "bad-fonts":
        CrashReport.install()
        let passed = BadFonts.run(
            variants: option("--variants", default: 1000), from: option("--from", default: 0),
            onlyFont: option("--font"))
        exit(passed ? 0 : 1)
    default:
        FileHandle.standardError.write(Data("usage: richtext-reliability layout-loop|memory|bad-fonts\n".utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("richtext-reliability: \(error)\n".utf8))
    exit(1)
}

/// Prints `line` at once (unbuffered), so a crash loses nothing already reported.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
