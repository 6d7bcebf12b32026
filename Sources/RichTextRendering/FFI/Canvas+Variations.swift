@preconcurrency import CCairo
import RichText

/// Variable fonts: how a canvas draws a face at a run's variation axes.
extension Canvas {
    /// Makes the font options' variations `variations` ("wght=700,wdth=80"; none when
    /// empty), unless the context has them already.
    ///
    /// One Cairo face serves every instance of a `FontFace`: its FreeType backend makes a
    /// scaled font for each set of options, and sets that scaled font's variations on the
    /// `FT_Face` (`FT_Set_Var_Design_Coordinates`, under the face's lock) before it loads
    /// a glyph of it, so outlines follow `gvar` as HarfBuzz's advances follow `HVAR`.
    func setVariations(_ variations: [FontVariation]) {
        drewVariations = true
        let wanted = Self.cairoVariations(variations)
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_get_font_options(handle, options)
        let current = cairo_font_options_get_variations(options).map { String(cString: $0) } ?? ""
        guard current != wanted else { return }
        cairo_font_options_set_variations(options, wanted.isEmpty ? nil : wanted)
        CairoLeakAllowance.run { cairo_set_font_options(handle, options) }
    }

    /// Cairo's form of `variations` ("wght=700,wdth=80", tags padded with spaces to four
    /// characters as OpenType's are); a setting whose tag is not ASCII or whose value is
    /// not finite is left out.
    static func cairoVariations(_ variations: [FontVariation]) -> String {
        variations.compactMap { variation in
            let tag = Array(variation.axis.utf8.prefix(4))
            guard variation.value.isFinite, tag.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            let padded = tag + Array(repeating: 0x20, count: 4 - tag.count)
            return String(decoding: padded, as: UTF8.self) + "=\(variation.value)"
        }.joined(separator: ",")
    }
}
