import Foundation

/// Where the fonts bundled with RichText live once built (this folder's `.ttf` files,
/// copied as resources of the `RichTextFonts` module).
public enum BundledFontFiles {
    /// The file names, in the order a `FontContext` registers them (which is also the
    /// fallback order): Latin first, then the script fonts, CJK, and colour emoji.
    public static let fileNames = [
        "NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf",
        "NotoSansMono-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
        "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf", "DroidSansFallback.ttf",
        "NotoColorEmoji-Subset.ttf",
    ]

    /// The full paths of the bundled font files, in `fileNames` order.
    ///
    /// The environment variable `RICHTEXT_FONTS_DIR` overrides the folder (for a binary
    /// installed without its resource bundle).
    public static var paths: [String] {
        if let directory = ProcessInfo.processInfo.environment["RICHTEXT_FONTS_DIR"], !directory.isEmpty {
            return fileNames.map { directory + "/" + $0 }
        }
        return fileNames.map { name in
            Bundle.module.path(forResource: name, ofType: nil) ?? Bundle.module.bundlePath + "/" + name
        }
    }
}
