/// The grapheme cluster boundaries of one paragraph, after its first offset, ascending and
/// ending at the paragraph's end (a CR LF separator is one cluster).
///
/// Stored compactly: a paragraph whose characters all stand alone (`isAlwaysOwnCluster`:
/// below U+0300, or most CJK) has a boundary after every unit of its content, so nothing is
/// stored for it; other paragraphs keep ICU's boundaries as Int32.
struct GraphemeBoundaries: RandomAccessCollection, Hashable, Sendable {
    /// ICU's boundaries (absolute offsets); empty for the every-unit form.
    private let explicit: [Int32]
    /// The every-unit form: boundaries `lower + 1 ... contentEnd`, then `end` when the
    /// separator follows.
    private let lower: Int
    private let contentEnd: Int
    private let end: Int
    let count: Int

    /// Whether `unit` is a character with a grapheme boundary on both sides whatever its
    /// neighbours are, so a paragraph of only such characters needs no grapheme iterator:
    /// below U+0300 (Latin-1, Latin Extended, IPA; paragraph content holds no CR or LF),
    /// and the CJK characters whose Grapheme_Cluster_Break is Other (ideographs, kana
    /// letters, CJK symbols and punctuation but the tone marks U+302A–302F, fullwidth
    /// ASCII). A test checks each against ICU.
    @inline(__always)
    static func isAlwaysOwnCluster(_ unit: UInt16) -> Bool {
        switch unit {
        case 0..<0x300, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF,
            0xFF01...0xFF5E:
            return true
        default: return false
        }
    }

    /// Boundaries after every unit of `contentRange`, then at the end of `range`.
    init(everyUnitOf contentRange: TextRange, in range: TextRange) {
        explicit = []
        lower = range.lowerBound
        contentEnd = contentRange.upperBound
        end = range.upperBound
        count = (contentEnd - lower) + (end > contentEnd ? 1 : 0)
    }

    /// Boundaries found by ICU.
    init(_ offsets: [Int32]) {
        explicit = offsets
        lower = 0
        contentEnd = 0
        end = 0
        count = offsets.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int {
        if !explicit.isEmpty { return Int(explicit[position]) }
        let offset = lower + 1 + position
        return offset <= contentEnd ? offset : end
    }
}
