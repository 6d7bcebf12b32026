import Testing

@testable import RichText

/// `TextLayout.lines` is a view of the layout's line records, and the cluster queries
/// search a paragraph's grapheme boundaries instead of listing them: both must give what
/// the lists gave.
@Suite("Lines view and cluster queries")
struct TextLinesTests {
    static let sample =
        "e\u{301}te\u{301} 👩‍👩‍👧 naïve ﷺ مرحبا بالعالم 日本語のテキスト and a longer run of words to wrap\n"
        + "second paragraph with a\u{308}\u{323} marks 🇫🇷🇩🇪 flags"

    @Test("lines: count, order and elements as the line records")
    func linesView() {
        let layout = TextLayout(container: TextContainer(width: 120), text: AttributedText(Self.sample))
        let lines = layout.lines
        #expect(lines.count == layout.lineCount && lines.count > 4)
        #expect(Array(lines).map(\.index) == Array(0..<layout.lineCount))
        for (index, line) in lines.enumerated() {
            #expect(line == lines[index])
            #expect(line.range == layout.storage.lines[index].range)
        }
        #expect(lines.last?.range.upperBound == AttributedText(Self.sample).length)
        #expect(TextLayout(container: TextContainer(width: 120), text: AttributedText("")).lines.isEmpty)
    }

    /// The list the queries walked before: the paragraph's start, then its boundaries.
    private static func listed(_ layout: TextLayout, _ offset: Int) -> (start: Int?, end: Int?) {
        guard let index = layout.paragraphIndex(containing: offset) else { return (nil, nil) }
        let paragraph = layout.shapedText.paragraphs[index]
        let boundaries = Array(paragraph.analysis.graphemeBoundaries)
        return (([paragraph.range.lowerBound] + boundaries).last { $0 <= offset }, boundaries.first { $0 > offset })
    }

    @Test("extending a position gives the cluster the listed boundaries give, at every offset")
    func extendingMatchesListedBoundaries() {
        let text = AttributedText(Self.sample)
        let layout = TextLayout(container: TextContainer(width: 120), text: text)
        for offset in 0..<text.length {
            let (start, end) = Self.listed(layout, offset)
            let range = layout.textRange(byExtending: TextPosition(offset: offset))
            #expect(range == (start ?? offset)..<(end ?? offset + 1), "offset \(offset)")
            // A backward position extends over the cluster that ends there.
            let (backStart, backEnd) = Self.listed(layout, offset)
            let back = layout.textRange(byExtending: TextPosition(offset: offset + 1, affinity: .backward))
            #expect(back == (backStart ?? offset)..<(backEnd ?? offset + 1), "offset \(offset + 1), backward")
        }
        #expect(layout.textRange(byExtending: TextPosition(offset: text.length)) == Self.endCluster(layout, text))
    }

    /// The cluster a position at the text's end extends over: the last one.
    private static func endCluster(_ layout: TextLayout, _ text: AttributedText) -> TextRange? {
        let (start, _) = listed(layout, text.length - 1)
        return (start ?? text.length - 1)..<text.length
    }

    @Test("a point on a glyph gives a range from one listed boundary to another")
    func hitRangesEndOnBoundaries() {
        let text = AttributedText(Self.sample)
        let layout = TextLayout(container: TextContainer(width: 120), text: text)
        var checked = 0
        for line in layout.lines {
            var x = line.origin.x + 0.25
            while x < line.origin.x + line.width {
                let point = Point(x: x, y: line.baseline - 2)
                if let range = layout.textRange(at: point) {
                    let (start, _) = Self.listed(layout, range.lowerBound)
                    #expect(start == range.lowerBound, "start of \(range)")
                    let (_, end) = Self.listed(layout, range.upperBound - 1)
                    #expect((end ?? text.length) == range.upperBound, "end of \(range)")
                    #expect(layout.closestTextRange(at: point) == range)
                    checked += 1
                }
                x += 1.5
            }
        }
        #expect(checked > 100)
    }
}
