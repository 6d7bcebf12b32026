/// Why a font file or font data could not be loaded.
///
/// Every case names the source (a file path, or the name given to in-memory data) and the
/// cause, so a message can be shown as it is.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(source: String)
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(source: String)
    /// The file or data has no bytes.
    case empty(source: String)
    /// The data is shorter than its own table directory says (a cut-off download).
    case truncated(source: String, detail: String)
    /// FreeType does not recognise the data as a font, or it is damaged.
    case invalidData(source: String, detail: String)
    /// The font has no Unicode character map, so no text can be mapped to its glyphs.
    case noUnicodeCharacterMap(source: String)
    /// RichText's bundled fonts are in none of the folders searched (see
    /// `BundledFontFiles`): a binary copied away from its build folder without them.
    case bundledFontsNotFound(searched: [String])
    /// The folder of the bundled fonts lacks one of them (`path`): a copy of the fonts
    /// folder that left some files out.
    case bundledFontMissing(path: String)

    /// The file path or data name the error is about.
    public var source: String {
        switch self {
        case .fileNotFound(let source), .unreadable(let source), .empty(let source),
            .truncated(let source, _), .invalidData(let source, _), .noUnicodeCharacterMap(let source):
            return source
        case .bundledFontsNotFound(let searched): return searched.first ?? "RICHTEXT_FONTS_DIR"
        case .bundledFontMissing(let path): return path
        }
    }

    /// A one-line message naming the source and the cause.
    public var description: String {
        switch self {
        case .fileNotFound(let source): return "\(source): no such font file"
        case .unreadable(let source): return "\(source): cannot read font file"
        case .empty(let source): return "\(source): font file is empty"
        case .truncated(let source, let detail): return "\(source): font data is truncated (\(detail))"
        case .invalidData(let source, let detail): return "\(source): not a valid font (\(detail))"
        case .noUnicodeCharacterMap(let source): return "\(source): font has no Unicode character map (cmap)"
        case .bundledFontsNotFound(let searched):
            return "the bundled fonts were not found (looked in \(searched.joined(separator: ", "))); "
                + "set RICHTEXT_FONTS_DIR to the folder that holds NotoSans-Regular.ttf and the other bundled fonts, "
                + "or install with `make install PREFIX=…`"
        case .bundledFontMissing(let path):
            return "\(path): a bundled font is missing from its folder; set RICHTEXT_FONTS_DIR to a folder that "
                + "holds all the bundled fonts, or install with `make install PREFIX=…`"
        }
    }
}
