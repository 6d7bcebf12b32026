/// The name of each attribute of `TextAttributes`, for removal and enumeration.
public enum TextAttributeKey: String, Hashable, Sendable, Codable, CaseIterable {
    /// `TextAttributes.font`.
    case font
    /// `TextAttributes.color`.
    case color
    /// `TextAttributes.backgroundColor`.
    case backgroundColor
    /// `TextAttributes.strokeWidth`.
    case strokeWidth
    /// `TextAttributes.strokeColor`.
    case strokeColor
    /// `TextAttributes.kern`.
    case kern
    /// `TextAttributes.letterSpacing`.
    case letterSpacing
    /// `TextAttributes.ligatures`.
    case ligatures
    /// `TextAttributes.features`.
    case features
    /// `TextAttributes.language`.
    case language
    /// `TextAttributes.baselineOffset`.
    case baselineOffset
    /// `TextAttributes.obliqueness`.
    case obliqueness
    /// `TextAttributes.glyphTransform`.
    case glyphTransform
    /// `TextAttributes.shadow`.
    case shadow
    /// `TextAttributes.innerShadow`.
    case innerShadow
    /// `TextAttributes.underline`.
    case underline
    /// `TextAttributes.strikethrough`.
    case strikethrough
    /// `TextAttributes.backgroundBorder`.
    case backgroundBorder
    /// `TextAttributes.border`.
    case border
    /// `TextAttributes.blockBorder`.
    case blockBorder
    /// `TextAttributes.attachment`.
    case attachment
    /// `TextAttributes.highlight`.
    case highlight
    /// `TextAttributes.binding`.
    case binding
    /// `TextAttributes.backedString`.
    case backedString
    /// `TextAttributes.paragraphStyle`.
    case paragraphStyle

    /// Attributes that do not spread to text inserted at their edge (YYText's
    /// discontinuous attributes): each one belongs to exactly the characters it was set on.
    public static let discontinuous: Set<TextAttributeKey> = [.attachment, .binding, .backedString]
}

extension TextAttributes {
    /// Whether the run keeps its identity next to an equal neighbour: an attachment is one
    /// object per U+FFFC, so two equal emoticons side by side stay two runs.
    var keepsRunIdentity: Bool {
        attachment != nil
    }

    /// Whether `key` is set (not nil); reads it in place, without copying its value.
    public func contains(_ key: TextAttributeKey) -> Bool {
        switch key {
        case .font: return storage.fields.font != nil
        case .color: return storage.fields.color != nil
        case .backgroundColor: return storage.fields.backgroundColor != nil
        case .strokeWidth: return storage.fields.strokeWidth != nil
        case .strokeColor: return storage.fields.strokeColor != nil
        case .kern: return storage.fields.kern != nil
        case .letterSpacing: return storage.fields.letterSpacing != nil
        case .ligatures: return storage.fields.ligatures != nil
        case .features: return storage.fields.features != nil
        case .language: return storage.fields.language != nil
        case .baselineOffset: return storage.fields.baselineOffset != nil
        case .obliqueness: return storage.fields.obliqueness != nil
        case .glyphTransform: return storage.fields.glyphTransform != nil
        case .shadow: return storage.fields.shadow != nil
        case .innerShadow: return storage.fields.innerShadow != nil
        case .underline: return storage.fields.underline != nil
        case .strikethrough: return storage.fields.strikethrough != nil
        case .backgroundBorder: return storage.fields.backgroundBorder != nil
        case .border: return storage.fields.border != nil
        case .blockBorder: return storage.fields.blockBorder != nil
        case .attachment: return storage.fields.attachment != nil
        case .highlight: return storage.fields.highlight != nil
        case .binding: return storage.fields.binding != nil
        case .backedString: return storage.fields.backedString != nil
        case .paragraphStyle: return storage.fields.paragraphStyle != nil
        }
    }

    /// Sets `key` back to nil (not set).
    public mutating func remove(_ key: TextAttributeKey) {
        switch key {
        case .font: font = nil
        case .color: color = nil
        case .backgroundColor: backgroundColor = nil
        case .strokeWidth: strokeWidth = nil
        case .strokeColor: strokeColor = nil
        case .kern: kern = nil
        case .letterSpacing: letterSpacing = nil
        case .ligatures: ligatures = nil
        case .features: features = nil
        case .language: language = nil
        case .baselineOffset: baselineOffset = nil
        case .obliqueness: obliqueness = nil
        case .glyphTransform: glyphTransform = nil
        case .shadow: shadow = nil
        case .innerShadow: innerShadow = nil
        case .underline: underline = nil
        case .strikethrough: strikethrough = nil
        case .backgroundBorder: backgroundBorder = nil
        case .border: border = nil
        case .blockBorder: blockBorder = nil
        case .attachment: attachment = nil
        case .highlight: highlight = nil
        case .binding: binding = nil
        case .backedString: backedString = nil
        case .paragraphStyle: paragraphStyle = nil
        }
    }

    /// The keys that are set.
    public var keys: Set<TextAttributeKey> {
        Set(
            TextAttributeKey.allCases.filter { key in
                var copy = self
                copy.remove(key)
                return copy != self
            })
    }

    /// These attributes with every attribute set in `other` replacing its own.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        var result = self
        for key in other.keys {
            switch key {
            case .font: result.font = other.font
            case .color: result.color = other.color
            case .backgroundColor: result.backgroundColor = other.backgroundColor
            case .strokeWidth: result.strokeWidth = other.strokeWidth
            case .strokeColor: result.strokeColor = other.strokeColor
            case .kern: result.kern = other.kern
            case .letterSpacing: result.letterSpacing = other.letterSpacing
            case .ligatures: result.ligatures = other.ligatures
            case .features: result.features = other.features
            case .language: result.language = other.language
            case .baselineOffset: result.baselineOffset = other.baselineOffset
            case .obliqueness: result.obliqueness = other.obliqueness
            case .glyphTransform: result.glyphTransform = other.glyphTransform
            case .shadow: result.shadow = other.shadow
            case .innerShadow: result.innerShadow = other.innerShadow
            case .underline: result.underline = other.underline
            case .strikethrough: result.strikethrough = other.strikethrough
            case .backgroundBorder: result.backgroundBorder = other.backgroundBorder
            case .border: result.border = other.border
            case .blockBorder: result.blockBorder = other.blockBorder
            case .attachment: result.attachment = other.attachment
            case .highlight: result.highlight = other.highlight
            case .binding: result.binding = other.binding
            case .backedString: result.backedString = other.backedString
            case .paragraphStyle: result.paragraphStyle = other.paragraphStyle
            }
        }
        return result
    }
}
