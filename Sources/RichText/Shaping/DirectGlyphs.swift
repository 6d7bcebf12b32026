/// The glyphs of Han and kana characters that a face shapes one by one, straight from its
/// tables: the nominal glyph and its advance, no offsets, no flags.
///
/// HarfBuzz gives exactly that for a character whose glyph no GSUB or GPOS lookup of
/// horizontal Han or kana text touches (in DroidSansFallback only `vert` has lookups),
/// when the item has no features, letter spacing, kern or variations; so a run of such
/// characters skips HarfBuzz and the shaped-word cache, which would otherwise hold each
/// ideograph as a word of its own. Built once per face, on the first Han or kana item
/// (`FontFace.directGlyphs`).
final class DirectGlyphs: Sendable {
    private let font: HarfBuzzFont
    /// Glyphs some horizontal lookup touches (bit `g & 63` of word `g >> 6`).
    private let touched: [UInt64]

    /// The table of `font`, or nil when HarfBuzz shapes it otherwise than through GSUB and
    /// GPOS (`HarfBuzzFont.glyphsInHorizontalLookups`).
    init?(font: HarfBuzzFont) {
        guard let touched = font.glyphsInHorizontalLookups(scripts: ["Hani", "Hira", "Kana"]) else { return nil }
        self.font = font
        self.touched = touched
    }

    /// The glyph and advance (font units) of `unit`, when it is a Han ideograph or a kana
    /// letter the face maps to a glyph no lookup touches.
    @inline(__always)
    func glyph(for unit: UInt16) -> (id: UInt32, advance: Int32)? {
        switch unit {
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF: break
        default: return nil
        }
        guard let id = font.nominalGlyph(UInt32(unit)) else { return nil }
        let word = Int(id >> 6)
        guard word < touched.count, touched[word] & (1 << UInt64(id & 63)) == 0 else { return nil }
        return (id, font.horizontalAdvance(id))
    }
}
