import Foundation
import RichText
import Testing

@Suite("Loading font files and data; bad input is a named error")
struct FontLoadingTests {
    @Test("missing, empty, corrupt, truncated and cmap-less files give distinct errors naming the file")
    func badFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let real = try bundledFontBytes("NotoSansHebrew-Regular.ttf")
        let missing = folder.path + "/missing.ttf"
        let empty = try folder.write([], to: "empty.ttf")
        let corrupt = try folder.write(
            Array("this is not a font at all, just text".utf8) + [UInt8](repeating: 7, count: 200), to: "corrupt.ttf")
        let truncated = try folder.write(Array(real.prefix(real.count / 2)), to: "truncated.ttf")
        let noCmap = try folder.write(renamingTable("cmap", to: "xmap", in: real), to: "nocmap.ttf")

        let context = try FontContext(bundledFonts: false)
        func error(_ path: String) -> FontError? {
            do {
                try context.addFont(path: path)
                return nil
            } catch {
                return error
            }
        }
        #expect(error(missing) == .fileNotFound(source: missing))
        #expect(error(empty) == .empty(source: empty))
        guard case .invalidData(let source, let detail) = error(corrupt) else {
            Issue.record("corrupt file not reported as invalid data")
            return
        }
        #expect(source == corrupt && !detail.isEmpty)
        guard case .truncated(let truncatedSource, let truncatedDetail) = error(truncated) else {
            Issue.record("truncated file not reported as truncated")
            return
        }
        #expect(truncatedSource == truncated && truncatedDetail.contains("table"))
        #expect(error(noCmap) == .noUnicodeCharacterMap(source: noCmap))
        #expect(error(folder.path) == .unreadable(source: folder.path))
        #expect(context.faces.isEmpty, "nothing is added when loading fails")

        let messages = [missing, empty, corrupt, truncated, noCmap].compactMap { error($0)?.description }
        #expect(Set(messages).count == 5)
        for (message, path) in zip(messages, [missing, empty, corrupt, truncated, noCmap]) {
            #expect(message.hasPrefix(path + ": "))
            #expect(!message.contains("\n"))
        }
    }

    @Test("font data loads under a name and joins the fallback chain after the others")
    func data() throws {
        let context = try FontContext(bundledFonts: false)
        let faces = try context.addFont(bytes: try bundledFontBytes("NotoSansThai-Regular.ttf"), name: "thai-data")
        #expect(faces.count == 1 && faces[0].family == "Noto Sans Thai" && faces[0].source == "thai-data")
        try context.addFont(path: FontContext.bundledFontPaths[0])
        #expect(context.fallbackChain(for: .default).map(\.family) == ["Noto Sans", "Noto Sans Thai"])
        let shaped = ShapedText(AttributedText("a ไทย"), context: context)
        #expect(shaped.runs.map(\.face.family) == ["Noto Sans", "Noto Sans Thai"])
        #expect(throws: FontError.empty(source: "nothing")) { try context.addFont(bytes: [], name: "nothing") }
    }

    @Test("fontconfig lists the fonts of a private folder")
    func fontconfig() throws {
        let context = try FontContext(bundledFonts: false)
        let folder = URL(fileURLWithPath: FontContext.bundledFontPaths[0]).deletingLastPathComponent().path
        let result = context.addSystemFonts(directories: [folder])
        #expect(result.skipped.isEmpty)
        #expect(
            Set(result.added.map(\.family)).isSuperset(of: ["Noto Sans", "Noto Sans Arabic", "Droid Sans Fallback"]))
        #expect(context.addSystemFonts(directories: [folder]).added.isEmpty, "files already loaded are skipped")
    }

    @Test("an empty context shapes nothing and does not crash")
    func emptyContext() throws {
        let context = try FontContext(bundledFonts: false)
        #expect(context.face(for: .default) == nil)
        #expect(ShapedText(AttributedText("abc"), context: context).runs.isEmpty)
    }

    /// A copy of an sfnt font with one table directory tag renamed.
    private func renamingTable(_ tag: String, to newTag: String, in font: [UInt8]) -> [UInt8] {
        var bytes = font
        let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<tableCount {
            let record = 12 + index * 16
            if Array(bytes[record..<record + 4]) == Array(tag.utf8) {
                bytes.replaceSubrange(record..<record + 4, with: Array(newTag.utf8))
            }
        }
        return bytes
    }
}
