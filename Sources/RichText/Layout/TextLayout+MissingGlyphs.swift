extension TextLayout {
    /// How many grapheme clusters of the laid-out text (`range`) no loaded font covers: they
    /// were shaped to glyph 0 (.notdef) and are drawn as boxes. Tabs, line separators and
    /// attachment characters do not count (their glyph is never drawn); clusters cut off by
    /// truncation do (they are in the text the layout was asked to show).
    ///
    /// Zero means every character has a real glyph; otherwise add fonts to the layout's
    /// `FontContext` (`addFont(path:)`, `addSystemFonts()`). `ShapedText.missingGlyphOffsets`
    /// says where they are.
    ///
    /// - Complexity: O(glyphs) on each call.
    public var missingGlyphCount: Int {
        let range = self.range
        return shapedText.missingGlyphOffsets.count { range.contains($0) }
    }
}
