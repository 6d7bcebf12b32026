import RichText

/// Turning `SimpleMarkdownStyler`'s per-unit styles back into attributed text.
extension SimpleMarkdownStyler {
    /// The styled text: each unit gets its style's attributes plus the attributes the
    /// reset keeps from the original run (attachment, binding, backed string, paragraph
    /// style, language).
    func assembled() -> AttributedText {
        var cache: [SimpleMarkdownStyle: TextAttributes] = [:]
        // The finished attributes per style for the original run at `keptRunIndex`.
        var kept: [SimpleMarkdownStyle: TextAttributes] = [:]
        var keptRunIndex = -1
        var pieces: [AttributedText.Piece] = []
        var runIndex = 0
        var start = 0
        let count = original.count
        while start < count {
            while text.runs[runIndex].range.upperBound <= start { runIndex += 1 }
            let run = text.runs[runIndex]
            let style = styles[start]
            var end = start + 1
            while end < count {
                // Never split a surrogate pair: its low half goes with its high half.
                if Self.isLowSurrogate(original[end]), Self.isHighSurrogate(original[end - 1]) {
                    end += 1
                    continue
                }
                if end >= run.range.upperBound || styles[end] != style { break }
                end += 1
            }
            // The pieces of one original run with one style share one value: setting the
            // kept attributes copies the cached value's storage, which made each piece
            // (every emphasis, every code span) hold a box of its own, about 1.7 KB.
            if runIndex != keptRunIndex {
                kept = [:]
                keptRunIndex = runIndex
            }
            let attributes: TextAttributes
            if let known = kept[style] {
                attributes = known
            } else {
                var made: TextAttributes
                if let cached = cache[style] {
                    made = cached
                } else {
                    made = style.attributes(parser: parser, links: links)
                    cache[style] = made
                }
                made.attachment = run.attributes.attachment
                made.binding = run.attributes.binding
                made.backedString = run.attributes.backedString
                made.paragraphStyle = run.attributes.paragraphStyle
                made.language = run.attributes.language
                kept[style] = made
                attributes = made
            }
            pieces.append(AttributedText.Piece(string: originalString(start..<end), attributes: attributes))
            start = end
        }
        return AttributedText(pieces: pieces)
    }

    static func isHighSurrogate(_ unit: UInt16) -> Bool { unit & 0xFC00 == 0xD800 }
    static func isLowSurrogate(_ unit: UInt16) -> Bool { unit & 0xFC00 == 0xDC00 }
}

extension AttributedText {
    /// A string and the attributes over all of it, for `init(pieces:)`.
    struct Piece {
        var string: String
        var attributes: TextAttributes
    }

    /// Text made of `pieces` in order (shared by the parsers, which rebuild whole texts).
    ///
    /// Adjacent pieces with equal attributes are joined first, their backed strings (if
    /// any) concatenated, so that the merging of equal runs never loses an original
    /// (`:heart::heart:` stays backed by both). The pieces are then appended one by one,
    /// which `AttributedText.append` does in place: O(n + r) for n units and r runs.
    init(pieces: [Piece]) {
        var joined: [Piece] = []
        joined.reserveCapacity(pieces.count)
        // The backed strings of each joined piece, concatenated once at the end (joining
        // them pairwise would copy k² characters for k adjacent emoticons).
        var backedParts: [[String]] = []
        // The attributes of the last piece joined, before backed strings were concatenated.
        var lastComponent: TextAttributes?
        for piece in pieces where !piece.string.isEmpty {
            if let last = joined.last, piece.attributes == lastComponent || piece.attributes == last.attributes {
                joined[joined.count - 1].string += piece.string
                if !backedParts[backedParts.count - 1].isEmpty, let backed = piece.attributes.backedString {
                    backedParts[backedParts.count - 1].append(backed.string)
                }
            } else {
                joined.append(piece)
                backedParts.append(piece.attributes.backedString.map { [$0.string] } ?? [])
            }
            lastComponent = piece.attributes
        }
        for index in joined.indices where backedParts[index].count > 1 {
            joined[index].attributes.backedString = TextBackedString(backedParts[index].joined())
        }
        var text = AttributedText("")
        for piece in joined {
            text.append(AttributedText(piece.string, attributes: piece.attributes))
        }
        self = text
    }
}
