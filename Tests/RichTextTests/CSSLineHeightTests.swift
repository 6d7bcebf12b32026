import RichText
import Testing

/// CSS `line-height` (CSS 2.1 § 10.8.1) with half-leading, checked against numbers computed
/// here by hand from the fonts' ascent, descent and line gap.
@Suite("CSS line height")
struct CSSLineHeightTests {
    let metrics = FontContext.default.face(for: .default)!.metrics(size: 16)

    /// The hand computation: the box of a run whose font has `m`, for line height L:
    /// half the leading L − (A + D) above the ascent, half below the descent.
    func box(_ m: FontMetrics, lineHeight boxHeight: Double) -> (above: Double, below: Double) {
        let ascent = m.ascender
        let descent = -m.descender
        let halfLeading = (boxHeight - (ascent + descent)) / 2
        return (ascent + halfLeading, descent + halfLeading)
    }

    func css(_ lineHeight: LineHeight, _ change: (inout ParagraphStyle) -> Void = { _ in }) -> ParagraphStyle {
        paragraphStyle {
            $0.lineHeight = lineHeight
            change(&$0)
        }
    }

    @Test("a multiple: the line is factor × size tall, the leading split half above and half below")
    func multiple() throws {
        let result = layout("one two three four five six", width(80), style: css(.multiple(1.5)))
        let boxHeight = 1.5 * 16
        let (above, below) = box(metrics, lineHeight: boxHeight)
        #expect(result.lines.count >= 3)
        for (index, line) in result.lines.enumerated() {
            #expect(abs(line.baseline - line.rowTop - above) < 1e-9)
            #expect(abs(line.rowBottom - line.baseline - below) < 1e-9)
            #expect(abs(line.rowTop - Double(index) * boxHeight) < 1e-9, "line boxes stack without gaps")
            #expect(abs(line.ascent - metrics.ascender) < 1e-9 && abs(line.descent + metrics.descender) < 1e-9)
            #expect(abs(line.leading - (boxHeight - metrics.ascender + metrics.descender)) < 1e-9)
        }
        #expect(result.textBoundingSize.height == (Double(result.lines.count) * boxHeight).rounded(.up))
    }

    @Test("an absolute value is the same for every size; each run's box is centred on its own font")
    func absoluteAndMixedSizes() throws {
        var text = AttributedText("small BIG small")
        text.font = Font(size: 12)
        text.setFont(Font(size: 30), range: 6..<9)
        for lineHeight in [LineHeight.absolute(30), .multiple(1.5)] {
            text.paragraphStyle = css(lineHeight)
            let line = try #require(TextLayout(container: width(1000), text: text).lines.first)
            let face = FontContext.default.face(for: .default)!
            var above = -Double.infinity
            var below = -Double.infinity
            for size in [12.0, 30.0] {
                let boxHeight: Double
                switch lineHeight {
                case .absolute(let points): boxHeight = points
                default: boxHeight = 1.5 * size
                }
                let part = box(face.metrics(size: size), lineHeight: boxHeight)
                above = max(above, part.above)
                below = max(below, part.below)
            }
            #expect(abs(line.baseline - line.rowTop - above) < 1e-9, "\(lineHeight)")
            #expect(abs(line.rowBottom - line.baseline - below) < 1e-9, "\(lineHeight)")
        }
    }

    @Test("normal: ascent + descent + line gap, half the gap above (the typographic model puts it below)")
    func normalWithALineGap() throws {
        let context = try LineGapFont.context(gapUnits: 200)
        let font = Font(size: 16)
        let m = try #require(context.face(for: font)).metrics(size: 16)
        #expect(m.lineGap > 3, "the patched font has a line gap: \(m.lineGap)")
        var text = AttributedText("Gap")
        text.font = font
        text.paragraphStyle = css(.normal)
        let normal = try #require(TextLayout(container: width(500), text: text, context: context).lines.first)
        #expect(abs(normal.baseline - normal.rowTop - (m.ascender + m.lineGap / 2)) < 1e-9)
        #expect(abs(normal.rowBottom - normal.baseline - (-m.descender + m.lineGap / 2)) < 1e-9)
        #expect(abs(normal.leading - m.lineGap) < 1e-9)
        text.paragraphStyle = nil
        let typographic = try #require(TextLayout(container: width(500), text: text, context: context).lines.first)
        #expect(abs(typographic.baseline - typographic.rowTop - m.ascender) < 1e-9)
        #expect(abs(typographic.rowBottom - typographic.baseline - (-m.descender + m.lineGap)) < 1e-9)
    }

    @Test("an Arabic word: its own box shifts the line unless fallback fonts are kept out")
    func fallbackUnderCSS() throws {
        let string = "Hello مرحبا world"
        let grown = try #require(layout(string, width(1000), style: css(.multiple(1.5))).lines.first)
        let arabic = try #require(grown.runs.first { $0.face.family == "Noto Sans Arabic" }).face.metrics(size: 16)
        let latin = box(metrics, lineHeight: 24)
        let other = box(arabic, lineHeight: 24)
        let expected = max(latin.above, other.above) + max(latin.below, other.below)
        #expect(abs(grown.rowBottom - grown.rowTop - expected) < 1e-9)
        #expect(expected > 24.5)
        let kept = try #require(
            layout(string, width(1000), style: css(.multiple(1.5)) { $0.fallbackFontsGrowLines = false }).lines.first)
        #expect(abs(kept.rowBottom - kept.rowTop - 24) < 1e-9)
        #expect(abs(kept.baseline - kept.rowTop - latin.above) < 1e-9)
    }

    @Test("minimum and maximum clamp the line box with the change split in half")
    func minimumAndMaximum() throws {
        let natural = box(metrics, lineHeight: 16)
        let tall = try #require(
            layout("a", width(100), style: css(.multiple(1)) { $0.minimumLineHeight = 40 }).lines.first)
        #expect(abs(tall.rowBottom - tall.rowTop - 40) < 1e-9)
        #expect(abs(tall.baseline - tall.rowTop - (natural.above + 12)) < 1e-9)
        let short = try #require(
            layout("a", width(100), style: css(.absolute(30)) { $0.maximumLineHeight = 20 }).lines.first)
        let thirty = box(metrics, lineHeight: 30)
        #expect(abs(short.rowBottom - short.rowTop - 20) < 1e-9)
        #expect(abs(short.baseline - short.rowTop - (thirty.above - 5)) < 1e-9)
        let ignored = try #require(
            layout("a", width(100), style: css(.multiple(1.5)) { $0.lineHeightMultiple = 3 }).lines.first)
        #expect(abs(ignored.rowBottom - ignored.rowTop - 24) < 1e-9, "lineHeightMultiple is the typographic model's")
    }

    @Test("a line height below the content: negative half-leading, glyphs overflow both edges")
    func smallLineHeight() throws {
        let result = layout("Hg", width(100), style: css(.absolute(10)))
        let line = try #require(result.lines.first)
        let (above, _) = box(metrics, lineHeight: 10)
        #expect(abs(line.rowBottom - line.rowTop - 10) < 1e-9)
        #expect(abs(line.baseline - line.rowTop - above) < 1e-9)
        #expect(line.leading < 0)
        let ink = try #require(line.inkBounds)
        #expect(ink.minY < line.rowTop && ink.maxY > line.rowBottom)
    }

    @Test("bad values fall back to normal", arguments: [-1.0, .nan, .infinity])
    func badValues(value: Double) throws {
        let normal = layout("a", width(100), style: css(.normal))
        for lineHeight in [LineHeight.multiple(value), .absolute(value)] {
            #expect(layout("a", width(100), style: css(lineHeight)).dump() == normal.dump(), "\(lineHeight)")
        }
    }

    @Test("carets keep the content height, selections fill the line box, underlines sit on the baseline")
    func queriesFollow() throws {
        var text = AttributedText("one two three four")
        text.font = .default
        text[attribute: \.underline] = TextDecoration()
        let plain = TextLayout(container: width(60), text: text)
        text.paragraphStyle = css(.multiple(2))
        let result = TextLayout(container: width(60), text: text)
        let line = result.lines[1]
        let caret = try #require(result.caretRect(for: TextPosition(offset: line.range.lowerBound + 1)))
        #expect(abs(caret.height - (metrics.ascender - metrics.descender)) < 1e-9)
        #expect(abs(caret.minY - (line.baseline - metrics.ascender)) < 1e-9)
        let selection = result.selectionRects(for: line.range.lowerBound..<line.range.lowerBound + 2)
            .filter { !$0.containsStart && !$0.containsEnd }
        #expect(selection.count == 1)
        #expect(abs((selection.first?.rect.height ?? 0) - 32) < 1e-9)
        #expect(abs((selection.first?.rect.minY ?? 0) - 32) < 1e-9)
        let offsets = zip(result.decorationSegments(.underline), plain.decorationSegments(.underline))
        #expect(!result.decorationSegments(.underline).isEmpty)
        for (css, typographic) in offsets {
            let cssLine = try #require(result.lines.first { $0.range.contains(css.range.lowerBound) })
            let plainLine = try #require(plain.lines.first { $0.range.contains(typographic.range.lowerBound) })
            #expect(
                abs((css.lineCenters[0] - cssLine.baseline) - (typographic.lineCenters[0] - plainLine.baseline)) < 1e-9)
        }
    }

    @Test("line and paragraph spacing still go between the line boxes")
    func spacing() {
        let result = layout(
            "one\ntwo", width(100),
            style: css(.absolute(20)) {
                $0.lineSpacing = 5
                $0.paragraphSpacing = 7
            })
        #expect(result.lines.count == 2)
        #expect(abs(result.lines[1].rowTop - (20 + 5 + 7)) < 1e-9)
        #expect(result.textBoundingSize.height == 52)
    }
}
