import RichText

/// The Cairo face of every `FontFace` drawn so far, made once per face and kept.
///
/// Entries hold their `FontFace`, so a face's identity is never reused while it is a key;
/// the cache grows with the number of distinct faces drawn (the fonts a process loads),
/// never with the number of layouts. Lookups and insertions take one `Lock`.
final class CairoFontFaceCache: Sendable {
    /// The process-wide cache.
    static let shared = CairoFontFaceCache()

    private struct Entry {
        let face: FontFace
        let cairoFace: CairoFontFace?
    }

    private let entries = Lock<[ObjectIdentifier: Entry]>([:])

    /// The Cairo face for `face`, or nil when its bytes cannot be opened (nothing is drawn).
    func cairoFace(for face: FontFace) -> CairoFontFace? {
        entries.withLock { entries in
            if let entry = entries[ObjectIdentifier(face)] { return entry.cairoFace }
            let made = CairoFontFace(bytes: face.fileBytes, faceIndex: face.faceIndex)
            entries[ObjectIdentifier(face)] = Entry(face: face, cairoFace: made)
            return made
        }
    }
}
