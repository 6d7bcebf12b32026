import RichText

/// Noto Sans with a line gap: the bundled fonts all have none, and the CSS `normal` and
/// typographic models differ only in where a gap goes.
enum LineGapFont {
    /// A private context holding only Noto Sans Regular with `gapUnits` of line gap (font
    /// units) in both `hhea` and `OS/2` (whichever HarfBuzz reads).
    static func context(gapUnits: Int16) throws -> FontContext {
        var bytes = try bundledFontBytes("NotoSans-Regular.ttf")
        let tables = FontCorruptor(bytes: bytes).tables
        func write(_ value: Int16, at offset: Int) {
            bytes[offset] = UInt8(truncatingIfNeeded: value >> 8)
            bytes[offset + 1] = UInt8(truncatingIfNeeded: value)
        }
        for table in tables {
            if table.tag == "hhea" { write(gapUnits, at: table.offset + 8) }  // lineGap
            if table.tag == "OS/2" { write(gapUnits, at: table.offset + 72) }  // sTypoLineGap
        }
        let context = try FontContext(bundledFonts: false)
        _ = try context.addFont(bytes: bytes, name: "NotoSans-LineGap.ttf")
        return context
    }
}
