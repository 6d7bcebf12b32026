/// The stretch's side of the segment loop (`Shaper.shapeSegmented`): whether a stretch of
/// new words is shaped with HarfBuzz's unsafe-to-concatenate flags, and storing its words
/// in the segment cache once it is shaped.
extension Shaper {
    /// Whether a join of the stretch `piece` of `item` (its segments `stretch`) may read
    /// HarfBuzz's unsafe-to-concatenate flags: a cut between its segments, or at its
    /// start or end inside the item, that does not follow a space. (Joins after a space
    /// go by the space-join rules instead; a join to an empty piece, which has no glyphs
    /// of its own, reads the flag and finds the stretch's end unsafe.)
    func readsConcatFlags(
        _ stretch: [(segment: TextRange, address: ShapedSegmentCache.Address?)], of piece: TextRange,
        in item: TextRange
    ) -> Bool {
        if piece.lowerBound > item.lowerBound, text[piece.lowerBound - 1] != 0x20 { return true }
        for index in stretch.indices {
            let end = stretch[index].segment.upperBound
            if end < item.upperBound, text[end - 1] != 0x20 { return true }
        }
        return false
    }

    /// Stores the segments `stretch` of the shaped stretch `piece` (their glyphs in
    /// `storage` from `glyphStart` on) whose both cuts are safe, and learns the space-join
    /// answer of every safe word start inside it. Without `concatIsKnown` (the stretch
    /// was shaped without unsafe-to-concatenate flags) the words are stored as unsafe to
    /// concatenate at both ends.
    func store(
        _ stretch: [(segment: TextRange, address: ShapedSegmentCache.Address?)], of piece: TextRange,
        glyphsFrom glyphStart: Int, storage: GlyphStorage, concatIsKnown: Bool, _ segments: SegmentContext
    ) {
        if scratch.joinsStyle != segments.style {
            scratch.joinsStyle = segments.style
            scratch.joinsRecorded.forgetAll()
        }
        // The memo, moved out of the scratch for the loop and back at the end.
        var recorded = scratch.joinsRecorded
        scratch.joinsRecorded = JoinMemo()
        defer { scratch.joinsRecorded = recorded }
        var slicer = StretchSlicer(piece: piece, glyphsFrom: glyphStart, storage: storage)
        for (segment, address) in stretch {
            let (glyphs, isStorable, endIsSafe) = slicer.next(segment)
            if isStorable, let address {
                // A safe cut right after a space inside the stretch: the word joins a
                // space as it is (what `joinsAfterSpace` would check).
                let joins =
                    segments.cutsAtSpaces && segment.lowerBound > piece.lowerBound
                    && text[segment.lowerBound - 1] == 0x20
                    && (glyphs.isEmpty || segments.mayJoinSpace(before: storage.ids[glyphs.lowerBound]))
                cache.insert(
                    segment, of: text, at: address, glyphs: storage, range: glyphs, joinsAfterSpace: joins,
                    concatIsKnown: concatIsKnown)
            }
            let next = glyphs.upperBound
            if segments.cutsAtSpaces, endIsSafe, segment.upperBound < piece.upperBound,
                text[segment.upperBound - 1] == 0x20, next < storage.count,
                segments.mayJoinSpace(before: storage.ids[next]), recorded.note(storage.ids[next])
            {
                cache.recordSpaceJoin(style: segments.style, firstGlyph: storage.ids[next], joins: true)
            }
        }
    }
}
