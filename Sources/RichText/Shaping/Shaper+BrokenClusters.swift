/// Broken clusters and HarfBuzz's dotted circle, for the segment loop
/// (`shapeSegmented`): HarfBuzz 6.0 puts a dotted circle before a broken cluster (a vowel
/// sign after a virama, a mark without a base) unless the broken cluster before it in the
/// same buffer has the same syllable serial (serials run 1–15 and wrap), so a word holding
/// one shapes differently after different text, and no safe-to-break flag says so. The
/// segment loop stores no word of a stretch that shows an inserted circle and shapes its
/// item whole; so it does when joined pieces, shaped again together, show one
/// (`BrokenClusterTests`). Only HarfBuzz's syllabic shapers (Indic, Khmer, Myanmar, the
/// Universal Shaping Engine) insert the circle, so items of other scripts skip the check.
extension Shaper {
    /// Scripts HarfBuzz shapes with a shaper that never inserts a dotted circle (its
    /// default, Arabic, Hebrew, Thai and Hangul shapers), and the common and inherited
    /// scripts, which take the script around them or the default shaper.
    /// (An array, most common first: see `joiningScripts`.)
    static let scriptsWithoutBrokenClusters: [UInt32] = [
        "Latn", "Hani", "Zyyy", "Cyrl", "Arab", "Hira", "Kana", "Hang", "Grek", "Hebr", "Thai", "Armn", "Geor",
        "Bopo", "Laoo", "Zinh", "Zzzz",
    ].map(hbTag)

    /// When HarfBuzz inserted a dotted circle among the glyphs of `storage` from `checkStart`
    /// on, replaces the item's glyphs (from `itemStart` on) with `item` shaped whole in one
    /// call and returns true; else changes nothing and returns false.
    func shapedWholeIfBroken(
        _ item: TextItem, context: TextRange, from itemStart: Int, checking checkStart: Int,
        _ storage: inout GlyphStorage
    ) -> Bool {
        guard insertsDottedCircle(item.face, glyphsFrom: checkStart, storage: storage) else { return false }
        storage.removeGlyphs(from: itemStart)
        shape(item, range: item.range, context: context, into: &storage)
        return true
    }

    /// Whether HarfBuzz inserted a dotted circle (a broken cluster) among the glyphs of
    /// `storage` from `glyphStart` on: the face's U+25CC glyph where the text has no U+25CC.
    private func insertsDottedCircle(_ face: FontFace, glyphsFrom glyphStart: Int, storage: GlyphStorage) -> Bool {
        guard let circle = face.dottedCircleGlyph else { return false }
        var index = glyphStart
        while let found = storage.ids[index...].firstIndex(of: circle) {
            if text[Int(storage.clusters[found])] != 0x25CC { return true }
            index = found + 1
        }
        return false
    }
}
