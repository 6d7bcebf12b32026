@preconcurrency import CCmarkGFM
import CPrefetch
import RichText

/// A markdown node as the renderer needs it, copied out of cmark-gfm's tree.
struct MarkdownNode: Sendable {
    enum Kind: Sendable, Equatable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image
        case strikethrough, table, tableRow, tableCell, footnoteReference, footnoteDefinition
        /// A node type the renderer does not know (its children are still walked).
        case other
    }

    var kind: Kind
    /// Text of text, code, code block and HTML nodes; a footnote reference's note number.
    var literal: String = ""
    var url: String = ""
    var headingLevel: Int = 0
    var isOrderedList = false
    var listStart = 1
    /// For a list item: 0 not a task, 1 unchecked, 2 checked.
    var taskState = 0
    var isHeaderRow = false
    /// For a table: "l", "c", "r" or "" per column.
    var alignments: [Character] = []
}

/// One step of a depth-first walk: entering or leaving a node (leaf nodes only enter).
enum MarkdownEvent: Sendable {
    case enter(MarkdownNode)
    case exit(MarkdownNode)
}

/// Parses markdown with cmark-gfm (CommonMark plus footnotes and the table, strikethrough,
/// autolink and tasklist extensions) and walks the document as events.
///
/// With footnotes on, cmark-gfm numbers the notes in the order of their first reference,
/// gives each reference its note's number as its literal, moves the definitions to the
/// end of the document in that order, drops those never referenced, and leaves a
/// reference to no definition as the text `[^label]`.
///
/// The walk uses cmark's iterator, not recursion, so no input nests deeply enough to
/// exhaust the stack. Every cmark handle is created and freed inside `walk(_:visit:)`.
enum CmarkDocument {
    /// cmark-gfm registers its extensions behind an unlocked static flag, so two threads
    /// parsing at once could see the flag set before the extension list is complete (and
    /// lose strikethrough). A Swift static is initialised exactly once, thread-safely.
    private static let extensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// cmark-gfm's inline parser keeps its table of special characters in a global that
    /// attaching extensions and freeing a parser rewrite, so two parses at once can miss
    /// each other's delimiters (a strikethrough or table cell parsed as text: measured, 4 of
    /// 5 rounds of 6 concurrent renders differed). Parsing is serialised; walking the
    /// finished tree is not.
    private static let parsing = Lock(())

    /// The document tree of `bytes` (the caller frees it), or nil when cmark fails.
    private static func parse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> OpaquePointer? {
        _ = extensionsRegistered
        // The bytes by address (read only inside the lock, while the caller's `withUTF8`
        // keeps them alive), so that the tree the lock's body returns is its own.
        let address = Int(bitPattern: UnsafeBufferPointer(rebasing: bytes).baseAddress)
        let count = bytes.count
        return parsing.withLock { _ -> OpaquePointer? in
            let options = CMARK_OPT_DEFAULT | CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES
            guard let parser = cmark_parser_new(options) else { return nil }
            defer { cmark_parser_free(parser) }
            for name in ["table", "strikethrough", "autolink", "tasklist"] {
                if let extensionHandle = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, extensionHandle)
                }
            }
            cmark_parser_feed(parser, UnsafePointer<CChar>(bitPattern: address), count)
            return cmark_parser_finish(parser)
        }
    }

    /// Parses `markdown` and calls `visit` with each event of the walk, in document order
    /// (nothing is collected: memory stays that of cmark's tree).
    ///
    /// - Complexity: the walk is O(n) in the size of cmark's tree; the parse is cmark-gfm's,
    ///   linear on ordinary documents but not on every input with Debian 12's 0.29.0.gfm.6:
    ///   one paragraph that mixes emphasis and links takes time worse than quadratic in its
    ///   length (GHSA-66g8-4hjf-77xh, fixed in 0.29.0.gfm.10), and a table quadratic in its
    ///   column count (README, "Not supported yet").
    ///
    /// A long source is parsed and walked a piece at a time where that gives the same
    /// blocks (`MarkdownChunks`); the walk enters one document and leaves it once.
    static func walk(
        _ markdown: String, chunkBytes: Int = MarkdownChunks.chunkBytes, visit: (MarkdownEvent) -> Void
    ) {
        var source = markdown
        source.withUTF8 { bytes in
            let pieces = MarkdownChunks.ranges(of: bytes, chunkBytes: chunkBytes)
            for (index, piece) in pieces.enumerated() {
                walk(bytes[piece], isFirst: index == 0, isLast: index == pieces.count - 1, visit: visit)
            }
        }
    }

    /// Parses and walks one piece of the source (see above); only the first piece enters
    /// the document and only the last leaves it.
    private static func walk(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, isFirst: Bool, isLast: Bool, visit: (MarkdownEvent) -> Void
    ) {
        guard let document = parse(bytes) else { return }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let handle = cmark_iter_get_node(iterator) else { continue }
            if handle == document, event == CMARK_EVENT_ENTER ? !isFirst : !isLast { continue }
            if event == CMARK_EVENT_ENTER {
                // The walk's next steps (a first child, a next sibling), asked into the
                // caches while this node is handled: at 1 MB the tree, built before the
                // walk, has left them, and the iterator's reads of each node waited for
                // memory (`cmark_iter_next`, 4 % of rendering and laying out 1 MB of markdown,
                // a third less with this).
                rt_prefetch(UnsafeRawPointer(cmark_node_first_child(handle)))
                rt_prefetch(UnsafeRawPointer(cmark_node_next(handle)))
            }
            let node = describe(handle)
            visit(event == CMARK_EVENT_EXIT ? .exit(node) : .enter(node))
            // A top-level block is freed as soon as it has been walked, while its nodes are
            // in the CPU's caches (cmark lets a node change after its exit event, or its
            // enter event for a leaf, and the iterator already holds its next step).
            if event == CMARK_EVENT_EXIT || isLeafBlock(handle), cmark_node_parent(handle) == document {
                cmark_node_free(handle)
            }
        }
    }

    /// Whether `node` is a block the walk only enters (cmark's leaf blocks have no exit
    /// event).
    private static func isLeafBlock(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK: return true
        default: return false
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func describe(_ node: OpaquePointer) -> MarkdownNode {
        let type = cmark_node_get_type(node)
        var result = MarkdownNode(kind: kind(of: node, type: type))
        switch result.kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline, .footnoteReference:
            result.literal = string(cmark_node_get_literal(node))
        case .link, .image:
            result.url = string(cmark_node_get_url(node))
        case .heading:
            result.headingLevel = Int(cmark_node_get_heading_level(node))
        case .list:
            result.isOrderedList = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            result.listStart = Int(cmark_node_get_list_start(node))
        case .item:
            if string(cmark_node_get_type_string(node)) == "tasklist" {
                result.taskState = cmark_gfm_extensions_get_tasklist_item_checked(node) ? 2 : 1
            }
        case .tableRow:
            result.isHeaderRow = cmark_gfm_extensions_get_table_row_is_header(node) != 0
        case .table:
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            if let alignments = cmark_gfm_extensions_get_table_alignments(node) {
                result.alignments = (0..<columns).map {
                    alignments[$0] == 0 ? " " : Character(Unicode.Scalar(alignments[$0]))
                }
            } else {
                result.alignments = Array(repeating: " ", count: columns)
            }
        default:
            break
        }
        return result
    }

    private static func kind(of node: OpaquePointer, type: cmark_node_type) -> MarkdownNode.Kind {
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        default:
            switch string(cmark_node_get_type_string(node)) {
            case "strikethrough": return .strikethrough
            case "table": return .table
            case "table_row", "table_header": return .tableRow
            case "table_cell": return .tableCell
            case "tasklist": return .item
            default: return .other
            }
        }
    }
}
