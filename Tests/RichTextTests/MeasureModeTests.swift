import Foundation
import RichText
import Testing

/// Yoga's measure modes on `TextMeasurer`: every width × height combination against the
/// plain `TextLayout` of the same text in the container the mode stands for.
@Suite("Measure modes")
struct MeasureModeTests {
    static let text: AttributedText = {
        var text = AttributedText(
            "Flex layouts measure text nodes with a width and a mode. مرحبا بالعالم, 你好世界, and more words to wrap.")
        text.font = .default
        return text
    }()

    /// Widths and heights that are wider/taller than the text, narrower/shorter, and none.
    static let widthModes: [MeasureMode] = [.exactly(137.5), .atMost(137.5), .atMost(5000), .undefined]
    static let heightModes: [MeasureMode] = [.exactly(300), .exactly(30), .atMost(30), .atMost(300), .undefined]

    static var combinations: [(MeasureMode, MeasureMode)] {
        widthModes.flatMap { width in heightModes.map { (width, $0) } }
    }

    /// What the mode makes of the laid-out length `content`.
    static func expected(_ mode: MeasureMode, content: Double) -> Double {
        switch mode {
        case .exactly(let value): return value
        case .atMost(let value): return min(content, value)
        case .undefined: return content
        }
    }

    static func length(_ mode: MeasureMode) -> Double {
        switch mode {
        case .exactly(let value), .atMost(let value): return value
        case .undefined: return .infinity
        }
    }

    @Test(
        "each width × height mode equals the plain layout in the container the modes stand for",
        arguments: combinations)
    func combination(width: MeasureMode, height: MeasureMode) {
        let measurer = TextMeasurer(cacheCapacity: 64)
        let result = measurer.measure(Self.text, width: width, height: height)
        // MeasureOptions truncate the tail by default (as Texture and UILabel do).
        let layout = TextLayout(
            container: TextContainer(
                size: Size(width: Self.length(width), height: Self.length(height)), truncationType: .end),
            text: Self.text)
        #expect(layout.fittingWidth == layout.textBoundingSize.width, "left-to-right, natural alignment")
        #expect(result.size.width == Self.expected(width, content: layout.fittingWidth))
        #expect(result.size.height == Self.expected(height, content: layout.textBoundingSize.height))
        #expect(result.firstBaseline == layout.firstBaseline)
        #expect(result.lastBaseline == layout.lastBaseline)
        #expect(result.lineCount == layout.lines.count)
        #expect(result.rowCount == layout.rowCount)
        #expect(result.visibleRange == layout.visibleRange)
        #expect(result.isTruncated == layout.isTruncated)
        #expect(result.scaleFactor == 1)
        #expect(result.missingGlyphCount == 0)
    }

    @Test("the combinations are not all alike: wrapping, truncation and exact sizes show")
    func combinationsDiffer() {
        let measurer = TextMeasurer(cacheCapacity: 16)
        let wide = measurer.measure(Self.text, width: .undefined, height: .undefined)
        let narrow = measurer.measure(Self.text, width: .atMost(137.5), height: .undefined)
        let exact = measurer.measure(Self.text, width: .exactly(137.5), height: .exactly(300))
        let short = measurer.measure(Self.text, width: .atMost(137.5), height: .atMost(30))
        #expect(wide.lineCount == 1 && narrow.lineCount > 3)
        #expect(narrow.size.width <= 137.5 && narrow.size.width < exact.size.width)
        #expect(exact.size == Size(width: 137.5, height: 300) && !exact.isTruncated)
        #expect(short.isTruncated && short.lineCount == 1 && short.size.height <= 30)
        #expect(wide.size.width == measurer.maxContentWidth(of: Self.text))
    }

    @Test("modes are cached: the same constraint again is a hit, without a layout")
    func cached() {
        let measurer = TextMeasurer(cacheCapacity: 8)
        _ = measurer.measure(Self.text, width: .atMost(200), height: .undefined)
        let before = measurer.statistics
        let again = measurer.measure(Self.text, width: .atMost(200), height: .undefined)
        #expect(measurer.statistics.hits == before.hits + 1)
        #expect(measurer.statistics.layoutsComputed == before.layoutsComputed)
        let exact = measurer.measure(Self.text, width: .exactly(200), height: .undefined)
        #expect(exact.size.width == 200 && again.size.width < 200)
        #expect(measurer.statistics.misses == before.misses + 1)
    }

    @Test("values that constrain nothing: NaN and infinity are undefined, negative is zero")
    func oddValues() {
        #expect(MeasureMode.atMost(.nan).normalized == .undefined)
        #expect(MeasureMode.exactly(.infinity).normalized == .undefined)
        #expect(MeasureMode.atMost(-4).normalized == .atMost(0))
        #expect(MeasureMode.exactly(-.infinity).normalized == .undefined)
        let measurer = TextMeasurer(cacheCapacity: 8)
        let undefined = measurer.measure(Self.text, width: .undefined, height: .undefined)
        #expect(measurer.measure(Self.text, width: .atMost(.nan), height: .exactly(.nan)).size == undefined.size)
        let zero = measurer.measure(Self.text, width: .exactly(-3), height: .undefined)
        #expect(zero.size.width == 0 && zero.size.height > undefined.size.height)
        #expect(MeasureMode.atMost(3).description == "at most 3.0")
    }

    @Test("a scale factor and missing glyphs are reported through the modes too")
    func missingGlyphsAndScale() {
        var tamil = AttributedText("Tamil தமிழ் and Georgian ქართული")
        tamil.font = .default
        let result = TextMeasurer(cacheCapacity: 2).measure(tamil, width: .atMost(400), height: .undefined)
        let layout = TextLayout(container: TextContainer(width: 400), text: tamil)
        #expect(result.missingGlyphCount == layout.missingGlyphCount)
        #expect(result.missingGlyphCount > 4)
    }
}
