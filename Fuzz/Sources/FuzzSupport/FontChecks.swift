import RichText

/// Checks of font loading from bytes (`FontContext.addFont(bytes:name:)`) and, when the
/// bytes load, of a layout in that font alone.
public enum FontChecks {
    /// Text in many scripts, with marks, emoji, a tab and two paragraphs: whatever the font
    /// covers is shaped with it, the rest falls back to its .notdef glyph.
    public static let sample = "Hello, world! 0123 ffi AV\tfi\nمرحبا שלום 你好 こんにちは ภาษาไทย क्षि e\u{301} 👍🏽 ‘quotes’"

    /// Loads `bytes` into a context without the bundled fonts. A failure must name the
    /// source and add nothing. A success must give faces with sane metrics (finite, a
    /// positive units-per-em, cmap lookups that agree with coverage); then `sample` is laid
    /// out in the first face's family with every check of `LayoutChecker` and `Determinism`.
    public static func check(_ bytes: [UInt8]) {
        let context: FontContext
        do {
            context = try FontContext(bundledFonts: false)
        } catch {
            Invariant.require(false, "a context without bundled fonts failed: \(error)")
            return
        }
        let faces: [FontFace]
        do {
            faces = try context.addFont(bytes: bytes, name: "fuzz-font")
        } catch {
            Invariant.require(error.source == "fuzz-font", "the error \(error) does not name the data")
            Invariant.require(!error.description.isEmpty, "the error \(error) has no message")
            Invariant.require(context.faces.isEmpty, "a failed load added \(context.faces.count) faces")
            return
        }
        Invariant.require(!faces.isEmpty, "a font loaded without faces")
        Invariant.require(context.faces.count == faces.count, "the context holds other faces than those loaded")
        for face in faces { checkFace(face) }
        var text = AttributedText(sample)
        text.font = Font(family: faces[0].family, size: 16)
        let container = TextContainer(width: 200)
        let layout = TextLayout(container: container, text: text, context: context)
        LayoutChecker(layout, seed: FuzzBytes(bytes).hash).checkAll()
        Determinism.check(layout, container: container, context: context)
    }

    private static func checkFace(_ face: FontFace) {
        Invariant.require(face.unitsPerEm > 0, "\(face) has \(face.unitsPerEm) units per em")
        Invariant.require(face.glyphCount >= 0, "\(face) has \(face.glyphCount) glyphs")
        let metrics = face.metrics(size: 16)
        let values = [
            metrics.ascender, metrics.descender, metrics.lineGap, metrics.xHeight, metrics.capHeight,
            metrics.underlinePosition, metrics.underlineThickness, metrics.strikeoutPosition,
        ]
        Invariant.require(values.allSatisfy(\.isFinite), "\(face) metrics at 16 pt are not finite: \(values)")
        for scalar in "Aa0 €あ".unicodeScalars {
            Invariant.require(
                face.covers(scalar) == (face.glyph(for: scalar) != nil),
                "\(face) covers U+\(String(scalar.value, radix: 16)) \(face.covers(scalar)) but its glyph is \(String(describing: face.glyph(for: scalar)))"
            )
        }
    }
}
