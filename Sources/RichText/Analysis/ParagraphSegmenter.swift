/// Splits UTF-16 text into paragraphs.
///
/// Paragraph separators are those of `NSString`'s paragraph ranges and UAX #9 (type B):
/// LF, CR, CR LF (one separator), NEL (U+0085) and PARAGRAPH SEPARATOR (U+2029). LINE
/// SEPARATOR (U+2028) does not end a paragraph: it is a forced line break inside one.
enum ParagraphSegmenter {
    /// A paragraph's full range (with its separator) and its content range (without).
    struct Bounds: Hashable {
        var range: TextRange
        var contentRange: TextRange
    }

    /// The paragraphs of `text`, in order, tiling it. Empty text has no paragraph; text
    /// that ends with a separator has no empty paragraph after it.
    static func paragraphs(in text: [UInt16]) -> [Bounds] {
        // Most texts are one paragraph: one vectorised pass for a unit of a hard
        // line-break class (a superset of the separators) answers that, instead of the
        // loop below a unit at a time.
        if !text.isEmpty, !ICUBreakIterator.containsHardBreakClass(in: text) {
            return [Bounds(range: 0..<text.count, contentRange: 0..<text.count)]
        }
        var result: [Bounds] = []
        var start = 0
        var index = 0
        while index < text.count {
            let unit = text[index]
            var separatorLength = 0
            switch unit {
            case 0x0A, 0x85, 0x2029: separatorLength = 1
            case 0x0D: separatorLength = index + 1 < text.count && text[index + 1] == 0x0A ? 2 : 1
            default: break
            }
            if separatorLength > 0 {
                result.append(Bounds(range: start..<index + separatorLength, contentRange: start..<index))
                index += separatorLength
                start = index
            } else {
                index += 1
            }
        }
        if start < text.count {
            result.append(Bounds(range: start..<text.count, contentRange: start..<text.count))
        }
        return result
    }
}
