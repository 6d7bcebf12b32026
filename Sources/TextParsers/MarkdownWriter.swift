import RichText

/// Builds attributed text from markdown events: a stack of inline styles, the block
/// context (quote depth, list levels), and pending list markers.
struct MarkdownWriter {
    let theme: MarkdownTheme
    let imageSize: (@Sendable (String, String) -> Size?)?
    private(set) var output = AttributedText("")
    private var inline: [TextAttributes] = []
    private var quoteDepth = 0
    private var lists: [(ordered: Bool, next: Int)] = []
    private var pendingMarker: String?
    private var headingLevel = 0
    private var imageAlt: String?
    private var imageURL = ""
    private var table = MarkdownTableWriter()

    init(theme: MarkdownTheme, imageSize: (@Sendable (String, String) -> Size?)?) {
        self.theme = theme
        self.imageSize = imageSize
    }

    mutating func handle(_ event: MarkdownEvent) {
        switch event {
        case .enter(let node): enter(node)
        case .exit(let node): exit(node)
        }
    }

    mutating func finish() -> AttributedText {
        output
    }

    // MARK: - Blocks

    private mutating func enter(_ node: MarkdownNode) {
        if imageAlt != nil {
            if node.kind == .text || node.kind == .code { imageAlt! += node.literal }
            if node.kind == .image { imageAlt = imageAlt ?? "" }
            return
        }
        switch node.kind {
        case .blockQuote: quoteDepth += 1
        case .list: lists.append((node.isOrderedList, node.listStart))
        case .item:
            let marker: String
            if node.taskState > 0 {
                marker = node.taskState == 2 ? "☑" : "☐"
            } else if let list = lists.last, list.ordered {
                marker = "\(list.next)."
                lists[lists.count - 1].next += 1
            } else {
                marker = "•"
            }
            pendingMarker = marker
        case .paragraph:
            if table.isActive { return }
            startBlock()
        case .heading:
            headingLevel = node.headingLevel
            startBlock()
        case .codeBlock: writeCodeBlock(node.literal)
        case .htmlBlock:
            startBlock()
            appendRaw(
                node.literal.hasSuffix("\n") ? String(node.literal.dropLast()) : node.literal,
                attributes: baseAttributes())
        case .thematicBreak: writeRule()
        case .table: table.begin(alignments: node.alignments)
        case .tableRow: table.beginRow(isHeader: node.isHeaderRow)
        case .tableCell: table.beginCell()
        case .text: appendInline(node.literal)
        case .htmlInline: appendInline(node.literal)
        case .softBreak: appendInline(" ")
        case .lineBreak: appendInline("\u{2028}")
        case .code:
            var attributes = currentInline()
            // Monospace, a little smaller, keeping the surrounding weight and slant (a
            // code span in a heading stays bold).
            var font = attributes.font ?? theme.bodyFont
            font.family = theme.monospaceFamily
            font.size = fontSize() * 0.9
            attributes.font = font
            attributes.color = theme.codeColor
            attributes.backgroundBorder = TextBorder(
                insets: EdgeInsets(top: -1, left: -2, bottom: -1, right: -2),
                cornerRadius: 3, fillColor: theme.codeBackground)
            appendRaw(node.literal, attributes: attributes)
        case .emphasis:
            let body = theme.bodyFont
            push { $0.font = ($0.font ?? body).italic() }
        case .strong:
            let body = theme.bodyFont
            push { $0.font = ($0.font ?? body).with(weight: .bold) }
        case .strikethrough: push { $0.strikethrough = TextDecoration() }
        case .link:
            let highlight = TextHighlight(
                color: theme.linkColor, backgroundColor: theme.codeBackground, userInfo: ["url": node.url])
            let color = theme.linkColor
            push {
                $0.color = color
                $0.underline = TextDecoration()
                $0.highlight = highlight
            }
        case .image:
            imageAlt = ""
            imageURL = node.url
        case .document, .other: break
        }
    }

    private mutating func exit(_ node: MarkdownNode) {
        if let alt = imageAlt {
            if node.kind == .image {
                imageAlt = nil
                writeImage(url: imageURL, alt: alt)
            }
            return
        }
        switch node.kind {
        case .blockQuote: quoteDepth -= 1
        case .list: lists.removeLast()
        case .item: pendingMarker = nil
        case .heading: headingLevel = 0
        case .emphasis, .strong, .strikethrough, .link: inline.removeLast()
        case .tableCell: table.endCell()
        case .table:
            let rows = table.end(theme: theme)
            for (index, row) in rows.enumerated() {
                startBlock()
                let start = output.length
                output.append(row.text)
                var style = paragraphStyle()
                style.tabStops = row.tabStops
                if index + 1 < rows.count { style.paragraphSpacing = 2 }
                output.setParagraphStyle(style, range: start..<output.length)
            }
        default: break
        }
    }

    /// Ends the previous block with a newline and writes a pending list marker.
    private mutating func startBlock() {
        if output.length > 0 { appendRaw("\n", attributes: baseAttributes()) }
        if let marker = pendingMarker {
            pendingMarker = nil
            appendRaw(marker + "\t", attributes: baseAttributes())
        }
    }

    private mutating func writeCodeBlock(_ literal: String) {
        var lines = literal.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        if lines.isEmpty { lines = [""] }
        var attributes = baseAttributes()
        attributes.font = Font(family: theme.monospaceFamily, size: theme.bodyFont.size * 0.9)
        attributes.blockBorder = TextBorder(
            insets: EdgeInsets(top: 0, left: -4, bottom: 0, right: -4), fillColor: theme.codeBackground)
        for line in lines {
            startBlock()
            appendRaw(line, attributes: attributes)
        }
    }

    private mutating func writeRule() {
        startBlock()
        var attributes = baseAttributes()
        let height = theme.bodyFont.size * 1.3
        attributes.blockBorder = TextBorder(
            insets: EdgeInsets(top: height / 2 - 0.5, left: 0, bottom: height / 2 - 0.5, right: 0),
            fillColor: theme.ruleColor)
        appendRaw("\u{200B}", attributes: attributes)
    }

    private mutating func writeImage(url: String, alt: String) {
        let size = imageSize?(url, alt) ?? theme.imagePlaceholderSize
        var attributes = currentInline()
        attributes.attachment = TextAttachment(content: .named(url), size: size, userInfo: ["url": url, "alt": alt])
        attributes.backedString = TextBackedString(alt)
        appendRaw(TextAttachment.character, attributes: attributes)
    }

    // MARK: - Inline

    private mutating func push(_ change: (inout TextAttributes) -> Void) {
        var attributes = currentInline()
        change(&attributes)
        inline.append(attributes)
    }

    private func currentInline() -> TextAttributes {
        inline.last ?? baseAttributes()
    }

    private mutating func appendInline(_ string: String) {
        appendRaw(string, attributes: currentInline())
    }

    private mutating func appendRaw(_ string: String, attributes: TextAttributes) {
        guard !string.isEmpty else { return }
        if table.isActive, table.isInCell {
            table.append(AttributedText(string, attributes: attributes))
            return
        }
        output.append(AttributedText(string, attributes: attributes))
    }

    /// The block's base attributes: body or heading font, text or quote colour, and the
    /// paragraph style of the current nesting.
    private func baseAttributes() -> TextAttributes {
        var attributes = TextAttributes()
        attributes.font = headingLevel > 0 ? theme.bodyFont.with(size: fontSize()).with(weight: .bold) : theme.bodyFont
        attributes.color = quoteDepth > 0 ? theme.quoteColor : theme.textColor
        attributes.paragraphStyle = paragraphStyle()
        if quoteDepth > 0 {
            attributes.blockBorder = TextBorder(fillColor: theme.quoteBackground)
        }
        return attributes
    }

    private func fontSize() -> Double {
        headingLevel > 0 ? theme.headingSizes[min(headingLevel, theme.headingSizes.count) - 1] : theme.bodyFont.size
    }

    /// Indents for the current quote and list nesting, hanging for list items.
    private func paragraphStyle() -> ParagraphStyle {
        var style = ParagraphStyle()
        let quote = Double(min(quoteDepth, theme.maximumIndentLevels)) * theme.quoteIndent
        let listLevels = min(lists.count, theme.maximumIndentLevels)
        let list = Double(listLevels) * theme.listIndent
        style.headIndent = quote + list
        style.firstLineHeadIndent = listLevels > 0 ? quote + list - theme.listIndent : quote
        if listLevels > 0 { style.tabStops = [TextTab(location: quote + list)] }
        style.paragraphSpacing = lists.isEmpty ? theme.blockSpacing : theme.blockSpacing / 2
        if headingLevel > 0 { style.paragraphSpacingBefore = theme.headingSpacingBefore }
        return style
    }
}

extension Font {
    /// The italic version of this request.
    func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
}
