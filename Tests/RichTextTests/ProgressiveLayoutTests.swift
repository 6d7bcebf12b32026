import Testing

@testable import RichText

/// `TextLayout(container:text:)` shapes and lays out a long text a batch of paragraphs at
/// a time (`ShapedText.Progressive`, `LayoutEngine.run(shaping:container:)`). These tests
/// hold it to the two-step path (shape everything, then lay out) on texts of several
/// batches: the same lines, runs, sizes and truncation, and a whole shaped text even when
/// the layout stops early.
@Suite("Progressive layout")
struct ProgressiveLayoutTests {
    /// About 60 KB of corpus paragraphs in five scripts, with LF, CRLF, blank lines,
    /// U+2029, tabs, and paragraph styles (spacing, alignment, right to left) on some.
    static func longText() throws -> AttributedText {
        var lines: [String] = []
        for language in ["en", "ar", "hi", "ja", "de"] { lines += try corpusLines(language) }
        let separators = ["\n", "\r\n", "\n\n", "\u{2029}", "\n"]
        var string = ""
        var index = 0
        while string.utf16.count < 60_000 {
            let line = lines[index % lines.count]
            string += (index % 7 == 3 ? "\t" : "") + line + separators[index % separators.count]
            index += 1
        }
        var text = AttributedText(string)
        var style = ParagraphStyle()
        style.paragraphSpacing = 6
        style.paragraphSpacingBefore = 2
        style.alignment = .justified
        text.setAttribute(\.paragraphStyle, style, range: 20_000..<32_000)
        var rightToLeft = ParagraphStyle()
        rightToLeft.baseWritingDirection = .rightToLeft
        text.setAttribute(\.paragraphStyle, rightToLeft, range: 40_000..<41_000)
        return text
    }

    /// The first paragraph of each batch after the first, as `Progressive` cuts `text`.
    static func batchStarts(of text: AttributedText) -> [Int] {
        var progressive = ShapedText.Progressive(text, context: .default, direction: nil)
        var starts: [Int] = []
        while progressive.shapeNextBatch() {
            if !progressive.isComplete { starts.append(progressive.shapedCount) }
        }
        return starts
    }

    /// The progressive layout and the two-step one of `text` in `container`.
    static func bothWays(_ text: AttributedText, _ container: TextContainer) -> (TextLayout, TextLayout) {
        (
            TextLayout(container: container, text: text),
            TextLayout(container: container, shapedText: ShapedText(text))
        )
    }

    /// Whether two shaped texts hold the same paragraphs, runs and glyphs.
    static func sameShaping(_ a: ShapedText, _ b: ShapedText) -> Bool {
        guard a.paragraphs.count == b.paragraphs.count, a.widths.count == b.widths.count else { return false }
        for (x, y) in zip(a.paragraphs, b.paragraphs) {
            guard x.range == y.range, x.runs.count == y.runs.count, x.glyphs.ids == y.glyphs.ids,
                x.glyphs.advances == y.glyphs.advances, x.glyphs.clusters == y.glyphs.clusters
            else { return false }
        }
        return zip(a.widths, b.widths).allSatisfy { $0.prefix == $1.prefix && $0.unsafeCuts == $1.unsafeCuts }
    }

    @Test("the text spans several batches")
    func severalBatches() throws {
        let starts = Self.batchStarts(of: try Self.longText())
        #expect(starts.count >= 5)
        #expect(starts == starts.sorted())
    }

    @Test("a plain container: the same layout and shaped text as shaping first")
    func plain() throws {
        let text = try Self.longText()
        let (progressive, twoStep) = Self.bothWays(text, TextContainer(width: 300))
        #expect(progressive.lineCount > 500)
        #expect(progressive.dump() == twoStep.dump())
        #expect(Self.sameShaping(progressive.shapedText, twoStep.shapedText))
    }

    @Test("a row limit that stops right at a batch's first paragraph truncates the line before it")
    func rowLimitAtBatchStart() throws {
        let text = try Self.longText()
        let starts = Self.batchStarts(of: text)
        let whole = TextLayout(container: TextContainer(width: 300), text: text)
        for start in starts.prefix(3) {
            let firstOffset = whole.shapedText.paragraphs[start].range.lowerBound
            // The rows of every paragraph before the batch: the limit is reached exactly there.
            let rows = Set(whole.lines.filter { $0.range.lowerBound < firstOffset }.map(\.row)).count
            for truncation in [TruncationType.end, .none] {
                var container = TextContainer(width: 300)
                container.maximumNumberOfRows = rows
                container.truncationType = truncation
                let (progressive, twoStep) = Self.bothWays(text, container)
                #expect(progressive.isTruncated)
                #expect(progressive.rowCount == rows)
                #expect((progressive.truncation != nil) == (truncation == .end))
                #expect(progressive.dump() == twoStep.dump())
                #expect(Self.sameShaping(progressive.shapedText, twoStep.shapedText))
            }
        }
    }

    @Test("row limits, heights and exclusions anywhere in the text give the same layout")
    func limitsAndShapes() throws {
        let text = try Self.longText()
        var containers: [TextContainer] = []
        for rows in [1, 7, 333, 1_000] {
            var container = TextContainer(width: 250)
            container.maximumNumberOfRows = rows
            container.truncationType = .middle
            containers.append(container)
        }
        for height in [40.0, 5_000, 12_345] {
            var container = TextContainer(size: Size(width: 320, height: height))
            container.truncationType = .end
            containers.append(container)
        }
        var excluded = TextContainer(size: Size(width: 300, height: 20_000))
        excluded.exclusionPaths = [BezierPath(rect: Rect(x: 120, y: 0, width: 40, height: 15_000))]
        containers.append(excluded)
        for container in containers {
            let (progressive, twoStep) = Self.bothWays(text, container)
            #expect(progressive.dump() == twoStep.dump())
            #expect(progressive.visibleRange == twoStep.visibleRange)
            #expect(Self.sameShaping(progressive.shapedText, twoStep.shapedText))
        }
    }

    @Test("the next page starts where a progressive layout stopped, from its whole shaped text")
    func nextPage() throws {
        let text = try Self.longText()
        let page = TextContainer(size: Size(width: 300, height: 3_000))
        let first = TextLayout(container: page, text: text)
        #expect(first.visibleRange.upperBound < text.length)
        let next = TextLayout(container: page, shapedText: first.shapedText, start: first.visibleRange.upperBound)
        let reference = TextLayout(
            container: page, shapedText: ShapedText(text), start: first.visibleRange.upperBound)
        #expect(next.lineCount > 0)
        #expect(next.dump() == reference.dump())
    }

    @Test("a long layout keeps little spare room in its arrays, also with a row limit or blank lines first")
    func spareCapacity() throws {
        let text = try Self.longText()
        let layout = TextLayout(container: TextContainer(width: 300), text: text)
        let storage = layout.storage
        #expect(storage.lines.count > 500)
        // Reserved from the rate of the first batches (plus a sixteenth), not by doubling.
        #expect(storage.lines.capacity <= storage.lines.count + storage.lines.count / 3)
        #expect(storage.runs.capacity <= storage.runs.count + storage.runs.count / 2)
        // A row limit past the first batch: the arrays double instead (the rest of the
        // text may never be laid out) and keep at most twice what was placed.
        var limited = TextContainer(width: 300)
        limited.maximumNumberOfRows = 400
        let short = TextLayout(container: limited, text: text)
        #expect(short.lineCount == 400)
        #expect(short.storage.lines.capacity <= 2 * 400 + 16)
        // A first batch of blank lines predicts far more lines than the prose after it has.
        let sparse = TextLayout(
            container: TextContainer(width: 300),
            text: AttributedText(String(repeating: "\n", count: 9_000) + text.string.prefix(40_000)))
        #expect(sparse.lineCount > 9_000)
        #expect(sparse.storage.lines.capacity <= 2 * sparse.storage.lines.count + 16)
        #expect(sparse.storage.runs.capacity <= 2 * sparse.storage.runs.count + 16)
    }

    @Test("the whole-text estimate is bounded: half a batch to go by, at most eightfold, at least a quarter more")
    func reservationBounds() {
        let batch = ShapedText.Progressive.batchUnits
        // A short first line before a long paragraph of many runs: no extrapolation from 6 units.
        #expect(LayoutEngine.capacity(for: 1_001, now: 0, covered: 6, of: 1_000_000) == 1_001)
        #expect(LayoutEngine.capacity(for: 1_001, now: 800, covered: 6, of: 1_000_000) == 1_600)
        // Enough text to go by: the whole text's share, at most eightfold.
        #expect(LayoutEngine.capacity(for: 100, now: 0, covered: batch, of: 2 * batch) == 212)
        #expect(LayoutEngine.capacity(for: 100, now: 0, covered: batch, of: 1_000 * batch) == 800)
        // Never less than a quarter more than the array has.
        #expect(LayoutEngine.capacity(for: 1_001, now: 1_000, covered: 15 * batch, of: 16 * batch) == 1_250)
        // An array with room already keeps it (only the other one grows).
        #expect(LayoutEngine.capacity(for: 900, now: 1_000, covered: batch, of: 4 * batch) == 1_000)
        // Extrapolation not wanted (the container may stop early): doubling.
        #expect(LayoutEngine.capacity(for: 1_001, now: 1_000, covered: 0, of: 16 * batch) == 2_000)
    }

    @Test("a hard break before a long paragraph of many runs, at unbounded width: the same layout, little spare room")
    func manyRunsAfterAShortLine() {
        var text = AttributedText("Note:\u{2028}")
        var bold = TextAttributes()
        bold.font = Font.default.with(weight: .bold)
        for index in 0..<1_200 {
            text.append(AttributedText("word\(index) ", attributes: index % 2 == 0 ? bold : TextAttributes()))
        }
        text.append(AttributedText("\n" + String(repeating: "plain prose after it. ", count: 3_000)))
        let (progressive, twoStep) = Self.bothWays(text, TextContainer())
        #expect(progressive.dump() == twoStep.dump())
        #expect(progressive.storage.runs.count > 1_000)
        #expect(progressive.storage.runs.capacity <= 2 * progressive.storage.runs.count + 16)
    }

    @Test("short texts: one batch, the same layout")
    func shortTexts() {
        for string in ["", "\n", "a", "one\r\ntwo\n\nthree", String(repeating: "word ", count: 3_000)] {
            let (progressive, twoStep) = Self.bothWays(AttributedText(string), TextContainer(width: 120))
            #expect(progressive.dump() == twoStep.dump())
            #expect(Self.sameShaping(progressive.shapedText, twoStep.shapedText))
        }
    }
}
