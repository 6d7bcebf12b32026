/// Shapes the items of a paragraph with HarfBuzz into a `ShapedParagraph`.
///
/// One HarfBuzz buffer is reused for every item. Each item is shaped with the whole
/// paragraph as context (so joining and contextual forms see across item edges), its
/// direction from the embedding level, its script, language and features. Letter spacing
/// turns off the optional ligatures (CSS Text 3 §8.2) and, like kern, is added after
/// each cluster; a negative spacing narrows a cluster at most to zero width, and so does
/// a damaged font's negative advance (glyph advances may be negative, a cluster's sum not).
/// LINE SEPARATOR and TAB get a zero advance: their width is the layout's business.
struct Shaper {
    /// The whole text (items and ranges are absolute UTF-16 offsets into it).
    let text: [UInt16]
    /// Where shaped words are kept between calls (see `shapeSegmented`).
    let cache: ShapedSegmentCache
    private let buffer: HarfBuzzBuffer
    /// What one shaping call remembers between items.
    let scratch: ShaperScratch
    /// The buffer's call count when this shaper got it.
    private let callsBefore: Int

    /// How many HarfBuzz calls this shaper has made.
    var harfBuzzCalls: Int { buffer.calls - callsBefore }

    /// A shaper with a buffer and scratch of its own.
    init(text: [UInt16], cache: ShapedSegmentCache) {
        self.init(text: text, cache: cache, buffer: HarfBuzzBuffer(), scratch: ShaperScratch())
    }

    /// A shaper that works in `workspace` (see `ShaperWorkspace.with`), for as long as
    /// the caller holds it.
    init(text: [UInt16], cache: ShapedSegmentCache, workspace: ShaperWorkspace) {
        self.init(text: text, cache: cache, buffer: workspace.buffer, scratch: workspace.scratch)
    }

    private init(text: [UInt16], cache: ShapedSegmentCache, buffer: HarfBuzzBuffer, scratch: ShaperScratch) {
        self.text = text
        self.cache = cache
        self.buffer = buffer
        self.scratch = scratch
        callsBefore = buffer.calls
    }

    func shape(_ paragraph: ParagraphAnalysis, items: [TextItem]) -> ShapedParagraph {
        var storage = GlyphStorage()
        storage.reserveCapacity(paragraph.contentRange.count)
        var runs: [ShapedRun] = []
        runs.reserveCapacity(items.count)
        // The near cache, taken out of the scratch for the paragraph (see `NearWordCache`).
        var near = scratch.near.take()
        defer { scratch.near = near.take() }
        // The miss-storm gauge (`MissStormGauge`) is asked once a paragraph and told its
        // words once, after the last item (a CJK paragraph has some twenty items).
        let gauges = scratch.gaugesMissStorms && cache.bypassesMissStorms
        let inStorm = gauges && scratch.gauge.isBypassing
        var tally = SegmentTally()
        for item in items {
            let start = storage.count
            if inStorm, directGlyphs(for: item) == nil, !scratch.gauge.usesCache() {
                // A miss storm: the item whole, what the segment loop would give, in one
                // call (Han and kana from the face's tables stay cheaper).
                shape(item, range: item.range, context: paragraph.contentRange, unsafeToConcat: false, into: &storage)
                scratch.bypassedItems += 1
            } else {
                let itemTally = shapeSegmented(item, paragraph: paragraph, near: &near, into: &storage)
                tally.words += itemTally.words
                tally.hits += itemTally.hits
            }
            let advance = storage.advances[start...].reduce(Float(0), +)
            runs.append(ShapedRun(item: item, glyphRange: start..<storage.count, advance: Double(advance)))
        }
        if gauges, tally.words > 0 { scratch.gauge.record(words: tally.words, hits: tally.hits) }
        let shaped = ShapedParagraph(analysis: paragraph, runs: runs, glyphs: storage.compacted())
        shaped.checkInvariants()
        return shaped
    }

    /// Shapes `range` (part of `item`) with the text of `context` around it and appends
    /// the glyphs, clusters absolute; without `unsafeToConcat`, their unsafe-to-concatenate
    /// flags mean nothing (HarfBuzz works less).
    func shape(
        _ item: TextItem, range: TextRange, context: TextRange, unsafeToConcat: Bool = true,
        into storage: inout GlyphStorage
    ) {
        shape(item, range: range, context: context, text: text, unsafeToConcat: unsafeToConcat, into: &storage)
    }

    /// Shapes `range` of another `text` (same rules).
    func shape(
        _ item: TextItem, range: TextRange, context: TextRange, text: [UInt16], unsafeToConcat: Bool = true,
        into storage: inout GlyphStorage
    ) {
        let font = item.face.harfBuzzFont(variations: item.style.font.variations)
        let scale = Float(item.style.font.size) / Float(max(item.face.unitsPerEm, 1))
        let start = storage.count
        let negative = buffer.shape(
            text: text, range: range, context: context, font: font, rightToLeft: item.level & 1 == 1,
            script: item.script.tag, language: item.style.language, features: features(for: item.style),
            scale: scale, unsafeToConcat: unsafeToConcat, into: &storage)
        adjustAdvances(from: start, item: item, range: range, text: text, negative: negative, storage: &storage)
    }

    private func features(for style: ShapingStyle) -> [FontFeature] {
        guard style.letterSpacing != 0 else { return style.font.features }
        let off = ["liga", "clig", "dlig", "hlig"].map { FontFeature($0, 0) }
        return off + style.font.features
    }

    /// Whether `unit` is shaped with no advance of its own: TAB (the layout gives it its
    /// width) and the forced line breaks inside a paragraph, U+2028, VT and FF (UAX #14
    /// class BK).
    @inline(__always)
    static func hasNoAdvance(_ unit: UInt16) -> Bool { unit == 0x09 || unit == 0x0B || unit == 0x0C || unit == 0x2028 }

    /// Sets the advances HarfBuzz does not decide, of the glyphs from `start` on: the
    /// characters of `hasNoAdvance` get zero (their width is the layout's business), an
    /// attachment's character its attachment's width, and letter spacing and kern go after
    /// each cluster (negative ones at most cancelling the cluster's advance). When some
    /// advance is `negative`, a cluster whose advances sum below zero is widened to zero.
    private func adjustAdvances(
        from start: Int, item: TextItem, range: TextRange, text: [UInt16], negative: Bool,
        storage: inout GlyphStorage
    ) {
        let spacing = Float(item.style.letterSpacing + item.style.kern)
        guard spacing != 0 || negative || UnitBuffers.containsUnitWithoutOwnAdvance(text[range]) else { return }
        let count = storage.count
        var clusterAdvance: Float = 0
        for index in start..<count {
            let cluster = Int(storage.clusters[index])
            let unit = text[cluster]
            if Self.hasNoAdvance(unit) { storage.advances[index] = 0 }
            if unit == 0xFFFC, let attachment = item.style.attachment {
                storage.advances[index] = Float(attachment.size.width)
            }
            clusterAdvance += storage.advances[index]
            let endsCluster = index + 1 == count || storage.clusters[index + 1] != storage.clusters[index]
            guard endsCluster else { continue }
            // Negative spacing (or a damaged font) narrows a cluster at most to nothing:
            // advances never run backwards, so widths and the breaker's prefix sums never
            // decrease.
            if clusterAdvance + spacing >= 0 {
                storage.advances[index] += spacing
            } else {
                storage.advances[index] -= clusterAdvance
            }
            clusterAdvance = 0
        }
    }
}

/// What a `Shaper` remembers between the items it shapes (one per shaping call, not shared).
final class ShaperScratch {
    /// The last styles registered with the segment cache, and their registered forms.
    var styles: [(style: SegmentStyle, registered: ShapedSegmentCache.Style)] = []
    /// The entry of `styles` the next new style replaces once it is full (round robin).
    var nextStyleSlot = 0
    /// The segments of the stretch of uncached words being shaped, with their cache
    /// addresses (nil: not kept).
    var stretch: [(segment: TextRange, address: ShapedSegmentCache.Address?)] = []
    /// First glyphs whose space-join answer this call has recorded, for `joinsStyle`.
    var joinsRecorded = JoinMemo()
    var joinsStyle: ShapedSegmentCache.Style?
    /// The last face's `FontFace.directGlyphs` (by serial).
    var directGlyphs: (face: UInt64, table: DirectGlyphs?)?
    /// The words a pooled workspace keeps from the shared cache (nil: look up the shared
    /// cache only, as a one-off shaper does).
    var near: NearWordCache?
    /// Whether this scratch belongs to a pooled workspace, which reports its bypassed items
    /// and may shape items whole during a miss storm (a one-off shaper never does).
    var gaugesMissStorms = false
    /// Whether items go through the cache or are shaped whole (`MissStormGauge`); made for
    /// its cache by `ShaperWorkspace.prepare(for:)`. Asked and told once a paragraph; not
    /// checked for exclusive access at run time (a scratch serves one shaping call at a
    /// time, and no access to it overlaps another: each is one call on the value).
    @exclusivity(unchecked) var gauge = MissStormGauge(cachedWords: 0)
    /// Items shaped whole since the count was last reported to the cache.
    var bypassedItems = 0
}

/// Words (segments) a paragraph's items shaped through the segment cache, and how many of
/// them the cache had: what the miss-storm gauge is told (`MissStormGauge.record`).
struct SegmentTally {
    var words = 0
    var hits = 0
}

/// First glyphs whose space-join answer a shaping call has recorded: a direct-mapped memo
/// (slot `glyph % 64`), so recording the same answer again is skipped without hashing,
/// locking or allocating; a collision only records an answer twice.
struct JoinMemo {
    /// The slots, allocated on the first note (an empty memo costs nothing to make).
    private var glyphs: [UInt32] = []

    /// Notes that the answer for `glyph` is recorded; returns false when it already was.
    mutating func note(_ glyph: UInt32) -> Bool {
        if glyphs.isEmpty { glyphs = [UInt32](repeating: .max, count: 64) }
        let slot = Int(glyph & 63)
        guard glyphs[slot] != glyph else { return false }
        glyphs[slot] = glyph
        return true
    }

    /// Forgets every recorded answer.
    mutating func forgetAll() {
        for slot in glyphs.indices { glyphs[slot] = .max }
    }
}
