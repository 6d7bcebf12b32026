import Foundation

enum Engine {
    static let richText = "RichText"
    static let pango = "Pango"
    static let qt = "Qt"
    static let skParagraph = "SkParagraph"
    static let harfBuzz = "raw HarfBuzz"
    /// The rendering rows' baseline: the same glyphs through `cairo_show_glyphs` alone.
    static let rawCairo = "raw cairo"
    static let peers = [pango, qt, skParagraph, harfBuzz]
}

/// What RichText's shaped-word cache holds when a scenario's RichText row runs (the report
/// shows it next to every scenario: the peers have no such cache).
enum WordCache {
    static let warm = "warm: kept across paragraphs"
    static let nonce = "as earlier paragraphs left it (nonce words rarely repeat)"
    static let emptied = "emptied before every paragraph"
    static let workingSet = "cycled by a vocabulary 2× its capacity"
    static let notUsed = "not used (text already shaped)"
    static let measurer = "not used (TextMeasurer answers)"
}

/// What a scenario reports: one operation's time divided by `unitScale` gives the unit.
struct ScenarioInfo {
    let id: String
    let title: String
    /// RichText's shaped-word cache during the scenario (a `WordCache` value).
    let wordCache: String
    let unit: String
    /// Units per operation (1 for "per paragraph", the document's KB for "per KB").
    let unitScale: Double
    /// Whether chars/s makes sense (one operation processes the whole text).
    let showsRate: Bool
    /// Why a peer has no row, by engine.
    var noPeer: [String: String] = [:]

    /// Notes that raw HarfBuzz has no row for `corpus` when no single font covers it.
    mutating func noHarfBuzzRowWithoutSingleFont(_ corpus: Corpus) {
        if corpus.harfBuzzFont == nil {
            noPeer[Engine.harfBuzz] = "needs font fallback (no single font covers the text)"
        }
    }
}

/// One measured (scenario, engine) pair.
struct Row {
    let scenario: String
    let engine: String
    let timing: Timing
    var note = ""
}

/// Keeps results alive so the optimizer cannot drop the work.
final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add(_ n: Int) {
        lock.lock()
        value &+= n
        lock.unlock()
    }
    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
