import CGlyphCache
@preconcurrency import CShaping

/// Owns one HarfBuzz blob, face and font for one face of a font file.
///
/// The font is scaled to the face's units per em, so positions come out in font units and
/// the caller scales them to a point size. HarfBuzz fonts are immutable after
/// `hb_font_make_immutable` and safe to shape with from many threads at once, which is why
/// this class can be `Sendable`: it never mutates its handles after `init`.
final class HarfBuzzFont: @unchecked Sendable {
    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer
    let unitsPerEm: Int32
    /// The variation axes the font is set to (empty: the face's default instance).
    let variations: [FontVariation]

    /// Wraps face `index` of `blob`; takes ownership of one reference to the blob.
    ///
    /// With `memoizesGlyphs` (the default), nominal glyphs and horizontal advances go through
    /// a memo of HarfBuzz's own answers (`CGlyphCache`): HarfBuzz 6.0 searches the cmap for
    /// every character, about 9 % of shaping a Latin paragraph. `bmpCoverage()` asks for
    /// every character the cmap lists when a face is loaded, so the memo starts out holding
    /// them (a 1 KB page for each block of 256 characters it covers any of).
    init(blob: OpaquePointer, index: UInt32, memoizesGlyphs: Bool = true) {
        self.blob = blob
        face = hb_face_create(blob, index)
        hb_face_make_immutable(face)
        unitsPerEm = Int32(hb_face_get_upem(face))
        variations = []
        font = Self.makeFont(face: face, unitsPerEm: unitsPerEm, variations: [], memoizesGlyphs: memoizesGlyphs)
    }

    /// A font over the same face as `base` with variation axes set (`wght`, `wdth`, ...),
    /// scaled to units per em like `base`, with its own memo of glyph answers (unless
    /// `memoizesGlyphs` is false).
    ///
    /// It is a font of its own (`hb_font_create`), not a sub-font of `base`: in HarfBuzz
    /// 6.0 a sub-font's font functions ask its parent, which answers advances and extents
    /// at the parent's coordinates (the default instance), so HVAR and gvar would be
    /// ignored while GSUB and GPOS variations applied; and `base`'s memo holds the default
    /// instance's advances, which no other instance may be answered from.
    init(sameFaceAs base: HarfBuzzFont, variations: [FontVariation], memoizesGlyphs: Bool = true) {
        blob = hb_blob_reference(base.blob)
        face = hb_face_reference(base.face)
        unitsPerEm = base.unitsPerEm
        self.variations = variations
        font = Self.makeFont(
            face: face, unitsPerEm: unitsPerEm, variations: variations, memoizesGlyphs: memoizesGlyphs)
    }

    /// An immutable HarfBuzz font over `face`, scaled to `unitsPerEm`, at `variations`,
    /// wrapped in a glyph memo of its own when `memoizesGlyphs` (and memory allows).
    private static func makeFont(
        face: OpaquePointer, unitsPerEm: Int32, variations: [FontVariation], memoizesGlyphs: Bool
    ) -> OpaquePointer {
        let base = hb_font_create(face)!
        hb_font_set_scale(base, unitsPerEm, unitsPerEm)
        if !variations.isEmpty {
            var settings = variations.map { hb_variation_t(tag: hbTag($0.axis), value: Float($0.value)) }
            hb_font_set_variations(base, &settings, UInt32(settings.count))
        }
        hb_font_make_immutable(base)
        guard memoizesGlyphs, let memoized = rt_glyph_cache_font_create(base) else { return base }
        hb_font_destroy(base)
        return memoized
    }

    /// A font over the same face at the same variations without the memo of glyph answers
    /// (tests compare the two).
    func withoutGlyphMemo() -> HarfBuzzFont {
        HarfBuzzFont(sameFaceAs: self, variations: variations, memoizesGlyphs: false)
    }

    /// How many answers the glyph memo holds: characters whose glyph (or lack of one) it
    /// knows, and glyphs whose advance it knows. Zeros for a font without the memo.
    var memoizedAnswers: (characters: Int, glyphs: Int) {
        var characters: UInt32 = 0
        var glyphs: UInt32 = 0
        rt_glyph_cache_font_filled(font, &characters, &glyphs)
        return (Int(characters), Int(glyphs))
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The glyph the face's cmap gives `scalar`, or nil when it has none.
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
    }

    /// Whether the face's cmap table maps at least one character.
    ///
    /// HarfBuzz reads only the `cmap` table; FreeType would synthesise a Unicode map from
    /// glyph names when the table is missing, which does not help shaping.
    var mapsAnyCharacter: Bool {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        return hb_set_get_population(set) > 0
    }

    /// Whether the face's GDEF table classes `glyph` as a mark.
    func isMark(_ glyph: UInt32) -> Bool {
        hb_ot_layout_get_glyph_class(face, glyph) == HB_OT_LAYOUT_GLYPH_CLASS_MARK
    }

    /// Whether the face has a non-empty table `tag` ("morx", "kern").
    func hasTable(_ tag: String) -> Bool {
        let blob = hb_face_reference_table(face, hbTag(tag))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }

    /// The horizontal advance of `glyph` in font units (the font is scaled to units per em).
    func horizontalAdvance(_ glyph: UInt32) -> Int32 { hb_font_get_glyph_h_advance(font, glyph) }

    /// Which Basic Multilingual Plane characters the cmap maps: bit (c & 63) of word c >> 6.
    func bmpCoverage() -> [UInt64] {
        var words = [UInt64](repeating: 0, count: 1024)
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var first = hb_codepoint_t.max  // HB_SET_VALUE_INVALID
        var last = hb_codepoint_t.max
        // Each listed character is looked up too: in a damaged cmap the two can disagree,
        // and a face must not claim a character it then shapes as .notdef.
        while hb_set_next_range(set, &first, &last) != 0, first < 0x10000 {
            for scalar in first...min(last, 0xFFFF) where nominalGlyph(scalar) != nil {
                words[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63)
            }
        }
        // A symbol-encoded cmap maps U+0000-00FF through U+F000-F0FF, which the set does
        // not list; ask the cmap itself for that block, as `nominalGlyph` does.
        for scalar in UInt32(0)..<0x100 where nominalGlyph(scalar) != nil {
            words[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63)
        }
        return words
    }

    /// The ink box of `glyph` in font units relative to the glyph's origin, y down (the
    /// layout's orientation); nil when the font has no extents for it.
    func glyphExtents(_ glyph: UInt32) -> Rect? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return nil }
        return Rect(
            x: Double(extents.x_bearing), y: -Double(extents.y_bearing), width: Double(extents.width),
            height: -Double(extents.height))
    }

    /// Number of glyphs in the face.
    var glyphCount: Int { Int(hb_face_get_glyph_count(face)) }

    /// Whether the face draws colour glyphs (CBDT/sbix bitmaps or COLR layers).
    var hasColorGlyphs: Bool {
        hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
    }

    /// The face's metrics for a size of one point (font units over units per em).
    func unitMetrics() -> FontMetrics {
        let scale = 1 / Double(max(unitsPerEm, 1))
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double { Double(self.metric(tag)) * scale }
        return FontMetrics(
            size: 1,
            ascender: metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
            descender: metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
            lineGap: metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP),
            xHeight: metric(HB_OT_METRICS_TAG_X_HEIGHT),
            capHeight: metric(HB_OT_METRICS_TAG_CAP_HEIGHT),
            underlinePosition: metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET),
            underlineThickness: metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE),
            strikeoutPosition: metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET),
            strikeoutThickness: metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE))
    }

    /// A metric in font units, with HarfBuzz's documented fallbacks (OS/2 typo metrics when
    /// USE_TYPO_METRICS is set, else hhea, else OS/2 win metrics).
    private func metric(_ tag: hb_ot_metrics_tag_t) -> Int32 {
        var position: hb_position_t = 0
        hb_ot_metrics_get_position_with_fallback(font, tag, &position)
        return position
    }
}

/// The OpenType tag of a four-character string ("kern", "wght"); spaces pad short strings.
func hbTag(_ string: String) -> hb_tag_t {
    var bytes = Array(string.utf8.prefix(4))
    while bytes.count < 4 { bytes.append(0x20) }
    return (UInt32(bytes[0]) << 24) | (UInt32(bytes[1]) << 16) | (UInt32(bytes[2]) << 8) | UInt32(bytes[3])
}

/// The four-character string of an OpenType tag.
func hbTagString(_ tag: hb_tag_t) -> String {
    let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
    return String(decoding: bytes, as: UTF8.self)
}
