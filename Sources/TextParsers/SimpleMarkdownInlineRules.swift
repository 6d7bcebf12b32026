import Foundation
import RichText

/// The inline rules of `SimpleMarkdownStyler`: code spans, escapes, reference
/// definitions, links and emphasis.
extension SimpleMarkdownStyler {
    /// Finds and masks code spans; they are styled by `styleCodeSpans()` at the end.
    mutating func findCodeSpans() {
        for match in matches(SimpleMarkdownPatterns.codeSpan) {
            guard let span = range(of: match), let fence = range(of: match, group: 1) else { continue }
            codeSpans.append((span, fence.count))
            mask(span)
        }
    }

    /// Finds and masks backslash escapes outside code.
    mutating func findEscapes() {
        for match in matches(SimpleMarkdownPatterns.escape) {
            guard let escape = range(of: match) else { continue }
            escapes.append(escape.lowerBound)
            mask(escape)
        }
    }

    /// Styles reference definitions (brackets and colon in the control colour, the rest
    /// in the link colour), remembers their URLs and masks the URL and title.
    mutating func styleReferenceDefinitions() {
        for match in matches(SimpleMarkdownPatterns.referenceDefinition) {
            guard let id = range(of: match, group: 2), let url = range(of: match, group: 4) else { continue }
            let key = originalString(id).lowercased()
            if references[key] == nil { references[key] = Self.trimAngleBrackets(originalString(url)) }
            for group in [2, 4, 5] { color(.link, range(of: match, group: group)) }
            for group in [1, 3] { color(.control, range(of: match, group: group)) }
            mask(url)
            mask(range(of: match, group: 5))
        }
    }

    /// Styles inline and reference links and images; links get a highlight with their URL.
    mutating func styleLinks() {
        for match in matches(SimpleMarkdownPatterns.inlineLink) {
            guard let whole = range(of: match), let url = range(of: match, group: 5) else { continue }
            let isImage = range(of: match, group: 1).map { !$0.isEmpty } ?? false
            for group in [3, 5, 6] { color(.link, range(of: match, group: group)) }
            for group in [1, 2, 4, 7] { color(.control, range(of: match, group: group)) }
            if !isImage { highlight(whole, url: Self.trimAngleBrackets(originalString(url))) }
            mask(url)
            mask(range(of: match, group: 6))
        }
        for match in matches(SimpleMarkdownPatterns.referenceLink) {
            guard let whole = range(of: match), let label = range(of: match, group: 3),
                let id = range(of: match, group: 5)
            else { continue }
            let isImage = range(of: match, group: 1).map { !$0.isEmpty } ?? false
            for group in [3, 5] { color(.link, range(of: match, group: group)) }
            for group in [1, 2, 4, 6] { color(.control, range(of: match, group: group)) }
            // `[text][]` refers to the definition named by the text.
            let key = originalString(id.isEmpty ? label : id).lowercased()
            if !isImage, let url = references[key] { highlight(whole, url: url) }
            mask(id)
        }
    }

    /// Puts a link highlight with `url` over `range`.
    private mutating func highlight(_ range: Range<Int>, url: String) {
        let index = Int32(links.count)
        links.append(url)
        style(range) { $0.link = index }
    }

    /// Styles emphasis, strong, underline and strikethrough: markers in the control colour,
    /// the content's font or decorations changed.
    mutating func styleEmphasis() {
        // No rule from here on masks anything: the scan copy's line ends are found once.
        let terminators = SimpleMarkdownDelimiter.lineTerminators(in: units)
        for delimiter in SimpleMarkdownPatterns.strongEmphasis {
            styleDelimited(delimiter, terminators) {
                $0.isBold = true
                $0.isItalic = true
            }
        }
        styleDelimited(SimpleMarkdownPatterns.strong, terminators) { $0.isBold = true }
        for delimiter in SimpleMarkdownPatterns.emphasis {
            styleDelimited(delimiter, terminators) { $0.isItalic = true }
        }
        styleDelimited(SimpleMarkdownPatterns.underline, terminators) { $0.isUnderlined = true }
        styleDelimited(SimpleMarkdownPatterns.strikethrough, terminators) { $0.isStruckThrough = true }
    }

    /// Styles each match of `delimiter` in the scan copy (whose line terminators are at
    /// `terminators`): its markers at both ends in the control colour, the style of the
    /// characters between them changed by `change`.
    private mutating func styleDelimited(
        _ delimiter: SimpleMarkdownDelimiter, _ terminators: [Int], _ change: (inout SimpleMarkdownStyle) -> Void
    ) {
        let markerLength = delimiter.markerLength
        for whole in matches(delimiter, lineTerminators: terminators) where whole.count > 2 * markerLength {
            style(whole.lowerBound + markerLength..<whole.upperBound - markerLength, change)
            styleMarkers(whole, length: markerLength)
        }
    }

    /// Colours `length` characters at both ends of `range` with the control colour.
    private mutating func styleMarkers(_ range: Range<Int>, length: Int) {
        color(.control, range.lowerBound..<range.lowerBound + length)
        color(.control, range.upperBound - length..<range.upperBound)
    }

    /// Styles the code spans found earlier: the monospace family at the size already there,
    /// backticks in the control colour, the content in the inline-code colour and the
    /// theme's code border behind the whole span.
    mutating func styleCodeSpans() {
        for (span, fence) in codeSpans {
            style(span) { $0.isCodeSpan = true }
            color(.inlineCode, span.lowerBound + fence..<span.upperBound - fence)
            styleMarkers(span, length: fence)
        }
    }

    /// Colours escaping backslashes with the control colour.
    mutating func styleEscapes() {
        for offset in escapes {
            color(.control, offset..<offset + 1)
        }
    }

    /// `url` without the angle brackets of `<url>`.
    static func trimAngleBrackets(_ url: String) -> String {
        guard url.count >= 2, url.hasPrefix("<"), url.hasSuffix(">") else { return url }
        return String(url.dropFirst().dropLast())
    }
}
