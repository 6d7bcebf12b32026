import Testing

@testable import RichText

/// Blank lines are cheap: the width tables of empty paragraphs share their arrays, so a
/// file of many blank lines does not allocate two arrays a line for them.
@Suite("Blank lines share their width tables")
struct BlankLineMemoryTests {
    @Test("every empty paragraph's prefix sums and unsafe-cut bits are one shared array each")
    func sharedArrays() throws {
        var text = AttributedText(String(repeating: "\n", count: 50) + "word\n\r\n\u{2029}")
        text.font = .default
        let shaped = ShapedText(text)
        let empty = shaped.widths.indices.filter { shaped.paragraphs[$0].contentRange.isEmpty }
        #expect(empty.count >= 52)
        func address<T>(_ array: [T]) -> UnsafeRawPointer? {
            array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let prefixes = Set(empty.map { address(shaped.widths[$0].prefix) })
        let cuts = Set(empty.map { address(shaped.widths[$0].unsafeCuts) })
        #expect(prefixes.count == 1 && cuts.count == 1)
        for index in empty {
            #expect(shaped.widths[index].prefix == [0])
            #expect(shaped.widths[index].unsafeCuts == [~UInt64(1)], "the content's end is a safe cut")
        }
        let word = try #require(shaped.widths.indices.first { !shaped.paragraphs[$0].contentRange.isEmpty })
        #expect(address(shaped.widths[word].prefix) != prefixes.first!)
        let layout = TextLayout(container: TextContainer(width: 100), text: text)
        #expect(layout.lineCount == shaped.paragraphs.count)
    }
}
