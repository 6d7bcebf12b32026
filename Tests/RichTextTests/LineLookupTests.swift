import Testing

@testable import RichText

/// `lineIndex(for: TextPosition)` finds its line by a search over the lines' ranges; it
/// must answer exactly as the walk over every line it replaced.
@Suite("Line lookup by text position")
struct LineLookupTests {
    /// The walk the search replaced: the rules in order, each over every line.
    static func walkedLineIndex(_ layout: TextLayout, _ position: TextPosition) -> Int? {
        let lines = layout.storage.lines
        guard !lines.isEmpty else { return nil }
        if position.affinity == .backward,
            let index = lines.indices.first(where: {
                lines[$0].range.upperBound == position.offset && !lines[$0].range.isEmpty
            })
        {
            return index
        }
        if let index = lines.indices.first(where: { lines[$0].range.contains(position.offset) }) { return index }
        if let index = lines.indices.last(where: { lines[$0].range.upperBound == position.offset }) { return index }
        if position.offset <= lines[0].range.lowerBound { return 0 }
        return lines.indices.last { lines[$0].range.lowerBound <= position.offset } ?? lines.count - 1
    }

    /// Layouts with blank paragraphs, CR LF, a final newline, right-to-left text, several
    /// lines a row (an exclusion in the middle), truncation, and no text at all.
    static var layouts: [(String, TextLayout)] {
        let paragraph = "Lines of a long text, some short, some longer than the others. "
        let long = (0..<30).map { String(repeating: paragraph, count: $0 % 3 + 1) }.joined(separator: "\n")
        let mixed = "first\n\n\nafter blanks\r\nשלום עולם and more words here\r\n\r\nend\n"
        var split = TextContainer(width: 240)
        split.exclusionPaths = [BezierPath(rect: Rect(x: 100, y: 0, width: 40, height: 400))]
        var truncated = TextContainer(width: 120)
        truncated.maximumNumberOfRows = 4
        truncated.truncationType = .end
        return [
            ("long", TextLayout(container: TextContainer(width: 120), text: AttributedText(long))),
            ("mixed", TextLayout(container: TextContainer(width: 90), text: AttributedText(mixed))),
            ("split rows", TextLayout(container: split, text: AttributedText(long))),
            ("truncated", TextLayout(container: truncated, text: AttributedText(long))),
            ("empty", TextLayout(container: TextContainer(width: 100), text: AttributedText(""))),
            ("newlines only", TextLayout(container: TextContainer(width: 100), text: AttributedText("\n\n\r\n"))),
        ]
    }

    @Test("the search answers as the walk over every line, for every offset and both affinities")
    func searchEqualsWalk() {
        for (name, layout) in Self.layouts {
            let length = layout.text.length
            var answered = 0
            for offset in -2...length + 2 {
                for affinity in [TextPosition.Affinity.forward, .backward] {
                    let position = TextPosition(offset: offset, affinity: affinity)
                    let found = layout.lineIndex(for: position)
                    #expect(found == Self.walkedLineIndex(layout, position), "\(name): \(position)")
                    if found != nil { answered += 1 }
                }
            }
            #expect(layout.lineCount == 0 || answered == 2 * (length + 5), "\(name): every position has a line")
        }
    }

    @Test("the test's layouts include empty lines and rows of several lines")
    func layoutsCoverTheHardCases() {
        let layouts = Dictionary(uniqueKeysWithValues: Self.layouts)
        #expect(layouts["mixed"]!.lines.contains { $0.range.isEmpty })
        let rows = layouts["split rows"]!.lines.map(\.row)
        #expect(Set(rows).count < rows.count)
        #expect(layouts["truncated"]!.isTruncated)
        #expect(layouts["long"]!.lineCount > 100)
    }
}
