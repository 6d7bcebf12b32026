import Foundation
import RichText

/// Times warm layouts of distinct Latin paragraphs, as the benchmarks' `cold/latin200`
/// scenario does: the cost the shaped-word cache's shard locks are part of.
///
/// The paragraphs are 1,000 windows of about 200 characters of `Tests/Corpus/en.txt`, laid
/// out at width 300 after one untimed pass (so their words are cached). Each run lays out
/// all of them; the minimum over the runs is printed, in microseconds per paragraph.
enum LayoutLoop {
    static func run(corpus: String, runs: Int) throws {
        let text = try String(contentsOfFile: corpus + "/en.txt", encoding: .utf8)
        let paragraphs = windows(of: text, length: 200, count: 1000).map { AttributedText($0) }
        let container = TextContainer(size: Size(width: 300, height: .infinity))
        // The untimed pass: words into the cache; its line count is every pass's.
        let linesPerPass = paragraphs.reduce(0) { $0 + TextLayout(container: container, text: $1).lines.count }
        var lines = 0
        var best = Double.infinity
        for run in 1...runs {
            let start = ContinuousClock.now
            for paragraph in paragraphs { lines += TextLayout(container: container, text: paragraph).lines.count }
            let elapsed = ContinuousClock.now - start
            let micros = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
            let perParagraph = micros / Double(paragraphs.count)
            best = min(best, perParagraph)
            report(String(format: "run %d: %.2f µs/paragraph", run, perParagraph))
        }
        precondition(lines == linesPerPass * runs, "a pass laid the paragraphs out differently")
        report(
            String(
                format: "layout-loop: %d paragraphs at width 300 (%d lines), min of %d runs: %.2f µs/paragraph",
                paragraphs.count, linesPerPass, runs, best))
    }

    /// `count` distinct windows of about `length` characters starting at evenly spaced word
    /// starts of `text` (whitespace collapsed), each extended to the end of its last word.
    static func windows(of text: String, length: Int, count: Int) -> [String] {
        let characters = Array(text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        let circular = characters + [" "] + characters + [" "] + characters
        let starts = (0..<characters.count).filter { $0 == 0 || characters[$0 - 1] == " " }
        var seen = Set<String>()
        var result: [String] = []
        for index in 0..<min(count, starts.count) {
            let start = starts[index * starts.count / min(count, starts.count)]
            var end = start + length
            while end < circular.count, end < start + length + 40, circular[end] != " " { end += 1 }
            let window = String(circular[start..<end]).trimmingCharacters(in: .whitespaces)
            if seen.insert(window).inserted { result.append(window) }
        }
        return result
    }
}
