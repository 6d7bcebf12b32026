/// ICU's grapheme boundaries for a paragraph that mixes characters that stand alone
/// (`GraphemeBoundaries.isAlwaysOwnCluster`) with stretches of others (an emoji sequence,
/// a Devanagari or Thai word), found by running ICU over those stretches only.
///
/// Why this gives ICU's answer: between two characters that stand alone no rule of UAX #29
/// holds a break back (neither is CR, LF, a Hangul jamo, Extend, ZWJ, a spacing mark,
/// Prepend or a regional indicator; a control among them, such as a tab, breaks on both
/// sides, and a Hangul syllable joins only a jamo), so there is a boundary after each one
/// that another follows. Every other boundary lies at the start, inside or at the end of a
/// stretch; ICU is run over the stretch with the standalone character on each side, which
/// is all the context its rules look at: they look back through Extend and ZWJ to an
/// Extended_Pictographic character (inside the window: the one before the stretch is in
/// it) and count regional indicators back to the first (the character before the stretch
/// is not one). The separator after the content is a control: boundaries before and after
/// it (CR LF is one cluster). `GraphemeStretchTests` checks the result against ICU run over
/// whole paragraphs.
///
/// It pays when few stretches break long runs of standalone characters (mixed-script text
/// with a few emoji, Arabic with a rare format character): each window costs an ICU
/// `setText` and two arrays, measured at about what 16 characters of ICU's iteration cost
/// (with 4, Thai paragraphs, whose words are stretches between Latin words and spaces,
/// took 6 % longer), so a paragraph with fewer standalone characters than that per stretch
/// (Thai, Devanagari) is left to one pass of ICU over the whole paragraph.
enum GraphemeStretches {
    /// Standalone characters a stretch must save from ICU's iteration for the windows to pay.
    static let standalonePerStretch = 16

    /// The boundaries of `paragraph` (its first `contentCount` units content), relative to
    /// its start, as `GraphemeBoundaries.offsetsSkippingMarks` gives them; nil when windows do
    /// not pay (see the type) or ICU is unavailable. `icu` gives ICU's boundaries of a
    /// window (after offset 0, ending with its count).
    static func offsets(
        in paragraph: ArraySlice<UInt16>, contentCount: Int, icu: (ArraySlice<UInt16>) -> [Int32]?
    ) -> [Int32]? {
        let base = paragraph.startIndex
        let contentEnd = base + contentCount
        // The stretches' bounds, flat (start, end, start, end, …): an array of ranges asked
        // the runtime for its type's metadata on every paragraph.
        var bounds: [Int] = []
        var standalone = 0
        var index = base
        let bits = GraphemeBoundaries.standaloneBits
        while index < contentEnd {
            if GraphemeBoundaries.isStandalone(paragraph[index], in: bits) {
                standalone += 1
                index += 1
                continue
            }
            // Give up once the stretches so far outrun the standalone characters by more
            // than a margin, so a Thai or Devanagari paragraph stops after a few words (its
            // layout pays about 0.5 % for this scan; scanning it whole cost 1 %). A guess:
            // it may give up on a paragraph whose stretches crowd its start, which costs
            // time, never accuracy.
            let stretchCount = bounds.count / 2 + 1
            guard standalone + 32 >= standalonePerStretch * stretchCount else { return nil }
            let start = index
            while index < contentEnd, !GraphemeBoundaries.isStandalone(paragraph[index], in: bits) { index += 1 }
            bounds.append(start)
            bounds.append(index)
        }
        guard !bounds.isEmpty, standalone >= standalonePerStretch * (bounds.count / 2) else { return nil }
        var offsets: [Int32] = []
        offsets.reserveCapacity(contentCount + 1)
        // The next offset that two standalone characters may surround.
        var next = base + 1
        for pair in stride(from: 0, to: bounds.count, by: 2) {
            let stretch = bounds[pair]..<bounds[pair + 1]
            while next < stretch.lowerBound {
                offsets.append(Int32(next - base))
                next += 1
            }
            let window = max(base, stretch.lowerBound - 1)..<min(contentEnd, stretch.upperBound + 1)
            guard let found = icu(paragraph[window]) else { return nil }
            let first = max(stretch.lowerBound, base + 1)
            for offset in found {
                let absolute = window.lowerBound + Int(offset)
                if absolute >= first, absolute <= stretch.upperBound { offsets.append(Int32(absolute - base)) }
            }
            next = stretch.upperBound + 1
        }
        while next <= contentEnd {
            offsets.append(Int32(next - base))
            next += 1
        }
        if paragraph.endIndex > contentEnd { offsets.append(Int32(paragraph.count)) }
        return offsets
    }
}
