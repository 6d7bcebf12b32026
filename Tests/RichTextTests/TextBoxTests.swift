import RichText
import Testing

/// `textBoxes(for:heightStyle:widthStyle:)`, SkParagraph's getRectsForRange with its height
/// and width styles, on left-to-right, right-to-left and bidi text, one line and several.
@Suite("Text boxes with height and width styles")
struct TextBoxTests {
    let face = FontContext.default.face(for: .default)!
    let arabicFace = FontContext.default.faces.first { $0.family == "Noto Sans Arabic" }!

    /// "small BIG small": 12 pt around a 30 pt word.
    func mixedSizes() -> TextLayout {
        var text = AttributedText("small BIG small")
        text.font = Font(size: 12)
        text.setFont(Font(size: 30), range: 6..<9)
        return TextLayout(container: width(1000), text: text)
    }

    /// Several lines with line spacing and a CSS line height, so that every kind of space
    /// between rows is there.
    func paragraph(alignment: TextAlignment = .natural) -> TextLayout {
        layout(
            "one two three four five six seven eight", width(90),
            style: paragraphStyle {
                $0.lineHeight = .multiple(1.6)
                $0.lineSpacing = 6
                $0.alignment = alignment
            })
    }

    @Test("tight: each run's own font extent; max: the largest over the line; lineBox: the line's band")
    func heightsOnOneLine() throws {
        let result = mixedSizes()
        let line = try #require(result.lines.first)
        let m12 = face.metrics(size: 12)
        let m30 = face.metrics(size: 30)
        let tight = result.textBoxes(for: 0..<15, heightStyle: .tight)
        #expect(tight.count == 3, "one box per run extent: \(tight)")
        let heights = tight.map { $0.rect.height }
        #expect(abs(heights[0] - (m12.ascender - m12.descender)) < 1e-9)
        #expect(abs(heights[1] - (m30.ascender - m30.descender)) < 1e-9)
        #expect(abs(tight[0].rect.minY - (line.baseline - m12.ascender)) < 1e-9)
        #expect(abs(tight[1].rect.minY - (line.baseline - m30.ascender)) < 1e-9)
        for (box, next) in zip(tight, tight.dropFirst()) { #expect(abs(box.rect.maxX - next.rect.minX) < 1e-9) }
        let max = result.textBoxes(for: 0..<15, heightStyle: .max)
        #expect(max.count == 1)
        #expect(abs(max[0].rect.minY - (line.baseline - m30.ascender)) < 1e-9)
        #expect(abs(max[0].rect.maxY - (line.baseline - m30.descender)) < 1e-9)
        #expect(abs(max[0].rect.width - tight.reduce(0) { $0 + $1.rect.width }) < 1e-9)
        let band = result.textBoxes(for: 2..<12, heightStyle: .lineBox)
        #expect(band.count == 1)
        #expect(band[0].rect.minY == line.rowTop && band[0].rect.maxY == line.rowBottom)
        #expect(result.textBoxes(for: 3..<3).isEmpty)
    }

    @Test("max heights with tight widths are rects(for:); lineBox on one row is selectionRects's pieces")
    func agreesWithTheOtherQueries() {
        let result = layout("Hello مرحبا world", width(1000))
        for range in [0..<17, 3..<9, 7..<14] {
            #expect(result.textBoxes(for: range, heightStyle: .max).map(\.rect) == result.rects(for: range))
            let selection = result.selectionRects(for: range).filter { !$0.containsStart && !$0.containsEnd }
            #expect(result.textBoxes(for: range, heightStyle: .lineBox).map(\.rect) == selection.map(\.rect))
        }
    }

    @Test(
        "the line-spacing styles tile the rows: each row's box meets the next, from the first band top to the last bottom",
        arguments: [RectHeightStyle.includeLineSpacingTop, .includeLineSpacingMiddle, .includeLineSpacingBottom])
    func lineSpacingTiles(style: RectHeightStyle) throws {
        let result = paragraph()
        let lines = result.lines
        #expect(lines.count >= 4)
        let boxes = result.textBoxes(for: 0..<result.text.length, heightStyle: style)
        let perLine = Dictionary(grouping: boxes, by: \.lineIndex)
        #expect(perLine.count == lines.count)
        for index in lines.indices.dropLast() {
            let bottom = try #require(perLine[index]?.first).rect.maxY
            let nextTop = try #require(perLine[index + 1]?.first).rect.minY
            #expect(abs(bottom - nextTop) < 1e-9, "\(style) rows \(index)/\(index + 1)")
        }
        #expect(abs(boxes.first!.rect.minY - lines.first!.rowTop) < 1e-9)
        #expect(abs(boxes.last!.rect.maxY - lines.last!.rowBottom) < 1e-9)
        // Asked a line at a time (the row edges are kept after the first query), each
        // line's boxes are those of the whole range.
        for line in lines {
            let alone = result.textBoxes(for: line.range, heightStyle: style).map(\.rect)
            #expect(alone == perLine[line.index]?.map(\.rect), "\(style) line \(line.index)")
        }
    }

    @Test("where each line-spacing style puts the space between two rows, by hand")
    func lineSpacingEdges() throws {
        let result = paragraph()
        let m = face.metrics(size: 16)
        let lines = result.lines
        // Glyph extents (.max) of rows 1 and 2.
        let bottom1 = lines[1].baseline - m.descender
        let top2 = lines[2].baseline - m.ascender
        let top1 = lines[1].baseline - m.ascender
        let bottom2 = lines[2].baseline - m.descender
        #expect(top2 - bottom1 > 6, "line spacing and half-leading lie between the rows")
        func box(_ style: RectHeightStyle, line: Int) throws -> Rect {
            let range = lines[line].range
            return try #require(
                result.textBoxes(for: range.lowerBound..<range.lowerBound + 2, heightStyle: style).first
            )
            .rect
        }
        let top = try box(.includeLineSpacingTop, line: 2)
        #expect(abs(top.minY - bottom1) < 1e-9 && abs(top.maxY - bottom2) < 1e-9)
        let bottom = try box(.includeLineSpacingBottom, line: 1)
        #expect(abs(bottom.minY - top1) < 1e-9 && abs(bottom.maxY - top2) < 1e-9)
        let middle = try box(.includeLineSpacingMiddle, line: 1)
        #expect(abs(middle.maxY - (bottom1 + top2) / 2) < 1e-9)
        #expect(abs(middle.minY - (lines[0].baseline - m.descender + top1) / 2) < 1e-9)
    }

    @Test("right to left and bidi: visual pieces with their direction, tight heights per script")
    func bidi() throws {
        // An Arabic paragraph with a Latin word inside.
        let string = "مرحبا hello بالعالم"
        let result = layout(string, width(1000))
        let line = try #require(result.lines.first)
        let latin = try #require(line.runs.first { !$0.isRightToLeft })
        // From inside the first Arabic word into the Latin word: two visual pieces.
        let boxes = result.textBoxes(for: 2..<9, heightStyle: .tight)
        #expect(boxes.count == 2, "\(boxes)")
        let ltr = try #require(boxes.first { !$0.isRightToLeft })
        let rtl = try #require(boxes.first { $0.isRightToLeft })
        #expect(ltr.rect.minX >= latin.x - 1e-9 && ltr.rect.maxX <= latin.x + latin.width + 1e-9)
        let latinMetrics = face.metrics(size: 16)
        let arabicMetrics = arabicFace.metrics(size: 16)
        #expect(abs(ltr.rect.height - (latinMetrics.ascender - latinMetrics.descender)) < 1e-9)
        #expect(abs(rtl.rect.height - (arabicMetrics.ascender - arabicMetrics.descender)) < 1e-9)
        #expect(zip(boxes, boxes.dropFirst()).allSatisfy { $0.rect.maxX <= $1.rect.minX + 1e-9 }, "left to right")
        let max = result.textBoxes(for: 2..<9, heightStyle: .max)
        #expect(max.count == 2 && max.allSatisfy { $0.rect.height == max[0].rect.height })
        #expect(abs(max[0].rect.height - (arabicMetrics.ascender - arabicMetrics.descender)) < 1e-9)
    }

    @Test("width max: a multi-line range reaches the widest line's edges on the lines it crosses (LTR)")
    func widthMaxLeftToRight() throws {
        let result = paragraph(alignment: .center)
        let lines = result.lines
        let edges = (result.textBoundingRect.minX, result.textBoundingRect.maxX)
        let range = lines[0].range.lowerBound + 1..<lines[2].range.lowerBound + 2
        let tight = result.textBoxes(for: range, heightStyle: .lineBox)
        let max = result.textBoxes(for: range, heightStyle: .lineBox, widthStyle: .max)
        #expect(max.count > tight.count)
        for index in 0...2 {
            let own = max.filter { $0.lineIndex == index }
            let left = own.map(\.rect.minX).min()!
            let right = own.map(\.rect.maxX).max()!
            let tightLeft = tight.filter { $0.lineIndex == index }.map(\.rect.minX).min()!
            // The first line keeps its start, the last its end; crossed edges reach the widest line's.
            #expect(abs(left - (index == 0 ? tightLeft : edges.0)) < 1e-9, "line \(index)")
            if index < 2 { #expect(abs(right - edges.1) < 1e-9, "line \(index)") }
            #expect(own.allSatisfy { $0.rect.minY == lines[index].rowTop })
        }
        #expect(
            result.textBoxes(for: 1..<3, widthStyle: .max) == result.textBoxes(for: 1..<3), "one line: no extension")
    }

    @Test("width max on a right-to-left paragraph extends to the left where the range goes on")
    func widthMaxRightToLeft() throws {
        let string = "مرحبا بالعالم الجميل هذا نص طويل بعض الشيء للاختبار"
        let result = layout(string, width(120))
        let lines = result.lines
        #expect(lines.count >= 3)
        let range = lines[0].range.lowerBound + 2..<lines[1].range.upperBound - 2
        let boxes = result.textBoxes(for: range, heightStyle: .max, widthStyle: .max)
        let first = boxes.filter { $0.lineIndex == 0 }
        let second = boxes.filter { $0.lineIndex == 1 }
        #expect(abs(first.map(\.rect.minX).min()! - result.textBoundingRect.minX) < 1e-9, "first line: to the left")
        #expect(first.allSatisfy { $0.isRightToLeft })
        let tightSecond = result.textBoxes(for: range, heightStyle: .max).filter { $0.lineIndex == 1 }
        #expect(abs(second.map(\.rect.minX).min()! - tightSecond.map(\.rect.minX).min()!) < 1e-9, "ends where it ends")
        #expect(abs(second.map(\.rect.maxX).max()! - result.textBoundingRect.maxX) < 1e-9, "started on the right")
    }
}
