import Foundation
import RichText
import Testing

/// Bugs the fuzzers (`make fuzz`, Fuzz/) found, one test each, named after the bug.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("negative letter spacing larger than a cluster's advance made lines of negative width")
    func negativeLetterSpacingNeverGivesNegativeWidths() {
        var text = AttributedText("Unmount all mounts")
        text.font = Font(size: 8)
        text.setLetterSpacing(-6, range: 0..<text.length)
        let result = TextLayout(container: TextContainer(width: 80), text: text)
        #expect(!result.lines.isEmpty)
        for line in result.lines {
            #expect(line.width >= 0, "line \(line.range) is \(line.width) wide")
            for run in line.runs {
                #expect(run.width >= 0, "run \(run.range) is \(run.width) wide")
                // The pen never moves back at a cluster's end.
                var clusterEnds: [Int: Double] = [:]
                var pen = 0.0
                for (cluster, advance) in zip(run.clusters, run.advances) {
                    pen += advance
                    clusterEnds[cluster] = pen
                }
                let ends = clusterEnds.values.sorted()
                #expect(
                    ends == clusterEnds.sorted { $0.key < $1.key }.map(\.value)
                        || ends == clusterEnds.sorted { $0.key > $1.key }.map(\.value))
            }
        }
        #expect(result.textBoundingRect.width >= 0)
    }

    @Test("insets wider than the container gave selection and block border rects of negative width")
    func insetsWiderThanTheContainerGiveNoNegativeRects() {
        var text = AttributedText("Q: What do you say to a New Yorker with a job?")
        text.setAttribute(\.blockBorder, TextBorder(strokeWidth: 1), range: 0..<text.length)
        let container = TextContainer(size: Size(width: 47.5, height: 1000), insets: EdgeInsets(all: 200))
        let result = TextLayout(container: container, text: text)
        #expect(result.rowCount > 1)
        let selection = result.selectionRects(for: 0..<text.length)
        #expect(!selection.isEmpty)
        for piece in selection {
            #expect(piece.rect.width >= 0 && piece.rect.height >= 0, "selection rect \(piece.rect)")
        }
        let blocks = result.blockBorderRects()
        #expect(!blocks.isEmpty)
        for block in blocks { #expect(block.rect.width >= 0, "block border rect \(block.rect)") }
    }

    @Test(
        "a line wider than its span was centred or right-aligned off the container's start edge; it is start-aligned",
        arguments: [TextAlignment.center, .right, .justified])
    func overflowingLinesAreStartAligned(_ alignment: TextAlignment) {
        let clip = layout(
            "GtkPackType whether the child is packed", TextContainer(width: 150),
            style: paragraphStyle {
                $0.lineBreakMode = .clip
                $0.alignment = alignment
            })
        #expect(clip.lines.count == 1)
        #expect(clip.lines[0].width > 150)
        #expect(clip.lines[0].origin.x == 0, "a clipped line starts at the left edge")
        let wide = layout(
            "漢", TextContainer(size: Size(width: 30, height: 100), insets: EdgeInsets(left: 5)),
            style: paragraphStyle { $0.alignment = alignment }, font: Font(size: 40))
        #expect(wide.lines[0].width > 25)
        #expect(wide.lines[0].origin.x == 5, "a cluster wider than the line starts at the left inset")
        let rightToLeft = layout(
            "مؤشر لما إذا سيحزم الإبن بمرجع لبداية", TextContainer(width: 100),
            style: paragraphStyle {
                $0.lineBreakMode = .clip
                $0.alignment = alignment == .right ? .left : alignment
            })
        let line = rightToLeft.lines[0]
        #expect(line.width > 100)
        #expect(abs(line.origin.x + line.width - 100) < 0.001, "a right-to-left line overflows to the left")
    }

    @Test("a line wholly inside a binding gave caret positions inside the binding")
    func caretsNeverLandInsideABindingSplitAcrossLines() {
        var text = AttributedText("ab @a-very-long-mention cd")
        text.paragraphStyle = paragraphStyle { $0.lineBreakMode = .charWrap }
        let binding = 3..<23
        text.setAttribute(\.binding, TextBinding(), range: binding)
        let bound = TextLayout(container: width(30), text: text)
        #expect(
            bound.lines.contains {
                $0.range.lowerBound > binding.lowerBound && $0.range.upperBound < binding.upperBound
            })
        func isInside(_ offset: Int) -> Bool { offset > binding.lowerBound && offset < binding.upperBound }
        for line in bound.lines {
            let point = Point(x: line.origin.x + line.width / 2, y: (line.rowTop + line.rowBottom) / 2)
            let closest = bound.closestPosition(to: point)
            #expect(
                closest.map { !isInside($0.offset) } == true,
                "closestPosition on line \(line.range): \(String(describing: closest))")
        }
        for direction in [CaretDirection.right, .left, .down, .up] {
            var position = TextPosition(offset: direction == .right || direction == .down ? 0 : text.length)
            for _ in 0..<text.length {
                guard let next = bound.position(from: position, direction: direction), next != position else { break }
                #expect(!isInside(next.offset), "moving \(direction) from \(position) gave \(next)")
                position = next
            }
        }
    }

    @Test(
        "a selection over lines that overflow the frame gave rects of negative width, or cut the overflowing glyphs",
        arguments: ["مرحبا بالعالم", "漢字かな"])
    func selectionRectsCoverOverflowingLines(_ string: String) {
        let container = TextContainer(size: Size(width: 0, height: .infinity), insets: EdgeInsets(all: 8))
        let result = layout(string, container)
        #expect(result.rowCount > 2)
        let range = 0..<result.text.length
        let selection = result.selectionRects(for: range)
        #expect(!selection.isEmpty)
        for piece in selection { #expect(piece.rect.width >= 0, "selection rect \(piece.rect)") }
        // Every selected glyph box lies inside the selection's rects of its row.
        for rect in result.rects(for: range) {
            let covering = selection.filter {
                !$0.containsStart && !$0.containsEnd && $0.rect.minY <= rect.midY && rect.midY <= $0.rect.maxY
            }
            let minX = covering.map(\.rect.minX).min() ?? .infinity
            let maxX = covering.map(\.rect.maxX).max() ?? -.infinity
            #expect(
                minX <= rect.minX + 0.001 && rect.maxX <= maxX + 0.001,
                "\(rect) is not inside the selection \(minX)...\(maxX)")
        }
    }

    @Test("a HarfBuzz cluster boundary inside a grapheme cluster (क्|या) gave carets and hit ranges inside it")
    func caretsNeverSplitAGraphemeClusterThatHarfBuzzSplits() {
        let result = layout("क्या", width(300))
        let boundaries = result.shapedText.paragraphs[0].analysis.graphemeClusterBoundaries
        #expect(boundaries == [4], "ICU makes क्या one grapheme cluster")
        let line = result.lines[0]
        let y = (line.rowTop + line.rowBottom) / 2
        for step in 0...20 {
            let point = Point(x: line.origin.x + line.width * Double(step) / 20, y: y)
            let position = result.closestPosition(to: point)
            #expect(
                position?.offset == 0 || position?.offset == 4,
                "closestPosition(to: \(point)) = \(String(describing: position))")
            if let range = result.textRange(at: point) { #expect(range == 0..<4, "textRange(at: \(point)) = \(range)") }
        }
        #expect(result.position(from: TextPosition(offset: 0), direction: .right)?.offset == 4)
    }

    @Test("a page that ended at a paragraph's end made the next page start with an empty line")
    func theNextPageStartsWithTheNextParagraph() {
        var text = AttributedText("First paragraph\nSecond paragraph\n\nFourth")
        text.font = .default
        let page = TextContainer(size: Size(width: 300, height: 25))
        let pages = TextLayout.layouts(containers: [page, page, page, page], text: text)
        #expect(pages[0].lines.map(\.range) == [0..<15])
        #expect(pages[0].visibleRange == 0..<16, "the shown paragraph's separator is shown too")
        #expect(pages[1].lines.map(\.range) == [16..<32])
        #expect(pages[2].lines.map(\.range) == [33..<33], "the empty third paragraph, once")
        #expect(pages[3].lines.map(\.range) == [34..<40])
        #expect(pages[3].visibleRange.upperBound == text.length && !pages[3].isTruncated)
    }

    @Test(
        "a page whose truncated last line ended its paragraph made the next page start with an empty line",
        arguments: [TruncationType.start, .middle, .end])
    func theNextPageAfterATruncatedParagraphStartsWithTheNextParagraph(_ type: TruncationType) {
        var text = AttributedText("A first paragraph that is too long for one row\nSecond")
        text.font = .default
        var page = TextContainer(width: 150)
        page.maximumNumberOfRows = 1
        page.truncationType = type
        let pages = TextLayout.layouts(containers: [page, page], text: text)
        #expect(pages[0].isTruncated)
        if type != .end {
            #expect(pages[0].visibleRange == 0..<47)
            #expect(pages[1].lines.first?.range == 47..<53)
        }
        #expect(pages[1].lines.allSatisfy { !$0.range.isEmpty }, "no empty line on the second page")
    }

    @Test("a grapheme cluster whose characters had different bidi levels (U+0604 + a neutral) was drawn in two pieces")
    func aGraphemeClusterIsNeverReorderedApart() {
        let string = "ب \u{0604}\u{FFFD}\u{FFFD}داية"
        let result = layout(string, width(1000), font: Font(size: 40))
        let boundaries = Set([0] + result.shapedText.paragraphs[0].analysis.graphemeClusterBoundaries)
        #expect(!boundaries.contains(3), "U+0604 prepends to the character after it")
        for run in result.lines.flatMap(\.runs) {
            #expect(
                boundaries.contains(run.range.lowerBound) && boundaries.contains(run.range.upperBound),
                "run \(run.range) splits a grapheme cluster")
        }
        let line = result.lines[0]
        for step in 0...40 {
            let point = Point(x: line.origin.x + line.width * Double(step) / 40, y: line.baseline)
            if let range = result.textRange(at: point) {
                #expect(boundaries.contains(range.lowerBound) && boundaries.contains(range.upperBound), "\(range)")
            }
        }
    }

    @Test("moving down from the last row of a layout truncated inside a binding put the caret inside the binding")
    func movingPastTheLastRowNeverLandsInsideABinding() {
        var text = AttributedText("Short intro @a-mention-that-runs-on-past-the-cut and more text after it")
        let binding = 12..<48
        text.setAttribute(\.binding, TextBinding(), range: binding)
        var container = TextContainer(width: 150)
        container.maximumNumberOfRows = 1
        container.truncationType = .end
        let result = TextLayout(container: container, text: text)
        #expect(result.isTruncated)
        #expect(
            result.visibleRange.upperBound > binding.lowerBound && result.visibleRange.upperBound < binding.upperBound,
            "the visible text ends inside the binding")
        for start in [0, 12, text.length] {
            for direction in CaretDirection.allCases {
                if let moved = result.position(from: TextPosition(offset: start), direction: direction) {
                    #expect(
                        !(moved.offset > binding.lowerBound && moved.offset < binding.upperBound),
                        "moving \(direction) from \(start) gave \(moved)")
                }
            }
        }
    }

    @Test("a Thai vowel mark after a letter of another script (踚ุ) got a line break before it")
    func noLineBreakBeforeAThaiMarkOnAnotherScriptsLetter() {
        for string in ["a踚ุb", "ตัว踚ุคคล", "x\u{0E34}\u{0E48}y"] {
            let analysis = TextAnalysis(AttributedText(string)).paragraphs[0]
            let graphemes = Set(analysis.graphemeClusterBoundaries)
            for opportunity in analysis.lineBreakOpportunities {
                #expect(
                    graphemes.contains(opportunity.offset),
                    "\(string): a break at \(opportunity.offset) splits a cluster")
            }
        }
        let narrow = layout("ยืนยันตัว踚ุคคลเพื่อ", TextContainer(width: 40))
        let boundaries = Set([0] + narrow.shapedText.paragraphs[0].analysis.graphemeClusterBoundaries)
        for line in narrow.lines {
            #expect(
                boundaries.contains(line.range.lowerBound) && boundaries.contains(line.range.upperBound),
                "\(line.range)")
        }
    }

    @Test("the first line of a right-to-left paragraph after a left-to-right one was taken for left to right")
    func aParagraphsFirstLineHasItsOwnDirection() throws {
        let result = layout("Hello\nمرحبا بالعالم\nWorld", width(300))
        #expect(result.lines.map(\.range) == [0..<5, 6..<19, 20..<25])
        // Right from the right edge of a right-to-left line goes back to the line before.
        #expect(result.position(from: TextPosition(offset: 6), direction: .right)?.offset == 5)
        let middle = try #require(
            result.selectionRects(for: 0..<25).first { $0.rect.minY == result.lines[1].rowTop && !$0.containsStart })
        #expect(middle.isRightToLeft, "the selection's middle row is right to left")
    }

    @Test("an indent wider than the container (a deep markdown list) put lines and the token outside it")
    func indentsNeverPushLinesOutOfTheContainer() {
        var container = TextContainer(width: 120)
        container.maximumNumberOfRows = 2
        container.truncationType = .end
        let deep = layout(
            "deep list item text that goes on and on", container,
            style: paragraphStyle {
                $0.firstLineHeadIndent = 192
                $0.headIndent = 192
            })
        #expect(deep.isTruncated)
        for line in deep.lines { #expect(line.origin.x <= 120, "line \(line.range) starts at \(line.origin.x)") }
        let token = deep.truncation?.tokenFrame
        #expect(token.map { $0.minX >= 0 && $0.maxX <= 120 } == true, "token frame \(String(describing: token))")
        let outdented = layout(
            "hanging text that wraps onto a second line", width(120),
            style: paragraphStyle { $0.firstLineHeadIndent = -30 })
        for line in outdented.lines { #expect(line.origin.x >= 0, "line \(line.range) starts at \(line.origin.x)") }
    }

    @Test("a line broke between a space and a combining mark after it, inside their grapheme cluster")
    func noLineBreakBetweenASpaceAndItsMark() {
        let string = "अवैध एस्केप ैं and more words"
        let analysis = TextAnalysis(AttributedText(string)).paragraphs[0]
        let graphemes = Set(analysis.graphemeClusterBoundaries)
        #expect(!graphemes.contains(12), "the space at 11 and the vowel sign at 12 are one cluster")
        #expect(analysis.lineBreakOpportunities.allSatisfy { graphemes.contains($0.offset) })
        let narrow = layout(string, width(60))
        for line in narrow.lines {
            #expect(graphemes.contains(line.range.upperBound), "line \(line.range) ends inside a cluster")
        }
    }

    @Test(
        "negative letter spacing gave caret and selection boxes outside their run (the pen moves back inside a cluster)",
        arguments: ["بِسْمِ اللَّهِ", "e\u{301}e\u{301} a\u{308}"])
    func clusterBoxesStayInsideTheirRun(_ string: String) {
        var text = AttributedText(string)
        text.font = Font(size: 12)
        text.setLetterSpacing(-30, range: 0..<text.length)
        let result = TextLayout(container: TextContainer(width: 300), text: text)
        for line in result.lines {
            let low = line.origin.x - line.trailingWhitespaceWidth - 0.001
            let high = line.origin.x + line.width + line.trailingWhitespaceWidth + 0.001
            for rect in result.rects(for: line.range) {
                #expect(rect.minX >= low && rect.maxX <= high, "\(rect) leaves line \(line.range) (\(low)...\(high))")
            }
        }
    }

    @Test(
        "a line ending in a prepended mark and a space (U+0600 + space, one cluster) gave a caret between them",
        arguments: ["abc \u{0600} def ghi jkl", "مرحبا \u{0600} بالعالم يا"])
    func caretsNeverSplitAClusterThatRuleL1Splits(_ string: String) {
        for width in stride(from: 30.0, through: 200, by: 10) {
            let result = layout(string, TextContainer(width: width))
            let boundaries = Set([0] + result.shapedText.paragraphs[0].analysis.graphemeClusterBoundaries)
            for line in result.lines {
                let y = (line.rowTop + line.rowBottom) / 2
                for step in 0...24 {
                    let point = Point(x: line.origin.x - 5 + (line.width + 10) * Double(step) / 24, y: y)
                    if let position = result.closestPosition(to: point) {
                        #expect(boundaries.contains(position.offset), "width \(width): caret at \(position.offset)")
                    }
                    if let range = result.textRange(at: point) {
                        #expect(
                            boundaries.contains(range.lowerBound) && boundaries.contains(range.upperBound),
                            "width \(width): \(range)")
                    }
                }
            }
        }
    }

    @Test("a damaged cmap listed characters it did not map, so fallback chose a face that shaped them as .notdef")
    func coverageAgreesWithTheCmap() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Fuzz/damaged-cmap.ttf")
        let context = try FontContext(bundledFonts: false)
        let faces = try context.addFont(bytes: [UInt8](try Data(contentsOf: file)), name: "damaged-cmap.ttf")
        for face in faces {
            for value in UInt32(0)..<0x10000 {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(face.covers(scalar) == (face.glyph(for: scalar) != nil), "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test("a damaged font's negative advance made a line of negative width")
    func aFontsNegativeAdvanceNeverGivesNegativeWidths() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Fuzz/negative-advance.ttf")
        let context = try FontContext(bundledFonts: false)
        let faces = try context.addFont(bytes: [UInt8](try Data(contentsOf: file)), name: "negative-advance.ttf")
        var text = AttributedText("Hello, world! 0123 ffi AV\tfi\nمرحبا שלום 你好")
        text.font = Font(family: faces[0].family, size: 16)
        let result = TextLayout(container: TextContainer(width: 200), text: text, context: context)
        #expect(!result.lines.isEmpty)
        for line in result.lines {
            #expect(line.width >= 0, "line \(line.range) is \(line.width) wide")
            for run in line.runs { #expect(run.width >= 0, "run \(run.range) is \(run.width) wide") }
        }
    }

    @Test("glyph positions in a container 2.2e109 points wide were at infinity (stored as floats)")
    func glyphPositionsStayFiniteInHugeContainers() {
        var text = AttributedText("خطا در نشانی act — 123")
        text.font = Font(size: 16)
        for width in [2.2e109, 1.9e15, 3e7] {
            let layout = TextLayout(container: TextContainer(width: width), text: text)
            #expect(!layout.lines.isEmpty)
            for line in layout.lines {
                for run in line.runs {
                    for position in run.positions {
                        #expect(position.x.isFinite && position.y.isFinite, "width \(width): \(position)")
                        #expect(position.x >= line.origin.x - 1 - abs(line.origin.x) * 1e-12, "width \(width)")
                    }
                }
            }
        }
    }

    @Test("end truncation trimmed the space of a prepended mark's cluster (U+0605 + space), cutting inside it")
    func truncationNeverCutsAPrependedCluster() {
        var text = AttributedText("GtkPackType مؤشر \u{FFFD}ل\u{FFFD}\u{0605} \u{FFFD}ต้องมียืนยัน act ة الأب")
        text.font = Font(size: 16)
        var container = TextContainer(width: 219)
        container.maximumNumberOfRows = 1
        container.truncationType = .end
        let layout = TextLayout(container: container, text: text)
        let boundaries = Set(ShapedText(text).paragraphs[0].analysis.graphemeClusterBoundaries + [0])
        #expect(layout.truncation != nil)
        for line in layout.lines {
            #expect(boundaries.contains(line.range.upperBound), "line \(line.range) ends inside a cluster")
            #expect(line.width <= 219 + 0.001)
        }
    }
}

