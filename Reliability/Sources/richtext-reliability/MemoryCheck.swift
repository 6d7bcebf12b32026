import Foundation
import RichText

/// Measures many distinct texts through `TextMeasurer.shared` and shows that resident
/// memory stays bounded: every cache on the way caps itself (the shaped-word cache at
/// 8 MB, allocated up front; the measurer's LRU at 1,024 results; the Thai break cache at
/// two generations of 4,096 runs; the glyph tables of layouts die with their layouts).
///
/// Each text is new: numbered nonce words in Latin (twice, so the shaped-word cache admits
/// them), a Thai phrase of five words out of eight, a CJK character and an Arabic word
/// chosen by the index, so every measurement misses the measurer's cache and brings new
/// words to the shaped-word cache and new runs to the Thai cache. Resident memory is read
/// from /proc/self/status every `reportEvery` texts; the check fails when it grows by more
/// than `allowedGrowthMB` (8 MB) after the first report, by which time every cache is full.
enum MemoryCheck {
    static let allowedGrowthMB = 8.0

    static func run(count: Int, reportEvery: Int) -> Bool {
        let measurer = TextMeasurer.shared
        let range = SizeRange(max: Size(width: 300, height: .infinity))
        var firstReport: Double?
        var lastReport = 0.0
        var checksum = 0.0
        report("memory: \(count) distinct measurements, width 300, reports every \(reportEvery)")
        report("memory: before: RSS \(format(residentMB())) MB")
        for index in 1...count {
            let text = AttributedText(Self.text(index))
            checksum += measurer.measure(text, in: range).size.height
            guard index % reportEvery == 0 else { continue }
            let resident = residentMB()
            let stats = measurer.statistics
            let shaping = FontContext.default.shapingCacheStatistics
            report(
                "memory: \(index): RSS \(format(resident)) MB; measurer cache \(stats.count)/\(stats.capacity) "
                    + "(\(stats.evictions) evicted); shaped words \(shaping.count) "
                    + "(\(format(Double(shaping.bytes) / 1_048_576)) of \(format(Double(shaping.capacityBytes) / 1_048_576)) MB)"
            )
            if firstReport == nil { firstReport = resident }
            lastReport = resident
        }
        let growth = lastReport - (firstReport ?? lastReport)
        let bounded = growth <= allowedGrowthMB
        report(
            "memory: growth after the first report: \(format(growth)) MB (bound \(format(allowedGrowthMB)) MB): "
                + (bounded ? "bounded" : "NOT BOUNDED") + " (checksum \(Int(checksum)))")
        return bounded
    }

    /// Text `index`: about 120 characters no earlier text had.
    static func text(_ index: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        func nonce(_ n: Int) -> String {
            var word = ""
            var value = n
            repeat {
                word.append(letters[value % 26])
                value /= 26
            } while value > 0
            return word
        }
        let thai = ["ภาษา", "ไทย", "สวย", "งาม", "เมือง", "น้ำ", "ใจ", "ดี"]
        let phrase = (0..<5).map { thai[(index >> (3 * $0)) & 7] }.joined()
        let cjk = Character(Unicode.Scalar(0x4E00 + UInt32(index % 20_000))!)
        let arabic = ["مرحبا", "بالعالم", "كتاب", "مدينة"][index % 4]
        let words = "\(nonce(index * 3)) \(nonce(index * 3 + 1))x \(nonce(index * 3 + 2))q"
        // The nonce words come twice, so the shaped-word cache's doorkeeper admits them.
        return "Measure \(index): \(words) \(phrase) \(index % 1000) \(cjk)字 \(arabic) \(index * 7) \(words)"
            + " the quick brown fox jumps over the lazy dog."
    }

    /// The resident set size in MB (VmRSS of /proc/self/status).
    static func residentMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
