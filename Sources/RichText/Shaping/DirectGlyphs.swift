/// The glyphs of Han and kana characters, and of the CJK punctuation and fullwidth forms
/// between them, that a face shapes one by one, straight from its tables: the nominal
/// glyph and its advance, no offsets, no flags.
///
/// HarfBuzz gives exactly that for a character whose glyph no GSUB or GPOS lookup of
/// horizontal Han or kana text touches (in DroidSansFallback only `vert` has lookups),
/// when the item has no features, letter spacing, kern or variations; so a run of such
/// characters skips HarfBuzz and the shaped-word cache, which would otherwise hold each
/// ideograph as a word of its own. Punctuation of the Common script (、。「」ー・，：) is
/// shaped with the Han or kana item around it, under that item's script, so the same
/// lookups decide; combining marks (the kana voicing marks U+3099–309A, the tone marks
/// U+302A–302F) are left to HarfBuzz, which merges them into the cluster before them (and
/// the segment cutter never cuts a run before one).
/// Built once per face, on the first Han or kana item (`FontFace.directGlyphs`).
final class DirectGlyphs: Sendable {
    /// The first character of `entries`: CJK symbols and punctuation, hiragana, katakana,
    /// CJK Extension A and the unified ideographs lie in `firstCharacter ... 0x9FFF`.
    private static let firstCharacter: UInt16 = 0x3000
    /// The fullwidth forms of ASCII, which `entries` holds after U+9FFF.
    private static let firstFullwidth: UInt16 = 0xFF01
    private static let lastFullwidth: UInt16 = 0xFF5E
    /// Where the fullwidth forms start in `entries`, after U+9FFF.
    private static let fullwidthIndex = 0xA000 - Int(firstCharacter)
    /// For each character from `firstCharacter` to U+9FFF, then from `firstFullwidth` to
    /// `lastFullwidth`: its glyph id in the high 32 bits and its advance (font units) in
    /// the low 32, or 0 when it is not taken directly (not one of `isTaken`'s, unmapped,
    /// touched by a lookup, or a negative advance). Filled once per face (about 29,000 cmap
    /// and hmtx lookups, 230 KB), so a character costs an array read. One array: a
    /// `Table` copied for an item counts one reference.
    private let entries: [UInt64]

    /// Whether `unit` may be taken from the table: a Han ideograph (Extension A, the
    /// unified block), a kana letter or a spacing kana sign, a CJK symbol or punctuation
    /// mark but the combining tone marks, or a fullwidth form of ASCII.
    static func isTaken(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            firstFullwidth...lastFullwidth:
            return true
        default: return false
        }
    }

    /// The table of `font`, or nil when HarfBuzz shapes it otherwise than through GSUB and
    /// GPOS (`HarfBuzzFont.glyphsInHorizontalLookups`).
    init?(font: HarfBuzzFont) {
        guard let touched = font.glyphsInHorizontalLookups(scripts: ["Hani", "Hira", "Kana"]) else { return nil }
        func entry(_ unit: UInt16) -> UInt64 {
            guard Self.isTaken(unit), let id = font.nominalGlyph(UInt32(unit)), id != 0 else { return 0 }
            let word = Int(id >> 6)
            guard word < touched.count, touched[word] & (1 << UInt64(id & 63)) == 0 else { return 0 }
            // A damaged font's negative advance is left to the shaper, which widens the
            // cluster to zero.
            let advance = font.horizontalAdvance(id)
            guard advance >= 0 else { return 0 }
            return UInt64(id) << 32 | UInt64(UInt32(advance))
        }
        entries = (Self.firstCharacter...0x9FFF).map(entry) + (Self.firstFullwidth...Self.lastFullwidth).map(entry)
    }

    /// The table as a value, for a loop over many characters: reading the entries of a
    /// value costs no reference count per character, as reading a class's array does.
    var table: Table { Table(entries: entries) }

    /// The glyph and advance (font units) of `unit`, when it is one of `isTaken`'s
    /// characters the face maps to a glyph no lookup touches.
    func glyph(for unit: UInt16) -> (id: UInt32, advance: Int32)? { table.glyph(for: unit) }

    /// The entries of a `DirectGlyphs`, held by value.
    struct Table {
        fileprivate let entries: [UInt64]

        /// The glyph and advance (font units) of `unit` (see `DirectGlyphs.glyph(for:)`).
        @inline(__always)
        func glyph(for unit: UInt16) -> (id: UInt32, advance: Int32)? {
            let entry: UInt64
            if unit >= DirectGlyphs.firstCharacter, unit <= 0x9FFF {
                entry = entries[Int(unit - DirectGlyphs.firstCharacter)]
            } else if unit >= DirectGlyphs.firstFullwidth, unit <= DirectGlyphs.lastFullwidth {
                entry = entries[DirectGlyphs.fullwidthIndex + Int(unit - DirectGlyphs.firstFullwidth)]
            } else {
                return nil
            }
            guard entry != 0 else { return nil }
            return (UInt32(truncatingIfNeeded: entry >> 32), Int32(bitPattern: UInt32(truncatingIfNeeded: entry)))
        }
    }
}
