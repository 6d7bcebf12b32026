import RichText
import Testing

/// Where a line goes when the free space above it cannot hold it: past an axis-aligned
/// exclusion or path edge in one step, to exactly that edge, however tall the shape (the
/// line breaker used to step a quarter line at a time: 13.6 s below an exclusion 10^8
/// points tall, hours at 10^11, and each line a fraction of a step below the edge); beside
/// a slanted edge, a quarter line at a time, in longer steps after thousands of misses.
@Suite("Containers: passing tall exclusions")
struct ExclusionStepTests {
    func firstLine(_ container: TextContainer, _ text: String = "hello world") -> TextLine? {
        TextLayout(container: container, text: AttributedText(text)).lines.first
    }

    @Test(
        "below a full-width rectangle of any height, the first line's row starts at its bottom",
        arguments: [
            10, 50, 100.25, 10_000, 1e9, 1e11,
        ])
    func belowRectangle(bottom: Double) throws {
        var container = TextContainer(width: 400)
        container.exclusionPaths = [BezierPath(rect: Rect(x: 0, y: 0, width: 400, height: bottom))]
        let line = try #require(firstLine(container))
        #expect(line.rowTop == bottom)
    }

    @Test("a gap between two rectangles: taken when the line fits it exactly, else passed to the next edge")
    func gapBetweenRectangles() throws {
        let height = try #require(firstLine(TextContainer(width: 400))).rowBottom
        for (gap, expectedTop) in [(height, 50.0), (height - 0.5, 1e9)] {
            var container = TextContainer(width: 400)
            container.exclusionPaths = [
                BezierPath(rect: Rect(x: 0, y: 0, width: 400, height: 50)),
                BezierPath(rect: Rect(x: 0, y: 50 + gap, width: 400, height: 1e9 - 50 - gap)),
            ]
            let line = try #require(firstLine(container))
            #expect(line.rowTop == expectedTop, "gap \(gap)")
        }
    }

    @Test("a slanted exclusion far below does not slow the way past a tall rectangle; one beside it still steps")
    func slantedExclusions() throws {
        var container = TextContainer(width: 400)
        let circle = BezierPath(ellipseIn: Rect(x: 0, y: 2e9, width: 400, height: 100))
        container.exclusionPaths = [BezierPath(rect: Rect(x: 0, y: 0, width: 400, height: 1e9)), circle]
        #expect(try #require(firstLine(container)).rowTop == 1e9)
        // A circle across the whole width: the line starts below it, within a step of its
        // bottom (its free width grows with every y, so the breaker steps there).
        container.exclusionPaths = [BezierPath(ellipseIn: Rect(x: -50, y: 0, width: 500, height: 100))]
        let line = try #require(firstLine(container, "a"))
        #expect(line.rowTop > 0 && line.rowTop <= 100)
    }

    /// A triangle over the whole width, its point `height` below: beside its left edge,
    /// the free width at y is 150 · y / height.
    @Test(
        "beside a slanted edge 10^12 points tall, the first line comes where its first cluster fits, within a step",
        arguments: [1e5, 1e12])
    func tallTriangle(height: Double) throws {
        var container = TextContainer(width: 300)
        var triangle = BezierPath()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.addLine(to: Point(x: 300, y: 0))
        triangle.addLine(to: Point(x: 150, y: height))
        triangle.close()
        container.exclusionPaths = [triangle]
        let layout = TextLayout(container: container, text: AttributedText("hello world"))
        let line = try #require(layout.lines.first)
        // Before, the breaker tried every quarter line down the edge: 10^11 tries at 10^12.
        // A width fits a span up to 0.001 points narrower (`LineEndFinder.tolerance`).
        let firstFit = (line.width - 0.001) * height / 150
        let step = line.rowBottom - line.rowTop
        #expect(line.rowTop >= firstFit - 1e-9 * height && line.rowTop < firstFit + step / 4 + 1e-9 * height)
        #expect(layout.visibleRange == 0..<11)
    }

    @Test("a path container narrower than any word, 10^9 points tall: nothing fits, and the layout ends")
    func narrowTallPath() {
        var container = TextContainer(width: 400)
        container.path = BezierPath(rect: Rect(x: 0, y: 0, width: 5, height: 1e9))
        let layout = TextLayout(container: container, text: AttributedText("hello"))
        #expect(layout.lines.isEmpty && layout.isTruncated)
    }
}
