import Foundation
import Testing

@testable import RichText

/// Run records name their paragraph, own glyphs and token clusters by index, so a layout's
/// runs hold no reference (appending one counts none; freeing them does not walk them).
/// The indices must lead to what the records held before: the paragraph holding the run,
/// the token's paragraph for a token's run, and the glyphs the run was placed from.
@Suite("Run records: plain values naming their sources by index")
struct RunRecordTests {
    @Test("a run record holds no reference, in 88 bytes")
    func recordIsPlain() {
        #expect(_isPOD(LayoutStorage.RunRecord.self))
        #expect(MemoryLayout<LayoutStorage.RunRecord>.stride <= 88)
    }

    @Test("a text run names the paragraph holding it; a layout without own glyphs keeps no side tables")
    func textRunsNameTheirParagraphs() {
        let text = AttributedText("First paragraph of words.\nSecond one, longer, to wrap over lines.\n\nفقرة عربية")
        let layout = TextLayout(container: TextContainer(width: 120), text: text)
        let storage = layout.storage
        #expect(storage.sideTables == nil)
        #expect(!storage.runs.isEmpty)
        for run in storage.runs {
            let paragraph = storage.paragraph(of: run)
            #expect(layout.shapedText.paragraphs.contains(paragraph))
            #expect(paragraph.contentRange.contains(run.range.lowerBound) || run.range.isEmpty)
            #expect(paragraph.contentRange.upperBound >= run.range.upperBound)
            #expect(storage.shapedRun(of: run) == paragraph.runs[Int(run.runIndex)])
            #expect(storage.ownGlyphs(of: run) == nil)
            #expect(storage.tokenClusters(of: run) == nil)
            #expect(run.sourceRange.upperBound <= storage.source(of: run).count)
        }
    }

    @Test("token runs name the token's paragraph and clusters; tab runs their own glyphs; an archive keeps them")
    func tokenAndOwnGlyphRuns() throws {
        // The token lands in the second paragraph: its index among the text's paragraphs (1)
        // is not the token's (0).
        let text = AttributedText("Name\tValue\nand a second paragraph that is truncated after a while")
        var container = TextContainer(width: 150)
        container.maximumNumberOfRows = 2
        container.truncationType = .end
        container.truncationToken = AttributedText("[more]")
        let layout = TextLayout(container: container, text: text)
        let storage = layout.storage
        let sideTables = try #require(storage.sideTables)
        #expect(sideTables.tokenParagraphs.count == 1)
        let tokenRuns = storage.runs.filter(\.isTruncationToken)
        #expect(!tokenRuns.isEmpty)
        for run in tokenRuns {
            #expect(run.paragraphIndex == 0)
            let paragraph = storage.paragraph(of: run)
            #expect(!layout.shapedText.paragraphs.contains(paragraph))
            let source = try #require(storage.ownGlyphs(of: run))
            #expect(storage.source(of: run) == source)
            #expect(try #require(storage.tokenClusters(of: run)).count == source.count)
        }
        // The tab's line: its runs own their glyphs (the tab's advance set), of the text's paragraph.
        let owning = storage.runs.filter { !$0.isTruncationToken && storage.ownGlyphs(of: $0) != nil }
        #expect(!owning.isEmpty)
        for run in owning { #expect(layout.shapedText.paragraphs.contains(storage.paragraph(of: run))) }

        let restored = try TextLayout(archive: layout.archive())
        #expect(restored.storage.runs.count == storage.runs.count)
        for (a, b) in zip(storage.runs, restored.storage.runs) {
            #expect(storage.source(of: a) == restored.storage.source(of: b))
            #expect(storage.tokenClusters(of: a) == restored.storage.tokenClusters(of: b))
            #expect(storage.paragraph(of: a) == restored.storage.paragraph(of: b))
        }
        #expect(
            restored.lines.map(\.runs).map { $0.map(\.glyphIDs) } == layout.lines.map(\.runs).map { $0.map(\.glyphIDs) }
        )
    }
}
