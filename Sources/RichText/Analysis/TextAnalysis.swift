/// The analysis of a whole text: its UTF-16 units and one `ParagraphAnalysis` per
/// paragraph. Independent of any width; computed once and reused by every layout.
public struct TextAnalysis: Sendable {
    /// The text as UTF-16 code units (the unit of every offset).
    public let utf16: [UInt16]
    /// The paragraphs, in order, tiling the text.
    public let paragraphs: [ParagraphAnalysis]

    /// Analyses `text`; each paragraph's line breaks use the ICU locale of the `language`
    /// attribute at its start (root rules when none).
    ///
    /// - Parameter direction: the base direction of every paragraph; nil takes each
    ///   paragraph's `ParagraphStyle.baseWritingDirection` (natural by default).
    public init(_ text: AttributedText, direction: BaseDirection? = nil) {
        let utf16 = Array(text.string.utf16)
        self.utf16 = utf16
        paragraphs = ParagraphSegmenter.paragraphs(in: utf16).map { bounds in
            let attributes = text.attributes(at: bounds.range.lowerBound)
            let paragraphDirection = direction ?? attributes.paragraphStyle?.baseWritingDirection ?? .natural
            return ParagraphAnalysis(
                text: utf16, bounds: bounds, direction: paragraphDirection, locale: Self.icuLocale(attributes.language))
        }
    }

    /// The ICU locale id for a BCP 47 tag ("zh-Hant" → "zh_Hant"); "" (root) for nil.
    static func icuLocale(_ language: String?) -> String {
        guard let language else { return "" }
        return String(language.map { $0 == "-" ? "_" : $0 })
    }
}
