@preconcurrency import CShaping

/// What a face's GSUB and GPOS lookups do with its glyphs, as far as cutting text into
/// cacheable words goes (`FontFace.spaceIsContextFree`, `DirectGlyphs`, CJK items).
extension HarfBuzzFont {
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
}
