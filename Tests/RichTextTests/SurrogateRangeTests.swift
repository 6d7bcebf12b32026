import Foundation
import Testing

@testable import RichText

/// Attribute ranges that cut a surrogate pair take the whole character (found by a
/// new-user review: a font set on half of an emoji styled the emoji, and a round trip
/// through `AttributedString` dropped it).
@Suite("Attribute ranges and surrogate pairs")
struct SurrogateRangeTests {
    @Test("an end inside a pair moves outward; ends on scalar boundaries stay")
    func widened() {
        var text = AttributedText("😀ab😀")  // units: 0-1 emoji, 2 a, 3 b, 4-5 emoji
        text.setFont(Font(size: 30), range: 0..<1)
        #expect(text.runs.map(\.range) == [0..<2, 2..<6])
        var end = AttributedText("😀ab😀")
        end.setColor(.red, range: 3..<5)
        #expect(end.runs.map(\.range) == [0..<3, 3..<6])
        var plain = AttributedText("ab😀cd")
        plain.setColor(.red, range: 1..<2)
        #expect(plain.runs.map(\.range) == [0..<1, 1..<2, 2..<6])
        #expect(AttributedText("é😀").scalarAligned(2..<2) == 1..<3, "an empty range inside a pair widens too")
    }

    @Test("far from both ends of a long text, as near them")
    func middleOfLongText() {
        let half = String(repeating: "é", count: 5000)
        var text = AttributedText(half + "😀" + half)  // the emoji at units 5000-5001
        text.setColor(.red, range: 5001..<5003)
        #expect(text.runs.map(\.range) == [0..<5000, 5000..<5003, 5003..<10002])
        text.setColor(.blue, range: 4000..<5001)
        #expect(text.runs.map(\.range) == [0..<4000, 4000..<5002, 5002..<5003, 5003..<10002])
    }

    @Test("a font set on half of an emoji survives a round trip through AttributedString")
    func roundTrip() {
        var text = AttributedText("😀ab")
        text.setFont(Font(size: 30), range: 0..<1)
        #expect(AttributedText(AttributedString(text)) == text)
    }
}
