/// Whole-range and ranged setters for the common attributes, in the spirit of YYText's
/// `yy_font`, `yy_setColor(_:range:)` API.
extension AttributedText {
    /// Any attribute at offset 0; setting it applies it to the whole text, like YYText's
    /// whole-range `yy_` properties: `text[attribute: \.shadow] = TextShadow()`.
    public subscript<Value>(attribute key: WritableKeyPath<TextAttributes, Value?>) -> Value? {
        get { runs.first?.attributes[keyPath: key] }
        set { setAttribute(key, newValue, range: 0..<length) }
    }

    /// The font at offset 0; setting it applies it to the whole text.
    public var font: Font? {
        get { runs.first?.attributes.font }
        set { setFont(newValue, range: 0..<length) }
    }

    /// The colour at offset 0; setting it applies it to the whole text.
    public var color: Color? {
        get { runs.first?.attributes.color }
        set { setColor(newValue, range: 0..<length) }
    }

    /// The language at offset 0; setting it applies it to the whole text.
    public var language: String? {
        get { runs.first?.attributes.language }
        set { setLanguage(newValue, range: 0..<length) }
    }

    /// The paragraph style at offset 0; setting it applies it to the whole text.
    public var paragraphStyle: ParagraphStyle? {
        get { runs.first?.attributes.paragraphStyle }
        set { setParagraphStyle(newValue, range: 0..<length) }
    }

    /// Sets (or with nil removes) the paragraph style over `range`.
    public mutating func setParagraphStyle(_ style: ParagraphStyle?, range: Range<Int>) {
        modifyAttributes(in: range) { $0.paragraphStyle = style }
    }

    /// Sets (or with nil removes) an attachment over `range` (normally one U+FFFC).
    public mutating func setAttachment(_ attachment: TextAttachment?, range: Range<Int>) {
        modifyAttributes(in: range) { $0.attachment = attachment }
    }

    /// Sets (or with nil removes) the font over `range`.
    public mutating func setFont(_ font: Font?, range: Range<Int>) {
        modifyAttributes(in: range) { $0.font = font }
    }

    /// Sets (or with nil removes) the colour over `range`.
    public mutating func setColor(_ color: Color?, range: Range<Int>) {
        modifyAttributes(in: range) { $0.color = color }
    }

    /// Sets (or with nil removes) the letter spacing over `range`.
    public mutating func setLetterSpacing(_ spacing: Double?, range: Range<Int>) {
        modifyAttributes(in: range) { $0.letterSpacing = spacing }
    }

    /// Sets (or with nil removes) the language over `range`.
    public mutating func setLanguage(_ language: String?, range: Range<Int>) {
        modifyAttributes(in: range) { $0.language = language }
    }

    /// The UTF-16 offset of a `String.Index` of `string`.
    public func utf16Offset(of index: String.Index) -> Int {
        index.utf16Offset(in: string)
    }

    /// The `String.Index` at a UTF-16 offset (`0...length`).
    public func index(atUTF16Offset offset: Int) -> String.Index {
        precondition(offset >= 0 && offset <= length, "offset \(offset) out of bounds for text of length \(length)")
        return String.Index(utf16Offset: offset, in: string)
    }

    /// The UTF-16 range of a range of `string`'s indices.
    public func utf16Range(of range: Range<String.Index>) -> Range<Int> {
        utf16Offset(of: range.lowerBound)..<utf16Offset(of: range.upperBound)
    }
}
