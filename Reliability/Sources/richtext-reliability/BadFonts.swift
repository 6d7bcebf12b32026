import Foundation
import RichText

/// Runs `variants` damaged copies of every bundled font through `DamagedFontTrial` and
/// prints, per font, how many loaded and how many were rejected (by `FontError` case).
///
/// A crash stops the process; `CrashReport` then prints the variant being tried, which
/// `--font NAME --from N` replays.
enum BadFonts {
    static func run(variants: Int, from first: Int, onlyFont: String?) -> Bool {
        var totalLoaded = 0
        var totalRejected = 0
        var failures: [String] = []
        let started = ContinuousClock.now
        for path in FontContext.bundledFontPaths {
            let name = String(path.split(separator: "/").last!)
            if let onlyFont, onlyFont != name { continue }
            guard let data = FileManager.default.contents(atPath: path) else {
                failures.append("\(name): cannot read")
                continue
            }
            let corruptor = FontCorruptor(bytes: [UInt8](data))
            var loaded = 0
            var rejected: [String: Int] = [:]
            for index in first..<first + variants {
                let (bytes, description) = corruptor.variant(index)
                CrashReport.current = "\(name) \(description)"
                switch DamagedFontTrial.run(bytes, name: "\(name) \(description)") {
                case .rejected(let error):
                    rejected[caseName(error), default: 0] += 1
                case .loaded(let problems):
                    loaded += 1
                    failures += problems.map { "\(name) \(description): \($0)" }
                }
            }
            let rejectedCount = rejected.values.reduce(0, +)
            totalLoaded += loaded
            totalRejected += rejectedCount
            let causes = rejected.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            report("bad-fonts: \(name): \(variants) variants: \(loaded) loaded, \(rejectedCount) rejected (\(causes))")
        }
        CrashReport.current = ""
        let seconds = (ContinuousClock.now - started).components.seconds
        report(
            "bad-fonts: total: \(totalLoaded) loaded and laid out, \(totalRejected) rejected, 0 crashes (\(seconds) s)")
        for failure in failures.prefix(20) { report("bad-fonts: FAILED: \(failure)") }
        return failures.isEmpty
    }

    private static func caseName(_ error: FontError) -> String {
        switch error {
        case .fileNotFound: return "not found"
        case .unreadable: return "unreadable"
        case .empty: return "empty"
        case .truncated: return "truncated"
        case .invalidData: return "invalid data"
        case .noUnicodeCharacterMap: return "no cmap"
        case .bundledFontsNotFound: return "bundled fonts not found"
        case .bundledFontMissing: return "bundled font missing"
        }
    }
}
