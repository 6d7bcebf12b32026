/// A shaped item: text of one level, script, face and style, with its glyphs' place in the
/// paragraph's storage.
public struct ShapedRun: Hashable, Sendable {
    /// The UTF-16 range (absolute offsets).
    public var range: TextRange
    /// The bidi embedding level; odd levels are right to left.
    public var level: UInt8
    /// The script the run was shaped with.
    public var script: Script
    /// The face the glyphs come from.
    public var face: FontFace
    /// The font request (size, features, variations) the run was shaped with.
    public var font: Font
    /// The BCP 47 language the run was shaped with, if any.
    public var language: String?
    /// Letter spacing in points added after each cluster.
    public var letterSpacing: Double
    /// Kern in points added after each cluster (ligatures kept).
    public var kern: Double = 0
    /// Points the glyphs are raised above the baseline.
    public var baselineOffset: Double = 0
    /// The attachment on the run's U+FFFC, if any.
    public var attachment: TextAttachment?
    /// The run's glyphs in the paragraph's glyph storage.
    public var glyphRange: GlyphRange
    /// The sum of the glyph advances in points.
    public var advance: Double

    /// The item the run was shaped from, for reshaping part of it.
    var item: TextItem {
        TextItem(
            range: range, level: level, script: script, face: face,
            style: ShapingStyle(
                font: font, letterSpacing: letterSpacing, kern: kern, language: language, attachment: attachment,
                baselineOffset: baselineOffset))
    }

    /// Whether the run is right to left.
    public var isRightToLeft: Bool { level & 1 == 1 }
}
