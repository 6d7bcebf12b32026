import RichText
import Testing

/// The motivating bug of issue 11: one word in another script made an English line taller.
@Suite("Line height with fallback fonts")
struct FallbackLineHeightTests {
    /// Noto Sans 16's metrics, read through the library (ascender up, descender down).
    let primary = FontContext.default.face(for: .default)!.metrics(size: 16)

    static let words = ["مرحبا", "สวัสดี", "नमस्ते", "😀"]

    /// "Hello <word> world" in Noto Sans 16, fallback growth on or off.
    func line(_ word: String, grows: Bool) throws -> (TextLayout, TextLine) {
        let result = layout(
            "Hello \(word) world", width(1000), style: paragraphStyle { $0.fallbackFontsGrowLines = grows })
        return (result, try #require(result.lines.first))
    }

    /// The run showing `word` (in a fallback face).
    func fallbackRun(_ line: TextLine, _ word: String) throws -> GlyphRun {
        try #require(line.runs.first { $0.range.lowerBound == 6 && $0.face.family != "Noto Sans" })
    }

    @Test("growth off: the line keeps Noto Sans's ascent, descent and height", arguments: words)
    func primaryHeight(word: String) throws {
        let (result, line) = try line(word, grows: false)
        _ = try fallbackRun(line, word)
        let expected = primary.ascender - primary.descender + primary.lineGap
        #expect(abs(line.ascent - primary.ascender) < 1e-9)
        #expect(abs(line.descent + primary.descender) < 1e-9)
        #expect(abs(line.rowBottom - line.rowTop - expected) < 1e-9)
        #expect(abs(line.baseline - line.rowTop - primary.ascender) < 1e-9)
        #expect(result.textBoundingSize.height == expected.rounded(.up))
        let plain = layout("Hello world", width(1000))
        #expect(result.textBoundingSize.height == plain.textBoundingSize.height)
    }

    @Test("growth on (the default): the line takes the fallback face's metrics, as before", arguments: words)
    func currentBehaviour(word: String) throws {
        let (result, line) = try line(word, grows: true)
        let fallback = try fallbackRun(line, word).face.metrics(size: 16)
        let ascent = max(primary.ascender, fallback.ascender)
        let descent = max(-primary.descender, -fallback.descender)
        let gap = max(primary.lineGap, fallback.lineGap)
        #expect(abs(line.ascent - ascent) < 1e-9)
        #expect(abs(line.descent - descent) < 1e-9)
        #expect(abs(line.rowBottom - line.rowTop - (ascent + descent + gap)) < 1e-9)
        let defaultStyle = layout("Hello \(word) world", width(1000))
        #expect(defaultStyle.dump() == result.dump(), "true is the default")
    }

    @Test("Arabic, Thai and Devanagari grow the line by default; growth off undoes exactly that")
    func motivatingNumbers() throws {
        for word in Self.words.dropLast() {
            let (_, grown) = try line(word, grows: true)
            let (_, kept) = try line(word, grows: false)
            #expect(grown.rowBottom - grown.rowTop > kept.rowBottom - kept.rowTop + 1, "\(word)")
            #expect(grown.descent > kept.descent, "\(word): the descent grows")
        }
        // The numbers: about 33.8 pt with the Arabic word, 21.8 pt without growth.
        let (_, arabic) = try line("مرحبا", grows: true)
        let (_, kept) = try line("مرحبا", grows: false)
        #expect(abs(arabic.rowBottom - arabic.rowTop - 33.8) < 0.05)
        #expect(abs(kept.rowBottom - kept.rowTop - 21.8) < 0.05)
    }

    @Test("the glyphs stay where they were: the ink bounds report the overflow", arguments: words)
    func inkOverflow(word: String) throws {
        let (_, grown) = try line(word, grows: true)
        let (_, kept) = try line(word, grows: false)
        let grownInk = try #require(grown.inkBounds)
        let keptInk = try #require(kept.inkBounds)
        // Same glyphs, same place relative to the baseline.
        #expect(abs((grownInk.minY - grown.baseline) - (keptInk.minY - kept.baseline)) < 1e-9)
        #expect(abs(grownInk.height - keptInk.height) < 1e-9)
        #expect(abs(grownInk.width - keptInk.width) < 1e-9)
    }

    @Test("Arabic below Noto Sans's descent overflows the kept line box, and the ink shows it")
    func arabicOverflowsTheBox() throws {
        // Kasra and the descending letters of "بِسْمِ" reach below Noto Sans's 4.7 pt descent.
        var text = AttributedText("Hi بِسْمِ جِيم")
        text.font = .default
        text.paragraphStyle = paragraphStyle { $0.fallbackFontsGrowLines = false }
        let line = try #require(TextLayout(container: width(1000), text: text).lines.first)
        let ink = try #require(line.inkBounds)
        #expect(ink.maxY > line.rowBottom, "ink \(ink) band \(line.rowTop)..\(line.rowBottom)")
    }

    @Test("carets, selection rects and borders follow the kept line box")
    func queriesFollow() throws {
        let (result, line) = try line("مرحبا", grows: false)
        let caret = try #require(result.caretRect(for: TextPosition(offset: 8)))
        #expect(abs(caret.height - (primary.ascender - primary.descender)) < 1e-9)
        #expect(abs(caret.minY - (line.baseline - primary.ascender)) < 1e-9)
        let selection = result.selectionRects(for: 6..<11).filter { !$0.containsStart && !$0.containsEnd }
        #expect(!selection.isEmpty)
        for piece in selection {
            #expect(abs(piece.rect.minY - line.rowTop) < 1e-9 && abs(piece.rect.maxY - line.rowBottom) < 1e-9)
        }
        for rect in result.rects(for: 6..<11) {
            #expect(abs(rect.height - (primary.ascender - primary.descender)) < 1e-9)
        }
    }

    @Test("underlines use the primary face's position when fallback fonts do not grow lines")
    func decorations() throws {
        func centers(grows: Bool) throws -> [Double] {
            var text = AttributedText("Hello 😀 world")
            text.font = .default
            text[attribute: \.underline] = TextDecoration()
            text.paragraphStyle = paragraphStyle { $0.fallbackFontsGrowLines = grows }
            let segments = TextLayout(container: width(1000), text: text).decorationSegments(.underline)
            #expect(segments.count >= 3)
            return segments.flatMap(\.lineCenters)
        }
        // The emoji face's underline sits far lower than Noto Sans's (−9.7 vs −1.6 at 16 pt).
        let grown = try centers(grows: true)
        #expect(Set(grown.map { ($0 * 1000).rounded() }).count > 1)
        let kept = try centers(grows: false)
        #expect(Set(kept.map { ($0 * 1000).rounded() }).count == 1, "one level underline: \(kept)")
    }
}
