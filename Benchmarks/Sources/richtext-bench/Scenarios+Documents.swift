import RichText

extension Scenarios {
    // MARK: (d) scaling with document size

    mutating func scaling() {
        let pool = corpus("latin200").samples.map(\.string)
        // All sizes in one queue: the 1 MB target divides two of these rows.
        interleaveScenariosUntilFlush()
        for (label, bytes) in Corpora.scalingSizes {
            let variants = bytes <= 10 * 1024 ? 64 : bytes <= 100 * 1024 ? 8 : 3
            let documents = (0..<variants).map { Sample(Corpora.document(bytes: bytes, variant: $0, pool: pool)) }
            let averageKB = Double(documents.reduce(0) { $0 + $1.byteCount }) / Double(documents.count) / 1024
            let id = "scale/" + label.replacingOccurrences(of: " ", with: "")
            register(
                ScenarioInfo(
                    id: id, title: "scaling: Latin document of \(label) (paragraphs joined by \\n)",
                    wordCache: WordCache.warm, unit: "µs/KB", unitScale: averageKB, showsRate: true))
            let container = TextContainer(width: Self.width)
            let sink = self.sink
            record(id, Engine.richText) { i in
                let document = documents[i % documents.count]
                sink.add(TextLayout(container: container, text: document.rich).lineCount)
                return document.scalars
            }
            recordPeers(id, documents, harfBuzzFont: "NotoSans-Regular.ttf")
        }
        flush()
    }

    // MARK: (e) truncation and exclusion on 2,000-character paragraphs

    mutating func truncationAndExclusion() {
        let samples = corpus("latin2000").samples
        let sink = self.sink
        let truncateID = "truncate/latin2000"
        register(
            ScenarioInfo(
                id: truncateID, title: "truncate to \(Self.truncationRows) rows (end), Latin ~2000 chars, cold",
                wordCache: WordCache.warm, unit: "µs/paragraph", unitScale: 1, showsRate: false,
                noPeer: [
                    Engine.qt: "no peer (QTextLayout has no row limit with an ellipsis)",
                    Engine.harfBuzz: "not applicable",
                ]))
        var truncated = TextContainer(size: Size(width: Self.width, height: .infinity))
        truncated.maximumNumberOfRows = Self.truncationRows
        truncated.truncationType = .end
        let truncatedContainer = truncated
        record(truncateID, Engine.richText) { i in
            let sample = samples[i % samples.count]
            sink.add(TextLayout(container: truncatedContainer, text: sample.rich).lineCount)
            return sample.scalars
        }
        if let pango {
            let rows = Self.truncationRows
            record(truncateID, Engine.pango, note: "PANGO_ELLIPSIZE_END, height -\(rows)") { i in
                let sample = samples[i % samples.count]
                sink.add(pango.layoutTruncated(sample, width: Self.width, maxLines: rows))
                return sample.scalars
            }
        }
        let exclusionID = "exclusion/latin2000"
        register(
            ScenarioInfo(
                id: exclusionID, title: "circle exclusion (150 px), Latin ~2000 chars, cold",
                wordCache: WordCache.warm, unit: "µs/paragraph", unitScale: 1, showsRate: false,
                noPeer: [
                    Engine.pango: "no peer (no exclusion paths)",
                    Engine.qt: "no peer (no exclusion paths)",
                    Engine.skParagraph: "no peer (no exclusion paths)",
                    Engine.harfBuzz: "no peer",
                ]))
        var excluded = TextContainer(size: Size(width: Self.width, height: .infinity))
        excluded.exclusionPaths = [BezierPath(ellipseIn: Self.exclusionCircle)]
        let excludedContainer = excluded
        record(exclusionID, Engine.richText, note: "circle at (75, 60), 150 × 150") { i in
            let sample = samples[i % samples.count]
            sink.add(TextLayout(container: excludedContainer, text: sample.rich).lineCount)
            return sample.scalars
        }
        flush()
    }

}
