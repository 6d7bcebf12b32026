import RichText

extension FontFace {
    /// The Cairo face drawing this face, made once (on first use) and freed with the face;
    /// nil when its bytes cannot be opened (nothing is drawn).
    ///
    /// It lives in the face's `renderingCompanion` slot rather than a process-wide table:
    /// no weak reference to the face is needed to free it when the face's `FontContext`
    /// goes, and a weak reference would put every retain and release of the face on
    /// Swift's slow path.
    var cairoFace: CairoFontFace? {
        renderingCompanion.value { CairoFontFace(bytes: fileBytes, faceIndex: faceIndex) }
    }
}
