import Foundation
import RichText
import TextParsers

/// `--profile-markdown KB`: where the time of a `markdown/*` document goes, per KB of source:
/// `MarkdownRenderer().render` and the layout at width 300 (warm word cache, as the scenario),
/// then the release of the layout and of the rendered text, each timed apart for about three
/// seconds over the documents the `markdown/*` row of that size uses (10 and 100: its
/// variants; 1000: the tenfold document). It shows which stage grows faster than the text.
enum MarkdownProfile {
    static func run(kilobytes: Int, options: Options) -> Never {
        let readme = Corpora.readMarkdown(options.markdownFile)
        let sources =
            kilobytes >= 1000
            ? [Corpora.tenfoldMarkdownSource(readme: readme)]
            : (0..<(kilobytes <= 10 ? 8 : 4)).map {
                Corpora.markdownSource(readme: readme, bytes: kilobytes * 1024, variant: $0)
            }
        let container = TextContainer(width: Scenarios.width)
        // One untimed pass: the word cache holds the documents' words, as in markdown/*.
        for source in sources {
            _ = TextLayout(container: container, text: MarkdownRenderer().render(source)).lineCount
        }
        var seconds = (render: 0.0, layout: 0.0, dropLayout: 0.0, dropText: 0.0)
        var documents = 0
        var lines = 0
        let start = Date()
        while Date().timeIntervalSince(start) < 3 {
            for source in sources {
                // Kept in arrays, so that each is released exactly where the array is emptied.
                let t0 = Date()
                var text = [MarkdownRenderer().render(source)]
                let t1 = Date()
                var layout = [TextLayout(container: container, text: text[0])]
                lines += layout[0].lineCount
                let t2 = Date()
                layout.removeAll()
                let t3 = Date()
                text.removeAll()
                let t4 = Date()
                seconds.render += t1.timeIntervalSince(t0)
                seconds.layout += t2.timeIntervalSince(t1)
                seconds.dropLayout += t3.timeIntervalSince(t2)
                seconds.dropText += t4.timeIntervalSince(t3)
                documents += 1
            }
        }
        let kb = Double(sources.reduce(0) { $0 + $1.utf8.count }) / 1024 / Double(sources.count)
        func perKB(_ value: Double) -> String { String(format: "%.1f", value / Double(documents) / kb * 1e6) }
        print(
            "markdown \(kilobytes) KB (\(documents) documents, \(lines) lines), µs/KB of source: "
                + "render \(perKB(seconds.render)), layout \(perKB(seconds.layout)), "
                + "release layout \(perKB(seconds.dropLayout)), release text \(perKB(seconds.dropText))")
        exit(0)
    }
}
