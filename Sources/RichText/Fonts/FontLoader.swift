import Foundation

/// Loads font files and font data into `FontFace`s, turning every failure into a
/// `FontError` that names the source.
enum FontLoader {
    /// Loads every face of the file at `path`.
    static func load(path: String) throws(FontError) -> [FontFace] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(source: path)
        }
        guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path),
            let blob = FontBlob(path: path)
        else {
            throw .unreadable(source: path)
        }
        return try load(blob: blob, source: path)
    }

    /// Loads every face of in-memory font data; `name` stands for the source in errors.
    static func load(bytes: [UInt8], name: String) throws(FontError) -> [FontFace] {
        try load(blob: FontBlob(bytes: bytes), source: name)
    }

    private static func load(blob: FontBlob, source: String) throws(FontError) -> [FontFace] {
        guard blob.count > 0 else { throw .empty(source: source) }
        let infos = try blob.withBytes { (data) throws(FontError) -> [FreeTypeFaceInfo] in
            try FontFileValidator.validate(data, source: source)
            do throws(FreeTypeError) {
                var infos: [FreeTypeFaceInfo] = []
                for index in 0..<(try FreeTypeInspector.faceCount(data: data)) {
                    infos.append(try FreeTypeInspector.inspect(data: data, index: index))
                }
                return infos
            } catch {
                throw .invalidData(source: source, detail: error.message)
            }
        }
        var faces: [FontFace] = []
        for (index, info) in infos.enumerated() {
            let font = blob.makeFont(index: index)
            guard info.hasUnicodeCharacterMap, font.mapsAnyCharacter else {
                throw .noUnicodeCharacterMap(source: source)
            }
            faces.append(FontFace(info: info, source: source, faceIndex: index, harfBuzz: font))
        }
        return faces
    }
}
