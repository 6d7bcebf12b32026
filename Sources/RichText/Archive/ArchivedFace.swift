/// A face as a layout archive names it: by the content of the font file it was loaded
/// from, not by its path or name.
///
/// The identity is the file's 64-bit FNV-1a digest, its byte count and the face's index
/// inside the file (`FontFace.contentDigest`): a face matches only one loaded from the
/// very same bytes, wherever the file lives, so a layout never decodes against a
/// different version of a font whose glyph ids would mean other glyphs. (A PostScript name
/// and version would also match an edited file that kept them.) Family and style are kept
/// to name the face in errors; the glyph count bounds the archived glyph ids.
struct ArchivedFace: Codable, Hashable, Sendable {
    var family: String
    var style: String
    /// "fnv1a64:" and 16 hexadecimal digits.
    var digest: String
    var byteCount: Int
    var faceIndex: Int
    var glyphCount: Int

    /// The prefix that names the digest's algorithm.
    static let digestPrefix = "fnv1a64:"

    init(_ face: FontFace) {
        family = face.family
        style = face.style
        digest = Self.digestString(face.contentDigest)
        byteCount = face.fileByteCount
        faceIndex = face.faceIndex
        glyphCount = face.glyphCount
    }

    /// "Noto Sans Arabic Regular".
    var name: String { style.isEmpty ? family : "\(family) \(style)" }

    /// The face of `context` loaded from the same bytes.
    ///
    /// Faces that differ in byte count, face index or glyph count are passed over before
    /// any digest is computed, so a lookup hashes only the files that could match (once
    /// each: a face keeps its digest).
    ///
    /// - Throws: `TextLayoutArchiveError.missingFace` naming the face and its digest.
    func resolve(in context: FontContext) throws -> FontFace {
        let match = context.faces.first { face in
            face.faceIndex == faceIndex && face.glyphCount == glyphCount && face.fileByteCount == byteCount
                && Self.digestString(face.contentDigest) == digest
        }
        guard let match else { throw TextLayoutArchiveError.missingFace(name: name, digest: digest) }
        return match
    }

    /// "fnv1a64:" and the digest as 16 hexadecimal digits.
    static func digestString(_ digest: UInt64) -> String {
        let hex = String(digest, radix: 16)
        return digestPrefix + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// The faces a layout uses, numbered in order of first use, for archiving.
struct ArchivedFaceTable {
    private(set) var faces: [ArchivedFace] = []
    private var numbers: [FontFace: Int] = [:]

    /// The number of `face`, added on first use.
    mutating func number(of face: FontFace) -> Int {
        if let number = numbers[face] { return number }
        numbers[face] = faces.count
        faces.append(ArchivedFace(face))
        return faces.count - 1
    }
}
