import RichText
import Testing

@Suite("Truncation")
struct TruncationTests {
    let text = "The quick brown fox jumps over the lazy dog and keeps running far away from the hunters"

    func truncated(
        _ string: String, type: TruncationType, rows: Int = 2, width: Double = 200,
        token: AttributedText? = nil, style: ParagraphStyle? = nil
    ) -> TextLayout {
        var container = TextContainer(width: width)
        container.maximumNumberOfRows = rows
        container.truncationType = type
        container.truncationToken = token
        return layout(string, container, style: style)
    }

    /// The token runs of a layout and the text of the rest of the truncated line.
    func tokenRuns(_ layout: TextLayout) -> [GlyphRun] {
        layout.lines.flatMap(\.runs).filter(\.isTruncationToken)
    }

    @Test(
        "end, start and middle put exactly one token at the right place and never overflow",
        arguments: [TruncationType.end, .start, .middle])
    func oneToken(_ type: TruncationType) throws {
        let result = truncated(text, type: type)
        #expect(result.isTruncated)
        #expect(result.rowCount == 2)
        let truncation = try #require(result.truncation)
        let line = try #require(result.truncatedLine)
        #expect(line == result.lines.last)
        let tokens = tokenRuns(result)
        #expect(tokens.count == 1)
        #expect(tokens[0].glyphCount == 1)
        #expect(line.origin.x + line.width <= 200.001)
        for run in line.runs { #expect(run.x + run.width <= 200.001) }
        let runs = line.runs
        let tokenIndex = try #require(runs.firstIndex { $0.isTruncationToken })
        switch type {
        case .end: #expect(tokenIndex == runs.count - 1)
        case .start: #expect(tokenIndex == 0)
        default: #expect(tokenIndex > 0 && tokenIndex < runs.count - 1)
        }
        #expect(abs(truncation.tokenFrame.minX - tokens[0].x) < 1e-9)
        #expect(truncation.elidedRange == tokens[0].range)
        if type == .end {
            #expect(result.visibleRange == 0..<truncation.elidedRange.lowerBound)
        } else {
            #expect(result.visibleRange.upperBound == utf16Length(text))
        }
    }

    @Test("the last line is refilled to its full width before the cut")
    func refill() throws {
        let result = truncated(text, type: .end)
        let line = try #require(result.truncatedLine)
        #expect(line.width > 200 - 30, "refilled, not the short untruncated line plus a token")
    }

    @Test("a custom token is used, styled as given, once")
    func customToken() throws {
        var token = AttributedText("… more")
        token.font = Font(size: 16, weight: .bold)
        let result = truncated(text, type: .end, token: token)
        let tokens = tokenRuns(result)
        #expect(tokens.count == 1)
        #expect(tokens[0].face.style == "Bold")
        #expect(tokens[0].glyphCount == 6)
        let line = try #require(result.truncatedLine)
        #expect(line.origin.x + line.width <= 200.001)
    }

    @Test("the default token takes the attributes of the last visible character")
    func defaultTokenStyle() throws {
        var attributed = AttributedText(text)
        attributed.font = Font(size: 20, weight: .bold)
        var container = TextContainer(width: 200)
        container.maximumNumberOfRows = 1
        container.truncationType = .end
        let result = TextLayout(container: container, text: attributed)
        let token = try #require(result.lines.last?.runs.last)
        #expect(token.isTruncationToken && token.face.style == "Bold" && token.font.size == 20)
    }

    @Test("a centred truncated line is re-centred; RTL puts the end token on the left")
    func realign() throws {
        let centred = truncated(text, type: .end, rows: 1, style: paragraphStyle { $0.alignment = .center })
        let line = try #require(centred.truncatedLine)
        #expect(abs(line.origin.x - (200 - line.origin.x - line.width)) < 0.01)
        let hebrew = "שלום עולם זהו טקסט בעברית שצריך להישבר לכמה שורות בתוך המיכל הזה"
        let rtl = truncated(hebrew, type: .end, rows: 1)
        let rtlLine = try #require(rtl.truncatedLine)
        #expect(rtlLine.runs.first?.isTruncationToken == true, "the end of an RTL line is its left")
        #expect(abs(rtlLine.origin.x + rtlLine.width - 200) < 0.01, "still right aligned")
        let start = truncated(hebrew, type: .start, rows: 1)
        #expect(start.truncatedLine?.runs.last?.isTruncationToken == true)
    }

    @Test("height overflow truncates too, and a token wider than the line is cut to fit")
    func heightOverflow() throws {
        var container = TextContainer(size: Size(width: 200, height: 50))
        container.truncationType = .end
        let result = layout(text, container)
        #expect(result.rowCount == 2)
        #expect(result.truncation != nil)
        #expect(result.textBoundingSize.height <= 50)
        var tiny = TextContainer(width: 30)
        tiny.maximumNumberOfRows = 1
        tiny.truncationType = .end
        tiny.truncationToken = AttributedText("[read the rest]")
        let cut = layout(text, tiny)
        for run in cut.lines.flatMap(\.runs) { #expect(run.x + run.width <= 30.001) }
    }

    @Test("no truncation type: text stops after the last whole row, flagged, no token")
    func noToken() {
        let result = truncated(text, type: .none)
        #expect(result.isTruncated)
        #expect(result.truncation == nil && result.truncatedLine == nil)
        #expect(result.visibleRange == 0..<result.lines[1].range.upperBound)
    }

    @Test("text that fits is not truncated, even with a row limit")
    func fits() {
        let result = truncated("short", type: .end)
        #expect(!result.isTruncated && result.truncation == nil)
        #expect(result.visibleRange == 0..<5)
    }

    @Test("a hard newline after the last visible line still gets a token")
    func newlineAfterLastRow() throws {
        let result = truncated("first line\nsecond line", type: .end, rows: 1)
        let line = try #require(result.truncatedLine)
        #expect(line.runs.last?.isTruncationToken == true)
        #expect(line.range == 0..<10)
        #expect(result.visibleRange == 0..<11, "the first paragraph is shown to its end, separator included")
    }
}
