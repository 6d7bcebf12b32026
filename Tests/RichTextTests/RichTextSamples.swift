import RichText

/// Texts that exercise every attribute and the awkward corners of UTF-16 offsets, for the
/// interop and archive round trips.
enum RichTextSamples {
    /// A value for each attribute key (a highlight without actions: equal when rebuilt).
    static func value(for key: TextAttributeKey) -> TextAttributes {
        var attributes = TextAttributes()
        let shadow = TextShadow(
            color: .red, offset: Size(width: 1, height: 2), radius: 1.5, blendMode: .multiply,
            subShadow: TextShadow(color: .blue))
        switch key {
        case .font: attributes.font = Font(family: "Noto Sans", size: 19, weight: .bold, italic: true)
        case .color: attributes.color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        case .backgroundColor: attributes.backgroundColor = .gray
        case .strokeWidth: attributes.strokeWidth = -3
        case .strokeColor: attributes.strokeColor = .green
        case .kern: attributes.kern = 1.25
        case .letterSpacing: attributes.letterSpacing = 0.5
        case .ligatures: attributes.ligatures = false
        case .features: attributes.features = [FontFeature("smcp"), .noKerning]
        case .language: attributes.language = "sr-Latn"
        case .baselineOffset: attributes.baselineOffset = 3
        case .obliqueness: attributes.obliqueness = 0.2
        case .glyphTransform:
            attributes.glyphTransform = AffineTransform(a: 0.9, b: -0.2, c: 0.2, d: 0.9, tx: 1, ty: 2)
        case .shadow: attributes.shadow = shadow
        case .innerShadow: attributes.innerShadow = TextShadow(radius: 3)
        case .underline:
            attributes.underline = TextDecoration(style: TextLineStyle(.double, pattern: .dash), width: 2, color: .red)
        case .strikethrough: attributes.strikethrough = TextDecoration(style: .thick, shadow: shadow)
        case .backgroundBorder: attributes.backgroundBorder = .background(.blue)
        case .border:
            attributes.border = TextBorder(strokeWidth: 1, strokeColor: .red, lineJoin: .round, cornerRadius: 2)
        case .blockBorder: attributes.blockBorder = TextBorder(insets: EdgeInsets(all: 2), fillColor: .gray)
        case .attachment:
            attributes.attachment = TextAttachment(
                content: .named("smile"), size: Size(width: 20, height: 18), ascent: 14,
                contentSize: Size(width: 10, height: 10), contentMode: .scaleAspectFit,
                contentInsets: EdgeInsets(all: 1), userInfo: ["id": "7"])
        case .highlight:
            attributes.highlight = TextHighlight(
                attributes: TextAttributes(color: .white), removing: [.underline],
                userInfo: ["url": "https://example.org/a"])
        case .binding: attributes.binding = TextBinding(deleteConfirm: true)
        case .backedString: attributes.backedString = TextBackedString(":smile:")
        case .paragraphStyle:
            var style = ParagraphStyle()
            style.alignment = .justified
            style.lineHeight = .multiple(1.4)
            style.strut = Strut(font: Font(size: 14))
            style.tabStops = [TextTab(location: 40, alignment: .right)]
            style.textHeightBehavior = .disableFirstAscent
            attributes.paragraphStyle = style
        }
        return attributes
    }

    /// Text in which every attribute key is set somewhere, over emoji, combining marks,
    /// CR LF, non-BMP letters, bidi text and two equal attachments side by side.
    static var everyAttribute: AttributedText {
        var text = AttributedText("")
        let pieces = [
            "Plain 👨‍👩‍👧 ", "e\u{301}t\u{E9} ", "line\r\n", "𝐀𝐁 ", "שלום ", "مرحبا ", "क्षि ", "世界 ", "ok ",
        ]
        for (index, key) in TextAttributeKey.allCases.enumerated() {
            if key == .attachment {
                // Two equal attachments appended one by one: two runs.
                text.append(AttributedText(TextAttachment.character, attributes: value(for: key)))
                text.append(AttributedText(TextAttachment.character, attributes: value(for: key)))
            } else {
                text.append(AttributedText(pieces[index % pieces.count], attributes: value(for: key)))
            }
        }
        text.append(AttributedText(" tail 😀"))
        return text
    }
}
