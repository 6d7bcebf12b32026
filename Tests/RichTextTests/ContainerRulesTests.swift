import RichText
import Testing

@Suite("Container rules: fill rule, path line width, taller lines")
struct ContainerRulesTests {
    let lorem = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 8)

    /// An exclusion of two nested squares drawn in the same direction: a hole by even-odd,
    /// solid by non-zero.
    func nestedSquares() -> BezierPath {
        var path = BezierPath(rect: Rect(x: 0, y: 0, width: 300, height: 200))
        for element in BezierPath(rect: Rect(x: 50, y: 50, width: 200, height: 100)).elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .close: path.close()
            default: break
            }
        }
        return path
    }

    @Test("even-odd leaves the inner square free; non-zero excludes it")
    func fillRules() {
        for rule in [FillRule.evenOdd, .nonZero] {
            var container = TextContainer(size: Size(width: 300, height: .infinity))
            container.exclusionPaths = [nestedSquares()]
            container.fillRule = rule
            let result = layout(lorem, container)
            let inHole = result.lines.filter { $0.rowTop >= 50 && $0.rowBottom <= 150 }
            if rule == .evenOdd {
                #expect(!inHole.isEmpty, "text flows into the hole")
                for line in inHole { #expect(line.origin.x >= 50 && line.origin.x + line.width <= 250.001) }
            } else {
                #expect(inHole.isEmpty)
                #expect(result.lines.first.map { $0.rowTop >= 200 } == true)
            }
        }
    }

    @Test("pathLineWidth keeps half its width clear inside the path and grows the size")
    func pathLineWidth() throws {
        var container = TextContainer()
        container.path = BezierPath(rect: Rect(x: 0, y: 0, width: 200, height: 200))
        let plain = layout(lorem, container)
        container.pathLineWidth = 10
        let stroked = layout(lorem, container)
        for line in stroked.lines {
            #expect(line.origin.x >= 5 && line.origin.x + line.width <= 195.001)
            #expect(line.rowTop >= 5 && line.rowBottom <= 195.001, "the band keeps clear of the top and bottom")
        }
        let first = try #require(stroked.lines.first)
        #expect(first.origin.x == 5 && first.rowTop == 5)
        #expect(stroked.lines.count < plain.lines.count)
        #expect(stroked.textBoundingSize.width == (stroked.textBoundingRect.maxX + 5).rounded(.up))
        #expect(stroked.textBoundingSize.height == (stroked.textBoundingRect.maxY + 5).rounded(.up))
        #expect(plain.textBoundingSize.width == plain.textBoundingRect.maxX.rounded(.up))
    }

    @Test("pathLineWidth keeps lines clear of a slanted edge above and below; absurd widths leave no room")
    func pathLineWidthSlanted() throws {
        // A triangle pointing up: its top is a vertex, so a band's top corner meets the
        // slanted edges first.
        let triangle = BezierPath(polygon: [Point(x: 150, y: 0), Point(x: 300, y: 260), Point(x: 0, y: 260)])
        var container = TextContainer()
        container.path = triangle
        container.pathLineWidth = 16
        let result = layout(lorem, container)
        #expect(result.lineCount > 3)
        // Every corner of every band, grown by 8 points, is inside the triangle.
        func inside(_ x: Double, _ y: Double) -> Bool {
            let halfWidth = 150 * y / 260
            return y >= -0.01 && y <= 260.01 && abs(x - 150) <= halfWidth + 0.01
        }
        for line in result.lines {
            for x in [line.origin.x - 8, line.origin.x + line.width + 8] {
                for y in [line.rowTop - 8, line.rowBottom + 8] {
                    #expect(inside(x, y), "line \(line.index): the corner \(x), \(y) is outside")
                }
            }
        }
        container.pathLineWidth = 1e300
        #expect(container.normalized.pathLineWidth == 2 * BezierPath.maximumCoordinate)
        let none = layout(lorem, container)
        #expect(none.lineCount == 0 && none.textBoundingSize.width.isFinite)
    }

    @Test("a line taller than estimated gets spans for its real height: no glyph enters the circle")
    func tallerLine() {
        let circle = Rect(x: 120, y: 30, width: 60, height: 60)
        var container = TextContainer(size: Size(width: 300, height: .infinity))
        container.exclusionPaths = [BezierPath(ellipseIn: circle)]
        var text = AttributedText(lorem)
        text.font = Font(size: 12)
        for start in stride(from: 6, to: 300, by: 57) { text.setFont(Font(size: 36), range: start..<start + 5) }
        let result = TextLayout(container: container, text: text)
        let center = Point(x: circle.midX, y: circle.midY)
        for box in result.glyphBoxes where box.width > 0 {
            let nx = min(max(center.x, box.minX), box.maxX)
            let ny = min(max(center.y, box.minY), box.maxY)
            #expect(((nx - center.x) * (nx - center.x) + (ny - center.y) * (ny - center.y)).squareRoot() >= 29.5)
        }
        #expect(result.lines.contains { $0.ascent > 30 })
    }
}
