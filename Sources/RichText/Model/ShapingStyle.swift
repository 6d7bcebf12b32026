/// Everything about a run that changes its glyphs, their advances or their baseline.
///
/// An immutable value kept in one shared box: items, shaped runs and the itemizer's tables
/// copy it often (several times a run), and a copy is then one reference, not a font's
/// strings and arrays, a language and an attachment each retained (and the struct's 150
/// bytes moved) one by one. Equal boxes compare equal without looking inside.
struct ShapingStyle: Hashable, Sendable {
    /// The fields, never changed once boxed (so the box may be shared between threads).
    private final class Box: Sendable {
        let font: Font
        let letterSpacing: Double
        let kern: Double
        let language: String?
        let attachment: TextAttachment?
        let baselineOffset: Double

        init(
            font: Font, letterSpacing: Double, kern: Double, language: String?, attachment: TextAttachment?,
            baselineOffset: Double
        ) {
            self.font = font
            self.letterSpacing = letterSpacing
            self.kern = kern
            self.language = language
            self.attachment = attachment
            self.baselineOffset = baselineOffset
        }
    }

    private let box: Box

    init(
        font: Font, letterSpacing: Double, kern: Double = 0, language: String?, attachment: TextAttachment?,
        baselineOffset: Double = 0
    ) {
        box = Box(
            font: font, letterSpacing: letterSpacing, kern: kern, language: language, attachment: attachment,
            baselineOffset: baselineOffset)
    }

    /// The font request (family, size, weight, features, variations).
    var font: Font { box.font }
    /// Points added after each cluster (CSS letter-spacing).
    var letterSpacing: Double { box.letterSpacing }
    /// Points added after each cluster, ligatures kept.
    var kern: Double { box.kern }
    /// The BCP 47 language HarfBuzz shapes with.
    var language: String? { box.language }
    /// An attachment gives its U+FFFC its own advance and so its own item.
    var attachment: TextAttachment? { box.attachment }
    /// Points the glyphs are raised above the baseline.
    var baselineOffset: Double { box.baselineOffset }

    static func == (lhs: ShapingStyle, rhs: ShapingStyle) -> Bool {
        lhs.box === rhs.box
            || (lhs.font == rhs.font && lhs.letterSpacing == rhs.letterSpacing && lhs.kern == rhs.kern
                && lhs.language == rhs.language && lhs.attachment == rhs.attachment
                && lhs.baselineOffset == rhs.baselineOffset)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(letterSpacing)
        hasher.combine(kern)
        hasher.combine(language)
        hasher.combine(attachment)
        hasher.combine(baselineOffset)
    }
}
