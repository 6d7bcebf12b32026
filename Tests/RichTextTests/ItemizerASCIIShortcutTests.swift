import Testing

@testable import RichText

/// A paragraph of printable ASCII in one attribute run, one script run and one level is
/// one item without the cluster loop (`Itemizer.wholeASCIIItem`); its items must be the
/// loop's, and every other paragraph must take the loop.
@Suite("Itemizer: the whole-paragraph ASCII shortcut")
struct ItemizerASCIIShortcutTests {
    /// Pieces that keep a paragraph in the shortcut (printable ASCII) and pieces that must
    /// send it to the loop (controls, DEL, C1 controls, non-ASCII, marks, zero width space).
    static let pieces = [
        "word", "Z", " ", "  ", "42", "!", "(x)", "~", "-", "'", "\"", "{}", "\t", "é", "日本", "\u{7F}", "\u{85}",
        "a\u{301}", "\u{200B}", "ש", "\u{9F}",
    ]

    @Test("items with the shortcut equal the cluster loop's, over random paragraphs and runs", arguments: 0..<8)
    func shortcutEqualsLoop(seed: UInt64) throws {
        var random = SplitMix64(state: seed &* 0x9E37_79B9 &+ 11)
        var string = ""
        for paragraph in 0..<80 {
            let count = Int(random.next() % 9)
            for _ in 0..<count {
                // Half the paragraphs printable ASCII only, so that the shortcut is taken.
                let limit = paragraph % 2 == 0 ? 12 : Self.pieces.count
                string += Self.pieces[Int(random.next() % UInt64(limit))]
            }
            string += "\n"
        }
        var text = AttributedText(string)
        text.font = .default
        // Attribute runs between random cut points, some inside paragraphs.
        let cuts = (0..<40).map { _ in random.below(text.length + 1) }.sorted()
        for (lower, upper) in zip([0] + cuts, cuts + [text.length]) where lower < upper {
            switch random.below(6) {
            case 0: text.setFont(Font(size: 12 + Double(random.below(3)) * 4), range: lower..<upper)
            case 1: text.setAttribute(\.letterSpacing, 1.5, range: lower..<upper)
            // A primary face without Latin letters: its clusters take a fallback.
            case 2: text.setFont(Font(family: "Noto Sans Arabic", size: 16), range: lower..<upper)
            case 3: text.setFont(Font(family: "Noto Sans Mono", size: 14), range: lower..<upper)
            default: break
            }
        }
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        var taken = 0
        for direction in [BaseDirection.natural, .rightToLeft] {
            let analysis = TextAnalysis(text, direction: direction)
            var shortcut = Itemizer(text: text, utf16: analysis.utf16, context: context)
            var loop = Itemizer(text: text, utf16: analysis.utf16, context: context)
            loop.takesASCIIParagraphShortcut = false
            for paragraph in analysis.paragraphs {
                let items = shortcut.items(for: paragraph)
                #expect(items == loop.items(for: paragraph), "\(paragraph.contentRange) \(direction)")
                let probe = Itemizer(text: text, utf16: analysis.utf16, context: context)
                var kept = RunStyleMemo()
                if !paragraph.contentRange.isEmpty, probe.wholeASCIIItem(of: paragraph, styles: &kept) != nil {
                    taken += 1
                    #expect(items.count == 1)
                }
            }
        }
        // The comparison covers the shortcut: it is taken for many paragraphs.
        #expect(taken > 15)
    }

    @Test("paragraphs the shortcut leaves to the loop")
    func declined() throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        func takes(_ text: AttributedText, direction: BaseDirection? = nil) -> Bool {
            let analysis = TextAnalysis(text, direction: direction)
            let itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
            var kept = RunStyleMemo()
            return itemizer.wholeASCIIItem(of: analysis.paragraphs[0], styles: &kept) != nil
        }
        #expect(takes(AttributedText("Plain words, digits 42 and (punctuation)!")))
        #expect(takes(AttributedText("  leading and trailing spaces  ")))
        #expect(!takes(AttributedText("     ")))
        #expect(!takes(AttributedText("a\tb")))
        #expect(!takes(AttributedText("caf\u{E9}")))
        #expect(!takes(AttributedText("del\u{7F}")))
        #expect(!takes(AttributedText("right to left base"), direction: .rightToLeft))
        var twoRuns = AttributedText("two runs")
        twoRuns.setFont(Font(size: 20), range: 0..<3)
        #expect(!takes(twoRuns))
        var arabic = AttributedText("latin in an arabic font")
        arabic.font = Font(family: "Noto Sans Arabic", size: 16)
        #expect(!takes(arabic))
    }
}
