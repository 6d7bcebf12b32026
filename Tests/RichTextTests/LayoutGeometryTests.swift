import RichText
import Testing

@Suite("Geometry for renderers: borders, decorations, attachments, highlights")
struct LayoutGeometryTests {
    @Test("a highlight wrapping onto the next line yields one rect per line")
    func wrappedHighlight() throws {
        var text = AttributedText("Read the documentation of this library online today")
        text.font = .default
        let link = 9..<37  // "documentation of this library"
        text.setAttribute(\.highlight, TextHighlight(color: .blue), range: link)
        let layout = TextLayout(container: TextContainer(width: 160), text: text)
        let region = try #require(layout.highlights.first)
        #expect(layout.highlights.count == 1)
        #expect(region.range == link)
        let linesTouched = layout.lines.filter { $0.range.overlaps(link) }
        #expect(linesTouched.count >= 2)
        #expect(region.rects.count == linesTouched.count)
        for (rect, line) in zip(region.rects, linesTouched) {
            #expect(abs(rect.minY - (line.baseline - line.ascent)) < 1e-9)
        }
    }

    @Test("a background border beside a circle exclusion: separate rects on each side")
    func borderAroundExclusion() {
        var text = AttributedText(String(repeating: "highlighted words here ", count: 12))
        text.font = .default
        text.setAttribute(\.backgroundBorder, TextBorder.background(.gray), range: 0..<text.length)
        var container = TextContainer(size: Size(width: 300, height: 400))
        let circle = Rect(x: 110, y: 30, width: 80, height: 80)
        container.exclusionPaths = [BezierPath(ellipseIn: circle)]
        let layout = TextLayout(container: container, text: text)
        let rects = layout.borderRects(.backgroundBorder).map(\.rect)
        #expect(!rects.isEmpty)
        for rect in rects where rect.maxY > circle.minY + 5 && rect.minY < circle.maxY - 5 {
            #expect(rect.maxX <= circle.midX || rect.minX >= circle.midX, "\(rect) bridges the exclusion")
        }
        let rowsBeside = Set(
            layout.lines.filter { $0.rowBottom > circle.minY + 5 && $0.rowTop < circle.maxY - 5 }.map(\.row))
        #expect(rowsBeside.count >= 2)
        for row in rowsBeside {
            let lines = layout.lines.filter { $0.row == row }
            let inRow = rects.filter { rect in
                lines.contains { abs(rect.midY - ($0.baseline - ($0.ascent - $0.descent) / 2)) < 1 }
            }
            #expect(inRow.count == 2)
        }
        // Insets (−2, −1, −2, −1) grow each rect.
        let first = layout.lines[0]
        #expect(abs(rects[0].minY - (first.baseline - first.ascent - 2)) < 1e-9)
    }

    @Test("block borders span whole rows at the frame width and merge consecutive rows")
    func blockBorder() throws {
        var text = AttributedText("before\ncode line one\ncode line two\nafter")
        text.font = .default
        text.setAttribute(\.blockBorder, TextBorder(fillColor: .gray), range: 7..<34)
        let container = TextContainer(size: Size(width: 300, height: .infinity), insets: EdgeInsets(all: 10))
        let layout = TextLayout(container: container, text: text)
        let blocks = layout.blockBorderRects()
        #expect(blocks.count == 1)
        let block = try #require(blocks.first)
        #expect(block.rect.minX == 10 && block.rect.maxX == 290)
        #expect(abs(block.rect.minY - layout.lines[1].rowTop) < 1e-9)
        #expect(abs(block.rect.maxY - layout.lines[2].rowBottom) < 1e-9)
    }

    @Test("underline and strikethrough come from the font's metrics; thick doubles, double draws two")
    func decorations() throws {
        var text = AttributedText("under strike thick double")
        text.font = .default
        text.setAttribute(\.underline, TextDecoration(), range: 0..<5)
        text.setAttribute(\.strikethrough, TextDecoration(), range: 6..<12)
        text.setAttribute(\.underline, TextDecoration(style: .thick), range: 13..<18)
        text.setAttribute(\.underline, TextDecoration(style: .double, width: 1.5), range: 19..<25)
        let layout = TextLayout(container: TextContainer(width: 1000), text: text)
        let metrics = FontContext.default.face(for: .default)!.metrics(size: 16)
        let baseline = layout.lines[0].baseline
        let underlines = layout.decorationSegments(.underline)
        #expect(underlines.count == 3)
        let single = try #require(underlines.first { $0.range == 0..<5 })
        #expect(abs(single.thickness - metrics.underlineThickness) < 1e-9)
        #expect(
            abs(single.lineCenters[0] - (baseline - metrics.underlinePosition + metrics.underlineThickness / 2)) < 1e-9)
        #expect(single.lineCenters[0] > baseline, "an underline sits below the baseline")
        let thick = try #require(underlines.first { $0.range == 13..<18 })
        #expect(abs(thick.thickness - 2 * metrics.underlineThickness) < 1e-9)
        let double = try #require(underlines.first { $0.range == 19..<25 })
        #expect(double.thickness == 1.5 && double.lineCenters.count == 2)
        #expect(abs(double.lineCenters[1] - double.lineCenters[0] - 3) < 1e-9)
        let strike = try #require(layout.decorationSegments(.strikethrough).first)
        #expect(
            abs(strike.lineCenters[0] - (baseline - metrics.strikeoutPosition + metrics.strikeoutThickness / 2)) < 1e-9)
        #expect(strike.lineCenters[0] < baseline)
        let firstRun = try #require(layout.lines[0].runs.first)
        #expect(abs(single.minX - firstRun.positions[0].x) < 1e-6)
    }

    @Test("each underlined range of a long text gets one segment for every line it touches")
    func decorationsOverManyLines() {
        var text = AttributedText(String(repeating: "words that wrap in a narrow column of text ", count: 120))
        text.font = .default
        let ranges = stride(from: 0, to: text.length - 30, by: 37).map { $0..<$0 + 23 }
        for range in ranges { text.setAttribute(\.underline, TextDecoration(), range: range) }
        let layout = TextLayout(container: TextContainer(width: 140), text: text)
        #expect(layout.lineCount > 100)
        let segments = layout.decorationSegments(.underline)
        for range in ranges {
            let touched = layout.lines.filter { $0.range.overlaps(range) }.count
            #expect(segments.filter { range.contains($0.range.lowerBound) }.count == touched, "\(range)")
        }
        #expect(
            segments.count
                == ranges.reduce(0) { sum, range in
                    sum + layout.lines.filter { $0.range.overlaps(range) }.count
                })
    }

    @Test("attachments aligned top/center/bottom to a 16 pt font: ascent, descent, frames, line height")
    func attachments() throws {
        let metrics = FontContext.default.face(for: .default)!.metrics(size: 16)
        let size = Size(width: 24, height: 40)
        for alignment in [TextAttachment.VerticalAlignment.top, .center, .bottom] {
            let attachment = TextAttachment.aligned(
                content: .named("img"), size: size, to: metrics, alignment: alignment)
            var text = AttributedText("x\u{FFFC}y")
            text.font = .default
            text.setAttachment(attachment, range: 1..<2)
            let layout = TextLayout(container: TextContainer(width: 300), text: text)
            let line = try #require(layout.lines.first)
            #expect(abs(line.ascent - max(metrics.ascender, attachment.ascent)) < 1e-9)
            #expect(abs(line.descent - max(-metrics.descender, attachment.descent)) < 1e-9)
            #expect(abs((line.rowBottom - line.rowTop) - (line.ascent + line.descent + metrics.lineGap)) < 1e-9)
            let frame = try #require(layout.attachmentFrames.first)
            #expect(frame.range == 1..<2)
            #expect(frame.frame.size == size)
            #expect(abs(frame.frame.minY - (line.baseline - attachment.ascent)) < 1e-6)
            #expect(layout.lines.count == 1)
        }
        let fit = TextAttachment(
            size: Size(width: 40, height: 20), contentSize: Size(width: 10, height: 10),
            contentMode: .scaleAspectFit, contentInsets: EdgeInsets(all: 2))
        let content = fit.contentFrame(in: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(content == Rect(x: 12, y: 2, width: 16, height: 16))
    }

    @Test("shadow margin covers the whole shadow chain; plain text uses backed strings")
    func shadowsAndPlainText() {
        var text = AttributedText("hi \u{FFFC} there")
        text.font = .default
        text.setAttribute(
            \.shadow,
            TextShadow(
                offset: Size(width: 3, height: 4), radius: 2,
                subShadow: TextShadow(offset: Size(width: -6, height: 0), radius: 1)), range: 0..<2)
        text.setAttachment(TextAttachment(size: Size(width: 16, height: 16)), range: 3..<4)
        text.setAttribute(\.backedString, TextBackedString(":smile:"), range: 3..<4)
        let layout = TextLayout(container: TextContainer(width: 300), text: text)
        let margin = layout.shadowMargin
        #expect(margin.right == 5 && margin.bottom == 6 && margin.left == 7 && margin.top == 1)
        #expect(layout.plainText() == "hi :smile: there")
    }
}
