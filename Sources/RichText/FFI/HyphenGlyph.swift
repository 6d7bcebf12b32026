@preconcurrency import CShaping

/// The glyph a line shows at a break after a soft hyphen: U+2010 HYPHEN, or U+002D
/// HYPHEN-MINUS when the face lacks it.
struct HyphenGlyph {
    let id: UInt32
    /// The advance in points.
    let advance: Double

    init?(face: FontFace, size: Double) {
        guard let id = face.harfBuzz.nominalGlyph(0x2010) ?? face.harfBuzz.nominalGlyph(0x2D) else { return nil }
        self.id = id
        let units = hb_font_get_glyph_h_advance(face.harfBuzz.font, id)
        advance = Double(units) * size / Double(max(face.unitsPerEm, 1))
    }
}
