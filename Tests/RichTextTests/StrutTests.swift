import Foundation
import RichText
import Testing

/// Struts (CSS's strut, SkParagraph's StrutStyle) and the first/last line options
/// (TextHeightBehavior), against hand computation from the fonts' metrics.
@Suite("Strut and text height behaviour")
struct StrutTests {
    let face = FontContext.default.face(for: .default)!

    func natural(_ size: Double) -> Double { face.metrics(size: size).lineHeight }

    @Test("a strut is a minimum: a 30 pt strut lifts a 16 pt line, a 40 pt run still grows it")
    func minimum() throws {
        let strut = Strut(font: Font(size: 30))
        let style = paragraphStyle { $0.strut = strut }
        let line = try #require(layout("small", width(500), style: style).lines.first)
        let m30 = face.metrics(size: 30)
        #expect(abs(line.rowBottom - line.rowTop - natural(30)) < 1e-9)
        #expect(abs(line.baseline - line.rowTop - m30.ascender) < 1e-9)
        var text = AttributedText("small BIG")
        text.font = .default
        text.setFont(Font(size: 40), range: 6..<9)
        text.paragraphStyle = style
        let grown = try #require(TextLayout(container: width(500), text: text).lines.first)
        #expect(abs(grown.rowBottom - grown.rowTop - natural(40)) < 1e-9)
        let lines = layout("one\n\ntwo", width(500), style: style).lines
        #expect(lines.count == 3 && lines[1].range.isEmpty)
        for line in lines {
            #expect(abs(line.rowBottom - line.rowTop - natural(30)) < 1e-9, "an empty line has the strut too")
        }
    }

    @Test("a forced strut is every line's box: larger runs and fallback faces overflow it")
    func forced() throws {
        let style = paragraphStyle { $0.strut = Strut(font: Font(size: 10), isForced: true) }
        var text = AttributedText("small BIG مرحبا\nnext")
        text.font = .default
        text.setFont(Font(size: 40), range: 6..<9)
        text.paragraphStyle = style
        let result = TextLayout(container: width(1000), text: text)
        let m10 = face.metrics(size: 10)
        #expect(result.lines.count == 2)
        for line in result.lines {
            #expect(abs(line.rowBottom - line.rowTop - natural(10)) < 1e-9)
            #expect(abs(line.baseline - line.rowTop - m10.ascender) < 1e-9)
            #expect(abs(line.ascent - m10.ascender) < 1e-9 && abs(line.descent + m10.descender) < 1e-9)
        }
        #expect(abs(result.lines[1].baseline - result.lines[0].baseline - natural(10)) < 1e-9)
        let ink = try #require(result.lines[0].inkBounds)
        #expect(ink.minY < result.lines[0].rowTop, "the 40 pt glyphs overflow the strut: \(ink)")
        let caret = try #require(result.caretRect(for: TextPosition(offset: 7)))
        #expect(abs(caret.height - (m10.ascender - m10.descender)) < 1e-9, "carets take the strut's height")
        let selection = result.selectionRects(for: 6..<9).filter { !$0.containsStart && !$0.containsEnd }
        #expect(selection.allSatisfy { abs($0.rect.height - natural(10)) < 1e-9 })
    }

    @Test("under CSS the strut's box has the paragraph's line height, centred on the strut font")
    func strutWithCSS() throws {
        let style = paragraphStyle {
            $0.lineHeight = .multiple(1.5)
            $0.strut = Strut(font: Font(size: 20))
        }
        let line = try #require(layout("text", width(500), style: style).lines.first)
        func box(_ size: Double) -> (above: Double, below: Double) {
            let m = face.metrics(size: size)
            let half = (1.5 * size - (m.ascender - m.descender)) / 2
            return (m.ascender + half, -m.descender + half)
        }
        let strut = box(20)
        let text = box(16)
        #expect(abs(line.baseline - line.rowTop - max(strut.above, text.above)) < 1e-9)
        #expect(abs(line.rowBottom - line.baseline - max(strut.below, text.below)) < 1e-9)
        #expect(abs(line.rowBottom - line.rowTop - 30) < 1e-9)
    }

    @Test("disable first ascent / last descent trim only the paragraph's first top and last bottom (CSS)")
    func textHeightBehaviorCSS() throws {
        let string = "one two three four five six seven"
        let m = face.metrics(size: 16)
        let half = (32 - (m.ascender - m.descender)) / 2
        let full = layout(string, width(80), style: paragraphStyle { $0.lineHeight = .multiple(2) })
        let trimmed = layout(
            string, width(80),
            style: paragraphStyle {
                $0.lineHeight = .multiple(2)
                $0.textHeightBehavior = .disableAll
            })
        let lines = trimmed.lines
        #expect(lines.count >= 3 && lines.count == full.lines.count)
        #expect(abs(lines[0].baseline - lines[0].rowTop - m.ascender) < 1e-9)
        #expect(abs(lines[0].rowBottom - lines[0].baseline - (-m.descender + half)) < 1e-9)
        #expect(abs(lines[1].rowBottom - lines[1].rowTop - 32) < 1e-9, "middle lines keep the full height")
        let last = try #require(lines.last)
        #expect(abs(last.rowBottom - last.baseline + m.descender) < 1e-9)
        #expect(abs(last.baseline - last.rowTop - (m.ascender + half)) < 1e-9)
        let height = Double(lines.count) * 32 - 2 * half
        #expect(abs(last.rowBottom - height) < 1e-9)
        #expect(abs(full.lines.last!.rowBottom - Double(lines.count) * 32) < 1e-9)
        let firstOnly = layout(
            string, width(80),
            style: paragraphStyle {
                $0.lineHeight = .multiple(2)
                $0.textHeightBehavior = .disableFirstAscent
            })
        #expect(abs(firstOnly.lines.last!.rowBottom - (height + half)) < 1e-9)
    }

    @Test("in the typographic model the options drop the multiple's extra above and the gap below")
    func textHeightBehaviorTypographic() throws {
        let context = try LineGapFont.context(gapUnits: 200)
        let m = try #require(context.face(for: .default)).metrics(size: 16)
        var text = AttributedText("first\nsecond")
        text.font = .default
        text.paragraphStyle = paragraphStyle {
            $0.lineHeightMultiple = 2
            $0.textHeightBehavior = .disableAll
        }
        let result = TextLayout(container: width(500), text: text, context: context)
        // Each paragraph is one line, both first and last: ascent above, descent below.
        for line in result.lines {
            #expect(abs(line.baseline - line.rowTop - m.ascender) < 1e-9)
            #expect(abs(line.rowBottom - line.baseline + m.descender) < 1e-9)
            #expect(line.leading == 0)
        }
        text.paragraphStyle = paragraphStyle { $0.lineHeightMultiple = 2 }
        let plain = try #require(TextLayout(container: width(500), text: text, context: context).lines.first)
        #expect(abs(plain.rowBottom - plain.rowTop - 2 * m.lineHeight) < 1e-9)
        #expect(abs(plain.rowBottom - plain.baseline - (-m.descender + m.lineGap)) < 1e-9)
    }

    @Test("the new fields have defaults; a style archived before them still decodes")
    func codable() throws {
        let old = #"{"alignment":"center","lineSpacing":3}"#
        let decoded = try JSONDecoder().decode(ParagraphStyle.self, from: Data(old.utf8))
        #expect(decoded.alignment == .center && decoded.lineSpacing == 3)
        #expect(decoded.lineHeight == .typographic && decoded.strut == nil)
        #expect(decoded.fallbackFontsGrowLines && decoded.textHeightBehavior.isEmpty)
        var style = ParagraphStyle()
        style.strut = Strut(font: Font(family: "Noto Sans", size: 20, weight: .bold), isForced: true)
        style.fallbackFontsGrowLines = false
        style.textHeightBehavior = .disableLastDescent
        for lineHeight in [LineHeight.typographic, .normal, .multiple(1.25), .absolute(22)] {
            style.lineHeight = lineHeight
            let data = try JSONEncoder().encode(style)
            #expect(try JSONDecoder().decode(ParagraphStyle.self, from: data) == style)
        }
        let written = String(decoding: try JSONEncoder().encode(LineHeight.multiple(1.5)), as: UTF8.self)
        #expect(written.contains(#""kind":"multiple""#) && written.contains(#""value":1.5"#))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LineHeight.self, from: Data(#"{"kind":"tall"}"#.utf8))
        }
    }
}
