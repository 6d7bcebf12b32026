import Foundation
import RichText

/// `--profile-document KB`: where the time of a `scale/*` document goes, per KB: shaping
/// (`ShapedText`), layout (`TextLayout` from the shaped text) and the teardown of each
/// (releasing the layout, then the shaped text), timed apart for about three seconds, then
/// what `scale/*` times (`TextLayout(container:text:)`, shaping and layout taking turns a
/// batch of paragraphs at a time) and its release, for three more, over
/// the same documents the `scale/*` rows lay out (warm word cache). It shows which stage
/// grows faster than the text: at 1 MB against 10 KB, layout and the shaped text's
/// teardown (data read back, and objects freed, from memory the CPU caches no longer hold).
enum DocumentProfile {
    static func run(kilobytes: Int, options: Options) -> Never {
        let pool = Corpora.latin200(options.corpusDirectory)
        let variants = kilobytes <= 10 ? 64 : kilobytes <= 100 ? 8 : 3
        let documents = (0..<variants).map {
            AttributedText(Corpora.document(bytes: kilobytes * 1024, variant: $0, pool: pool))
        }
        let container = TextContainer(width: Scenarios.width)
        // One untimed pass: the word cache holds the documents' words, as in scale/*.
        for document in documents { _ = TextLayout(container: container, text: document).lineCount }
        let (seconds, layouts, stagedLines) = StageTimer.run(
            documents, seconds: 3, first: { ShapedText($0) },
            second: { TextLayout(container: container, shapedText: $0) }, lines: \.lineCount)
        var lines = stagedLines
        // The path `scale/*` times: `TextLayout(container:text:)`, which shapes and lays out a
        // batch of paragraphs at a time (`ShapedText.Progressive`), then its release.
        var progressive = (work: 0.0, release: 0.0)
        var progressiveLayouts = 0
        let progressiveStart = Date()
        while Date().timeIntervalSince(progressiveStart) < 3 {
            for document in documents {
                let t0 = Date()
                var layout = [TextLayout(container: container, text: document)]
                lines += layout[0].lineCount
                let t1 = Date()
                layout.removeAll()
                progressive.work += t1.timeIntervalSince(t0)
                progressive.release += Date().timeIntervalSince(t1)
                progressiveLayouts += 1
            }
        }
        let kb = Double(documents.reduce(0) { $0 + $1.string.utf8.count }) / 1024 / Double(documents.count)
        func perKB(_ value: Double, _ count: Int) -> String {
            String(format: "%.1f", value / Double(count) / kb * 1e6)
        }
        print(
            "document \(kilobytes) KB (\(layouts) layouts, \(lines) lines), µs/KB: shape \(perKB(seconds.first, layouts)), "
                + "layout \(perKB(seconds.second, layouts)), release layout \(perKB(seconds.releaseSecond, layouts)), "
                + "release shaped text \(perKB(seconds.releaseFirst, layouts)); shaped and laid out in batches (as scale/*): "
                + "\(perKB(progressive.work, progressiveLayouts)), "
                + "release \(perKB(progressive.release, progressiveLayouts))")
        exit(0)
    }
}
