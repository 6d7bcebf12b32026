/// Everything about a run that changes its glyphs, their advances or their baseline.
///
/// An immutable value kept in one shared box: items, shaped runs and the itemizer's tables
/// copy it often (several times a run), and a copy is then one reference, not a font's
/// strings and arrays, a language and an attachment each retained (and the struct's 150
/// bytes moved) one by one. Equality and hashing are the fields' (equal boxes compare
/// equal without looking inside), as `TextAttributes` does with its own box.
struct ShapingStyle: Hashable, Sendable {
    /// The stored properties.
    struct Fields: Hashable, Sendable {
        /// The font request (family, size, weight, features, variations).
        var font: Font
        /// Points added after each cluster (CSS letter-spacing).
        var letterSpacing: Double
        /// Points added after each cluster, ligatures kept.
        var kern: Double = 0
        /// The BCP 47 language HarfBuzz shapes with.
        var language: String?
        /// An attachment gives its U+FFFC its own advance and so its own item.
        var attachment: TextAttachment?
        /// Points the glyphs are raised above the baseline.
        var baselineOffset: Double = 0
    }

    /// The fields, never changed once boxed (so the box may be shared between threads).
    private final class Box: Sendable {
        let fields: Fields
        /// The attachment's ascent and descent, read once: reading them through the
        /// optional attachment copied it, and dropping the copy went through Optional's
        /// generic value witness (about 100 instructions a run, for every run measured).
        let attachmentExtent: (ascent: Double, descent: Double)?

        init(_ fields: Fields) {
            self.fields = fields
            attachmentExtent = fields.attachment.map { ($0.ascent, $0.descent) }
        }
    }

    private let box: Box

    init(
        font: Font, letterSpacing: Double, kern: Double = 0, language: String?, attachment: TextAttachment?,
        baselineOffset: Double = 0
    ) {
        self.init(
            Self.fields(
                font: font, letterSpacing: letterSpacing, kern: kern, language: language, attachment: attachment,
                baselineOffset: baselineOffset))
    }

    /// The fields a style of these parts holds, made usable (a size or length out of range
    /// clamped, NaN as 0), without boxing them: `fields == style.fields` says whether the
    /// parts would make a style equal to `style`.
    static func fields(
        font: Font, letterSpacing: Double, kern: Double = 0, language: String?, attachment: TextAttachment?,
        baselineOffset: Double = 0
    ) -> Fields {
        var font = font
        if !(font.size >= 0 && font.size <= maximumFontSize) {
            font.size = max(0, font.size.usable(within: maximumFontSize))
        }
        return Fields(
            font: font, letterSpacing: length(letterSpacing), kern: length(kern), language: language,
            attachment: attachment?.normalized, baselineOffset: length(baselineOffset))
    }

    /// The style of `fields`, already made usable (`fields(font:...)`).
    init(usable fields: Fields) {
        self.init(fields)
    }

    /// Whether the style holds exactly `fields`, so that a run of `fields` may share its box
    /// and no reader can tell.
    ///
    /// Stricter than `==`, which takes canonically equivalent strings ("é" as one scalar or
    /// two) and attachments whose `AnyHashable` payloads compare equal (`1` and `1.0`) as
    /// the same: here strings compare by their UTF-8 bytes and numbers by their bits, and a
    /// style with an attachment holds no fields but its own (a reviewer found a later
    /// run's attachment named in the other normalization reported as the first run's).
    func holds(_ fields: Fields) -> Bool {
        // The cheap tests first, as most calls compare different styles; `==` last, so
        // that a field added later is compared too (and `fields` with an attachment, against
        // a box without one, is told apart there). The box's attachment is tested through
        // its extent: reading the optional attachment copies it.
        let font = box.fields.font
        guard box.attachmentExtent == nil,
            font.size.bitPattern == fields.font.size.bitPattern, font.weight == fields.font.weight,
            font.isItalic == fields.font.isItalic,
            box.fields.letterSpacing.bitPattern == fields.letterSpacing.bitPattern,
            box.fields.kern.bitPattern == fields.kern.bitPattern,
            box.fields.baselineOffset.bitPattern == fields.baselineOffset.bitPattern,
            TextFingerprint.sameBytes(font.family, fields.font.family),
            // nil against "" is told apart by `==` below.
            TextFingerprint.sameBytes(box.fields.language ?? "", fields.language ?? ""),
            font.features.elementsEqual(
                fields.font.features,
                by: {
                    $0.value == $1.value && TextFingerprint.sameBytes($0.tag, $1.tag)
                }),
            font.variations.elementsEqual(
                fields.font.variations,
                by: {
                    $0.value.bitPattern == $1.value.bitPattern && TextFingerprint.sameBytes($0.axis, $1.axis)
                })
        else { return false }
        return box.fields == fields
    }

    /// Whether the two styles are one box (not only equal fields).
    func sharesBox(with other: ShapingStyle) -> Bool { box === other.box }

    /// The largest font size shaped, in points; a larger one is shaped at this size, a
    /// negative or NaN one at 0 (a review found NaN and infinite line widths, and a Cairo
    /// error, from a NaN or 1e300 size).
    static let maximumFontSize = 1_000_000.0

    /// A spacing or offset the layout can use: NaN is 0, and an infinite or huge one is
    /// clamped to ±`ParagraphStyle.maximumLength`.
    private static func length(_ value: Double) -> Double {
        value.usable(within: ParagraphStyle.maximumLength)
    }

    private init(_ fields: Fields) {
        box = Box(fields)
    }

    var font: Font { box.fields.font }
    var letterSpacing: Double { box.fields.letterSpacing }
    var kern: Double { box.fields.kern }
    var language: String? { box.fields.language }
    var attachment: TextAttachment? { box.fields.attachment }
    var baselineOffset: Double { box.fields.baselineOffset }

    /// Whether the font asks for features or variations (read in place: `font` would copy
    /// the font's strings and arrays, counting a reference on each).
    var fontHasFeaturesOrVariations: Bool {
        !box.fields.font.features.isEmpty || !box.fields.font.variations.isEmpty
    }

    /// What a run of this style in `face` adds to a line's height: the face's metrics at the
    /// font's size (the attachment's box for an attachment run), moved by the baseline
    /// offset. Read in place: `font` and `attachment` would copy the font's strings and
    /// arrays and the attachment, counting a reference on each.
    func lineContribution(face: FontFace) -> LineHeightModel.Contribution {
        let raise = box.fields.baselineOffset
        if let extent = box.attachmentExtent {
            return LineHeightModel.Contribution(
                ascent: max(0, extent.ascent + raise), descent: max(0, extent.descent - raise), leading: 0)
        }
        let metrics = face.metrics(size: box.fields.font.size)
        return LineHeightModel.Contribution(
            ascent: max(0, metrics.ascender + raise), descent: max(0, -metrics.descender - raise),
            leading: metrics.lineGap)
    }

    /// A style with `change` made to a copy of the fields (in a new box).
    func with(_ change: (inout Fields) -> Void) -> ShapingStyle {
        var fields = box.fields
        change(&fields)
        return ShapingStyle(fields)
    }

    static func == (lhs: ShapingStyle, rhs: ShapingStyle) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }
}
