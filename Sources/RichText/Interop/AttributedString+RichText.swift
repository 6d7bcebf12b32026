import Foundation

extension AttributedString {
    /// Foundation's form of `text`: the same characters, every RichText attribute under
    /// its key in `AttributeScopes.RichTextAttributes`, plus Foundation's own attributes
    /// where RichText has their meaning.
    ///
    /// - `language` becomes `languageIdentifier` (the same BCP 47 string).
    /// - A highlight whose `userInfo["url"]` is a URL (one `URL(string:)` gives back
    ///   unchanged) is also set as `link`, so that Foundation code sees the link.
    /// - Each attachment run is numbered (`attachmentRun`), so that equal neighbouring
    ///   attachments stay apart.
    ///
    /// `AttributedText(AttributedString(text)) == text` for every text whose run boundaries
    /// fall between Unicode scalars, which is every text RichText's own editing makes: the
    /// values themselves are carried (highlight actions and opaque attachment payloads
    /// included). `AttributedString` cannot hold a boundary between the two halves of a
    /// surrogate pair: such a boundary moves back to the scalar's start.
    ///
    /// - Complexity: O(r log n) for r runs of a text of n UTF-16 code units.
    public init(_ text: AttributedText) {
        self.init(text.string)
        for (number, run) in text.runs.enumerated() {
            var container = run.attributes.attributeContainer
            if run.attributes.keepsRunIdentity {
                container[AttributeScopes.RichTextAttributes.AttachmentRunAttribute.self] = number
            }
            // Indices from the current value each time: setting attributes makes a new version.
            let start = utf16.index(startIndex, offsetBy: run.range.lowerBound)
            let end = utf16.index(startIndex, offsetBy: run.range.upperBound)
            guard start < end else { continue }
            self[start..<end].setAttributes(container)
        }
    }
}

extension AttributedText {
    /// RichText's form of a Foundation attributed string: the same characters, with the
    /// attributes RichText knows; text without any converts with the defaults.
    ///
    /// Read, per run:
    /// - every key of `AttributeScopes.RichTextAttributes`, as its `TextAttributes` property;
    /// - `languageIdentifier` as `language`;
    /// - `link`: a run with a RichText `highlight` keeps it (its look and actions), with its
    ///   `userInfo["url"]` set to the link's `absoluteString` when the two differ; a run
    ///   with a link and no highlight gets `linkHighlight(url)`, by default
    ///   `TextHighlight.link(_:)` (the URL under `userInfo["url"]`, the shape
    ///   `MarkdownRenderer` gives links, without its colours).
    ///
    /// Dropped: every other attribute. Of Foundation's scope on Linux that is
    /// `personNameComponent`, `numberFormat` (`numberSymbol`, `numberPart`), `dateField`,
    /// `durationField`, `alternateDescription`, `imageURL`, `replacementIndex`,
    /// `measurement`, `byteCount` and `writingDirection` (Foundation has no presentation
    /// intents on Linux); on Apple platforms also the attributes of the UIKit, AppKit and
    /// SwiftUI scopes, and any custom scope's. Runs that then have equal attributes merge.
    ///
    /// - Complexity: O(r log n) for r runs of a string of n UTF-16 code units.
    public init(
        _ attributedString: AttributedString, linkHighlight: (URL) -> TextHighlight = { TextHighlight.link($0) }
    ) {
        let units = attributedString.utf16
        var runs: [AttributeRun] = []
        var offset = 0
        for run in attributedString.runs {
            let length = units.distance(from: run.range.lowerBound, to: run.range.upperBound)
            let attributes = TextAttributes(run.attributes, linkHighlight: linkHighlight)
            runs.append(AttributeRun(range: offset..<offset + length, attributes: attributes))
            offset += length
        }
        self.init(string: String(attributedString.characters), runs: runs)
    }
}
