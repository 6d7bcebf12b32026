/// Vertical metrics of a face at a size, in points, with y growing upward as in the font.
///
/// `ascender` is positive (above the baseline), `descender` negative (below it), as in the
/// font's tables. Values come from HarfBuzz: the OS/2 typo metrics when the font sets
/// USE_TYPO_METRICS, otherwise hhea, otherwise the OS/2 win metrics; x-height, cap height
/// and the strikeout line fall back to estimates when the font lacks them.
public struct FontMetrics: Hashable, Sendable, Codable {
    /// The size these metrics were scaled to.
    public var size: Double
    /// The distance from the baseline up to the top of the face's line box (positive).
    public var ascender: Double
    /// The distance from the baseline down to the bottom of the face's line box (negative).
    public var descender: Double
    /// The extra space the font asks for between lines.
    public var lineGap: Double
    /// The height of lowercase letters such as "x".
    public var xHeight: Double
    /// The height of flat capital letters such as "H".
    public var capHeight: Double
    /// Top of the underline relative to the baseline (negative: below it).
    public var underlinePosition: Double
    /// The underline's thickness.
    public var underlineThickness: Double
    /// Top of the strikeout line relative to the baseline (positive: above it).
    public var strikeoutPosition: Double
    /// The strikeout line's thickness.
    public var strikeoutThickness: Double

    /// The default line height: ascender − descender + lineGap.
    public var lineHeight: Double { ascender - descender + lineGap }

    /// These metrics at another size.
    public func scaled(to newSize: Double) -> FontMetrics {
        let factor = size == 0 ? 0 : newSize / size
        return FontMetrics(
            size: newSize, ascender: ascender * factor, descender: descender * factor,
            lineGap: lineGap * factor, xHeight: xHeight * factor, capHeight: capHeight * factor,
            underlinePosition: underlinePosition * factor, underlineThickness: underlineThickness * factor,
            strikeoutPosition: strikeoutPosition * factor, strikeoutThickness: strikeoutThickness * factor)
    }
}
