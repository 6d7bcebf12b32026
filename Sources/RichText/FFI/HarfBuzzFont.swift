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

    /// How a glyph (the space's) takes part in shaping, as far as cutting text after it goes.
    enum LayoutContextRole {
        /// In no GSUB lookup and in GPOS only as positioning input: a pair rule with the
        /// glyph after it is the only thing that acts across a cut after it.
        case free
        /// As `free`, except that it is also the context of GPOS lookups whose every input
        /// glyph is a mark (Noto Sans Devanagari places Vedic marks on a space): those act
        /// only on a mark right after it.
        case baseOfMarks
        /// In a GSUB lookup, in other GPOS context, or in a font with an AAT `morx` table.
        case inContext
    }

    /// How `glyph` takes part in shaping (see `LayoutContextRole`). (Blink asks much the
    /// same of the space glyph before it shapes word by word.)
    func layoutContextRole(of glyph: UInt32) -> LayoutContextRole {
        // An AAT font shapes with `morx`, whose rules this cannot inspect.
        if hasTable("morx") { return .inContext }
        let before = hb_set_create()
        let input = hb_set_create()
        let after = hb_set_create()
        defer {
            hb_set_destroy(before)
            hb_set_destroy(input)
            hb_set_destroy(after)
        }
        let gsub = hbTag("GSUB")
        for lookup in 0..<hb_ot_layout_table_get_lookup_count(face, gsub) {
            hb_ot_layout_lookup_collect_glyphs(face, gsub, lookup, before, input, after, nil)
        }
        if hb_set_has(before, glyph) != 0 || hb_set_has(input, glyph) != 0 || hb_set_has(after, glyph) != 0 {
            return .inContext
        }
        var role = LayoutContextRole.free
        let gpos = hbTag("GPOS")
        for lookup in 0..<hb_ot_layout_table_get_lookup_count(face, gpos) {
            hb_set_clear(before)
            hb_set_clear(input)
            hb_set_clear(after)
            hb_ot_layout_lookup_collect_glyphs(face, gpos, lookup, before, input, after, nil)
            if hb_set_has(after, glyph) != 0 { return .inContext }
            guard hb_set_has(before, glyph) != 0 else { continue }
            var member = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start of the iteration
            while hb_set_next(input, &member) != 0 {
                if !isMark(member) { return .inContext }
            }
            role = .baseOfMarks
        }
        return role
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

    /// The glyphs that some GSUB or GPOS lookup reachable by horizontal text of `scripts`
    /// reads or writes (as input, context or output), as a bitmap over glyph ids (bit
    /// `g & 63` of word `g >> 6`); nil when HarfBuzz would shape the face otherwise than
    /// through those tables: an AAT `morx` table, or a legacy `kern` table (applied when
    /// GPOS has no kerning).
    func glyphsInHorizontalLookups(scripts: [String]) -> [UInt64]? {
        guard !hasTable("morx"), !hasTable("kern") else { return nil }
        var words = [UInt64](repeating: 0, count: (Int(hb_face_get_glyph_count(face)) + 63) / 64)
        let touched = hb_set_create()
        defer { hb_set_destroy(touched) }
        for table in [hbTag("GSUB"), hbTag("GPOS")] {
            var lookups = Set<UInt32>()
            for script in scripts {
                let pairs = horizontalLookups(in: table, script: hb_script_from_iso15924_tag(hbTag(script)))
                for pair in pairs { lookups.insert(UInt32(truncatingIfNeeded: pair)) }
            }
            for lookup in lookups {
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, touched, touched, touched, touched)
            }
        }
        var glyph = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start of the iteration
        while hb_set_next(touched, &glyph) != 0 {
            guard Int(glyph >> 6) < words.count else { break }
            words[Int(glyph >> 6)] |= 1 << UInt64(glyph & 63)
        }
        return words
    }

    /// Whether HarfBuzz applies the same GSUB and GPOS lookups to horizontal text of each
    /// of `scripts` (ISO 15924 tags): for each, the script HarfBuzz selects in the font,
    /// then every non-vertical feature of every language system under it, as pairs of
    /// feature tag and lookup index. False for a font with an AAT `morx` table (whose rules
    /// this cannot inspect).
    func appliesSameHorizontalLookups(toScripts scripts: [String]) -> Bool {
        if hasTable("morx") { return false }
        for table in [hbTag("GSUB"), hbTag("GPOS")] {
            let sets = scripts.map { horizontalLookups(in: table, script: hb_script_from_iso15924_tag(hbTag($0))) }
            guard sets.allSatisfy({ $0 == sets[0] }) else { return false }
        }
        return true
    }

    /// The (feature tag, lookup index) pairs of `table` that horizontal text of `script`
    /// can reach, in all language systems of the script HarfBuzz selects for it.
    private func horizontalLookups(in table: hb_tag_t, script: hb_script_t) -> Set<UInt64> {
        let vertical: Set<hb_tag_t> = Set(["vert", "vrt2", "vrtr", "vkna", "valt", "vhal", "vpal", "vkrn"].map(hbTag))
        var tags = [hb_tag_t](repeating: 0, count: 8)
        var tagCount = UInt32(tags.count)
        var noLanguages: UInt32 = 0
        hb_ot_tags_from_script_and_language(script, nil, &tagCount, &tags, &noLanguages, nil)
        var scriptIndex: UInt32 = 0
        var chosen: hb_tag_t = 0
        hb_ot_layout_table_select_script(face, table, tagCount, &tags, &scriptIndex, &chosen)
        guard scriptIndex != 0xFFFF else { return [] }  // HB_OT_LAYOUT_NO_SCRIPT_INDEX
        let languageCount = hb_ot_layout_script_get_language_tags(face, table, scriptIndex, 0, nil, nil)
        var result = Set<UInt64>()
        for language in [0xFFFF] + Array(0..<languageCount) {  // HB_OT_LAYOUT_DEFAULT_LANGUAGE_INDEX first
            var features: [UInt32] = []
            var required: UInt32 = 0
            if hb_ot_layout_language_get_required_feature_index(face, table, scriptIndex, language, &required) != 0 {
                features.append(required)
            }
            var indexes = [UInt32](repeating: 0, count: 64)
            var offset: UInt32 = 0
            while true {
                var count = UInt32(indexes.count)
                let total = hb_ot_layout_language_get_feature_indexes(
                    face, table, scriptIndex, language, offset, &count, &indexes)
                features += indexes[0..<Int(count)]
                offset += count
                if count == 0 || offset >= total { break }
            }
            for feature in features {
                var one: UInt32 = 1
                var tag: hb_tag_t = 0
                hb_ot_layout_table_get_feature_tags(face, table, feature, &one, &tag)
                guard !vertical.contains(tag) else { continue }
                var lookups = [UInt32](repeating: 0, count: 64)
                var lookupOffset: UInt32 = 0
                while true {
                    var count = UInt32(lookups.count)
                    let total = hb_ot_layout_feature_get_lookups(face, table, feature, lookupOffset, &count, &lookups)
                    for lookup in lookups[0..<Int(count)] { result.insert(UInt64(tag) << 32 | UInt64(lookup)) }
                    lookupOffset += count
                    if count == 0 || lookupOffset >= total { break }
                }
            }
        }
        return result
    }

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
