/// The grapheme cluster boundaries of one paragraph, after its first offset, ascending and
/// ending at the paragraph's end (a CR LF separator is one cluster).
///
/// Stored compactly: a paragraph whose text is all below U+0300 (Latin-1, Latin Extended,
/// IPA; no combining marks, surrogates or joiners) has a boundary after every unit of its
/// content, so nothing is stored for it; other paragraphs keep ICU's boundaries as Int32.
struct GraphemeBoundaries: RandomAccessCollection, Hashable, Sendable {
    /// ICU's boundaries (absolute offsets); empty for the every-unit form.
    private let explicit: [Int32]
    /// The every-unit form: boundaries `lower + 1 ... contentEnd`, then `end` when the
    /// separator follows.
    private let lower: Int
    private let contentEnd: Int
    private let end: Int
    let count: Int

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
