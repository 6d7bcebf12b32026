/// The break decision for one line: where a line that starts at an offset ends when it
/// has a given width (greedy, on UAX #14 opportunities).
///
/// The line ends at the last opportunity whose text fits, its trailing whitespace hanging
/// (not counted); a line that breaks after a soft hyphen must also fit the hyphen, and a
/// line that starts with a soft hyphen never ends right after it (a lone hyphen). When
/// not even the first word fits, the word breaks between grapheme clusters; when not even
/// one cluster fits, the line is empty unless progress is forced (then the line holds
/// one cluster, the only case where a line is wider than its span). `charWrap` breaks at
/// any grapheme boundary, `clip` only at mandatory breaks.
///
/// Candidates are compared with the paragraph's advances first; the chosen one is then
/// checked as it will be drawn (`LineEdgeShaper`: an edge where shaping is unsafe to
/// break is shaped again), backing off to the previous candidate while it does not fit.
/// A width fits when it exceeds the span by at most `tolerance`.
///
/// It reads widths only through its `ParagraphMeasurer`, the hyphen width and the
/// optional edge shaper, so tests can drive it with synthetic widths and no fonts.
struct LineEndFinder {
    let measurer: ParagraphMeasurer
    let analysis: ParagraphAnalysis
    let mode: LineBreakMode
    /// The end of the paragraph's content (lines never pass it).
    let contentEnd: Int
    /// The advance of the hyphen shown when a line breaks after the soft hyphen at an
    /// offset, when given (nil: the hyphen of the font at the offset in `shaped`'s paragraph).
    private let customHyphenWidth: ((Int) -> Double)?
    /// The shaped paragraph the widths come from and the cache its edges are shaped again
    /// through (nil: synthetic widths, whose advances are exact).
    let shaped: (paragraph: ShapedParagraph, cache: ShapedSegmentCache)?

    /// A finder over `measurer`'s widths and `analysis`'s breaks; `shaped` gives the
    /// paragraph whose fonts show hyphens and whose unsafe line edges are shaped again, and
    /// `hyphenWidth`, when given, the hyphens' advances instead.
    init(
        measurer: ParagraphMeasurer, analysis: ParagraphAnalysis, mode: LineBreakMode, contentEnd: Int,
        hyphenWidth: ((Int) -> Double)? = nil, shaped: (paragraph: ShapedParagraph, cache: ShapedSegmentCache)? = nil
    ) {
        self.measurer = measurer
        self.analysis = analysis
        self.mode = mode
        self.contentEnd = contentEnd
        customHyphenWidth = hyphenWidth
        self.shaped = shaped
    }

    /// The advance of the hyphen shown when a line breaks after the soft hyphen at `offset`.
    func hyphenWidth(_ offset: Int) -> Double {
        if let customHyphenWidth { return customHyphenWidth(offset) }
        guard let shaped else { return 0 }
        return Self.hyphenWidth(at: offset, in: shaped.paragraph)
    }

    /// The edge shaper that corrects the width of the line `[start, end)`, when the line
    /// has an edge where cutting the shaped glyphs is unsafe (nil when it has none, or the
    /// widths are synthetic).
    ///
    /// It is made when a line edge first needs one and kept in `edges`, which the caller
    /// holds for the paragraph: most paragraphs never need one, and making one for every
    /// paragraph was an object and eight reference counts a paragraph. (The finder itself
    /// stays immutable: a mutating line-end search counted a reference for every line.)
    func edges(forLine start: Int, _ end: Int, kept edges: inout LineEdgeShaper?) -> LineEdgeShaper? {
        // The widths read through the measurer each time: a local would count a reference
        // for every candidate line measured.
        guard measurer.widths.hasUnsafeEdge(from: start, to: end), let shaped else { return nil }
        if let edges { return edges }
        let made = LineEdgeShaper(
            paragraph: shaped.paragraph, widths: measurer.widths, text: utf16, cache: shaped.cache)
        edges = made
        return made
    }

    /// How far, in points, a line may exceed its span and still fit: summed float advances
    /// land a hair off the exact value (400.00002 for 400). `TextLayout` rounds its size
    /// with the same allowance, so a fitting line never makes the size larger than the
    /// container.
    static let tolerance = 0.001

    private var utf16: [UInt16] { measurer.utf16 }

    /// Where a line starting at `start` ends in `width`, or nil when not even one grapheme
    /// cluster fits and progress is not forced; for a caller that keeps no edge shaper
    /// between lines (tests over synthetic widths).
    func lineEnd(from start: Int, width: Double, originX: Double, force: Bool) -> Int? {
        var edges: LineEdgeShaper? = nil
        return lineEnd(from: start, width: width, originX: originX, force: force, edges: &edges)
    }

    /// Where a line starting at `start` ends in `width` (nil as above), the paragraph's edge
    /// shaper kept in `edges` (see `edges(forLine:_:kept:)`).
    func lineEnd(
        from start: Int, width: Double, originX: Double, force: Bool, edges: inout LineEdgeShaper?
    ) -> Int? {
        guard start < contentEnd else { return nil }
        if mode == .clip {
            return analysis.lineBreaks.first { $0.offset > start && $0.isMandatory }
                .map { min($0.offset, contentEnd) } ?? contentEnd
        }
        let limit = width + Self.tolerance
        // A line that starts with a soft hyphen (the previous line broke before it) never
        // ends right after it: that line would show a lone hyphen.
        let loneHyphen = utf16[start] == 0xAD && start + 1 < contentEnd ? start + 1 : -1
        // The line's tabs, resolved once for all the candidates measured from `start`.
        var tabs = measurer.tabCursor(from: start, originX: originX)
        var firstCandidate: Int? = nil
        if mode == .charWrap {
            var fitting: [Int] = []
            forEachCandidate(after: start) { offset, mandatory in
                if offset == loneHyphen { return true }
                if firstCandidate == nil { firstCandidate = offset }
                let width = fitWidth(start, offset, tabs: &tabs)
                guard width <= limit else { return fitsButHyphen(width, at: offset, limit: limit) }
                fitting.append(offset)
                return !mandatory
            }
            if let best = fitting.last(where: { drawnFits(start, $0, tabs: &tabs, limit: limit, edges: &edges) }) {
                return best
            }
        } else {
            // The same walk as `forEachCandidate`, without a closure (the hot path).
            let breaks = analysis.lineBreaks
            let firstIndex = analysis.firstLineBreakIndex(after: start)
            var index = firstIndex
            var bestIndex: Int? = nil
            if measurer.widths.widensWithEnd, breaks.firstMandatoryOffset >= contentEnd, firstIndex < breaks.count {
                // Widths only grow with the line's end, and no break before the content's
                // end is mandatory: every opportunity up to the reach of the span fits
                // (its line, hanging whitespace left out, is no wider than the reach), so
                // the walk resumes after the last of them, where whitespace may still hang.
                let reach = measurer.reach(from: start, limit: limit, end: contentEnd)
                let lastWithin = ParagraphAnalysis.firstIndex(in: breaks, after: reach) { $0.offset } - 1
                if lastWithin >= firstIndex, breaks[lastWithin].offset != loneHyphen {
                    firstCandidate = min(breaks[firstIndex].offset, contentEnd)
                    bestIndex = lastWithin
                    index = breaks[lastWithin].offset >= contentEnd ? breaks.count : lastWithin + 1
                }
            }
            while index < breaks.count {
                let opportunity = breaks[index]
                let offset = min(opportunity.offset, contentEnd)
                if offset == loneHyphen {
                    index += 1
                    continue
                }
                if firstCandidate == nil { firstCandidate = offset }
                let width = fitWidth(start, offset, tabs: &tabs)
                guard width <= limit else {
                    // Too wide only with the hyphen a soft hyphen shows: a later break,
                    // where the soft hyphen is invisible, may still fit.
                    if fitsButHyphen(width, at: offset, limit: limit), !opportunity.isMandatory {
                        index += 1
                        continue
                    }
                    break
                }
                bestIndex = index
                if opportunity.isMandatory || opportunity.offset >= contentEnd { break }
                index += 1
            }
            if var candidate = bestIndex {
                while candidate >= firstIndex {
                    let offset = min(breaks[candidate].offset, contentEnd)
                    // The walk passed over ends too wide only with their hyphen: backing
                    // off (a line drawn wider than its advances) must not land on one.
                    if offset != loneHyphen, !showsHyphen(at: offset) || fitWidth(start, offset, tabs: &tabs) <= limit,
                        drawnFits(start, offset, tabs: &tabs, limit: limit, edges: &edges)
                    {
                        return offset
                    }
                    candidate -= 1
                }
            }
        }
        // The first word does not fit: break it between grapheme clusters.
        let wordEnd = firstCandidate ?? contentEnd
        var fitting: [Int] = []
        var firstBoundary: Int? = nil
        forEachGrapheme(after: start) { boundary in
            if boundary == loneHyphen { return true }
            if firstBoundary == nil { firstBoundary = boundary }
            guard boundary <= wordEnd else { return false }
            let width = fitWidth(start, boundary, tabs: &tabs)
            guard width <= limit else { return fitsButHyphen(width, at: boundary, limit: limit) }
            fitting.append(boundary)
            return true
        }
        if let best = fitting.last(where: { drawnFits(start, $0, tabs: &tabs, limit: limit, edges: &edges) }) {
            return best
        }
        guard force else { return nil }
        // Forced progress takes one cluster; whitespace after it up to the next
        // opportunity hangs on this line rather than making a line of its own.
        let forced = firstBoundary ?? contentEnd
        if let candidate = firstCandidate, candidate > forced,
            (forced..<candidate).allSatisfy({ ParagraphMeasurer.isHangingWhitespace(utf16[$0]) })
        {
            return candidate
        }
        return forced
    }

    /// Whether the line `[start, end)`, which fits by the paragraph's advances, still fits
    /// as drawn (its edges shaped again where cutting is unsafe).
    private func drawnFits(
        _ start: Int, _ end: Int, tabs: inout ParagraphMeasurer.TabCursor, limit: Double,
        edges kept: inout LineEdgeShaper?
    ) -> Bool {
        guard let edges = edges(forLine: start, end, kept: &kept) else { return true }
        let visibleEnd = measurer.trailingWhitespaceStart(from: start, to: end)
        let correction = edges.widthCorrection(line: start..<end, visibleEnd: visibleEnd)
        return correction <= 0 || fitWidth(start, end, tabs: &tabs) + correction <= limit
    }

    /// Whether a line ending at `end` shows a hyphen (it ends after a soft hyphen, before
    /// the content's end).
    private func showsHyphen(at end: Int) -> Bool {
        end > 0 && end < contentEnd && utf16[end - 1] == 0xAD
    }

    /// Whether a line `width` wide (its `fitWidth`) ending at `end` is too wide only
    /// because of the hyphen it shows. Widths are not monotonic there: such a line may fit
    /// when it ends a cluster later, the soft hyphen invisible, so the walks over
    /// candidates go on past it instead of stopping; without the hyphen widths only grow,
    /// so a walk never goes further than the span reaches.
    private func fitsButHyphen(_ width: Double, at end: Int, limit: Double) -> Bool {
        showsHyphen(at: end) && width - hyphenWidth(end - 1) <= limit
    }

    /// The width that must fit: up to the hanging whitespace, plus a hyphen after a
    /// soft hyphen.
    func fitWidth(_ start: Int, _ end: Int, originX: Double) -> Double {
        var tabs = measurer.tabCursor(from: start, originX: originX)
        return fitWidth(start, end, tabs: &tabs)
    }

    /// `fitWidth(_:_:originX:)` with the tabs of stretches from `start` kept in `tabs`
    /// (made for `start`), so measuring candidate after candidate resolves each tab once.
    func fitWidth(_ start: Int, _ end: Int, tabs: inout ParagraphMeasurer.TabCursor) -> Double {
        let visibleEnd = measurer.trailingWhitespaceStart(from: start, to: end)
        var width = measurer.measuredWidth(to: visibleEnd, cursor: &tabs)
        if end > start, showsHyphen(at: end) {
            width += hyphenWidth(end - 1)
        }
        return width
    }

    /// Calls `body` with each break candidate after `start` in order (UAX #14
    /// opportunities, or grapheme boundaries in char-wrap mode, clamped to the content
    /// end; the end and forced breaks are mandatory) until it returns false.
    private func forEachCandidate(after start: Int, _ body: (Int, Bool) -> Bool) {
        let end = contentEnd
        if mode == .charWrap {
            forEachGrapheme(after: start) { boundary in
                let mandatory = boundary >= end || analysis.isMandatoryBreak(at: boundary)
                return body(boundary, mandatory) && !mandatory
            }
            return
        }
        let breaks = analysis.lineBreaks
        var index = analysis.firstLineBreakIndex(after: start)
        while index < breaks.count {
            let opportunity = breaks[index]
            let mandatory = opportunity.isMandatory || opportunity.offset >= end
            guard body(min(opportunity.offset, end), mandatory), !mandatory else { return }
            index += 1
        }
    }

    /// Calls `body` with each grapheme boundary after `start` (clamped to the content
    /// end) until it returns false.
    private func forEachGrapheme(after start: Int, _ body: (Int) -> Bool) {
        let end = contentEnd
        let boundaries = analysis.graphemeBoundaries
        var index = analysis.firstGraphemeIndex(after: start)
        var previous = start
        while index < boundaries.count {
            let boundary = min(boundaries[index], end)
            if boundary > previous {
                guard body(boundary) else { return }
                previous = boundary
            }
            if boundary >= end { return }
            index += 1
        }
    }
}
