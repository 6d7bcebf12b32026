import Foundation
import RichText
import TextParsers

extension Scenarios {
    /// Above this, markdown/100KB is too slow to try 1 MB at all.
    static let markdownGuardSeconds = 1.0
    /// A 1 MB render + layout slower than this is timed once, not repeated.
    static let markdownSingleShotSeconds = 2.0

    // MARK: (i) markdown render + layout of ordinary documents

    /// `markdown/10KB`, `/100KB`, `/1MB`: `MarkdownRenderer().render(source)` and a layout at
    /// width 300, timed together (RichText); the peers lay out the plain text of the rendering
    /// (rendered before timing), as in `cold/markdown`.
    mutating func markdownRender() {
        guard selected("markdown/") else { return }
        let readme = Corpora.readMarkdown(options.markdownFile)
        var previous: (label: String, seconds: Double)?
        for (label, bytes) in Corpora.markdownSizes {
            let id = "markdown/" + label
            let isLarge = bytes > 100 * 1024
            var info = ScenarioInfo(
                id: id, title: "markdown render + layout: ~\(label) document (README copies)",
                wordCache: WordCache.warm, unit: "µs/document", unitScale: 1, showsRate: true,
                noPeer: [Engine.skParagraph: "not run (SkParagraph on the README's plain text: cold/markdown)"])
            if isLarge {
                info.noPeer[Engine.pango] =
                    "not run (one 1 MB Pango layout takes seconds: see scale/1MB; keeps the suite bounded)"
            }
            register(info)
            guard options.only.isEmpty || options.only.contains(where: id.hasPrefix) else { continue }
            // 100 KB and 1 MB in one queue, their runs interleaved: a target divides them.
            if label == "100KB" { interleaveScenariosUntilFlush() }
            if isLarge, let previous, previous.seconds > Self.markdownGuardSeconds {
                skipped[id] = String(
                    format: "skipped: markdown/%@ took %.1f s (> %.0f s), so 1 MB could take very long",
                    previous.label, previous.seconds, Self.markdownGuardSeconds)
                printNote("  " + pad(id, 24) + " " + skipped[id]!)
                continue
            }
            let documents =
                isLarge
                ? [markdownSingleShot(id, readme: readme)]
                : Corpora.markdownDocuments(readme: readme, bytes: bytes, variants: bytes <= 10 * 1024 ? 8 : 4)
            let container = TextContainer(width: Self.width)
            let sink = self.sink
            if !isLarge {
                // What the guard above reads: one render and layout, untimed for the row.
                let start = now()
                let text = MarkdownRenderer().render(documents[0].source)
                sink.add(TextLayout(container: container, text: text).lineCount)
                previous = (label, now() - start)
            }
            if !rows.contains(where: { $0.scenario == id }) {
                record(id, Engine.richText, note: "MarkdownRenderer().render + TextLayout") { i in
                    let document = documents[i % documents.count]
                    let text = MarkdownRenderer().render(document.source)
                    sink.add(TextLayout(container: container, text: text).lineCount)
                    return document.plain.scalars
                }
            }
            recordPeers(
                id, documents.map(\.plain), harfBuzzFont: "NotoSans-Regular.ttf",
                note: "plain text of the rendered document (rendering not timed)", skipPango: isLarge)
        }
        flush()
    }

    /// Renders and lays out the 1 MB document once, timed: the rendering is the peers' text.
    /// When that took over `markdownSingleShotSeconds`, the shot is RichText's row (one run of
    /// one operation); otherwise RichText is timed as usual.
    private mutating func markdownSingleShot(_ id: String, readme: String) -> MarkdownDocument {
        let source = Corpora.tenfoldMarkdownSource(readme: readme)
        let start = now()
        let text = MarkdownRenderer().render(source)
        sink.add(TextLayout(container: TextContainer(width: Self.width), text: text).lineCount)
        let seconds = now() - start
        let document = MarkdownDocument(source: source, plain: Sample(text.string, rich: text))
        if seconds > Self.markdownSingleShotSeconds {
            let timing = Timing(
                perOperation: [seconds], batch: 1, charactersPerOperation: Double(document.plain.scalars))
            let note = String(
                format: "timed once: render + layout took %.1f s (> %.0f s), not repeated", seconds,
                Self.markdownSingleShotSeconds)
            rows.append(Row(scenario: id, engine: Engine.richText, timing: timing, note: note))
            printNote(
                "  " + pad(id, 24) + " " + pad(Engine.richText, 13)
                    + String(format: " %10.2f µs/document (%@)", seconds * 1e6, note))
        }
        return document
    }
}
