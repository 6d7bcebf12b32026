import Foundation
import RichText
import Testing

/// Line breaks, line heights and fonts compared with Pango's, recorded with the same
/// bundled fonts for every corpus paragraph at sizes 12/16/24 × widths 150/300/600
/// (Tests/Fixtures/PeerBreaks). Every layout whose breaks differ must be classified in
/// differences.json, and each configuration must agree on at least 99 % of paragraphs.
@Suite("Line breaks agree with Pango")
struct PeerBreakTests {
    /// RichText's layout of one fixture paragraph at one configuration.
    struct Outcome: Sendable {
        var source: String
        var language: String
        var size: Double
        var width: Double
        var pango: PeerBreakFixture.Layout
        var lineStarts: [Int]
        var lineWidths: [Double]
        var lineHeights: [Double]
        /// Whether RichText set every character of each line in Pango's font.
        var sameFontsPerLine: [Bool]
    }

    static func outcomes(_ fixture: PeerBreakFixture) async -> [Outcome] {
        let byLanguage = Dictionary(grouping: fixture.paragraphs, by: \.language)
        return await withTaskGroup(of: [Outcome].self) { group in
            for paragraphs in byLanguage.values {
                group.addTask { paragraphs.flatMap(Self.outcomes) }
            }
            var all: [Outcome] = []
            for await part in group { all += part }
            return all
        }
    }

    static func outcomes(_ paragraph: PeerBreakFixture.Paragraph) -> [Outcome] {
        var text = AttributedText(paragraph.text)
        text.language = paragraph.language
        var outcomes: [Outcome] = []
        var shapedBySize: [Double: ShapedText] = [:]
        for pango in paragraph.layouts {
            let shaped =
                shapedBySize[pango.size]
                ?? {
                    text.font = Font(size: pango.size)
                    return ShapedText(text)
                }()
            shapedBySize[pango.size] = shaped
            let ours = PeerBreakFixture.fontPerUnit(PeerBreakFixture.fontSpans(of: shaped), length: shaped.utf16.count)
            let theirs = PeerBreakFixture.fontPerUnit(paragraph.fonts, length: paragraph.utf16Length)
            let layout = TextLayout(container: TextContainer(width: pango.width), shapedText: shaped)
            outcomes.append(
                Outcome(
                    source: paragraph.source, language: paragraph.language, size: pango.size, width: pango.width,
                    pango: pango, lineStarts: layout.lineStarts, lineWidths: layout.lines.map(\.width),
                    lineHeights: layout.lines.map { $0.rowBottom - $0.rowTop },
                    sameFontsPerLine: layout.lines.map { ours[$0.range] == theirs[$0.range] }))
        }
        return outcomes
    }

    @Test("the fixture covers every corpus language at 9 configurations")
    func fixtureComplete() throws {
        let fixture = try #require(PeerBreakFixture.recorded)
        #expect(Set(fixture.paragraphs.map(\.language)).count == 13)
        #expect(fixture.paragraphs.count > 1_400)
        for paragraph in fixture.paragraphs {
            #expect(paragraph.layouts.count == 9, "\(paragraph.source)")
            #expect(paragraph.text.utf16.count == paragraph.utf16Length, "\(paragraph.source)")
        }
    }

    @Test("breaks agree on at least 99 % per configuration; every difference is classified")
    func breaksAgree() async throws {
        let fixture = try #require(PeerBreakFixture.recorded)
        let outcomes = await Self.outcomes(fixture)
        #expect(outcomes.count == fixture.paragraphs.count * 9)
        let differing = outcomes.filter { $0.lineStarts != $0.pango.lineStarts }
        if let path = ProcessInfo.processInfo.environment["RICHTEXT_PEER_REPORT"] {
            try PeerDifferenceReport(differing, fixture: fixture).write(to: path)
        }
        for size in fixture.sizes {
            for width in fixture.widths {
                let here = outcomes.filter { $0.size == size && $0.width == width }
                let agreeing = here.filter { $0.lineStarts == $0.pango.lineStarts }.count
                let rate = Double(agreeing) / Double(max(here.count, 1))
                #expect(rate >= 0.99, "\(size) px, width \(width): \(agreeing) of \(here.count) agree")
            }
        }
        let classified = Dictionary(
            PeerBreakFixture.differences.map { ("\($0.source) \($0.size) \($0.width)", $0) },
            uniquingKeysWith: { a, _ in a })
        for outcome in differing {
            let key = "\(outcome.source) \(outcome.size) \(outcome.width)"
            #expect(
                classified[key] != nil,
                "unclassified: \(key) Pango \(outcome.pango.lineStarts) RichText \(outcome.lineStarts)")
        }
        let differingKeys = Set(differing.map { "\($0.source) \($0.size) \($0.width)" })
        for key in classified.keys where !differingKeys.contains(key) && !key.hasPrefix("case: ") {
            Issue.record("classified but no longer different (remove it from differences.json): \(key)")
        }
    }

    @Test("line heights equal Pango's within 0.01 where both chose the same fonts")
    func lineHeightsAgree() async throws {
        let fixture = try #require(PeerBreakFixture.recorded)
        var compared = 0
        for outcome in await Self.outcomes(fixture) where outcome.lineStarts == outcome.pango.lineStarts {
            for (index, same) in outcome.sameFontsPerLine.enumerated() where same {
                compared += 1
                #expect(
                    abs(outcome.lineHeights[index] - outcome.pango.lineHeights[index]) <= 0.01,
                    "\(outcome.source) \(outcome.size) px width \(outcome.width) line \(index)")
            }
        }
        #expect(compared > 20_000)
    }
}

/// The fonts Pango chose, character by character, and the hand-picked cases.
@Suite("Fonts and cases agree with Pango")
struct PeerFontTests {
    @Test("every corpus paragraph sets every character in Pango's font")
    func corpusFonts() throws {
        let fixture = try #require(PeerBreakFixture.recorded)
        for paragraph in fixture.paragraphs {
            var text = AttributedText(paragraph.text)
            text.language = paragraph.language
            let shaped = ShapedText(text)
            #expect(PeerBreakFixture.fontSpans(of: shaped) == paragraph.fonts, "\(paragraph.source)")
        }
    }

    @Test("cases: breaks, fonts and line heights", arguments: PeerBreakFixture.recorded?.cases ?? [])
    func cases(_ pango: PeerBreakFixture.Case) throws {
        var text = AttributedText(pango.text)
        text.language = pango.language
        text.font = Font(size: pango.size)
        let shaped = ShapedText(text)
        let layout = TextLayout(container: TextContainer(width: pango.width), shapedText: shaped)
        #expect(PeerBreakFixture.fontSpans(of: shaped) == pango.fonts)
        let classified = PeerBreakFixture.differences.contains {
            $0.source == "case: " + pango.text && $0.size == pango.size && $0.width == pango.width
        }
        #expect((layout.lineStarts == pango.lineStarts) != classified, "breaks \(layout.lineStarts)")
        let heights = layout.lines.map { $0.rowBottom - $0.rowTop }
        #expect(classified || heights.count == pango.lineHeights.count)
        for (ours, theirs) in zip(heights, pango.lineHeights) {
            #expect(abs(ours - theirs) <= 0.01, "line heights \(heights) against Pango's \(pango.lineHeights)")
        }
    }
}
