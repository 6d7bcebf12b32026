import RichText
import Testing

/// `TextLayout.dump(_:)` gives the dump a line at a time: the pieces make `dump()`.
@Suite("The layout dump, a line at a time")
struct DumpStreamingTests {
    @Test("the header and one piece a line, which together are dump()")
    func piecesMakeTheDump() {
        var text = AttributedText("Hello world, שלום עולם\n\nمرحبا 世界 " + String(repeating: "again and ", count: 20))
        text.font = .default
        var container = TextContainer(width: 180)
        container.maximumNumberOfRows = 6
        container.truncationType = .end
        let layout = TextLayout(container: container, text: text)
        var pieces: [String] = []
        layout.dump { pieces.append($0) }
        #expect(pieces.count == layout.lineCount + 1)
        #expect(pieces.joined() == layout.dump())
        #expect(pieces[0].hasPrefix("layout size=") && pieces[0].contains("token=line5"))
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("line ") && $0.hasSuffix("\n") })
    }
}
