/// The rules `Shaper.shapeSegmented` asks about a segment or an item: which style entry of
/// the cache it belongs to, whether the cache keeps it, whether it joins a space as it is,
/// and whether its Han and kana take their glyphs straight from the face.
extension Shaper {
    /// The face's direct Han and kana glyphs when they give what HarfBuzz would for
    /// `item`: a left-to-right Han or kana item with no features, variations, letter
    /// spacing or kern. The face's table is remembered for the last face, so the lock that
    /// guards it is taken once a shaping call, not once an item.
    func directGlyphs(for item: TextItem) -> DirectGlyphs.Table? {
        let style = item.style
        guard item.script.isHanOrKana, item.level & 1 == 0, style.letterSpacing == 0, style.kern == 0,
            !style.fontHasFeaturesOrVariations
        else { return nil }
        if let last = scratch.directGlyphs, last.face == item.face.serial { return last.table?.table }
        let table = item.face.directGlyphs
        scratch.directGlyphs = (item.face.serial, table)
        return table?.table
    }

    /// The cache's style entry for the segments of `item`, remembered for the last eight
    /// styles (CJK text alternates Han, kana, Latin and punctuation items in a few faces;
    /// registering costs a hash of the font and a lock). The cheap fields are compared
    /// first, and no `SegmentStyle` is built for a remembered one.
    func segmentStyle(of item: TextItem) -> ShapedSegmentCache.Style {
        let serial = item.face.serial
        let script = item.script.tag
        let isRightToLeft = item.level & 1 == 1
        for entry in scratch.styles
        where entry.style.face == serial && entry.style.script == script
            && entry.style.isRightToLeft == isRightToLeft && entry.style.letterSpacing == item.style.letterSpacing
            && entry.style.kern == item.style.kern && entry.style.language == item.style.language
            && entry.style.font == item.style.font
        {
            return entry.registered
        }
        let style = SegmentStyle(
            face: serial, font: item.style.font, language: item.style.language, script: script,
            isRightToLeft: isRightToLeft, letterSpacing: item.style.letterSpacing, kern: item.style.kern)
        let registered = cache.style(for: style)
        if scratch.styles.count < 8 {
            scratch.styles.append((style, registered))
        } else {
            scratch.styles[scratch.nextStyleSlot] = (style, registered)
            scratch.nextStyleSlot = (scratch.nextStyleSlot + 1) % 8
        }
        return registered
    }

    /// Whether the space before `segment` and the segment shape the same together as
    /// apart: the segment's glyphs (in `storage` from `glyphsFrom` on) after the space's
    /// own, against the two shaped in one piece.
    func spaceJoinIsSafe(
        _ segment: TextRange, glyphsFrom glyphStart: Int, storage: GlyphStorage, item: TextItem, context: TextRange
    ) -> Bool {
        var together = GlyphStorage()
        shape(item, range: segment.lowerBound - 1..<segment.upperBound, context: context, into: &together)
        var apart = GlyphStorage()
        shape(item, range: segment.lowerBound - 1..<segment.lowerBound, context: context, into: &apart)
        apart.append(contentsOf: storage.slice(glyphStart..<storage.count))
        guard together.count == apart.count else { return false }
        for index in 0..<together.count {
            if together.ids[index] != apart.ids[index] || together.advances[index] != apart.advances[index]
                || together.xOffset(at: index) != apart.xOffset(at: index)
                || together.yOffset(at: index) != apart.yOffset(at: index)
                || together.clusters[index] != apart.clusters[index]
                || (together.flags[index] ^ apart.flags[index]) & ShapedGlyph.Flags.unsafeToBreak.rawValue != 0
            {
                return false
            }
        }
        return true
    }

    func isCacheable(_ segment: TextRange, context: TextRange, isJoining: Bool) -> Bool {
        guard segment.count <= ShapedSegmentCache.maximumSegmentLength else { return false }
        for index in segment where text[index] == 0xFFFC { return false }
        guard isJoining else { return true }
        // Open: at the paragraph's edge, after a space, or next to a character that never
        // joins (digits and punctuation, often set in another font, end a word's joining).
        let openBefore =
            segment.lowerBound == context.lowerBound || text[segment.lowerBound - 1] == 0x20
            || Self.neverJoins(text[segment.lowerBound - 1])
        let openAfter =
            segment.upperBound == context.upperBound || text[segment.upperBound - 1] == 0x20
            || Self.neverJoins(text[segment.upperBound])
        if openBefore && openAfter { return true }
        // A segment of characters that never join (a space or punctuation between two
        // Arabic words, set in the Latin face as an item of its own) shapes the same
        // whatever its neighbours: HarfBuzz's joining pass gives such characters no form,
        // and marks a cut unsafe only next to a joining character in the same buffer
        // (segments are cut after spaces, so the one before such a segment is a space).
        for index in segment where !Self.neverJoins(text[index]) { return false }
        return true
    }

    /// Whether `unit` has Joining_Type U (non-joining) and is no mark or format character:
    /// ASCII, Latin-1 punctuation and symbols, general punctuation but the format
    /// characters (ZWJ joins, the bidi and invisible controls are transparent), and the
    /// Arabic comma, semicolon, question mark, full stop, digits and number punctuation.
    @inline(__always)
    static func neverJoins(_ unit: UInt16) -> Bool {
        switch unit {
        case 0..<0x80, 0xA0...0xBF, 0x2010...0x2027, 0x2030...0x205E, 0x60C, 0x61B, 0x61F, 0x660...0x66D, 0x6D4,
            0x6F0...0x6F9:
            return true
        default: return false
        }
    }
}
