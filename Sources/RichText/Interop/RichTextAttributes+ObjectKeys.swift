import Foundation

// The keys of the attributes that make characters into objects (attachments, highlights,
// bindings, backed strings) and of the paragraph style. The discontinuous ones are not
// inherited by text added next to them, as in `AttributedText`.

extension AttributeScopes.RichTextAttributes {
    /// An inline object on a U+FFFC (`TextAttributes.attachment`); not inherited by
    /// added text.
    public enum AttachmentAttribute: CodableAttributedStringKey {
        /// A `TextAttachment`.
        public typealias Value = TextAttachment
        /// "RichText.attachment", the key's name in encoded attributed strings.
        public static let name = "RichText.attachment"
        /// False: text added next to the attribute does not take it.
        public static let inheritedByAddedText = false
    }

    /// The number of the `AttributedText` run an attachment came from.
    ///
    /// `AttributedString` merges equal neighbouring runs; `AttributedText` keeps separately
    /// inserted attachments apart (two equal emoticons side by side are two runs, each with
    /// its own backed string). Converting an `AttributedText` numbers its attachment runs
    /// so that they stay apart; converting back reads the split and drops the number. Text
    /// built by hand needs none: equal neighbouring attachments then become one run.
    public enum AttachmentRunAttribute: CodableAttributedStringKey {
        /// An `Int`.
        public typealias Value = Int
        /// "RichText.attachmentRun", the key's name in encoded attributed strings.
        public static let name = "RichText.attachmentRun"
        /// False: text added next to the attribute does not take it.
        public static let inheritedByAddedText = false
    }

    /// A touchable range (`TextAttributes.highlight`). In memory its actions come along;
    /// encoded, they are dropped, as `TextHighlight`'s `Codable` conformance does.
    public enum HighlightAttribute: CodableAttributedStringKey {
        /// A `TextHighlight`.
        public typealias Value = TextHighlight
        /// "RichText.highlight", the key's name in encoded attributed strings.
        public static let name = "RichText.highlight"
    }

    /// A range that acts as one character (`TextAttributes.binding`); not inherited by
    /// added text.
    public enum BindingAttribute: CodableAttributedStringKey {
        /// A `TextBinding`.
        public typealias Value = TextBinding
        /// "RichText.binding", the key's name in encoded attributed strings.
        public static let name = "RichText.binding"
        /// False: text added next to the attribute does not take it.
        public static let inheritedByAddedText = false
    }

    /// The original text behind a replacement (`TextAttributes.backedString`); not
    /// inherited by added text.
    public enum BackedStringAttribute: CodableAttributedStringKey {
        /// A `TextBackedString`.
        public typealias Value = TextBackedString
        /// "RichText.backedString", the key's name in encoded attributed strings.
        public static let name = "RichText.backedString"
        /// False: text added next to the attribute does not take it.
        public static let inheritedByAddedText = false
    }

    /// Line breaking, alignment and spacing (`TextAttributes.paragraphStyle`).
    ///
    /// Not constrained to paragraph boundaries: as in `AttributedText`, a paragraph uses
    /// its first character's style, and the value on every character is kept as set.
    public enum ParagraphStyleAttribute: CodableAttributedStringKey {
        /// A `ParagraphStyle`.
        public typealias Value = ParagraphStyle
        /// "RichText.paragraphStyle", the key's name in encoded attributed strings.
        public static let name = "RichText.paragraphStyle"
    }
}
