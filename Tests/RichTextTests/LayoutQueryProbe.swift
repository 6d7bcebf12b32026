import RichText

/// Asks a layout every kind of question at sample points, positions and ranges and writes
/// the answers down, so that two layouts that must behave alike (an original and its
/// decoded archive) compare as two strings, and a damaged one is driven through every
/// query path.
enum LayoutQueryProbe {
    /// The answers, one per line.
    static func answers(_ layout: TextLayout, samples: Int = 12) -> String {
        var out: [String] = [layout.dump()]
        func note(_ label: String, _ value: Any?) { out.append("\(label): \(value.map { "\($0)" } ?? "nil")") }
        note("baselines", (layout.firstBaseline, layout.lastBaseline))
        note("missing glyphs", layout.missingGlyphCount)
        note("shadow margin", layout.shadowMargin)
        note("underlines", layout.decorationSegments(.underline))
        note("strikethroughs", layout.decorationSegments(.strikethrough))
        note("background borders", layout.borderRects(.backgroundBorder))
        note("borders", layout.borderRects(.border))
        note("block borders", layout.blockBorderRects())
        note("attachments", layout.attachmentFrames)
        note("highlights", layout.highlights)
        note("plain text", layout.plainText())
        for line in layout.lines {
            note("line \(line.index) ink", line.inkBounds)
            for run in line.runs {
                note("run", (run.glyphIDs, run.positions, run.advances, run.clusters, run.face.family, run.font))
            }
        }
        for point in points(layout, count: samples) { probe(layout, at: point, note: note) }
        for position in positions(layout, count: samples) { probe(layout, at: position, note: note) }
        for range in ranges(layout, count: samples) { probe(layout, over: range, note: note) }
        return out.joined(separator: "\n")
    }

    private static func probe(_ layout: TextLayout, at point: Point, note: (String, Any?) -> Void) {
        note("closest \(point)", layout.closestPosition(to: point))
        note("line at \(point)", (layout.lineIndex(for: point), layout.closestLineIndex(for: point)))
        note("range at \(point)", (layout.textRange(at: point), layout.closestTextRange(at: point)))
        note("word at \(point)", layout.wordRange(at: point))
        note("token at \(point)", layout.isTruncationToken(at: point))
        note("highlight at \(point)", layout.highlight(at: point)?.range)
        let anchor = TextPosition(offset: 0)
        note(
            "drag to \(point)",
            layout.position(for: point, old: anchor, other: TextPosition(offset: layout.text.length)))
    }

    private static func probe(_ layout: TextLayout, at position: TextPosition, note: (String, Any?) -> Void) {
        note("caret \(position)", layout.caretRect(for: position))
        note("extend \(position)", layout.textRange(byExtending: position))
        note("word \(position)", layout.wordRange(at: position))
        for direction in CaretDirection.allCases {
            note("move \(position) \(direction)", layout.position(from: position, direction: direction, offset: 2))
            note(
                "extend \(position) \(direction)",
                layout.textRange(byExtending: position, direction: direction, offset: 2))
        }
    }

    private static func probe(_ layout: TextLayout, over range: Range<Int>, note: (String, Any?) -> Void) {
        note("rects \(range)", (layout.rects(for: range), layout.firstRect(for: range), layout.rect(for: range)))
        note("selection \(range)", layout.selectionRects(for: range))
        note("text \(range)", layout.plainText(for: range))
        for height in RectHeightStyle.allCases {
            for width in RectWidthStyle.allCases {
                note(
                    "boxes \(range) \(height) \(width)",
                    layout.textBoxes(for: range, heightStyle: height, widthStyle: width))
            }
        }
    }

    /// A grid of points over the layout's size and a margin around it.
    static func points(_ layout: TextLayout, count: Int) -> [Point] {
        let size = layout.textBoundingSize
        let width = size.width.isFinite ? size.width : 500
        let height = size.height.isFinite ? size.height : 500
        return (0..<count).flatMap { i in
            (0..<count / 2).map { j in
                Point(
                    x: -10 + (width + 20) * Double(i) / Double(max(count - 1, 1)),
                    y: -10 + (height + 20) * Double(j) / Double(max(count / 2 - 1, 1)))
            }
        }
    }

    /// Offsets spread over the text (and one past each end), in both affinities.
    static func positions(_ layout: TextLayout, count: Int) -> [TextPosition] {
        let length = layout.text.length
        let offsets = Set([-1, 0, length, length + 1] + (0..<count).map { length * $0 / max(count, 1) })
        return offsets.sorted().flatMap { [TextPosition(offset: $0), TextPosition(offset: $0, affinity: .backward)] }
    }

    /// Ranges spread over the text, the whole text among them.
    static func ranges(_ layout: TextLayout, count: Int) -> [Range<Int>] {
        let length = layout.text.length
        guard length > 0 else { return [0..<0] }
        return [0..<length]
            + (0..<count).map { i in
                let start = length * i / max(count, 1)
                return start..<min(length, start + 1 + (length / max(count, 1)) * (i % 3 + 1))
            }
    }
}
