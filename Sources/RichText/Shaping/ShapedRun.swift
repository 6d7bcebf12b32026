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
    /// The shaping style (font request, spacing, language, attachment, baseline offset), one
    /// shared reference that the run's copies and its item share.
    private(set) var style: ShapingStyle
    /// The run's glyphs in the paragraph's glyph storage.
    public var glyphRange: GlyphRange
    /// The sum of the glyph advances in points.
    public var advance: Double

    /// A run of `item`'s text, style and level, whose glyphs are `glyphRange`.
    init(item: TextItem, glyphRange: GlyphRange, advance: Double) {
        range = item.range
        level = item.level
        script = item.script
        face = item.face
        style = item.style
        self.glyphRange = glyphRange
        self.advance = advance
    }

    /// A run from each of its parts (an archive's).
    init(
        range: TextRange, level: UInt8, script: Script, face: FontFace, font: Font, language: String?,
        letterSpacing: Double, kern: Double = 0, baselineOffset: Double = 0, attachment: TextAttachment?,
        glyphRange: GlyphRange, advance: Double
    ) {
        self.range = range
        self.level = level
        self.script = script
        self.face = face
        style = ShapingStyle(
            font: font, letterSpacing: letterSpacing, kern: kern, language: language, attachment: attachment,
            baselineOffset: baselineOffset)
        self.glyphRange = glyphRange
        self.advance = advance
    }

    /// What the run adds to a line's height (`ShapingStyle.lineContribution(face:)`).
    var lineContribution: LineHeightModel.Contribution { style.lineContribution(face: face) }

    /// The font request (size, features, variations) the run was shaped with.
    public var font: Font {
        get { style.font }
        set { style = style.with { $0.font = newValue } }
    }

    /// The BCP 47 language the run was shaped with, if any.
    public var language: String? {
        get { style.language }
        set { style = style.with { $0.language = newValue } }
    }

    /// Letter spacing in points added after each cluster.
    public var letterSpacing: Double {
        get { style.letterSpacing }
        set { style = style.with { $0.letterSpacing = newValue } }
    }

    /// Kern in points added after each cluster (ligatures kept).
    public var kern: Double {
        get { style.kern }
        set { style = style.with { $0.kern = newValue } }
    }

    /// Points the glyphs are raised above the baseline.
    public var baselineOffset: Double {
        get { style.baselineOffset }
        set { style = style.with { $0.baselineOffset = newValue } }
    }

    /// The attachment on the run's U+FFFC, if any.
    public var attachment: TextAttachment? {
        get { style.attachment }
        set { style = style.with { $0.attachment = newValue } }
    }

    /// The item the run was shaped from, for reshaping part of it.
    var item: TextItem { TextItem(range: range, level: level, script: script, face: face, style: style) }

    /// Whether the run is right to left.
    public var isRightToLeft: Bool { level & 1 == 1 }
}
