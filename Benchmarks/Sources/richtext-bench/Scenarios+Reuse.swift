import RichText

extension Scenarios {
    // MARK: (b) re-layout of the same text at a new width

    mutating func relayout() {
        for corpusID in ["latin200", "latin2000"] {
            let sample = corpus(corpusID).samples[0]
            let id = "relayout/" + corpusID
            register(
                ScenarioInfo(
                    id: id, title: "re-layout at a new width: " + corpus(corpusID).title,
                    wordCache: WordCache.notUsed, unit: "µs/re-layout", unitScale: 1, showsRate: false,
                    noPeer: [Engine.harfBuzz: "not applicable (no line breaking)"]))
            let shaped = ShapedText(sample.rich, context: .default)
            let containers = Self.relayoutWidths.map { TextContainer(width: $0) }
            let widths = Self.relayoutWidths
            let sink = self.sink
            record(id, Engine.richText, note: "TextLayout(container:shapedText:)") { i in
                sink.add(TextLayout(container: containers[i % containers.count], shapedText: shaped).lineCount)
                return sample.scalars
            }
            if let pango {
                let handle = pango.retainedLayout(sample, width: Self.width)
                record(id, Engine.pango, note: "pango_layout_set_width on one layout") { i in
                    sink.add(handle.relayout(width: widths[i % widths.count]))
                    return sample.scalars
                }
            }
            if let qt {
                let handle = qt.retainedLayout(sample, width: Self.width)
                record(id, Engine.qt, note: "beginLayout … endLayout again on one QTextLayout (reshapes)") { i in
                    sink.add(handle.relayout(width: widths[i % widths.count]))
                    return sample.scalars
                }
            }
        }
        flush()
    }

    // MARK: (c) TextMeasurer cache hit

    mutating func measureHit() {
        for corpusID in ["latin200", "latin2000"] {
            let sample = corpus(corpusID).samples[0]
            let id = "measure-hit/" + corpusID
            register(
                ScenarioInfo(
                    id: id, title: "measure, same text and size again: " + corpus(corpusID).title,
                    wordCache: WordCache.measurer, unit: "µs/call", unitScale: 1, showsRate: false,
                    noPeer: [Engine.harfBuzz: "not applicable"]))
            let measurer = TextMeasurer(cacheCapacity: 1024)
            let range = SizeRange(max: Size(width: Self.width, height: .infinity))
            _ = measurer.measure(sample.rich, in: range)
            let sink = self.sink
            record(id, Engine.richText, note: "TextMeasurer, warm cache") { _ in
                sink.add(measurer.measure(sample.rich, in: range).lineCount)
                return sample.scalars
            }
            if let pango {
                record(id, Engine.pango, note: "no cache: a fresh layout of the same text") { _ in
                    sink.add(pango.layout(sample, width: Self.width))
                    return sample.scalars
                }
            }
            if let qt {
                record(id, Engine.qt, note: "no cache: a fresh QTextLayout of the same text") { _ in
                    sink.add(qt.layout(sample, width: Self.width))
                    return sample.scalars
                }
            }
            flush()
            let stats = measurer.statistics
            if stats.misses != 1 { printNote("warning: measure-hit saw \(stats.misses) misses") }
        }
    }
}
