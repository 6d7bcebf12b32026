import CUnicode

/// The kinds of ICU break iterator the analysis uses.
enum BreakKind: Hashable, Sendable {
    /// UAX #14 line break opportunities.
    case line
    /// UAX #29 extended grapheme clusters.
    case grapheme
    /// UAX #29 word boundaries (with ICU's dictionaries for Thai, Lao, Khmer, CJK).
    case word

    var icuKind: cu_break_kind {
        switch self {
        case .line: CU_BREAK_LINE
        case .grapheme: CU_BREAK_GRAPHEME
        case .word: CU_BREAK_WORD
        }
    }
}

/// Owns one ICU break iterator (through the `CUnicode` shim) for one kind and locale.
///
/// An iterator is used by one thread at a time: take it from `ICUBreakIteratorPool.shared`
/// and give it back when done, so opening iterators (which costs) happens rarely. It is
/// `@unchecked Sendable` because the pool moves it between threads, never shares it.
final class ICUBreakIterator: @unchecked Sendable {
    let kind: BreakKind
    let locale: String
    private let handle: OpaquePointer

    /// Opens an iterator; nil when ICU cannot (an unknown kind or no data).
    init?(kind: BreakKind, locale: String) {
        var status: Int32 = 0
        guard let handle = cu_break_iterator_open(kind.icuKind, locale, &status) else { return nil }
        self.kind = kind
        self.locale = locale
        self.handle = handle
    }

    deinit {
        cu_break_iterator_close(handle)
    }

    /// Whether this iterator finds `kind` boundaries for `locale`.
    func matches(kind: BreakKind, locale: String) -> Bool { self.kind == kind && self.locale == locale }

    /// The boundaries of `text` after offset 0, ascending, ending with `text.count`, and a
    /// flag for each: for line breaks whether it is mandatory, for word boundaries whether
    /// the segment ending there is a word (not spaces or punctuation).
    func boundaries(in text: ArraySlice<UInt16>) -> (offsets: [Int32], mandatory: [UInt8]) {
        text.withUnsafeBufferPointer { boundaries(inBuffer: $0) }
    }

    /// The boundaries of `text` after offset 0 packed as `LineBreakList` keeps them (the
    /// offset shifted left, the flag in bit 0), in one array of exactly their count: ICU
    /// writes into temporary buffers, which Swift puts on the stack up to 1 KB (offsets
    /// for paragraphs of up to 255 units; longer ones take them from the heap), so a
    /// short paragraph's line breaks cost one allocation, not three.
    func packedBoundaries(in text: ArraySlice<UInt16>) -> [UInt32] {
        let capacity = text.count + 1
        return text.withUnsafeBufferPointer { units in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { offsets in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { flags in
                    var status: Int32 = 0
                    let asksFlags = needsFlags(units)
                    let count = cu_break_iterator_boundaries(
                        handle, units.baseAddress, Int32(units.count), offsets.baseAddress,
                        asksFlags ? flags.baseAddress : nil, Int32(capacity), &status)
                    guard count >= 0, Int(count) <= capacity else { return [UInt32(units.count) << 1 | 1] }
                    return [UInt32].written(capacity: Int(count)) { packed in
                        for index in 0..<Int(count) {
                            let flag: UInt32 = asksFlags && flags[index] != 0 ? 1 : 0
                            packed[index] = UInt32(bitPattern: offsets[index]) << 1 | flag
                        }
                        return Int(count)
                    }
                }
            }
        }
    }

    /// Whether the boundaries' flags need ICU's rule status (a call a boundary). Grapheme
    /// boundaries have no flag. A line boundary is mandatory only after a character of
    /// line-break class BK, CR, LF or NL (UAX #14 rules LB4 and LB5), so for text without
    /// one every flag is 0.
    private func needsFlags(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
        switch kind {
        case .grapheme: return false
        case .word: return true
        case .line: return Self.containsHardBreakClass(text)
        }
    }

    /// Whether `text` holds a character of line-break class BK, CR, LF or NL: U+000A–000D,
    /// U+0085, U+2028 or U+2029 (one vectorised pass in C; a test checks the list against
    /// ICU's data, `icuSaysHardBreakClass`, for every BMP unit).
    static func containsHardBreakClass(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
        cu_contains_hard_break_unit(text.baseAddress, Int32(text.count)) != 0
    }

    /// `containsHardBreakClass(_:)` for an array's units.
    static func containsHardBreakClass(in text: [UInt16]) -> Bool {
        text.withUnsafeBufferPointer { containsHardBreakClass($0) }
    }

    /// Whether ICU's data gives `unit` line-break class BK, CR, LF or NL.
    static func icuSaysHardBreakClass(_ unit: UInt16) -> Bool { cu_line_break_is_hard(unit) != 0 }

    /// One pass of ICU over the text: a boundary falls after at least one unit, so there
    /// are at most `text.count` of them and the arrays are sized for that up front (a
    /// smaller guess made CJK text, with a boundary after nearly every character, run
    /// the iterator twice).
    private func boundaries(inBuffer text: UnsafeBufferPointer<UInt16>) -> (offsets: [Int32], mandatory: [UInt8]) {
        let capacity = text.count + 1
        var status: Int32 = 0
        var count: Int32 = 0
        var mandatory: [UInt8] = []
        let asksFlags = needsFlags(text)
        // Zeroed buffers (`Array.written`): the flags stay 0 where ICU is not asked for them.
        let offsets = [Int32].written(capacity: capacity) { offsetBuffer in
            mandatory = [UInt8].written(capacity: capacity) { mandatoryBuffer in
                count = cu_break_iterator_boundaries(
                    handle, text.baseAddress, Int32(text.count), offsetBuffer.baseAddress,
                    asksFlags ? mandatoryBuffer.baseAddress : nil, Int32(capacity), &status)
                return Int(min(max(count, 0), Int32(capacity)))
            }
            return Int(min(max(count, 0), Int32(capacity)))
        }
        // ICU rejected the text (it never does for valid UTF-16 buffers): the whole text as
        // one unit, so callers still get a well-formed answer.
        guard count >= 0, Int(count) <= capacity else { return ([Int32(text.count)], [1]) }
        return (offsets, mandatory)
    }
}

/// A small lock-protected pool of idle ICU iterators, one shelf per kind and locale.
///
/// Every paragraph takes an iterator and gives it back, so both are kept cheap: the shelves
/// are a short array searched in order (a text uses one or two kinds and few locales), not
/// a dictionary keyed by strings, and an iterator goes on its shelf as it is, without a box
/// (three heap allocations a paragraph before).
final class ICUBreakIteratorPool: Sendable {
    /// The process-wide pool.
    static let shared = ICUBreakIteratorPool(limitPerKey: 8)

    private struct Shelf {
        var kind: BreakKind
        var locale: String
        var idle: ThreadAffineShelf<ICUBreakIterator>
    }

    private let limitPerKey: Int
    private let shelves = Lock<[Shelf]>([])
    /// Each thread's idle iterators, one per kind and locale, taken and given back without
    /// a lock (`ThreadLocalKeep`; closed when the thread ends). The shelves serve threads
    /// beyond the keep's limit and an iterator taken while the thread's own is in use.
    private let owned = ThreadLocalKeep { OwnedIterators() }

    init(limitPerKey: Int) {
        self.limitPerKey = limitPerKey
    }

    /// Runs `body` with an iterator of `kind` for `locale`, reusing an idle one if any.
    func withIterator<T>(kind: BreakKind, locale: String, _ body: (ICUBreakIterator?) -> T) -> T {
        func shelf(in shelves: [Shelf]) -> Int? { shelves.firstIndex { $0.kind == kind && $0.locale == locale } }
        return owned.withCurrent { own in
            let reused =
                own?.take(kind: kind, locale: locale)
                ?? shelves.withLock { shelves -> ICUBreakIterator? in
                    guard let index = shelf(in: shelves) else { return nil }
                    return shelves[index].idle.take()
                }
            let iterator = reused ?? ICUBreakIterator(kind: kind, locale: locale)
            defer {
                if let iterator, own?.keep(iterator) != true {
                    shelves.withLock { shelves in
                        if let index = shelf(in: shelves) {
                            shelves[index].idle.put(iterator, limit: limitPerKey)
                        } else {
                            var idle = ThreadAffineShelf<ICUBreakIterator>()
                            idle.put(iterator, limit: limitPerKey)
                            shelves.append(Shelf(kind: kind, locale: locale, idle: idle))
                        }
                    }
                }
            }
            return body(iterator)
        }
    }
}

/// A thread's own idle ICU iterators (`ICUBreakIteratorPool.owned`), at most one per kind
/// and locale and `limit` in all, used by that thread alone.
private final class OwnedIterators {
    // Unchecked: only the owning thread reaches it, one short access at a time (a checked
    // class property cost two runtime calls an access, about 240 instructions a layout).
    @exclusivity(unchecked) private var idle: [ICUBreakIterator] = []
    /// The most a thread keeps (a text uses one or two kinds and few locales; the shared
    /// shelves take the rest).
    private let limit = 8

    /// The idle iterator of `kind` for `locale`, now in use; nil when there is none.
    func take(kind: BreakKind, locale: String) -> ICUBreakIterator? {
        guard let index = idle.firstIndex(where: { $0.matches(kind: kind, locale: locale) }) else { return nil }
        return idle.remove(at: index)
    }

    /// Keeps `iterator` if none of its kind and locale is idle; returns whether it was kept.
    func keep(_ iterator: ICUBreakIterator) -> Bool {
        guard idle.count < limit, !idle.contains(where: { $0.matches(kind: iterator.kind, locale: iterator.locale) })
        else { return false }
        idle.append(iterator)
        return true
    }
}
