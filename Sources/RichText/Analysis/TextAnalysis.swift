/// The analysis of a whole text: its UTF-16 units and one `ParagraphAnalysis` per
/// paragraph. Independent of any width; computed once and reused by every layout.
public struct TextAnalysis: Sendable {
    /// The text as UTF-16 code units (the unit of every offset).
    public let utf16: [UInt16]
    /// The paragraphs, in order, tiling the text.
    public let paragraphs: [ParagraphAnalysis]

    /// Analyses `text`; each paragraph's line breaks follow its style's
    /// `lineBreakStrictness`: UAX #14's rules (ICU root) by default, else ICU's tailoring for
    /// the `language` attribute at its start.
    ///
    /// - Parameters:
    ///   - text: the text to analyse.
    ///   - direction: the base direction of every paragraph; nil takes each
    ///     paragraph's `ParagraphStyle.baseWritingDirection` (natural by default).
    public init(_ text: AttributedText, direction: BaseDirection? = nil) {
        let utf16 = UnitBuffers.units(of: text.string)
        self.utf16 = utf16
        paragraphs = ParagraphSegmenter.paragraphs(in: utf16).map { bounds in
            Self.paragraph(bounds, of: text, utf16: utf16, direction: direction)
        }
    }

    /// The analysis of the paragraph `bounds` of `text` (its UTF-16 units `utf16`), as
    /// `init` makes each (`ShapedText.Progressive` analyses a batch at a time). Without
    /// `findsLineBreaks`, a paragraph of text below U+0300 gets only its end as a line
    /// break (ICU is not asked): such an analysis serves shaping, never line breaking
    /// (`ShapedText.paragraphAdvances(of:context:direction:)`).
    static func paragraph(
        _ bounds: ParagraphSegmenter.Bounds, of text: AttributedText, utf16: [UInt16], direction: BaseDirection?,
        findsLineBreaks: Bool = true
    ) -> ParagraphAnalysis {
        let attributes = text.attributes(at: bounds.range.lowerBound)
        let paragraphDirection = direction ?? attributes.paragraphStyle?.baseWritingDirection ?? .natural
        return ParagraphAnalysis(
            text: utf16, bounds: bounds, direction: paragraphDirection,
            locale: icuLocale(
                attributes.language, strictness: attributes.paragraphStyle?.lineBreakStrictness ?? .standard),
            findsLineBreaks: findsLineBreaks)
    }

    /// The ICU locale id for line breaks: "" (root, UAX #14's rules) for the standard
    /// strictness or no language, else the BCP 47 tag as an ICU id with the `lb` keyword
    /// ("zh-Hant" → "zh_Hant@lb=normal").
    static func icuLocale(_ language: String?, strictness: LineBreakStrictness = .standard) -> String {
        guard let language, strictness != .standard else { return "" }
        return String(language.map { $0 == "-" ? "_" : $0 }) + "@lb=" + strictness.rawValue
    }
}
