import Foundation
import RichText

/// The warning printed when some characters have no glyph in any loaded font (they are
/// laid out as .notdef boxes): on one line of standard error, naming how many, the first
/// one, and how to add fonts. The exit status stays 0 (the layout is still complete);
/// `--json` output also carries the count as `missingGlyphs`.
enum MissingGlyphWarning {
    /// Prints the warning for `layout` when `missingGlyphCount` is not zero.
    static func report(_ layout: TextLayout) {
        let range = layout.range
        guard layout.missingGlyphCount > 0,
            let first = layout.shapedText.missingGlyphOffsets.first(where: { range.contains($0) })
        else { return }
        report(count: layout.missingGlyphCount, first: first, utf16: layout.shapedText.utf16)
    }

    /// Prints the warning for `shaped` when it has missing glyphs.
    static func report(_ shaped: ShapedText) {
        let offsets = shaped.missingGlyphOffsets
        guard let first = offsets.first else { return }
        report(count: offsets.count, first: first, utf16: shaped.utf16)
    }

    /// The one line: `count` clusters, the first at UTF-16 offset `first` of `utf16`.
    static func message(count: Int, first: Int, utf16: [UInt16]) -> String {
        let name = String(format: "U+%04X", scalar(at: first, in: utf16))
        return "textmeasure: warning: \(count) character\(count == 1 ? "" : "s") "
            + "with no glyph in the loaded fonts (drawn as boxes; the first is \(name) at UTF-16 offset \(first)); "
            + "add fonts with --font-file PATH or --system-fonts\n"
    }

    private static func report(count: Int, first: Int, utf16: [UInt16]) {
        FileHandle.standardError.write(Data(message(count: count, first: first, utf16: utf16).utf8))
    }

    /// The scalar value starting at UTF-16 `offset` (a lone surrogate as itself).
    private static func scalar(at offset: Int, in utf16: [UInt16]) -> UInt32 {
        let unit = utf16[offset]
        if UTF16.isLeadSurrogate(unit), offset + 1 < utf16.count, UTF16.isTrailSurrogate(utf16[offset + 1]) {
            return 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(utf16[offset + 1] - 0xDC00)
        }
        return UInt32(unit)
    }
}
