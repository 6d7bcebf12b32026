import Foundation

/// Results of skparagraph.py (the same corpora, laid out by SkParagraph in a Python process).
struct SkParagraphResults: Decodable {
    struct Result: Decodable {
        var perOperation: [Double]
        var batch: Int
        var charactersPerOperation: Double
        var note: String?

        enum CodingKeys: String, CodingKey {
            case perOperation = "per_op"
            case batch
            case charactersPerOperation = "chars_per_op"
            case note
        }
    }
    var engine: String
    var version: String
    var results: [String: Result]
    var unavailable: [String: String]?
    var lineCounts: [String: [Int]]?
    var elapsedSeconds: Double?

    enum CodingKeys: String, CodingKey {
        case engine, version, results, unavailable
        case lineCounts = "line_counts"
        case elapsedSeconds = "elapsed_seconds"
    }

    static func load(_ path: String) -> SkParagraphResults? {
        guard let data = FileManager.default.contents(atPath: path) else {
            printNote("warning: cannot read \(path); SkParagraph is reported as not run")
            return nil
        }
        do { return try JSONDecoder().decode(SkParagraphResults.self, from: data) } catch {
            printNote("warning: cannot decode \(path): \(error); SkParagraph is reported as not run")
            return nil
        }
    }

    func rows() -> [Row] {
        results.map { id, result in
            Row(
                scenario: id, engine: Engine.skParagraph,
                timing: Timing(
                    perOperation: result.perOperation, batch: result.batch,
                    charactersPerOperation: result.charactersPerOperation),
                note: result.note ?? "")
        }
    }
}
