import RichText
import Testing

@Suite("Containers: insets, paths, exclusion paths")
struct ContainerTests {
    let lorem = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 12)

    @Test("a circle exclusion in 300×300: two lines in the rows it crosses, no glyph in it, text below it")
    func circleExclusion() {
        let circle = Rect(x: 100, y: 80, width: 100, height: 100)
        var container = TextContainer(size: Size(width: 300, height: 300))
        container.exclusionPaths = [BezierPath(ellipseIn: circle)]
        let result = layout(lorem, container)
        let center = Point(x: circle.midX, y: circle.midY)
        let radius = circle.width / 2
        var crossingRows = Set<Int>()
        for line in result.lines where line.rowBottom > circle.minY && line.rowTop < circle.maxY {
            crossingRows.insert(line.row)
        }
        #expect(crossingRows.count >= 3)
        for row in crossingRows {
            let lines = result.lines.filter { $0.row == row }
            #expect(lines.count == 2, "row \(row) crosses the circle")
            #expect(lines[0].origin.x + lines[0].width <= center.x)
            #expect(lines[1].origin.x >= center.x)
        }
        for box in result.glyphBoxes where box.width > 0 {
            let nearestX = min(max(center.x, box.minX), box.maxX)
            let nearestY = min(max(center.y, box.minY), box.maxY)
            let distance =
                ((nearestX - center.x) * (nearestX - center.x) + (nearestY - center.y) * (nearestY - center.y))
                .squareRoot()
            #expect(distance >= radius - 0.5, "glyph box \(box) enters the circle")
        }
        #expect(result.lines.contains { $0.rowTop >= circle.maxY && $0.width > 200 }, "full-width lines continue below")
        #expect(result.rowCount < result.lines.count)
        for line in result.lines { #expect(line.rowBottom <= 300.001) }
    }

    @Test("a triangle path: line widths follow the triangle")
    func trianglePath() {
        var container = TextContainer()
        container.path = BezierPath(polygon: [Point(x: 150, y: 0), Point(x: 300, y: 260), Point(x: 0, y: 260)])
        let result = layout(lorem, container)
        #expect(result.lines.count > 5)
        var previousSpan = 0.0
        for line in result.lines {
            // The triangle's width at the top of the band bounds the line.
            let available = line.rowTop / 260 * 300
            #expect(line.width <= available + 0.01, "line \(line.index) at y \(line.rowTop)")
            #expect(line.origin.x >= 150 - line.rowTop / 260 * 150 - 0.01)
            #expect(available >= previousSpan)
            previousSpan = available
            #expect(line.rowBottom <= 260.001)
        }
        let widths = result.lines.map(\.width)
        #expect(widths.last! > widths.first! * 2, "lower lines are wider")
        #expect(result.isTruncated, "the triangle cannot hold all the text")
    }

    @Test("insets move the text and grow the bounding size")
    func insets() throws {
        let container = TextContainer(
            size: Size(width: 300, height: .infinity), insets: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        let result = layout("Hello world", container)
        let line = try #require(result.lines.first)
        #expect(line.origin.x == 20)
        #expect(line.rowTop == 10)
        #expect(result.textBoundingSize.height == (line.rowBottom + 30).rounded(.up))
        #expect(result.textBoundingSize.width == (20 + line.width + 40).rounded(.up))
        let narrow = layout(lorem, container)
        for line in narrow.lines { #expect(line.origin.x >= 20 && line.origin.x + line.width <= 260.001) }
    }

    @Test("a band with several free spans fills them in order; RTL fills right to left")
    func rtlSpans() {
        var container = TextContainer(size: Size(width: 300, height: 200))
        container.exclusionPaths = [BezierPath(rect: Rect(x: 140, y: 0, width: 20, height: 200))]
        let arabic = String(repeating: "مرحبا بالعالم ", count: 10)
        let result = layout(arabic, container)
        let rowZero = result.lines.filter { $0.row == 0 }
        #expect(rowZero.count == 2)
        #expect(rowZero[0].origin.x > 150, "the first line of an RTL paragraph takes the right span")
        #expect(rowZero[1].origin.x + rowZero[1].width <= 140.001)
    }

    @Test("invalid geometry is clamped by the documented rules, never a crash")
    func invalidGeometry() {
        let bad = TextContainer(
            size: Size(width: .nan, height: -5), insets: EdgeInsets(top: .nan, left: -3, bottom: .infinity, right: 2),
            exclusionPaths: [BezierPath(rect: Rect(x: .nan, y: 0, width: 10, height: 10))], pathLineWidth: -1,
            maximumNumberOfRows: -2)
        let normalized = bad.normalized
        #expect(normalized.size == Size(width: 0, height: 0))
        #expect(normalized.insets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(normalized.exclusionPaths.isEmpty)
        #expect(normalized.pathLineWidth == 0 && normalized.maximumNumberOfRows == 0)
        _ = layout("text", bad)
        var infinitePath = TextContainer()
        infinitePath.path = BezierPath(polygon: [Point(x: 0, y: 0), Point(x: .infinity, y: 0), Point(x: 0, y: 10)])
        #expect(infinitePath.normalized.path == nil)
        #expect(layout("text", infinitePath).lines.count == 1)
        // Finite but huge coordinates (they gave infinite and NaN line positions) are
        // dropped too; 1e12 itself is kept.
        for huge in [1e308, 9e307, 1e13] {
            var hugePath = TextContainer(width: 300)
            hugePath.path = BezierPath(polygon: [Point(x: 0, y: 0), Point(x: huge, y: 0), Point(x: 0, y: 300)])
            hugePath.exclusionPaths = [BezierPath(ellipseIn: Rect(x: 0, y: 0, width: huge, height: 100))]
            #expect(hugePath.normalized.path == nil && hugePath.normalized.exclusionPaths.isEmpty, "\(huge)")
            let lines = layout("The quick brown fox", hugePath).lines
            #expect(lines.allSatisfy { $0.origin.x.isFinite && $0.width.isFinite && $0.width <= 300 }, "\(huge)")
        }
        var largest = TextContainer()
        largest.path = BezierPath(polygon: [Point(x: 0, y: 0), Point(x: 1e12, y: 0), Point(x: 0, y: 300)])
        #expect(largest.normalized.path != nil)
    }

    @Test("an exclusion covering the whole width pushes the text below it")
    func fullWidthExclusion() throws {
        var container = TextContainer(size: Size(width: 200, height: .infinity))
        container.exclusionPaths = [BezierPath(rect: Rect(x: -10, y: 0, width: 220, height: 50))]
        let first = try #require(layout("Hello", container).lines.first)
        #expect(first.rowTop >= 50)
    }

    @Test("a cluster wider than an unbounded container with exclusions is forced below them, not at infinity")
    func wideClusterBelowExclusions() throws {
        // A reviewer's random input: the line was placed at y = ∞ (a debug build stopped on
        // the invariant check), whether the exclusion met the frame or not.
        for exclusion in [Rect(x: 7.8, y: 87, width: 5, height: 130), Rect(x: 0, y: 10, width: 3, height: 40)] {
            var container = TextContainer(size: Size(width: 5, height: .infinity))
            container.exclusionPaths = [BezierPath(rect: exclusion)]
            for text in ["h", "hello world", "中文"] {
                let result = layout(text, container)
                #expect(!result.lines.isEmpty, "\(text)")
                for line in result.lines {
                    #expect(line.rowTop.isFinite && line.baseline.isFinite, "\(text): \(line.rowTop)")
                    if exclusion.minX < 5 {
                        #expect(line.rowTop >= exclusion.maxY, "\(text): forced only where the exclusion ends")
                    }
                }
                #expect(result.textBoundingSize.height.isFinite && result.textBoundingSize.width.isFinite)
                #expect(result.visibleRange.upperBound == text.utf16.count, "\(text): nothing lost")
            }
        }
    }

    @Test("several containers continue the text where the previous one stopped")
    func severalContainers() {
        var text = AttributedText(lorem)
        text.font = .default
        let page = TextContainer(size: Size(width: 200, height: 100))
        let layouts = TextLayout.layouts(containers: [page, page, page, page, page, page, page, page], text: text)
        var expected = 0
        for layout in layouts where !layout.lines.isEmpty {
            #expect(layout.visibleRange.lowerBound == expected)
            #expect(layout.lines[0].range.lowerBound == expected)
            expected = layout.visibleRange.upperBound
        }
        #expect(layouts.first?.isTruncated == true)
        #expect(expected > utf16Length(lorem) / 2)
    }
}
