import RichText
import Testing

@Suite("Line-height model")
struct LineHeightTests {
    let metrics = FontContext.default.face(for: .default)!.metrics(size: 16)

    @Test("a plain line is ascent + descent + leading tall, baseline at the ascent")
    func plain() throws {
        let result = layout("Hello", width(300))
        let line = try #require(result.lines.first)
        #expect(abs(line.ascent - metrics.ascender) < 1e-9)
        #expect(abs(line.descent + metrics.descender) < 1e-9)
        #expect(abs(line.rowBottom - line.rowTop - metrics.lineHeight) < 1e-9)
        #expect(abs(line.baseline - line.rowTop - metrics.ascender) < 1e-9)
        #expect(result.textBoundingSize.height == metrics.lineHeight.rounded(.up))
    }

    @Test("mixed sizes, an emoji and an attachment: maxima of each part, one baseline")
    func mixed() throws {
        var text = AttributedText("small BIG 😀 \u{FFFC} end")
        text.font = Font(size: 12)
        text.setFont(Font(size: 30), range: 6..<9)
        let attachment = TextAttachment(size: Size(width: 40, height: 50), ascent: 35)
        text.setAttachment(attachment, range: 13..<14)
        let result = TextLayout(container: width(1000), text: text)
        let line = try #require(result.lines.first)
        #expect(result.lines.count == 1)
        let context = FontContext.default
        let big = context.face(for: Font(size: 30))!.metrics(size: 30)
        let emoji = context.faces.first { $0.isColor }!.metrics(size: 12)
        let expectedAscent = max(big.ascender, emoji.ascender, attachment.ascent)
        let expectedDescent = max(-big.descender, -emoji.descender, attachment.descent)
        #expect(abs(line.ascent - expectedAscent) < 1e-9)
        #expect(abs(line.descent - expectedDescent) < 1e-9)
        #expect(abs(line.baseline - line.rowTop - expectedAscent) < 1e-9)
        let attachmentRun = try #require(line.runs.first { $0.range == 13..<14 })
        #expect(abs(attachmentRun.width - 40) < 0.001, "the U+FFFC advances by the attachment's width")
        #expect(line.runs.allSatisfy { $0.positions.allSatisfy { abs($0.y - line.baseline) < 10 } })
    }

    @Test("attachment alignment to a font follows YYText's formulas")
    func attachmentAlignment() {
        let size = Size(width: 20, height: 30)
        let top = TextAttachment.aligned(size: size, to: metrics, alignment: .top)
        let center = TextAttachment.aligned(size: size, to: metrics, alignment: .center)
        let bottom = TextAttachment.aligned(size: size, to: metrics, alignment: .bottom)
        #expect(abs(top.ascent - metrics.ascender) < 1e-9)
        #expect(abs(center.ascent - (15 + (metrics.ascender - (metrics.ascender - metrics.descender) / 2))) < 1e-9)
        #expect(abs(bottom.ascent - (30 + metrics.descender)) < 1e-9)
        #expect(abs(bottom.descent + metrics.descender) < 1e-9)
    }

    @Test("multiple, minimum and maximum line height move the baseline, not the descent")
    func heights() throws {
        let natural = metrics.lineHeight
        let doubled = try #require(
            layout("a\nb", width(100), style: paragraphStyle { $0.lineHeightMultiple = 2 }).lines.first)
        #expect(abs(doubled.rowBottom - doubled.rowTop - 2 * natural) < 1e-9)
        #expect(abs(doubled.rowBottom - doubled.baseline - (-metrics.descender + metrics.lineGap)) < 1e-9)
        let minimum = try #require(
            layout("a", width(100), style: paragraphStyle { $0.minimumLineHeight = 40 }).lines.first)
        #expect(abs(minimum.rowBottom - minimum.rowTop - 40) < 1e-9)
        let maximum = try #require(
            layout("a", width(100), style: paragraphStyle { $0.maximumLineHeight = 10 }).lines.first)
        #expect(abs(maximum.rowBottom - maximum.rowTop - 10) < 1e-9)
        #expect(maximum.baseline - maximum.rowTop < metrics.ascender, "glyphs overflow at the top")
    }

    @Test("line spacing between rows, paragraph spacing between paragraphs, none at the ends")
    func spacing() {
        let style = paragraphStyle {
            $0.lineSpacing = 5
            $0.paragraphSpacing = 11
            $0.paragraphSpacingBefore = 7
        }
        let result = layout("one\ntwo", width(100), style: style)
        let natural = metrics.lineHeight
        #expect(abs(result.lines[0].rowTop) < 1e-9)
        #expect(abs(result.lines[1].rowTop - (natural + 5 + 11 + 7)) < 1e-9)
        #expect(result.textBoundingSize.height == (2 * natural + 23).rounded(.up))
    }

    @Test("lineSpacing with maximumNumberOfRows gives exactly that many rows, measured as drawn")
    func spacingAndRowLimit() {
        var container = width(120)
        container.maximumNumberOfRows = 3
        let text = String(repeating: "word ", count: 40)
        let result = layout(text, container, style: paragraphStyle { $0.lineSpacing = 10 })
        #expect(result.rowCount == 3 && result.lines.count == 3)
        #expect(result.isTruncated)
        let expected = 3 * metrics.lineHeight + 2 * 10
        #expect(result.textBoundingSize.height == expected.rounded(.up))
        #expect(abs(result.lines[2].rowBottom - expected) < 1e-9)
    }

    @Test("a fixed line-height modifier puts baselines at equal distances")
    func modifier() {
        var container = width(100)
        container.linePositionModifier = FixedLineHeightModifier(lineHeight: 30)
        var text = AttributedText("small\nBIG\n😀 x")
        text.setFont(Font(size: 40), range: 6..<9)
        let result = TextLayout(container: container, text: text)
        let baselines = result.lines.map(\.baseline)
        #expect(baselines.count == 3)
        #expect(abs((baselines[1] - baselines[0]) - 30) < 1e-9)
        #expect(abs((baselines[2] - baselines[1]) - 30) < 1e-9)
        for line in result.lines {
            for run in line.runs { #expect(run.positions.allSatisfy { abs($0.y - line.baseline) < 20 }) }
        }
    }
}
