import Foundation
import RichText

/// Shapes `string` in the default font (Noto Sans 16) with the bundled fonts.
func shape(_ string: String, font: Font = .default, direction: BaseDirection = .natural) -> ShapedText {
    var text = AttributedText(string)
    text.font = font
    return ShapedText(text, context: .default, direction: direction)
}

/// The UTF-16 length of a string.
func utf16Length(_ string: String) -> Int { string.utf16.count }

/// A fresh temporary folder for one test, removed by the caller with `cleanUp`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "richtext-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` in the folder and returns its path.
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The bytes of a bundled font file.
func bundledFontBytes(_ name: String) throws -> [UInt8] {
    let path = FontContext.bundledFontPaths.first { $0.hasSuffix("/" + name) }!
    return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The non-empty lines of `Tests/Corpus/<language>.txt` (a copy of the shared corpus kept in
/// the repository, so tests need nothing outside the checkout).
func corpusLines(_ language: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
    let text = try String(contentsOf: root.appendingPathComponent(language + ".txt"), encoding: .utf8)
    return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
}
