/// The grapheme cluster boundaries of one paragraph, after its first offset, ascending and
/// ending at the paragraph's end (a CR LF separator is one cluster).
///
/// Stored compactly: a paragraph whose characters all stand alone (`isAlwaysOwnCluster`:
/// below U+0300, most of Greek, Cyrillic, Armenian, Hebrew and Arabic, Hangul syllables,
/// most CJK) has a boundary after every unit of its content, so nothing is stored for it;
/// other paragraphs keep their boundaries as Int32: ICU's, or for a paragraph of such
/// characters and plain combining marks (`isPlainMark`) the same boundaries found
/// without ICU (`offsetsSkippingMarks`).
struct GraphemeBoundaries: RandomAccessCollection, Hashable, Sendable {
    /// ICU's boundaries (absolute offsets); empty for the every-unit form.
    private let explicit: [Int32]
    /// The every-unit form: boundaries `lower + 1 ... contentEnd`, then `end` when the
    /// separator follows.
    private let lower: Int
    /// For the every-unit form, the end of the content (a boundary follows every unit
    /// before it).
    let contentEnd: Int
    private let end: Int
    let count: Int

    /// Prefetches the array's header before it is released (`ReleaseAhead`).
    func prefetchForRelease() { ReleaseAhead.touch(explicit) }

    /// Whether `unit` is a character with a grapheme boundary on both sides whatever its
    /// neighbours are, so a paragraph of only such characters needs no grapheme iterator:
    /// below U+0300 (Latin-1, Latin Extended, IPA; paragraph content holds no CR or LF),
    /// the letters, digits and punctuation of Greek, Cyrillic, Armenian, Hebrew and Arabic
    /// (not their marks, nor Arabic's prepended number signs or letter mark), Latin and
    /// Greek Extended, the spaces, punctuation, currency and symbols of U+2000–22FF but
    /// the format characters and the combining marks for symbols, Hangul syllables (no
    /// jamo is accepted to join them), and the CJK characters whose Grapheme_Cluster_Break
    /// is Other (ideographs; kana letters, ー, ・ and the spacing kana signs, but not the
    /// combining voicing marks U+3099–309A; CJK symbols and punctuation but the tone marks
    /// U+302A–302F; fullwidth ASCII). A test checks each against ICU.
    @inline(__always)
    static func isAlwaysOwnCluster(_ unit: UInt16) -> Bool {
        switch unit {
        case 0..<0x300, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF,
            0xFF01...0xFF5E, 0xAC00...0xD7A3:
            return true
        case 0x370...0x482, 0x48A...0x590, 0x5BE, 0x5C0, 0x5C3, 0x5C6, 0x5D0...0x5F4, 0x606...0x60F, 0x61B,
            0x61D...0x64A, 0x660...0x66F, 0x671...0x6D5, 0x6DE, 0x6E5, 0x6E6, 0x6E9, 0x6EE...0x6FF:
            return true
        case 0x1E00...0x1FFF, 0x2000...0x200A, 0x2010...0x2027, 0x202F...0x205F, 0x2070...0x20CF, 0x2100...0x22FF:
            return true
        default: return false
        }
    }

    /// `isAlwaysOwnCluster` for every BMP unit, one bit each (8 KB): the scan of a CJK
    /// paragraph asked the range list a unit at a time, about 23 instructions a unit.
    static let standaloneBits: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 1024)
        for unit in 0...Int(UInt16.max) where isAlwaysOwnCluster(UInt16(unit)) {
            bits[unit >> 6] |= 1 << UInt64(unit & 63)
        }
        return bits
    }()

    /// `isAlwaysOwnCluster(unit)` read from `standaloneBits` (passed in: read once a loop).
    @inline(__always)
    static func isStandalone(_ unit: UInt16, in bits: [UInt64]) -> Bool {
        bits[Int(unit >> 6)] >> UInt64(unit & 63) & 1 != 0
    }

    /// Whether `unit` is a non-spacing combining mark that only ever extends the cluster
    /// before it (Grapheme_Cluster_Break Extend): the combining diacritical marks, the
    /// Cyrillic, Hebrew and Arabic marks, the combining marks for symbols. A test checks
    /// each against ICU.
    @inline(__always)
    static func isPlainMark(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x300...0x36F, 0x483...0x489, 0x591...0x5BD, 0x5BF, 0x5C1, 0x5C2, 0x5C4, 0x5C5, 0x5C7, 0x610...0x61A,
            0x64B...0x65F, 0x670, 0x6D6...0x6DC, 0x6DF...0x6E4, 0x6E7, 0x6E8, 0x6EA...0x6ED, 0x20D0...0x20F0:
            return true
        default: return false
        }
    }

    /// What one pass over a paragraph says of its grapheme clusters.
    enum Scan: Equatable {
        /// Every content unit stands alone (`isAlwaysOwnCluster`): the every-unit form.
        case standalone
        /// Standalone characters and plain marks: these boundaries (`offsetsSkippingMarks`).
        case clusters([Int32])
        /// Anything else: ICU's iterator decides.
        case unknown
    }

    /// Scans `paragraph` (its first `contentCount` units content): up to the first
    /// character that does not stand alone, then, if that is a plain mark,
    /// `offsetsSkippingMarks` over the whole paragraph.
    static func scan(_ paragraph: ArraySlice<UInt16>, contentCount: Int) -> Scan {
        var index = paragraph.startIndex
        let contentEnd = index + contentCount
        let standalone = standaloneBits
        while index < contentEnd, isStandalone(paragraph[index], in: standalone) { index += 1 }
        if index == contentEnd { return .standalone }
        guard isPlainMark(paragraph[index]),
            let offsets = offsetsSkippingMarks(in: paragraph, contentCount: contentCount)
        else { return .unknown }
        return .clusters(offsets)
    }

    /// The grapheme boundaries of `paragraph` (its first `contentCount` units content, the
    /// rest its separator) relative to its start, as ICU's iterator gives them, when every
    /// content unit stands alone or is a plain mark: a boundary before every unit that is
    /// not a mark or follows a control character (UAX #29 GB9, GB4 and GB999; no other rule
    /// can apply to such text), at the content's end, and at the end of the separator. Nil
    /// for any other paragraph.
    static func offsetsSkippingMarks(in paragraph: ArraySlice<UInt16>, contentCount: Int) -> [Int32]? {
        let start = paragraph.startIndex
        let contentEnd = start + contentCount
        var offsets: [Int32] = []
        offsets.reserveCapacity(contentCount + 1)
        var index = start + 1
        while index < contentEnd {
            let unit = paragraph[index]
            if !isPlainMark(unit) {
                guard isAlwaysOwnCluster(unit) else { return nil }
                offsets.append(Int32(index - start))
            } else if isControl(paragraph[index - 1]) {
                offsets.append(Int32(index - start))
            }
            index += 1
        }
        if contentCount > 0 {
            let first = paragraph[start]
            guard isAlwaysOwnCluster(first) || isPlainMark(first) else { return nil }
            offsets.append(Int32(contentCount))
        }
        if paragraph.endIndex > contentEnd { offsets.append(Int32(paragraph.count)) }
        return offsets
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

    /// The standalone characters whose Grapheme_Cluster_Break is Control (C0 and C1
    /// controls, the soft hyphen): a mark after one starts a cluster of its own.
    @inline(__always)
    private static func isControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (0x7F...0x9F).contains(unit) || unit == 0xAD
    }

    /// Whether this is the every-unit form (nothing stored; see `containsInEveryUnitForm`).
    var isEveryUnit: Bool { explicit.isEmpty }

    /// For the every-unit form: whether `offset` is one of the boundaries (O(1)).
    @inline(__always)
    func containsInEveryUnitForm(_ offset: Int) -> Bool {
        count > 0 && offset > lower && (offset <= contentEnd || offset == end)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int {
        if !explicit.isEmpty { return Int(explicit[position]) }
        let offset = lower + 1 + position
        return offset <= contentEnd ? offset : end
    }
}
