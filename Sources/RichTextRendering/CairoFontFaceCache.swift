import RichText

/// The Cairo face of every live `FontFace` drawn so far, made once per face.
///
/// Entries hold their `FontFace` weakly: when a face goes (its `FontContext` went), the
/// next insertion drops its entry and with it the renderer's FreeType face and its copy of
/// the font's bytes, so a process that makes and drops font contexts does not grow. An
/// entry is used only while its face is the very face asked for (an `ObjectIdentifier`
/// can be reused after a face goes). Lookups and insertions take one `Lock`.
final class CairoFontFaceCache: Sendable {
    /// The process-wide cache.
    static let shared = CairoFontFaceCache()

    private struct Entry {
        weak var face: FontFace?
        let cairoFace: CairoFontFace?
    }

    private let entries = Lock<[ObjectIdentifier: Entry]>([:])

    /// The Cairo face for `face`, or nil when its bytes cannot be opened (nothing is drawn).
    func cairoFace(for face: FontFace) -> CairoFontFace? {
        entries.withLock { entries in
            let key = ObjectIdentifier(face)
            if let entry = entries[key], entry.face === face { return entry.cairoFace }
            entries = entries.filter { $0.value.face != nil }
            let made = CairoFontFace(bytes: face.fileBytes, faceIndex: face.faceIndex)
            entries[key] = Entry(face: face, cairoFace: made)
            return made
        }
    }
}
