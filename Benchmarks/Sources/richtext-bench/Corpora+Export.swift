import Foundation

extension Corpora {
    // MARK: export for skparagraph.py

    /// `string` as a JSON string literal (Foundation's encoder does the escaping).
    static func jsonString(_ string: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // Encoding a String cannot fail.
        return String(decoding: (try? encoder.encode(string)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    /// Writes one JSON Lines file per corpus (one JSON string per line) and manifest.json, which
    /// names the scenario each corpus's plain layouts time and the corpora of `first-sight/*`.
    static func export(_ corpora: [Corpus], to directory: String, fontDirectory: String, options: Options) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var entries: [String] = []
        for corpus in corpora {
            let file = corpus.id + ".jsonl"
            let body = corpus.samples.map { jsonString($0.string) }.joined(separator: "\n") + "\n"
            try body.write(toFile: directory + "/" + file, atomically: true, encoding: .utf8)
            entries.append(
                "{\"id\": \(jsonString(corpus.id)), \"title\": \(jsonString(corpus.title)), "
                    + "\"scenario\": \(jsonString(Scenarios.scenarioID(coldLayoutOf: corpus.id))), "
                    + "\"file\": \(jsonString(file)), \"count\": \(corpus.samples.count)}")
        }
        let sizes = scalingSizes.map { "{\"label\": \(jsonString($0.label)), \"bytes\": \($0.bytes)}" }
        let manifest = """
            {
              "width": \(Scenarios.width),
              "relayout_widths": [\(Scenarios.relayoutWidths.map { String($0) }.joined(separator: ", "))],
              "font_size": 16,
              "font_dir": \(jsonString(fontDirectory)),
              "runs": \(options.runs),
              "run_seconds": \(options.runTarget),
              "scaling_sizes": [\(sizes.joined(separator: ", "))],
              "scaling_stride": \(scalingStride),
              "first_sight": [\(Scenarios.firstSightCorpora.map(jsonString).joined(separator: ", "))],
              "corpora": [
                \(entries.joined(separator: ",\n    "))
              ]
            }

            """
        try manifest.write(toFile: directory + "/manifest.json", atomically: true, encoding: .utf8)
    }
}
