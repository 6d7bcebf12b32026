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
/// An iterator is used by one thread at a time: take it from `ICUBreakIterator.pool` and
/// give it back when done, so opening iterators (which costs) happens rarely.
final class ICUBreakIterator {
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

    /// The boundaries of `text` after offset 0, ascending, ending with `text.count`, and a
    /// flag for each: for line breaks whether it is mandatory, for word boundaries whether
    /// the segment ending there is a word (not spaces or punctuation).
    func boundaries(in text: ArraySlice<UInt16>) -> (offsets: [Int32], mandatory: [UInt8]) {
        text.withUnsafeBufferPointer { boundaries(inBuffer: $0) }
    }

    /// One pass of ICU over the text: a boundary falls after at least one unit, so there
    /// are at most `text.count` of them and the arrays are sized for that up front (a
    /// smaller guess made CJK text, with a boundary after nearly every character, run
    /// the iterator twice).
    private func boundaries(inBuffer text: UnsafeBufferPointer<UInt16>) -> (offsets: [Int32], mandatory: [UInt8]) {
        let capacity = text.count + 1
        var status: Int32 = 0
        var count: Int32 = 0
        var mandatory: [UInt8] = []
        let offsets = [Int32](unsafeUninitializedCapacity: capacity) { offsetBuffer, offsetCount in
            mandatory = [UInt8](unsafeUninitializedCapacity: capacity) { mandatoryBuffer, mandatoryCount in
                count = cu_break_iterator_boundaries(
                    handle, text.baseAddress, Int32(text.count), offsetBuffer.baseAddress,
                    mandatoryBuffer.baseAddress, Int32(capacity), &status)
                mandatoryCount = Int(min(max(count, 0), Int32(capacity)))
            }
            offsetCount = Int(min(max(count, 0), Int32(capacity)))
        }
        // ICU rejected the text (it never does for valid UTF-16 buffers): the whole text as
        // one unit, so callers still get a well-formed answer.
        guard count >= 0, Int(count) <= capacity else { return ([Int32(text.count)], [1]) }
        return (offsets, mandatory)
    }
}

/// A small lock-protected pool of idle ICU iterators, keyed by kind and locale.
final class ICUBreakIteratorPool: Sendable {
    /// The process-wide pool.
    static let shared = ICUBreakIteratorPool(limitPerKey: 8)

    private struct Key: Hashable {
        var kind: BreakKind
        var locale: String
    }

    private let limitPerKey: Int
    private let idle = Lock<[Key: [ICUBreakIteratorBox]]>([:])

    init(limitPerKey: Int) {
        self.limitPerKey = limitPerKey
    }

    /// Runs `body` with an iterator of `kind` for `locale`, reusing an idle one if any.
    func withIterator<T>(kind: BreakKind, locale: String, _ body: (ICUBreakIterator?) -> T) -> T {
        let key = Key(kind: kind, locale: locale)
        let reused = idle.withLock { $0[key]?.popLast() }
        let iterator = reused?.iterator ?? ICUBreakIterator(kind: kind, locale: locale)
        defer {
            if let iterator {
                let box = ICUBreakIteratorBox(iterator: iterator)
                idle.withLock { pool in
                    if pool[key, default: []].count < limitPerKey { pool[key, default: []].append(box) }
                }
            }
        }
        return body(iterator)
    }
}

/// Moves an iterator in and out of the pool; only one thread holds it at a time.
private final class ICUBreakIteratorBox: @unchecked Sendable {
    let iterator: ICUBreakIterator
    init(iterator: ICUBreakIterator) { self.iterator = iterator }
}
