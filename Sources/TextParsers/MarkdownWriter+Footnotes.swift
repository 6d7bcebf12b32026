import RichText

/// Footnotes, as GitHub renders them: a reference is its note's number, small and raised
/// in the link colour; the notes follow a rule at the end of the document as a numbered
/// list.
///
/// cmark-gfm does the bookkeeping: it gives each reference its note's number, moves the
/// definitions to the end of the document in the order of their numbers and drops those
/// never referenced (`CmarkDocument`), so the notes are numbered as they come.
extension MarkdownWriter {
    /// Writes a reference to note `number`: at three quarters of the surrounding size,
    /// raised a third of that size, with a `TextHighlight` whose `userInfo["footnote"]` is
    /// the number.
    mutating func writeFootnoteReference(_ number: String) {
        let theme = theme
        var attributes = derived(.footnoteReference) { attributes in
            var font = attributes.font ?? theme.bodyFont
            attributes.baselineOffset = font.size / 3
            font.size *= 0.75
            attributes.font = font
            attributes.color = theme.linkColor
        }
        // Set after `derived`, whose memo is for attributes that depend only on the span's
        // surroundings.
        attributes.highlight = TextHighlight(
            color: theme.linkColor, backgroundColor: theme.codeBackground, userInfo: ["footnote": number])
        appendRaw(number, attributes: attributes)
    }

    /// Starts a note: the first draws the rule above the notes; each is an ordered list's
    /// item, its number the marker.
    mutating func beginFootnoteDefinition() {
        if footnoteCount == 0 { writeRule() }
        footnoteCount += 1
        lists.append((ordered: true, next: footnoteCount + 1))
        pendingMarker = "\(footnoteCount)."
    }

    /// Ends a note; one with no blocks still shows its number.
    mutating func endFootnoteDefinition() {
        if pendingMarker != nil { startBlock() }
        lists.removeLast()
    }
}
