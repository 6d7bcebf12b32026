import Foundation

/// The layouts whose breaks differ from Pango's, with what a reviewer needs to classify
/// them (written when `RICHTEXT_PEER_REPORT` names a file; see PeerBreakTests).
struct PeerDifferenceReport: Encodable {
    struct Entry: Encodable {
        var source: String
        var language: String
        var size: Double
        var width: Double
        var text: String
        var pangoStarts: [Int]
        var pangoWidths: [Double]
        var starts: [Int]
        var widths: [Double]
        var sameFonts: Bool
    }

    var differences: [Entry]

    init(_ outcomes: [PeerBreakTests.Outcome], fixture: PeerBreakFixture) {
        let texts = Dictionary(fixture.paragraphs.map { ($0.source, $0.text) }, uniquingKeysWith: { a, _ in a })
        differences = outcomes.map {
            Entry(
                source: $0.source, language: $0.language, size: $0.size, width: $0.width, text: texts[$0.source] ?? "",
                pangoStarts: $0.pango.lineStarts, pangoWidths: $0.pango.lineWidths, starts: $0.lineStarts,
                widths: $0.lineWidths, sameFonts: !$0.sameFontsPerLine.contains(false))
        }
        .sorted { ($0.source, $0.size, $0.width) < ($1.source, $1.size, $1.width) }
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}
