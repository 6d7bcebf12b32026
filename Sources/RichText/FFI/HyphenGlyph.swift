/// The glyph a line shows at a break after a soft hyphen: U+2010 HYPHEN, or U+002D
/// HYPHEN-MINUS when the face lacks it.
struct HyphenGlyph {
    let id: UInt32
    /// The advance in points.
    let advance: Double

    /// The hyphen of `face` for a run in `font` (its size, and its variations, which the
    /// advance is taken at).
    init?(face: FontFace, font: Font) {
        guard let id = face.harfBuzz.nominalGlyph(0x2010) ?? face.harfBuzz.nominalGlyph(0x2D) else { return nil }
        self.id = id
        let units = face.harfBuzzFont(variations: font.variations).horizontalAdvance(id)
        advance = Double(units) * font.size / Double(max(face.unitsPerEm, 1))
    }
}
