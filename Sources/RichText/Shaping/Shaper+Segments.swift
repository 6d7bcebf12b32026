/// Segment-wise shaping through `ShapedSegmentCache`.
///
/// An item is cut into segments: a word with the spaces after it (when the face's space
/// glyph is in no substitution and no positioning context, see
/// `FontFace.spaceIsContextFree`), and each CJK character on its own; cuts fall on
/// grapheme boundaries only. Each segment is looked up in the cache. A stretch of
/// consecutive segments the cache lacks is shaped in one HarfBuzz call, with the paragraph
/// as context, and cut into segments for the cache where HarfBuzz says the cut is safe
/// (no unsafe-to-break flag): those slices are exactly what shaping the segments alone
/// gives. So text seen for the first time costs one HarfBuzz call per item, as shaping it
/// whole would.
///
/// Neighbouring pieces (a cached segment or a shaped stretch) are joined as they are when
/// nothing in the font acts across the join:
/// - after a space, when the space and the next piece shape the same together as apart
///   (so kerning between the space and the next word's first glyph, in the form that word
///   really takes, is seen); the answer is kept per style and first glyph, and learnt for
///   free from every safe word start inside a shaped stretch;
/// - elsewhere, when HarfBuzz marks neither side unsafe to concatenate.
/// Pieces that cannot be joined that way are shaped again together (`SegmentGroups`).
/// Han and kana that the face shapes one by one take their glyphs straight from its
/// tables (`DirectGlyphs`), a run at a time, without HarfBuzz or the cache.
/// A font may also position marks on the space (Noto Sans Devanagari does, for Vedic
/// marks): a mark on a space is in the space's grapheme, so no cut falls before it, and a
/// piece that starts with a mark glyph is never joined to a space on trust.
/// What this cannot see is a positioning lookup whose input sequence runs from one word
/// across the space into the next (not a pair), or a mark-on-space lookup that skips base
/// glyphs to reach a mark later in the word; such fonts are rare, and the corpus test
/// checks that the bundled fonts shape exactly as whole items.
/// A broken cluster is the exception to the flags: an item whose shaping shows an inserted
/// dotted circle is shaped whole and stores no word (`Shaper+BrokenClusters.swift`).
extension Shaper {
    /// Scripts whose shaping looks at the characters around a segment (cursive joining):
    /// their segments are cached only when a space or the paragraph's edge surrounds them.
    /// (An array: hashing a tag for a set lookup cost more than comparing a dozen tags, on
    /// every item.)
    private static let joiningScripts: [UInt32] =
        ["Arab", "Syrc", "Mong", "Nkoo", "Phag", "Mand", "Mani", "Phlp", "Adlm", "Rohg", "Sogd", "Ougr", "Chrs"]
        .map(hbTag)

    /// What the segment loop of one item needs to know.
    struct SegmentContext {
        /// The paragraph's content range.
        let content: TextRange
        let style: ShapedSegmentCache.Style
        let isJoining: Bool
        /// HarfBuzz may insert a dotted circle before a broken cluster of the item.
        let mayBreakClusters: Bool
        let cutsAtSpaces: Bool
        /// The face positions marks on the space (`FontFace.spaceCarriesMarks`): a piece
        /// that starts with a mark glyph never joins a space on trust.
        let face: FontFace?
        /// The face's Han and kana glyphs that shape one by one, for an item they apply to
        /// (`DirectGlyphs`); with the item's scale (points per font unit).
        let direct: DirectGlyphs.Table?
        let scale: Float

        /// Whether a piece starting with `glyph` may join the space before it by the
        /// space-join rules (else it is shaped again with the space).
        func mayJoinSpace(before glyph: UInt32) -> Bool { face.map { !$0.isMark(glyph) } ?? true }
    }

    /// Shapes `item` of `paragraph` segment by segment, appends the glyphs and returns its
    /// words through the cache and their hits. `near` is the workspace's near cache, taken
    /// out of `scratch` by the caller for the paragraph (see `NearWordCache`), or nil.
    func shapeSegmented(
        _ item: TextItem, paragraph: ParagraphAnalysis, near: inout NearWordCache?, into storage: inout GlyphStorage
    ) -> SegmentTally {
        let range = item.range
        let segments = SegmentContext(
            content: paragraph.contentRange, style: segmentStyle(of: item),
            isJoining: Self.joiningScripts.contains(item.script.tag),
            mayBreakClusters: item.face.dottedCircleGlyph != nil
                && !Self.scriptsWithoutBrokenClusters.contains(item.script.tag),
            cutsAtSpaces: item.face.spaceIsContextFree,
            face: item.face.spaceCarriesMarks ? item.face : nil, direct: directGlyphs(for: item),
            scale: Float(item.style.font.size) / Float(max(item.face.unitsPerEm, 1)))
        var cuts = SegmentCutter(
            text: text, boundaries: paragraph.graphemeBoundaries, cutsAtSpaces: segments.cutsAtSpaces,
            cursor: paragraph.firstGraphemeIndex(after: range.lowerBound))
        let itemGlyphStart = storage.count
        var groups = SegmentGroups(start: range.lowerBound, glyphStart: itemGlyphStart)
        let context = paragraph.contentRange
        let reshape = { (piece: TextRange, output: inout GlyphStorage) in
            shape(item, range: piece, context: context, into: &output)
        }
        var unsafeToConcatBefore = false
        // The stretch buffer, moved out of the scratch for the loop (no exclusivity check
        // per append) and back at the end.
        var stretch = scratch.stretch
        scratch.stretch = []
        defer { scratch.stretch = stretch }
        // Segments already cut but not yet shaped (at most two), in order.
        var pending: TextRange?
        var pendingAfter: TextRange?
        func nextSegment(from start: Int) -> TextRange {
            guard let first = pending else { return start..<cuts.segmentEnd(from: start, limit: range.upperBound) }
            pending = pendingAfter
            pendingAfter = nil
            return first
        }
        // Words (segments) through the cache and how many it had, for the miss-storm gauge.
        var words = 0
        var hits = 0
        var start = range.lowerBound
        while start < range.upperBound {
            let segment = nextSegment(from: start)
            let glyphStart = storage.count
            var piece = segment
            var found: ShapedSegmentCache.Edges?
            if let direct = segments.direct, segment.count == 1, direct.glyph(for: text[segment.lowerBound]) != nil {
                // A run of Han and kana glyphs straight from the face's tables: segments
                // already cut first, then the cutter scans on without cutting each one.
                var end = segment.upperBound
                while let next = pending, next.count == 1, direct.glyph(for: text[next.lowerBound]) != nil {
                    end = next.upperBound
                    pending = pendingAfter
                    pendingAfter = nil
                }
                if pending == nil { end = cuts.directRunEnd(from: end, limit: range.upperBound, table: direct) }
                piece = segment.lowerBound..<end
                storage.append(directGlyphsOf: piece, in: text, table: direct, scale: segments.scale)
                found = ShapedSegmentCache.Edges(unsafeToConcatAtStart: false, unsafeToConcatAtEnd: false)
            }
            let segmentAddress = found == nil ? address(of: segment, segments) : nil
            if let segmentAddress {
                found = lookUp(segment, at: segmentAddress, near: &near, into: &storage)
                words += 1
                if found != nil { hits += 1 }
            }
            let edges: ShapedSegmentCache.Edges
            if let found {
                edges = found
            } else {
                // A stretch of segments the cache lacks, up to the next one it has, or
                // through a lone cached one between two it lacks: shaping that word again
                // costs less than another HarfBuzz call and another join.
                stretch.removeAll(keepingCapacity: true)
                stretch.append((segment, segmentAddress))
                // Words shaped here that no lookup counted as a miss.
                var unlooked = segmentAddress == nil ? 1 : 0
                var end = segment.upperBound
                // After four words in a row the cache lacks, the text is new to it: the
                // rest of the item is shaped with them without asking (lookups into a
                // large cache cost memory traffic; a known word shaped again costs little).
                var misses = 1
                while end < range.upperBound {
                    let next = nextSegment(from: end)
                    let nextAddress = address(of: next, segments)
                    if misses >= 4 || nextAddress == nil {
                        stretch.append((next, nextAddress))
                        unlooked += 1
                        end = next.upperBound
                        continue
                    }
                    misses += 1
                    if let nextAddress, isCached(next, at: nextAddress, near: &near) {
                        guard next.upperBound < range.upperBound else {
                            pending = next
                            break
                        }
                        let after = nextSegment(from: next.upperBound)
                        let afterAddress = address(of: after, segments)
                        if let afterAddress, isCached(after, at: afterAddress, near: &near) {
                            pending = next
                            pendingAfter = after
                            break
                        }
                        stretch.append((next, nil))
                        stretch.append((after, afterAddress))
                        unlooked += 1  // the cached word, shaped again with the stretch
                        hits += 1  // for the gauge the cache had it (the statistics count a miss)
                        end = after.upperBound
                        continue
                    }
                    stretch.append((next, nextAddress))
                    end = next.upperBound
                }
                piece = segment.lowerBound..<end
                cache.countMissesWithoutLookup(unlooked)
                words += stretch.count - (segmentAddress == nil ? 0 : 1)
                // HarfBuzz's unsafe-to-concatenate flags are read only at joins that do not
                // follow a space. A long stretch (text new to the cache) with none (Latin text
                // cut at spaces) is shaped without them, and its edges and words count as
                // unsafe to concatenate; a short one keeps them, as its words may meet other
                // neighbours later (a word stored without them is shaped again there).
                let concatIsRead =
                    stretch.count < 4 || !segments.cutsAtSpaces || readsConcatFlags(stretch, of: piece, in: range)
                shape(item, range: piece, context: context, unsafeToConcat: concatIsRead, into: &storage)
                if segments.mayBreakClusters,
                    shapedWholeIfBroken(item, context: context, from: itemGlyphStart, checking: glyphStart, &storage)
                {
                    // A broken cluster: what it shapes to depends on the text before it.
                    return SegmentTally(words: words, hits: hits)
                }
                store(
                    stretch, of: piece, glyphsFrom: glyphStart, storage: storage, concatIsKnown: concatIsRead,
                    segments)
                edges = concatIsRead ? storage.edges(from: glyphStart) : .concatUnknown
            }
            var joins = false
            if start > range.lowerBound {
                if segments.cutsAtSpaces, text[start - 1] == 0x20, edges.joinsAfterSpace {
                    joins = true  // known from the stretch the word was cut from
                } else if segments.cutsAtSpaces, text[start - 1] == 0x20, glyphStart < storage.count {
                    // Only a pair rule between the space and the piece's first glyph can
                    // act across the join (the space is in no substitution or context), so
                    // the answer holds for every piece that starts with that glyph.
                    let firstGlyph = storage.ids[glyphStart]
                    joins = joinsAfterSpace(style: segments.style, firstGlyph: firstGlyph, near: &near) {
                        segments.mayJoinSpace(before: firstGlyph)
                            && spaceJoinIsSafe(
                                piece, glyphsFrom: glyphStart, storage: storage, item: item, context: context)
                    }
                } else {
                    joins = !unsafeToConcatBefore && !edges.unsafeToConcatAtStart
                }
            }
            groups.add(piece, glyphsFrom: glyphStart, joinsPrevious: joins, storage: &storage, reshape: reshape)
            unsafeToConcatBefore = edges.unsafeToConcatAtEnd
            start = piece.upperBound
        }
        groups.finish(storage: &storage, reshape: reshape)
        if segments.mayBreakClusters {
            // Pieces shaped again together may have made a broken cluster.
            _ = shapedWholeIfBroken(item, context: context, from: itemGlyphStart, checking: itemGlyphStart, &storage)
        }
        return SegmentTally(words: words, hits: hits)
    }

    /// The cache address of `segment`, or nil when the cache does not keep it.
    private func address(of segment: TextRange, _ segments: SegmentContext) -> ShapedSegmentCache.Address? {
        guard isCacheable(segment, context: segments.content, isJoining: segments.isJoining) else { return nil }
        return cache.address(
            of: segment, in: text, style: segments.style,
            isParagraphStart: segment.lowerBound == segments.content.lowerBound,
            isParagraphEnd: segment.upperBound == segments.content.upperBound)
    }

    /// Shapes `range` of `item` as a piece cut from its paragraph at a line edge and
    /// appends the glyphs: with the paragraph `content` as context, so joining forms stay as
    /// if the word were whole (CSS Text 3 §5.1), through the segment cache when the piece
    /// is one the cache keeps.
    func shapeCut(_ item: TextItem, range: TextRange, paragraph content: TextRange, into storage: inout GlyphStorage) {
        let isJoining = Self.joiningScripts.contains(item.script.tag)
        guard isCacheable(range, context: content, isJoining: isJoining) else {
            shape(item, range: range, context: content, into: &storage)
            return
        }
        _ = cache.glyphs(
            for: range, of: text, style: segmentStyle(of: item),
            isParagraphStart: range.lowerBound == content.lowerBound,
            isParagraphEnd: range.upperBound == content.upperBound, into: &storage
        ) { output in
            shape(item, range: range, context: content, into: &output)
        }
    }

}
