import Foundation
import RichText
import Testing

@Suite("AttributedText runs")
struct AttributedTextTests {
    @Test("setting attributes splits runs, and equal neighbours merge again")
    func runs() {
        var text = AttributedText("Hello world")
        text.setColor(.red, range: 0..<5)
        #expect(text.runs.map(\.range) == [0..<5, 5..<11])
        text.setColor(.red, range: 5..<11)
        #expect(text.runs.map(\.range) == [0..<11])
        text.setFont(Font(size: 20), range: 3..<8)
        #expect(text.runs.map(\.range) == [0..<3, 3..<8, 8..<11])
        #expect(text.attributes(at: 4).font?.size == 20)
        #expect(text.attributes(at: 4).color == .red)
        #expect(text.attributes(at: 9).font == nil)
    }

    @Test("offsets are UTF-16 units and convert to String.Index")
    func offsets() {
        let text = AttributedText("a😀b")
        #expect(text.length == 4)
        let index = text.index(atUTF16Offset: 3)
        #expect(text.string[index] == "b")
        #expect(text.utf16Offset(of: index) == 3)
        #expect(text.utf16Range(of: text.string.range(of: "😀")!) == 1..<3)
    }

    @Test("empty text has no runs and shapes to nothing")
    func empty() {
        var text = AttributedText("")
        text.font = .default
        #expect(text.runs.isEmpty && text.length == 0)
        #expect(ShapedText(text).paragraphs.isEmpty)
    }

    @Test("Codable round trip keeps the runs")
    func codable() throws {
        var text = AttributedText("abc def")
        text.setFont(Font(family: "Noto Sans Mono", size: 12, features: [.noKerning]), range: 0..<3)
        text.setLetterSpacing(2, range: 4..<7)
        let data = try JSONEncoder().encode(text)
        #expect(try JSONDecoder().decode(AttributedText.self, from: data) == text)
    }

    @Test("decoding rejects runs that do not tile the text")
    func badJSON() {
        let cases = [
            #"{"string":"abc","runs":[{"range":[0,2],"attributes":{}}]}"#,
            #"{"string":"abc","runs":[{"range":[0,5],"attributes":{}}]}"#,
            #"{"string":"abc","runs":[{"range":[1,3],"attributes":{}}]}"#,
            #"{"string":"abc","runs":[{"range":[0,2],"attributes":{}},{"range":[1,3],"attributes":{}}]}"#,
        ]
        for json in cases {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(AttributedText.self, from: Data(json.utf8))
            }
        }
        let good = #"{"string":"abc","runs":[{"range":[0,3],"attributes":{"letterSpacing":1}}]}"#
        #expect(
            (try? JSONDecoder().decode(AttributedText.self, from: Data(good.utf8)))?.attributes(at: 2).letterSpacing
                == 1)
    }

    @Test("appending in place: 20,000 pieces, the same text and runs as replacing at the end")
    func appendManyPieces() {
        var built = AttributedText("")
        var reference = AttributedText("")
        let bold = TextAttributes(font: Font(size: 16, weight: .bold))
        for index in 0..<20_000 {
            let piece = index % 3 == 0 ? AttributedText("b\(index) ", attributes: bold) : AttributedText("w\(index) ")
            built.append(piece)
            if index < 300 { reference.replaceCharacters(in: reference.length..<reference.length, with: piece) }
            if index % 7 == 0 {  // plain text takes the last character's attributes
                built.append("é")
                if index < 300 { reference.replaceCharacters(in: reference.length..<reference.length, with: "é") }
            }
            if index == 299 { #expect(built == reference, "append equals replacing at the end") }
        }
        #expect(built.length == built.string.utf16.count)
        #expect(built.runs.first?.range.lowerBound == 0 && built.runs.last?.range.upperBound == built.length)
        let tiledAndMerged = zip(built.runs, built.runs.dropFirst()).allSatisfy {
            $0.range.upperBound == $1.range.lowerBound && $0.attributes != $1.attributes
        }
        #expect(tiledAndMerged, "runs tile the text and neighbours differ")
        // Pieces 0, 3, 6, … are bold, the two after each plain (an "é" takes the attributes
        // of the character before it): runs alternate, 6,667 bold and 6,667 plain.
        #expect(built.runs.count == 2 * 6_667)
        let offset = built.string.utf16.count - "w19999 ".utf16.count
        #expect(built.attributes(at: offset).font == nil)
        #expect(built.attributes(at: 0).font?.weight == .bold)
    }
}
