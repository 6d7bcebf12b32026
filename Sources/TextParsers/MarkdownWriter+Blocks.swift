import RichText

/// The block writers: the newline and marker that start a block, code and HTML blocks,
/// rules, images and finished tables.
extension MarkdownWriter {
    /// Ends the previous block with a newline and writes a pending list marker.
    mutating func startBlock() {
        if output.length > 0 { appendRaw("\n", attributes: baseAttributes()) }
        if let marker = pendingMarker {
            pendingMarker = nil
            appendRaw(marker + "\t", attributes: markerAttributes())
        }
    }

    /// The attributes of an item's marker: the block's, with the first line hanging one
    /// list indent to the left. A paragraph takes its first character's style, so only
    /// the block that starts with the marker hangs; an item's later blocks (a second
    /// paragraph, a code block, a quote, a table) start at the item's content.
    mutating func markerAttributes() -> TextAttributes {
        if let cachedMarker { return cachedMarker }
        var attributes = baseAttributes()
        var style = attributes.paragraphStyle ?? ParagraphStyle()
        style.firstLineHeadIndent = hangingIndent(style)
        attributes.paragraphStyle = style
        cachedMarker = attributes
        return attributes
    }

    /// Where a line starting with a list marker begins, in a block of `style`.
    func hangingIndent(_ style: ParagraphStyle) -> Double {
        lists.isEmpty || theme.maximumIndentLevels <= 0 ? style.headIndent : style.headIndent - theme.listIndent
    }

    mutating func writeCodeBlock(_ literal: String) {
        var attributes = baseAttributes()
        attributes.font = Font(family: theme.monospaceFamily, size: theme.bodyFont.size * 0.9)
        attributes.blockBorder = TextBorder(
            insets: EdgeInsets(top: 0, left: -4, bottom: 0, right: -4), fillColor: theme.codeBackground)
        writeLines(literal, attributes: attributes)
    }

    /// The lines of a code or HTML block's `literal` as one block in `last`'s style.
    ///
    /// The lines follow each other without the space between blocks, which only the last
    /// line keeps (a listing or an HTML block reads as one block, not as paragraphs).
    mutating func writeLines(_ literal: String, attributes last: TextAttributes) {
        var lines = literal.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        if lines.isEmpty { lines = [""] }
        var inner = last
        var style = last.paragraphStyle ?? ParagraphStyle()
        style.paragraphSpacing = 0
        inner.paragraphStyle = style
        for (index, line) in lines.enumerated() {
            let isLast = index + 1 == lines.count
            if index == 0 {
                startBlock()
            } else {
                // The newline ending the previous line is the block's own, so that an empty
                // line (a paragraph of just that newline) keeps the block's font, spacing
                // and fill instead of taking the surrounding text's.
                appendRaw("\n", attributes: inner)
            }
            // An empty last line (or block) has no newline of its own to carry the style.
            appendRaw(line.isEmpty && isLast ? "\u{200B}" : String(line), attributes: isLast ? last : inner)
        }
    }

    mutating func writeRule() {
        startBlock()
        var attributes = baseAttributes()
        let height = theme.bodyFont.size * 1.3
        attributes.blockBorder = TextBorder(
            insets: EdgeInsets(top: height / 2 - 0.5, left: 0, bottom: height / 2 - 0.5, right: 0),
            fillColor: theme.ruleColor)
        appendRaw("\u{200B}", attributes: attributes)
    }

    mutating func writeImage(url: String, alt: String) {
        let size = imageSize?(url, alt) ?? theme.imagePlaceholderSize
        var attributes = currentInline()
        attributes.attachment = TextAttachment(content: .named(url), size: size, userInfo: ["url": url, "alt": alt])
        attributes.backedString = TextBackedString(alt)
        appendRaw(TextAttachment.character, attributes: attributes)
    }

    /// Writes a finished table's `rows`, one paragraph each, at the block's indent.
    mutating func writeTable(_ rows: [MarkdownTableWriter.Row]) {
        // The columns start at the block's indent (a quote's, a list item's content),
        // not at the container's edge: every row begins there and the column stops
        // move with it. A row that carries its item's marker keeps the list's stop,
        // which its marker's tab reaches first.
        let base = paragraphStyle()
        let indent = base.headIndent
        var restyled: [TextAttributes: TextAttributes] = [:]
        var lastStyle: ParagraphStyle?
        for (index, row) in rows.enumerated() {
            let marker = pendingMarker
            pendingMarker = nil
            startBlock()
            var style = base
            style.tabStops = row.tabStops.map { stop in
                var moved = stop
                moved.location += indent
                return moved
            }
            var text = row.text
            if let marker {
                style.tabStops.insert(TextTab(location: indent), at: 0)
                style.firstLineHeadIndent = hangingIndent(base)
                var prefixed = AttributedText(marker + "\t", attributes: baseAttributes())
                prefixed.append(text)
                text = prefixed
            }
            if index + 1 < rows.count { style.paragraphSpacing = 2 }
            if style != lastStyle { restyled = [:] }  // the memo holds one style's values
            lastStyle = style
            output.append(text.withParagraphStyle(style, memo: &restyled))
        }
    }
}
