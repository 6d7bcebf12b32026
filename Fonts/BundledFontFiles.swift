import Foundation

/// Where the fonts bundled with RichText live once built (this folder's `.ttf` files,
/// copied as resources of the `RichTextFonts` module).
///
/// The folder is looked up without `Bundle.module`, whose generated accessor stops the
/// process when the resource bundle is missing (a binary copied away from its build
/// folder). Searched in order: the folder named by the environment variable
/// `RICHTEXT_FONTS_DIR` (when set, only it); the resource bundle
/// `RichText_RichTextFonts.resources` beside the running executable (where `swift build`
/// puts it) or beside the main bundle; and `../share/richtext/fonts` from the executable's
/// folder (where `make install PREFIX=…` puts them).
public enum BundledFontFiles {
    /// The file names, in the order a `FontContext` registers them (which is also the
    /// fallback order): Latin first, then the script fonts, CJK, and colour emoji.
    public static let fileNames = [
        "NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf",
        "NotoSansMono-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
        "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf", "DroidSansFallback.ttf",
        "NotoColorEmoji-Subset.ttf",
    ]

    /// The name of the environment variable that names the fonts folder.
    public static let environmentVariable = "RICHTEXT_FONTS_DIR"

    /// The folders searched for the fonts, in order (see the type's documentation).
    public static var searchedDirectories: [String] {
        if let directory = ProcessInfo.processInfo.environment[environmentVariable], !directory.isEmpty {
            return [directory]
        }
        let bundleName = "RichText_RichTextFonts.resources"
        var folders: [String] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let folder = (executable as NSString).deletingLastPathComponent
            folders.append(folder + "/" + bundleName)
            folders.append(((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                "share/richtext/fonts"))
        }
        let main = Bundle.main.bundlePath + "/" + bundleName
        if !folders.contains(main) { folders.insert(main, at: min(1, folders.count)) }
        return folders
    }

    /// The first searched folder that holds the first bundled font, or nil.
    public static var directory: String? {
        searchedDirectories.first { FileManager.default.fileExists(atPath: $0 + "/" + fileNames[0]) }
    }

    /// The full paths of the bundled font files, in `fileNames` order, or nil when no
    /// searched folder holds them.
    public static var paths: [String]? {
        directory.map { directory in fileNames.map { directory + "/" + $0 } }
    }
}
