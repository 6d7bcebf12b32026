import Foundation
import RichText
import Testing

@Suite("TextMeasurer")
struct TextMeasurerTests {
    let paragraph: AttributedText = {
        var text = AttributedText(
            "The quick brown fox jumps over the lazy dog and keeps running far away from the hunters")
        text.font = .default
        return text
    }()

    @Test("size clamped to the range, baselines and line count from the layout")
    func basics() throws {
        let measurer = TextMeasurer(cacheCapacity: 8)
        let result = measurer.measure(
            paragraph, in: SizeRange(max: Size(width: 200, height: .infinity)),
            options: {
                var o = MeasureOptions()
                o.returnsLayout = true
                return o
            }())
        let layout = try #require(result.layout)
        #expect(result.size == layout.textBoundingSize)
        #expect(result.lineCount == layout.lines.count && result.lineCount > 1)
        #expect(result.firstBaseline == layout.lines[0].baseline && result.lastBaseline == layout.lines.last!.baseline)
        let clamped = measurer.measure(
            paragraph, in: SizeRange(min: Size(width: 250, height: 0), max: Size(width: 200, height: 30)))
        #expect(clamped.size.width == 250, "the minimum width wins")
        #expect(
            clamped.size.height == 22 && clamped.isTruncated && clamped.lineCount == 1, "one 21.8 pt row fits in 30 pt")
    }

    @Test("the same inputs from 8 threads give identical answers")
    func threads() {
        let measurer = TextMeasurer(cacheCapacity: 4)
        let inputs = (0..<8).map { index -> AttributedText in
            var text = AttributedText(String(repeating: "word\(index) ", count: 30) + "مرحبا 你好")
            text.font = .default
            return text
        }
        let answers = Lock<[[String]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let local = inputs.map { text -> String in
                let m = measurer.measure(text, in: SizeRange(max: Size(width: 180, height: .infinity)))
                return "\(m.size) \(m.firstBaseline) \(m.lastBaseline) \(m.lineCount) \(m.isTruncated)"
            }
            answers.withLock { $0.append(local) }
        }
        let all = answers.withLock { $0 }
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0 == all[0] })
    }

    @Test("a cache hit returns the same result without a new layout")
    func cacheHit() {
        let measurer = TextMeasurer(cacheCapacity: 2)
        let range = SizeRange(max: Size(width: 200, height: .infinity))
        let first = measurer.measure(paragraph, in: range)
        let before = measurer.statistics
        let second = measurer.measure(paragraph, in: range)
        let after = measurer.statistics
        #expect(
            first.size == second.size && first.lineCount == second.lineCount
                && first.lastBaseline == second.lastBaseline)
        #expect(after.hits == before.hits + 1)
        #expect(after.layoutsComputed == before.layoutsComputed)
        #expect(after.misses == before.misses)
        _ = measurer.measure(paragraph, in: SizeRange(max: Size(width: 150, height: .infinity)))
        _ = measurer.measure(paragraph, in: SizeRange(max: Size(width: 100, height: .infinity)))
        #expect(measurer.statistics.evictions == 1 && measurer.statistics.count == 2)
        #expect(measurer.statistics.layoutsComputed == before.layoutsComputed + 2)
    }

    @Test("shrink to fit picks the largest factor that fits")
    func shrinkToFit() throws {
        var options = MeasureOptions()
        options.maximumNumberOfLines = 2
        options.pointSizeScaleFactors = [0.5, 0.9, 0.8, 0.7, 0.6]
        options.returnsLayout = true
        let range = SizeRange(max: Size(width: 300, height: .infinity))
        let result = TextMeasurer(cacheCapacity: 4).measure(paragraph, in: range, options: options)
        #expect(!result.isTruncated)
        #expect(result.scaleFactor < 1)
        // Every larger factor truncates; the chosen one does not.
        for factor in [1.0, 0.9, 0.8, 0.7, 0.6, 0.5] where factor > result.scaleFactor {
            var scaled = paragraph
            scaled.font = Font.default.with(size: (16 * factor).rounded(.down))
            var container = TextContainer(width: 300)
            container.maximumNumberOfRows = 2
            #expect(TextLayout(container: container, text: scaled).isTruncated, "factor \(factor) would have fit")
        }
        let layout = try #require(result.layout)
        #expect(layout.lines.flatMap(\.runs).allSatisfy { $0.font.size == (16 * result.scaleFactor).rounded(.down) })
    }

    @Test("the longest word must fit the width, or a smaller factor is used")
    func longestWord() {
        var word = AttributedText("Supercalifragilisticexpialidocious")
        word.font = .default
        var options = MeasureOptions()
        options.pointSizeScaleFactors = [0.75, 0.5]
        let result = TextMeasurer(cacheCapacity: 2).measure(
            word, in: SizeRange(max: Size(width: 200, height: .infinity)), options: options)
        #expect(result.scaleFactor == 0.75 || result.scaleFactor == 0.5)
        #expect(result.lineCount == 1)
    }

    @Test("the additional truncation message follows the token, and the whole token is tappable")
    func additionalMessage() throws {
        var options = MeasureOptions()
        options.maximumNumberOfLines = 1
        options.additionalTruncationMessage = AttributedText(" more")
        options.returnsLayout = true
        let result = TextMeasurer(cacheCapacity: 2).measure(
            paragraph, in: SizeRange(max: Size(width: 200, height: .infinity)), options: options)
        let layout = try #require(result.layout)
        let lastRuns = try #require(layout.lines.last?.runs)
        let token = lastRuns.filter { $0.isTruncationToken }
        #expect(token.reduce(0) { $0 + $1.glyphCount } == 6)
        #expect(result.isTruncated && result.lineCount == 1)
        #expect(result.size.width <= 200)
    }
}
