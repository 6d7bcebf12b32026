import RichText
import Testing

@Suite("Queries: hit testing, caret, selection, movement")
struct QueryTests {
    /// Offsets a caret must never take: inside the family, the flag, e + U+0301, CR LF and
    /// the binding of this text.
    static let sample: (text: AttributedText, forbidden: Set<Int>) = {
        let string = "Hi 👨‍👩‍👧 and 🇩🇪 with e\u{301}x\r\nnext @binding here שלום עולם end"
        var text = AttributedText(string)
        text.font = .default
        var forbidden = Set<Int>()
        func forbid(_ piece: String) {
            let start = string.range(of: piece)!.lowerBound.utf16Offset(in: string)
            for offset in start + 1..<start + piece.utf16.count { forbidden.insert(offset) }
        }
        forbid("👨‍👩‍👧")
        forbid("🇩🇪")
        forbid("e\u{301}")
        forbid("\r\n")
        forbid("@binding")
        let binding = string.range(of: "@binding")!
        text.setAttribute(\.binding, TextBinding(), range: text.utf16Range(of: binding))
        return (text, forbidden)
    }()

    @Test("rects of a range are its lines' rects: from any start, in a text of many paragraphs and lines")
    func rectsOverManyLines() throws {
        let paragraph = "Lines of a long text, some short, some longer than the others. "
        let string = (0..<40).map { String(repeating: paragraph, count: $0 % 4 + 1) }.joined(separator: "\n")
        let layout = TextLayout(container: TextContainer(width: 120), text: AttributedText(string))
        #expect(layout.lineCount > 150)
        let perLine = layout.lines.map { layout.rects(for: $0.range) }
        #expect(perLine.allSatisfy { $0.count == 1 }, "one piece a left-to-right line")
        // Ranges from several starts to the end, and across a few lines, equal their lines'.
        for first in stride(from: 0, to: layout.lineCount, by: 37) {
            let last = min(first + 5, layout.lineCount - 1)
            let range = layout.lines[first].range.lowerBound..<layout.lines[last].range.upperBound
            #expect(layout.rects(for: range) == Array(perLine[first...last].joined()), "lines \(first)...\(last)")
            let toEnd = layout.lines[first].range.lowerBound..<Int.max
            #expect(layout.rects(for: toEnd).count == layout.lineCount - first, "from line \(first)")
        }
        #expect(layout.rects(for: -5..<Int.max).count == layout.lineCount)
        // Selecting it all: a rect for every row (middle rows whole) and the two carets.
        let selection = layout.selectionRects(for: 0..<string.utf16.count)
        let rows = Set(layout.lines.map(\.row)).count
        #expect(selection.count == rows + 2)
        let tops = selection.filter { !$0.containsStart && !$0.containsEnd }.map(\.rect.minY).sorted()
        #expect(tops == Set(layout.lines.map(\.rowTop)).sorted(), "one rect a row, at the row's top")
        #expect(layout.rects(for: (Int.max - 1)..<Int.max).isEmpty)
        #expect(layout.rects(for: -10..<0).isEmpty)
    }

    @Test("closestPosition never lands inside a cluster, CR LF or binding, over a grid and several widths")
    func closestPositionGrid() throws {
        for width in [80.0, 140, 220, 400] {
            let layout = TextLayout(container: TextContainer(width: width), text: Self.sample.text)
            let size = layout.textBoundingSize
            var seen = Set<Int>()
            for x in stride(from: -10.0, through: size.width + 10, by: 2.5) {
                for y in stride(from: -10.0, through: size.height + 10, by: 4) {
                    let position = try #require(layout.closestPosition(to: Point(x: x, y: y)))
                    #expect(
                        !Self.sample.forbidden.contains(position.offset), "width \(width): \(position) at (\(x), \(y))")
                    seen.insert(position.offset)
                }
            }
            #expect(seen.count > 20, "the grid reaches many positions")
        }
    }

    @Test("in an RTL line the caret of offset 0 is at the right edge")
    func rtlCaret() throws {
        var text = AttributedText("שלום עולם")
        text.font = .default
        let layout = TextLayout(container: TextContainer(width: 300), text: text)
        let line = try #require(layout.lines.first)
        let caret = try #require(layout.caretRect(for: TextPosition(offset: 0)))
        #expect(abs(caret.minX - 300) < 0.01)
        #expect(abs(caret.minX - (line.origin.x + line.width)) < 0.01)
        let end = try #require(layout.caretRect(for: TextPosition(offset: 9)))
        #expect(abs(end.minX - line.origin.x) < 0.01)
        #expect(caret.height == line.ascent + line.descent)
    }

    @Test("selection of a mixed \"abc שלום def\" range comes out as its visual pieces")
    func bidiSelection() throws {
        var text = AttributedText("abc שלום def")
        text.font = .default
        let layout = TextLayout(container: TextContainer(width: 400), text: text)
        // "c שלום d": LTR c, the RTL word, then d.
        let rects = layout.selectionRects(for: 2..<10)
        let bodies = rects.filter { !$0.containsStart && !$0.containsEnd }.sorted { $0.rect.minX < $1.rect.minX }
        let runs = try #require(layout.lines.first?.runs)
        let hebrew = try #require(runs.first { $0.isRightToLeft })
        #expect(bodies.count == 3)
        #expect(bodies.map(\.isRightToLeft) == [false, true, false])
        // The Hebrew piece covers the whole RTL run, with no gap to its neighbours.
        #expect(
            abs(bodies[1].rect.minX - hebrew.x) < 0.01 && abs(bodies[1].rect.maxX - (hebrew.x + hebrew.width)) < 0.01)
        #expect(abs(bodies[0].rect.maxX - bodies[1].rect.minX) < 0.01)
        #expect(abs(bodies[1].rect.maxX - bodies[2].rect.minX) < 0.01)
        #expect(rects.filter(\.containsStart).count == 1 && rects.filter(\.containsEnd).count == 1)
    }

    @Test("a selection across three rows: first to the right edge, middle full, last from the left edge")
    func multiRowSelection() throws {
        var text = AttributedText("one two three four five six seven eight nine ten eleven twelve")
        text.font = .default
        let container = TextContainer(
            size: Size(width: 120, height: .infinity), insets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        let layout = TextLayout(container: container, text: text)
        #expect(layout.rowCount >= 4)
        let start = layout.lines[0].range.lowerBound + 4
        let end = layout.lines[2].range.lowerBound + 3
        let bodies = layout.selectionRects(for: start..<end).filter { !$0.containsStart && !$0.containsEnd }
        #expect(bodies.count == 3)
        let sorted = bodies.sorted { $0.rect.minY < $1.rect.minY }
        #expect(abs(sorted[0].rect.maxX - 115) < 1e-9, "first row to the right edge")
        #expect(sorted[0].rect.minX > 5)
        #expect(sorted[1].rect.minX == 5 && abs(sorted[1].rect.maxX - 115) < 1e-9, "middle row full width")
        #expect(sorted[2].rect.minX == 5 && sorted[2].rect.maxX < 115, "last row from the left edge")
        #expect(abs(sorted[0].rect.maxY - sorted[1].rect.minY) < 1e-9, "rows join without gaps")
    }

    @Test("up and down keep x; left and right step over whole clusters")
    func movement() throws {
        var text = AttributedText("aaaa bbbb cccc dddd eeee ffff gggg")
        text.font = Font(family: "Noto Sans Mono", size: 16)
        let layout = TextLayout(container: TextContainer(width: 100), text: text)
        #expect(layout.rowCount >= 3)
        let start = TextPosition(offset: layout.lines[1].range.lowerBound + 2)
        let x = try #require(layout.caretRect(for: start)).minX
        let down = try #require(layout.position(from: start, direction: .down))
        #expect(layout.lines[2].range.contains(down.offset))
        #expect(abs(try #require(layout.caretRect(for: down)).minX - x) < 0.01)
        let up = try #require(layout.position(from: start, direction: .up))
        #expect(abs(try #require(layout.caretRect(for: up)).minX - x) < 0.01)
        let twoRight = try #require(layout.position(from: TextPosition(offset: 0), direction: .right, offset: 2))
        #expect(twoRight.offset == 2)
        let family = TextLayout(container: TextContainer(width: 300), text: AttributedText("a👨‍👩‍👧b"))
        let afterFamily = try #require(family.position(from: TextPosition(offset: 1), direction: .right))
        #expect(afterFamily.offset == 9)
    }

    @Test("a tap on a wrapped link returns the link's whole range; the token is reported as such")
    func highlightTap() throws {
        var text = AttributedText("Read the documentation of this library online today and tomorrow too")
        text.font = .default
        let link = 9..<37
        text.setAttribute(
            \.highlight, TextHighlight(color: .blue, userInfo: ["url": "https://example.org"]), range: link)
        var container = TextContainer(width: 160)
        container.maximumNumberOfRows = 3
        container.truncationType = .end
        let layout = TextLayout(container: container, text: text)
        let rects = layout.rects(for: link)
        #expect(rects.count >= 2)
        for rect in rects {
            let hit = try #require(layout.highlight(at: Point(x: rect.midX, y: rect.midY)))
            #expect(hit.range == link && hit.highlight.userInfo["url"] == "https://example.org")
        }
        #expect(layout.highlight(at: Point(x: 2, y: layout.lines[0].baseline - 3)) == nil)
        let token = try #require(layout.truncation?.tokenFrame)
        #expect(layout.isTruncationToken(at: Point(x: token.midX, y: token.midY)))
        #expect(!layout.isTruncationToken(at: Point(x: 1, y: token.midY)))
        let pressed = layout.applying(
            try #require(layout.highlight(at: Point(x: rects[0].midX, y: rects[0].midY))).highlight, range: link)
        #expect(pressed.text.attributes(at: 10).color == .blue)
        #expect(pressed.lines.count == layout.lines.count)
    }

    @Test("ranges at points: a binding is one unit; extending a position gives its cluster")
    func ranges() throws {
        let layout = TextLayout(container: TextContainer(width: 1000), text: Self.sample.text)
        let string = Self.sample.text.string
        let binding = Self.sample.text.utf16Range(of: string.range(of: "@binding")!)
        let rect = try #require(layout.rect(for: binding.lowerBound + 3..<binding.lowerBound + 4))
        #expect(layout.textRange(at: Point(x: rect.midX, y: rect.midY)) == binding)
        #expect(layout.textRange(byExtending: TextPosition(offset: binding.lowerBound + 2)) == binding)
        let family = Self.sample.text.utf16Range(of: string.range(of: "👨‍👩‍👧")!)
        #expect(layout.textRange(byExtending: TextPosition(offset: family.lowerBound)) == family)
        #expect(layout.closestTextRange(at: Point(x: -50, y: 5)) == 0..<1)
        let dragged = try #require(
            layout.position(for: Point(x: 5000, y: 5), old: TextPosition(offset: 0), other: TextPosition(offset: 5)))
        #expect(dragged.offset < 5, "the start handle never passes the end")
    }
}
