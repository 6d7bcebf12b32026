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
        let (seconds, documents, lines) = StageTimer.run(
            sources, seconds: 3, first: { MarkdownRenderer().render($0) },
            second: { TextLayout(container: container, text: $0) }, lines: \.lineCount)
        let kb = Double(sources.reduce(0) { $0 + $1.utf8.count }) / 1024 / Double(sources.count)
        func perKB(_ value: Double) -> String { String(format: "%.1f", value / Double(documents) / kb * 1e6) }
        print(
            "markdown \(kilobytes) KB (\(documents) documents, \(lines) lines), µs/KB of source: "
                + "render \(perKB(seconds.first)), layout \(perKB(seconds.second)), "
                + "release layout \(perKB(seconds.releaseSecond)), release text \(perKB(seconds.releaseFirst))")
        exit(0)
    }
}
