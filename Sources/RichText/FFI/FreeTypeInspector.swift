@preconcurrency import CShaping

/// What FreeType says about one face of a font file: names, style and whether it has a
/// Unicode character map.
struct FreeTypeFaceInfo: Sendable {
    var family: String
    var style: String
    var isItalic: Bool
    /// OS/2 usWeightClass (100-900), or 400 (700 for a bold face) without an OS/2 table.
    var weight: Int
    var hasUnicodeCharacterMap: Bool
}

/// Opens font data with FreeType to validate it and read its names.
///
/// FreeType is used only here, at load time: each call opens its own `FT_Library`, reads
/// what it needs and frees everything before returning, so no FreeType handle outlives the
/// call and none is shared between threads (FreeType faces are not thread-safe).
enum FreeTypeInspector {
    /// The number of faces in the data (1 for a plain font, more for a collection).
    static func faceCount(data: UnsafeRawBufferPointer) throws(FreeTypeError) -> Int {
        try withFace(data: data, index: -1) { Int($0.pointee.num_faces) }
    }

    /// Reads the names and style of face `index`.
    static func inspect(data: UnsafeRawBufferPointer, index: Int) throws(FreeTypeError) -> FreeTypeFaceInfo {
        try withFace(data: data, index: index) { face in
            let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
            let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
            let flags = face.pointee.style_flags
            let isBold = flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
            var weight = isBold ? 700 : 400
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
                if os2.version != 0xFFFF, (1...1000).contains(Int(os2.usWeightClass)) {
                    weight = Int(os2.usWeightClass)
                }
            }
            let hasUnicode = FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0
            return FreeTypeFaceInfo(
                family: family, style: style, isItalic: flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
                weight: weight, hasUnicodeCharacterMap: hasUnicode)
        }
    }

    private static func withFace<T>(
        data: UnsafeRawBufferPointer, index: Int, _ body: (FT_Face) -> T
    ) throws(FreeTypeError) -> T {
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw FreeTypeError(code: initError) }
        defer { FT_Done_FreeType(library) }
        guard let base = data.baseAddress else { throw FreeTypeError(code: 0x55) }  // Invalid_Stream_Operation
        var face: FT_Face?
        let openError = FT_New_Memory_Face(
            library, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count), FT_Long(index), &face)
        guard openError == 0, let face else { throw FreeTypeError(code: openError) }
        defer { FT_Done_Face(face) }
        return body(face)
    }
}

/// A FreeType error code with FreeType's own description of it.
struct FreeTypeError: Error, Sendable {
    var code: FT_Error

    /// FreeType's message for the code, e.g. "unknown file format".
    var message: String {
        if let text = FT_Error_String(code) { return String(cString: text) }
        return "FreeType error \(code)"
    }
}
