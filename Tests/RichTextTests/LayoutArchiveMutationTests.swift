import Foundation
import Testing

@testable import RichText

/// Archives damaged where it hurts: the decoded version 1 records with one or two of
/// their indices, ranges, levels or rows set to edge values (-1, 0, one off, doubled,
/// huge), seeded. Each one throws `TextLayoutArchiveError`, or restores into a layout whose
/// every query answers without trapping or hanging.
@Suite("Layout archives with damaged indices")
struct LayoutArchiveMutationTests {
    @Test("every damaged index throws or restores into a layout that answers every query")
    func mutatedRecords() throws {
        var random = SplitMix64(state: 0xA2C4_1DE5)
        let (restored, rejected) = try LayoutArchiveDamageTests.tally(
            trials: 120, encode: { try JSONDecoder().decode(LayoutArchiveV1.self, from: try $0.archive()) },
            attempt: { original in
                var archive = original
                for _ in 0..<(1 + random.below(2)) { Self.damage(&archive, &random) }
                do {
                    _ = LayoutQueryProbe.answers(try archive.restore(in: .default), samples: 4)
                    return true
                } catch is TextLayoutArchiveError {
                    return false
                }
            })
        #expect(rejected > 0 && restored > 0, "rejected \(rejected), restored \(restored)")
    }

    /// Sets one index-like field of `archive`, chosen at random, to an edge value.
    static func damage(_ archive: inout LayoutArchiveV1, _ random: inout SplitMix64) {
        func edge(_ value: Int) -> Int {
            [0, 1, -1, value + 1, value - 1, value * 2, random.below(64), Int.max / 2][random.below(8)]
        }
        func edge(_ range: Range<Int>) -> Range<Int> {
            let (a, b) = (edge(range.lowerBound), edge(range.upperBound))
            return min(a, b)..<max(a, b)
        }
        func pick(_ count: Int) -> Int? { count > 0 ? random.below(count) : nil }
        let choice = random.below(13)
        if choice < 6, let i = pick(archive.runs.count) {
            switch choice {
            case 0: archive.runs[i].glyphRange = edge(archive.runs[i].glyphRange)
            case 1: archive.runs[i].sourceRange = edge(archive.runs[i].sourceRange)
            case 2: archive.runs[i].range = edge(archive.runs[i].range)
            case 3: archive.runs[i].paragraph = edge(archive.runs[i].paragraph)
            case 4: archive.runs[i].runIndex = edge(archive.runs[i].runIndex)
            default: archive.runs[i].level = UInt8(truncatingIfNeeded: edge(Int(archive.runs[i].level)))
            }
        } else if choice < 9, let i = pick(archive.lines.count) {
            switch choice {
            case 6: archive.lines[i].runRange = edge(archive.lines[i].runRange)
            case 7: archive.lines[i].range = edge(archive.lines[i].range)
            default: archive.lines[i].row = edge(archive.lines[i].row)
            }
        } else if choice < 12, let i = pick(archive.paragraphs.count) {
            var paragraph = archive.paragraphs[i]
            if choice == 9, let j = pick(paragraph.runs.count) {
                paragraph.runs[j].glyphRange = edge(paragraph.runs[j].glyphRange)
                paragraph.runs[j].range = edge(paragraph.runs[j].range)
            } else if choice == 10, let j = pick(paragraph.glyphs.clusters.count) {
                paragraph.glyphs.clusters[j] = Int32(truncatingIfNeeded: edge(Int(paragraph.glyphs.clusters[j])))
            } else if let j = pick(paragraph.glyphs.ids.count) {
                paragraph.glyphs.ids[j] = UInt32(truncatingIfNeeded: edge(Int(paragraph.glyphs.ids[j])))
            }
            archive.paragraphs[i] = paragraph
        } else {
            archive.start = edge(archive.start)
            archive.visibleRange = edge(archive.visibleRange)
            if let line = archive.truncation?.lineIndex { archive.truncation?.lineIndex = edge(line) }
        }
    }
}
