import Testing

@testable import RichText

/// `LineEndFinder` takes every opportunity within reach of the span at once when a
/// paragraph's widths only grow with the line's end (`ParagraphWidths.widensWithEnd`).
/// These tests break the same paragraphs with that shortcut and with the opportunity-by-
/// opportunity walk (the shortcut turned off by marking the widths as holding a soft
/// hyphen) and require the same line end from every start, at every width.
@Suite("Line ends: the reach of the span against the walk")
struct LineEndReachTests {
    /// The finder for the first paragraph of `text`, unit `i` advancing
    /// `advances[i % advances.count]`; `shortcut` false turns the reach off.
    func finder(_ text: String, advances: [Double], shortcut: Bool) -> (LineEndFinder, TextRange) {
        let analysis = TextAnalysis(AttributedText(text))
        let paragraph = analysis.paragraphs[0]
        let content = paragraph.contentRange
        var prefix = [0.0]
        for offset in content { prefix.append(prefix[prefix.count - 1] + advances[offset % advances.count]) }
        let widths = ParagraphWidths(
            start: content.lowerBound, prefix: prefix, tabOffsets: [], containsSoftHyphen: !shortcut,
            runs: [])
        let finder = LineEndFinder(
            measurer: ParagraphMeasurer(widths: widths, utf16: analysis.utf16, style: ParagraphStyle()),
            analysis: paragraph, mode: .wordWrap, contentEnd: content.upperBound, hyphenWidth: { _ in 0 })
        return (finder, content)
    }

    /// Random words (1–9 letters) separated by one to three spaces, some with punctuation.
    func words(_ count: Int, using generator: inout SplitMix64) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var text = ""
        for index in 0..<count {
            if index > 0 { text += String(repeating: " ", count: Int.random(in: 1...3, using: &generator)) }
            for _ in 0..<Int.random(in: 1...9, using: &generator) {
                text.append(letters.randomElement(using: &generator)!)
            }
            if Int.random(in: 0..<6, using: &generator) == 0 {
                text += ["-", ",", ".", "!"].randomElement(using: &generator)!
            }
        }
        return text
    }

    @Test("the same line end from every start, at widths from none to the whole paragraph")
    func sameEnds() {
        var generator = SplitMix64(state: 22)
        var compared = 0
        var shortcutTaken = 0
        for _ in 0..<40 {
            let text = words(Int.random(in: 1...30, using: &generator), using: &generator)
            // Advances between 0 and 12 points, some zero, some fractional.
            let advances = (0..<17).map { _ in Double(Int.random(in: 0...24, using: &generator)) / 2 }
            let (fast, content) = finder(text, advances: advances, shortcut: true)
            let (walk, _) = finder(text, advances: advances, shortcut: false)
            #expect(fast.measurer.widths.widensWithEnd)
            #expect(!walk.measurer.widths.widensWithEnd)
            for start in content {
                for width in [0.0, 3, 11.5, 24, 40, 61.5, 90, 150, 400, .infinity] {
                    for force in [true, false] {
                        let expected = walk.lineEnd(from: start, width: width, originX: 0, force: force)
                        let actual = fast.lineEnd(from: start, width: width, originX: 0, force: force)
                        #expect(actual == expected, "\(text.debugDescription) from \(start) in \(width)")
                        compared += 1
                        if let actual, actual > start + 1 { shortcutTaken += 1 }
                    }
                }
            }
        }
        #expect(compared > 10_000)
        #expect(shortcutTaken > compared / 4, "most cases end past the first opportunity")
    }

    @Test("widths that shrink somewhere, tabs and soft hyphens keep the walk")
    func shortcutOnlyWhenWidthsGrow() {
        let shrinking = ParagraphWidths(
            start: 0, prefix: [0, 10, 5, 15], tabOffsets: [], containsSoftHyphen: false, runs: [])
        #expect(!shrinking.widensWithEnd)
        let tabbed = ParagraphWidths(
            start: 0, prefix: [0, 10, 10, 20], tabOffsets: [1], containsSoftHyphen: false, runs: [])
        #expect(!tabbed.widensWithEnd)
        let hyphenated = ParagraphWidths(
            start: 0, prefix: [0, 10, 10, 20], tabOffsets: [], containsSoftHyphen: true, runs: [])
        #expect(!hyphenated.widensWithEnd)
        let plain = ParagraphWidths(
            start: 0, prefix: [0, 10, 10, 20], tabOffsets: [], containsSoftHyphen: false, runs: [])
        #expect(plain.widensWithEnd)
    }

    @Test("shaped text: soft hyphens, tabs and plain paragraphs get the flag they need")
    func shapedFlags() {
        let shaped = ShapedText(AttributedText("plain words here\nsoft\u{AD}hyphen\nwith\ttab"))
        #expect(shaped.widths.map(\.widensWithEnd) == [true, false, false])
    }
}
