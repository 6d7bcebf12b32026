import RichText

/// Builds attributed text from markdown events: a stack of inline styles, the block
/// context (quote depth, list levels), and pending list markers.
struct MarkdownWriter {
    let theme: MarkdownTheme
    let imageSize: (@Sendable (String, String) -> Size?)?
    var output = AttributedText("")
    private var inline: [TextAttributes] = []
    private var quoteDepth = 0 {
        didSet { cachedBase = nil }
    }
    var lists: [(ordered: Bool, next: Int)] = [] {
        didSet { cachedBase = nil }
    }
    var pendingMarker: String?
    private var headingLevel = 0 {
        didSet { cachedBase = nil }
    }
    /// `baseAttributes()` of the current nesting, kept so that the runs of a block share
    /// one attribute value (one box, compared by identity) instead of one each.
    private var cachedBase: TextAttributes? {
        didSet {
            if cachedBase == nil {
                derivedAttributes = [:]
                cachedMarker = nil
            }
        }
    }
    /// `markerAttributes()` of the current nesting.
    var cachedMarker: TextAttributes?
    /// The last attributes `derived(_:_:)` made per kind of span, and what they came from.
    private var derivedAttributes: [MarkdownNode.Kind: (input: TextAttributes, output: TextAttributes)] = [:]
    private var imageAlt: String?
    private var imageURL = ""
    private var table = MarkdownTableWriter()
    /// The footnote definitions written so far (the last one's number).
    var footnoteCount = 0

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
        case .htmlBlock: writeLines(node.literal, attributes: baseAttributes())
        case .thematicBreak: writeRule()
        case .table: table.begin(alignments: node.alignments)
        case .tableRow: table.beginRow(isHeader: node.isHeaderRow)
        case .tableCell: table.beginCell()
        case .text: appendInline(node.literal)
        case .htmlInline: appendInline(node.literal)
        case .softBreak: appendInline(" ")
        case .lineBreak: appendInline("\u{2028}")
        case .code:
            // Monospace, a little smaller, keeping the surrounding weight and slant (a
            // code span in a heading stays bold).
            let theme = theme
            let size = fontSize() * 0.9
            let attributes = derived(.code) { attributes in
                var font = attributes.font ?? theme.bodyFont
                font.family = theme.monospaceFamily
                font.size = size
                attributes.font = font
                attributes.color = theme.codeColor
                attributes.backgroundBorder = TextBorder(
                    insets: EdgeInsets(top: -1, left: -2, bottom: -1, right: -2),
                    cornerRadius: 3, fillColor: theme.codeBackground)
            }
            appendRaw(node.literal, attributes: attributes)
        case .emphasis:
            let body = theme.bodyFont
            inline.append(derived(.emphasis) { $0.font = ($0.font ?? body).italic() })
        case .strong:
            let body = theme.bodyFont
            inline.append(derived(.strong) { $0.font = ($0.font ?? body).with(weight: .bold) })
        case .strikethrough: inline.append(derived(.strikethrough) { $0.strikethrough = TextDecoration() })
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
        case .footnoteReference: writeFootnoteReference(node.literal)
        case .footnoteDefinition: beginFootnoteDefinition()
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
        case .table: writeTable(table.end(theme: theme))
        case .footnoteDefinition: endFootnoteDefinition()
        default: break
        }
    }

    // MARK: - Inline

    private mutating func push(_ change: (inout TextAttributes) -> Void) {
        var attributes = currentInline()
        change(&attributes)
        inline.append(attributes)
    }

    /// `currentInline()` changed by `change`, the change for spans of `kind` (which
    /// depends on nothing else in the current block), remembered for the last input so
    /// that such spans share one attribute value rather than one copy each.
    mutating func derived(_ kind: MarkdownNode.Kind, _ change: (inout TextAttributes) -> Void)
        -> TextAttributes
    {
        let input = currentInline()
        if let memo = derivedAttributes[kind], memo.input == input { return memo.output }
        var output = input
        change(&output)
        derivedAttributes[kind] = (input, output)
        return output
    }

    mutating func currentInline() -> TextAttributes {
        inline.last ?? baseAttributes()
    }

    private mutating func appendInline(_ string: String) {
        appendRaw(string, attributes: currentInline())
    }

    mutating func appendRaw(_ string: String, attributes: TextAttributes) {
        guard !string.isEmpty else { return }
        if table.isActive, table.isInCell {
            table.append(AttributedText(string, attributes: attributes))
            return
        }
        output.append(AttributedText(string, attributes: attributes))
    }

    /// The block's base attributes: body or heading font, text or quote colour, and the
    /// paragraph style of the current nesting.
    mutating func baseAttributes() -> TextAttributes {
        if let cachedBase { return cachedBase }
        let base = makeBaseAttributes()
        cachedBase = base
        return base
    }

    private func makeBaseAttributes() -> TextAttributes {
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
    func paragraphStyle() -> ParagraphStyle {
        var style = ParagraphStyle()
        let quote = Double(min(quoteDepth, theme.maximumIndentLevels)) * theme.quoteIndent
        let listLevels = min(lists.count, theme.maximumIndentLevels)
        let list = Double(listLevels) * theme.listIndent
        style.headIndent = quote + list
        style.firstLineHeadIndent = quote + list  // an item's marker hangs (`markerAttributes()`)
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
