import Foundation
import Testing
import TextParsers

@testable import RichText
@testable import textmeasure

/// Styled runs share their attribute storage after the command line's and the parsers'
/// per-run changes (one box of about 1.7 KB a run made a 2.6 MB markdown file take 1.4 GB
/// in `measure --markdown`, and 4.3 GB with `--markdown-source`).
@Suite("Run attributes stay shared")
struct RunStyleSharingTests {
    /// A paragraph of `count` words with emphasis, strong and code spans.
    static func markdown(_ count: Int) -> String {
        (0..<count).map { "word\($0) *em* **st** `c`" }.joined(separator: " ")
    }

    /// How many distinct storage boxes the runs of `text` hold.
    static func boxes(_ text: AttributedText) -> Int {
        Set(text.runs.map { ObjectIdentifier($0.attributes.storage) }).count
    }

    @Test("measure --markdown with paragraph flags: one box per distinct style, not per run")
    func layoutFlagsShareBoxes() throws {
        for flags in [[String](), ["--align", "center", "--line-spacing", "2"]] {
            let command = try MeasureCommand.parse([Self.markdown(500), "--markdown", "--width", "300"] + flags)
            let layout = try command.layoutOptions.layout(input: command.input)
            #expect(layout.text.runs.count > 1_000)
            #expect(Self.boxes(layout.text) <= 8, "\(Self.boxes(layout.text)) boxes for \(flags)")
        }
    }

    @Test("SimpleMarkdownParser: the spans of one original run share their style's box")
    func simpleMarkdownSharesBoxes() {
        var text = AttributedText(Self.markdown(500), attributes: TextAttributes(font: Font(size: 15)))
        var selection: Range<Int>? = nil
        #expect(SimpleMarkdownParser().parse(&text, selectedRange: &selection))
        #expect(text.runs.count > 1_000)
        #expect(Self.boxes(text) <= 16, "\(Self.boxes(text)) boxes for \(text.runs.count) runs")
    }
}
