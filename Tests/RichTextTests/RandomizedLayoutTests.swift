import Testing

@testable import RichText

/// Seeded random text through the whole pipeline: no input may crash it, and the basic
/// invariants hold. Deterministic (same seed, same cases), capped in size.
@Suite("Randomized layouts")
struct RandomizedLayoutTests {
    typealias Generator = SplitMix64

    static let pieces = [
        "word ", "a", " ", "  ", "\n", "\r\n", "\u{2028}", "\u{2029}", "\t", "\u{AD}", "e\u{301}", "ffi", "AV",
        "مرحبا ", "بالعالم", "שלום ", "123", "٣٤", "\u{200F}", "\u{202E}", "\u{2067}", "\u{2069}", "क्षत्रिय",
        "ภาษาไทย", "你好", "。", "안녕", "こんにちは", "👨‍👩‍👧", "🇩🇪", "👍🏽", "\u{FFFC}", "\u{200D}", "\u{FE0F}",
        "\u{E000}", "\u{0378}", "\u{0}", "\u{1F}", "(", ")", "[", "]", String(repeating: "x", count: 40),
    ]

    @Test("the internal invariant checks are compiled into test builds")
    func checksAreOn() {
        #expect(InvariantChecks.areEnabled)
    }

    @Test("300 random texts lay out, answer queries and keep their invariants")
    func random() throws {
        var generator = Generator(state: 0x5EED)
        for _ in 0..<300 {
            var string = ""
            for _ in 0..<Int(generator.next() % 40) { string += generator.pick(Self.pieces) }
            var text = AttributedText(string)
            if text.length > 2 {
                let start = Int(generator.next() % UInt64(text.length - 1))
                text.setFont(
                    Font(size: generator.double(4...40), weight: generator.pick([.regular, .bold])),
                    range: start..<text.length)
                text.setAttribute(\.baselineOffset, generator.double(-5...5), range: 0..<start)
            }
            if let index = string.utf16.firstIndex(of: 0xFFFC) {
                let offset = string.utf16.distance(from: string.utf16.startIndex, to: index)
                text.setAttachment(
                    TextAttachment(size: Size(width: 12, height: 30), ascent: 20), range: offset..<offset + 1)
            }
            var style = ParagraphStyle()
            style.alignment = generator.pick(TextAlignment.allCases)
            style.lineBreakMode = generator.pick(LineBreakMode.allCases)
            style.baseWritingDirection = generator.pick(BaseDirection.allCases)
            style.firstLineHeadIndent = generator.double(0...30)
            style.lineSpacing = generator.double(0...8)
            text.paragraphStyle = style
            var container = TextContainer(
                size: Size(
                    width: generator.pick([0, 1, 35, 120, 300, .infinity]),
                    height: generator.pick([40, 200, .infinity])))
            container.maximumNumberOfRows = Int(generator.next() % 4)
            container.truncationType = generator.pick(TruncationType.allCases)
            if generator.next() % 3 == 0 {
                container.exclusionPaths = [
                    BezierPath(
                        ellipseIn: Rect(
                            x: generator.double(0...150), y: generator.double(0...60), width: 60, height: 60))
                ]
            }
            let shaped = ShapedText(text)
            for paragraph in shaped.paragraphs { paragraph.checkInvariants() }
            let layout = TextLayout(container: container, shapedText: shaped)
            layout.storage.checkInvariants()
            // Lines in order and inside the text.
            var previousEnd = 0
            for line in layout.lines {
                #expect(line.range.lowerBound >= previousEnd && line.range.upperBound <= text.length)
                previousEnd = line.range.upperBound
            }
            // One truncation token at most: its runs (a token may shape into several, or be
            // cut to none when no glyph of it fits) sit side by side in the truncated line,
            // and there are none without truncation.
            for (index, line) in layout.lines.enumerated() {
                let tokenRuns = line.runs.indices.filter { line.runs[$0].isTruncationToken }
                if index != layout.truncation?.lineIndex {
                    #expect(tokenRuns.isEmpty, "token runs outside the truncated line")
                } else if let first = tokenRuns.first, let last = tokenRuns.last {
                    #expect(last - first + 1 == tokenRuns.count, "the token's runs are adjacent")
                }
            }
            #expect(layout.visibleRange.upperBound <= text.length)
            if container.maximumNumberOfRows > 0 { #expect(layout.rowCount <= container.maximumNumberOfRows) }
            // Queries never crash and positions stay in the text.
            for point in [Point(x: -5, y: -5), Point(x: 20, y: 10), Point(x: 500, y: 500)] {
                if let position = layout.closestPosition(to: point) {
                    #expect((0...text.length).contains(position.offset))
                }
                _ = layout.highlight(at: point)
                _ = layout.textRange(at: point)
            }
            _ = layout.selectionRects(for: 0..<text.length)
            _ = layout.decorationSegments(.underline)
            _ = layout.plainText()
            _ = layout.dump()
        }
    }
}
