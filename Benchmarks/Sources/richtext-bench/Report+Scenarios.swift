import Foundation

extension Report {
    func scenariosSection() -> String {
        let set = scenarios.workingSet
        let sizing =
            set.warning.map { "a fixed \(set.vocabularySize) words (\($0))" }
            ?? "\(set.vocabularySize) words, twice the \(set.capacityWords) the cache held at most (its "
            + "`shapingCacheStatistics.count` at the highest while \(set.fillParagraphs) other nonce paragraphs, each "
            + "laid out twice, filled it until it had evicted as many; `capacityBytes` \(set.capacityBytes))"
        var nonceComparison = "`first-sight/nonce` not run"
        if let rounds = row("working-set", Engine.richText), let nonce = row("first-sight/nonce", Engine.richText) {
            let ratio = rounds.timing.median / nonce.timing.median
            nonceComparison = String(format: "against `first-sight/nonce`, 1,000 other paragraphs, it is %.2f×", ratio)
        }
        let hitRate = scenarios.workingSetHitRate.map { String(format: "%.0f %%", $0 * 100) } ?? "not measured"
        var pairing = "the alternated pairs were not run"
        if let pairs = scenarios.workingSetComparison, !pairs.pairRatios.isEmpty {
            pairing =
                "\(pairs.pairRatios.count) alternated pairs of blocks of \(pairs.blockParagraphs) paragraphs, one "
                + "block of each within a fraction of a second, which goes first alternating, an untimed round "
                + "through every paragraph before each working-set block (the first-sight block empties the cache); "
                + "pair ratios "
                + pairs.pairRatios.map { String(format: "%.3f", $0) }.joined(separator: ", ")
                + String(format: ", median %.3f", pairs.ratio)
        }
        return """
            ## What each scenario does

            - `cold/*`: a new layout of a paragraph never laid out before in the run (pools of ≥ 1,000 distinct \
            paragraphs, ~200 characters, windows of the corpus starting at different word boundaries; 400 of \
            ~2,000 characters), width \(Int(Scenarios.width)). RichText: `TextLayout(container:text:)` from an \
            `AttributedText`; Pango: a fresh `PangoLayout` and `pango_layout_get_line_count`; Qt: a fresh \
            `QTextLayout` per paragraph (`WrapAtWordBoundaryOrAnywhere`, lines created until the text is used up); \
            SkParagraph: `ParagraphBuilder` … `Build()`, `layout(300)`; raw HarfBuzz: one `hb_shape` per paragraph \
            with the script's font. `cold/markdown`: the README rendered by `MarkdownRenderer` (RichText) or its plain \
            text (peers; Qt lays out each line in its own QTextLayout); variant k ends with " k" so that caches never \
            see the same text twice. RichText's shaped-word cache is **warm**: kept across paragraphs (that is what \
            it is for: a new paragraph is mostly words seen before); a cold layout decides lines and runs, and builds \
            per-glyph position arrays only when something asks for glyphs, which `glyphs/latin200` measures. \
            `cold/nonce`: 1,000 paragraphs of 24 random lowercase words (3–10 letters, seeded, the same every run); \
            words repeat across paragraphs only by chance, but the pool is walked more than once, so later passes \
            meet words the cache may still hold.
            - `first-sight/*`: the same texts with RichText's shaped-word cache **emptied before every paragraph** \
            (`FontContext.default.removeAllShapedWords()`, inside the timed operation: subtract its cost, \
            \(scenarios.emptyingCost.map { String(format: "%.2f µs", $0 * 1e6) } ?? "not measured") a call, to get \
            the layout alone). The peers have no word cache: their rows repeat their cold work next to RichText's.
            - `working-set`: nonce words, \(sizing); \(set.corpus.samples.count) paragraphs of 24 words drawn at \
            random from it (\(set.distinctWords) distinct words used), laid out in rounds (one untimed round first, \
            then the timed runs continue through the same paragraphs). RichText's cache hit rate in the timed runs: \
            \(hitRate). `first-sight/working-set`: the same paragraphs in the same rounds with the cache emptied \
            before every paragraph. A cache that keeps part of a working set larger than itself should make \
            `working-set` no slower than that. The target compares these two, the same text with and without the \
            cache, in \(pairing) (the rows' medians were timed seconds apart, and this shared VM's speed changes in \
            states that last seconds; \(nonceComparison)).
            - `glyphs/latin200`: the Latin-200 cold layout plus reading every run's glyph positions (RichText; \
            Pango's and Qt's rows are their cold layouts again).
            - `relayout/*`: one paragraph already shaped, laid out again at widths cycling through \
            \(Scenarios.relayoutWidths.map { String(Int($0)) }.joined(separator: ", ")). RichText: \
            `TextLayout(container:shapedText:)`; Pango: `pango_layout_set_width` + line count on one layout; Qt: \
            `beginLayout` … `endLayout` again on one QTextLayout (which itemizes and shapes again); SkParagraph: \
            `paragraph.layout(width)` on one paragraph.
            - `measure-hit/*`: `TextMeasurer.measure` with the same text and size range (warm cache).
            - `scale/*`: Latin documents of 1 KB to 1 MB (Latin-200 paragraphs joined by `\\n`), one layout per \
            document, reported per KB (flat = linear). The four sizes are timed in one queue, their runs \
            interleaved (as the engines' runs of a scenario are), so most runs of the 1 MB and 10 KB rows meet the \
            same moments of the host (a size that takes longer gets fewer runs: the last runs of the smaller sizes \
            come after it).
            - `markdown/*`: `MarkdownRenderer().render(source)` plus a layout at width \(Int(Scenarios.width)), timed \
            together, of ordinary markdown documents of ~10 KB, ~100 KB and ~1 MB (copies of the README, headings \
            numbered per copy, cut at a block boundary; the ~1 MB one is ten ~100 KB ones, so that it holds ten times \
            the 100 KB case's kind of text). The peers lay out the plain text of the rendering (rendered \
            before timing). 100 KB and 1 MB are timed in one queue, their runs interleaved; the target divides \
            them round by round (the k-th run of each) and takes the median of those ratios. 1 MB is skipped when \
            one untimed 100 KB render and layout takes over \(Int(Scenarios.markdownGuardSeconds)) s.
            - `truncate/latin2000`: ~2,000-char paragraphs, at most \(Scenarios.truncationRows) rows, end ellipsis.
            - `serve`: 100,000 requests through one `textmeasure serve` process (see its section).
            - `exclusion/latin2000`: ~2,000-char paragraphs around a 150 px circle in the middle of the column \
            (RichText only: the peers cannot flow text around shapes).

            Timing: each (scenario, engine) pair warms up for a third of a run, then does \(options.runs) timed runs \
            (5 when one operation takes over 50 ms, 3 over 250 ms, 1 over 2 s) of as many operations as fit in \
            \(Int(options.runTarget * 1000)) ms; the table gives the median, min and max per operation (or per KB). \
            Within a scenario the runs of RichText, Pango, Qt and raw HarfBuzz are interleaved (run 1 of each, run 2 \
            of each, ...), so that a slow spell of the machine does not land on one engine only; SkParagraph runs \
            earlier, in its own process, with the same harness. Operation i uses text i of the pool (modulo its \
            size), so consecutive runs keep meeting new texts.

            """
    }
}
