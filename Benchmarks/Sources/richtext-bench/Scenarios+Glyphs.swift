import RichText

extension Scenarios {
    /// `glyphs/latin200`: a cold layout that also reads every glyph position. RichText
    /// builds its per-glyph arrays on first access (a cold layout alone does not), so this
    /// row shows what a renderer pays in all; Pango's cold layout already holds positioned
    /// glyph strings (Qt shapes every glyph to break lines), so their rows are the same work as
    /// `cold/latin200`.
    mutating func coldWithGlyphs() {
        let id = "glyphs/latin200"
        var info = ScenarioInfo(
            id: id, title: "cold layout + every glyph position: Latin ~200 chars", wordCache: WordCache.warm,
            unit: "µs/paragraph", unitScale: 1, showsRate: true)
        info.noPeer[Engine.skParagraph] =
            "no separate row: its cold layout already positions glyphs (see cold/latin200)"
        info.noPeer[Engine.harfBuzz] = "not applicable"
        register(info)
        let samples = corpus("latin200").samples
        let container = TextContainer(width: Self.width)
        let sink = self.sink
        record(id, Engine.richText, note: "TextLayout, then positions of every run") { i in
            let sample = samples[i % samples.count]
            var count = 0
            for line in TextLayout(container: container, text: sample.rich).lines {
                for run in line.runs { count += run.positions.count }
            }
            sink.add(count)
            return sample.scalars
        }
        if let pango {
            record(id, Engine.pango, note: "same as cold (Pango lays out positioned glyphs)") { i in
                let sample = samples[i % samples.count]
                sink.add(pango.layout(sample, width: Self.width))
                return sample.scalars
            }
        }
        if let qt {
            record(id, Engine.qt, note: "same as cold (QTextLayout shapes every glyph to break lines)") { i in
                let sample = samples[i % samples.count]
                sink.add(qt.layout(sample, width: Self.width))
                return sample.scalars
            }
        }
        flush()
    }
}
