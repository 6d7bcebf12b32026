import RichText

/// One attribute a fuzz input sets over a range, chosen by a byte.
public enum AttributeChoice: CaseIterable, Sendable {
    case bold, baselineOffset, decorations, highlight, binding, attachment, borders, otherFace, letterSpacing, shadow

    /// The choice for `byte` (cycling through the cases).
    public init(_ byte: UInt8) {
        self = Self.allCases[Int(byte) % Self.allCases.count]
    }

    /// Sets this attribute over `range` of `text`, whose base font size is `size`.
    public func apply(to text: inout AttributedText, range: Range<Int>, size: Double) {
        switch self {
        case .bold:
            text.setFont(Font(size: size * 1.5, weight: .bold), range: range)
        case .baselineOffset:
            text.setAttribute(\.baselineOffset, Double(range.count % 13) - 6, range: range)
        case .decorations:
            text.setAttribute(\.underline, TextDecoration(style: .double), range: range)
            text.setAttribute(\.strikethrough, TextDecoration(style: .thick), range: range)
        case .highlight:
            text.setAttribute(
                \.highlight, TextHighlight(color: .blue, userInfo: ["url": "https://example.org"]), range: range)
        case .binding:
            text.setAttribute(\.binding, TextBinding(), range: range)
        case .attachment:
            text.setAttachment(TextAttachment(size: Size(width: 20, height: 30), ascent: 22), range: range)
        case .borders:
            text.setAttribute(\.backgroundBorder, TextBorder.background(.gray), range: range)
            text.setAttribute(\.border, TextBorder(strokeWidth: 1, strokeColor: .red), range: range)
            text.setAttribute(\.blockBorder, TextBorder(strokeWidth: 1, fillColor: .white), range: range)
        case .otherFace:
            text.setFont(Font(family: "Noto Sans Mono", size: size, italic: true), range: range)
            text.setLanguage(["ja", "th", "ar", "zh-Hans"][range.count % 4], range: range)
        case .letterSpacing:
            text.setLetterSpacing(Double(range.count % 7) - 2, range: range)
        case .shadow:
            text.setAttribute(\.shadow, TextShadow(offset: Size(width: 2, height: -3), radius: 4), range: range)
        }
    }
}
