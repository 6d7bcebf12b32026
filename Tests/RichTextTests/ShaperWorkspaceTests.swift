import Testing

@testable import RichText

/// The pooled shaping workspace (HarfBuzz buffer and scratch) and the two forms of glyph
/// offsets it relies on.
@Suite("Shaper workspaces")
struct ShaperWorkspaceTests {
    /// The glyphs of `string` in `font`, items from `context`, shaped against `cache` in
    /// `workspace` (made ready for `cache` first, as the pool does).
    static func glyphs(
        of string: String, font: Font, context: FontContext, cache: ShapedSegmentCache, workspace: ShaperWorkspace
    ) -> GlyphStorage {
        var text = AttributedText(string)
        text.font = font
        let analysis = TextAnalysis(text)
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        let items = itemizer.items(for: analysis.paragraphs[0])
        workspace.prepare(for: cache)
        return Shaper(text: analysis.utf16, cache: cache, workspace: workspace)
            .shape(analysis.paragraphs[0], items: items).glyphs
    }

    @Test("a workspace moved to another cache forgets the style ids it registered with the first")
    func stylesBelongToTheirCache() throws {
        let context = try FontContext()
        let first = ShapedSegmentCache()
        let second = ShapedSegmentCache()
        let small = Font(family: "Noto Sans", size: 16)
        let large = Font(family: "Noto Sans", size: 30)
        let string = "plain words seen twice"
        let workspace = ShaperWorkspace()
        // `small` takes the first cache's first style id; `large` the second cache's.
        let expected = Self.glyphs(of: string, font: small, context: context, cache: first, workspace: workspace)
        let largeGlyphs = Self.glyphs(of: string, font: large, context: context, cache: second, workspace: workspace)
        #expect(largeGlyphs.advances != expected.advances)
        // Seen twice, the large words are stored in the second cache under its first id.
        _ = Self.glyphs(of: string, font: large, context: context, cache: second, workspace: workspace)
        #expect(second.count > 0)
        // Keeping the first cache's id for `small` would find the large glyphs here.
        let again = Self.glyphs(of: string, font: small, context: context, cache: second, workspace: workspace)
        #expect(again == expected)
    }

    @Test("a workspace back on its cache keeps its styles and counts HarfBuzz calls from zero")
    func reuseOnTheSameCache() throws {
        let context = try FontContext()
        let cache = ShapedSegmentCache()
        let workspace = ShaperWorkspace()
        let font = Font(family: "Noto Sans", size: 16)
        let string = "zorblat quintex vamoor pleskit"
        let fresh = Self.glyphs(of: string, font: font, context: context, cache: cache, workspace: workspace)
        #expect(workspace.scratch.styles.count == 1)
        for _ in 0..<3 {
            #expect(Self.glyphs(of: string, font: font, context: context, cache: cache, workspace: workspace) == fresh)
        }
        #expect(workspace.scratch.styles.count == 1, "the style is registered once")
        let shaper = Shaper(text: Array(string.utf16), cache: cache, workspace: workspace)
        #expect(shaper.harfBuzzCalls == 0, "a used buffer starts this shaper's count at zero")
    }

    @Test("the pool does not keep a workspace that a huge paragraph grew")
    func hugeParagraphWorkspaceIsNotKept() throws {
        let context = try FontContext(shapingCacheCapacity: 1 << 16)
        let words = (0..<40_000).map { "w\($0)q" }.joined(separator: " ")
        let shaped = ShapedText(AttributedText(words), context: context)
        #expect(shaped.paragraphs[0].glyphCount > 100_000)
        // Every idle workspace at once (nested), with what each one holds.
        func idleSizes(depth: Int) -> [(shape: Int, stretch: Int)] {
            guard depth > 0 else { return [] }
            return ShaperWorkspace.with(cache: context.segmentCache) { workspace in
                [(workspace.buffer.largestShape, workspace.scratch.stretch.capacity)] + idleSizes(depth: depth - 1)
            }
        }
        let sizes = idleSizes(depth: 9)
        #expect(
            sizes.allSatisfy {
                $0.shape <= ShaperWorkspace.largestKeptShape && $0.stretch <= ShaperWorkspace.largestKeptStretch
            }, "\(sizes)")
    }

    @Test("glyph storage compares glyphs: an empty offset array equals one of zeros")
    func offsetFormsAreEqual() {
        var sparse = GlyphStorage()
        var dense = GlyphStorage()
        for glyph in 0..<3 {
            sparse.append(id: UInt32(glyph), advance: 5, xOffset: 0, yOffset: 0, cluster: Int32(glyph), flags: 0)
        }
        dense.ids = [0, 1, 2]
        dense.advances = [5, 5, 5]
        dense.clusters = [0, 1, 2]
        dense.flags = [0, 0, 0]
        dense.xOffsets = [0, 0, 0]
        dense.yOffsets = [0, 0, 0]
        #expect(sparse.xOffsets.isEmpty && sparse.yOffsets.isEmpty, "zero offsets keep the arrays empty")
        #expect(sparse == dense)
        #expect(sparse.hashValue == dense.hashValue)
        dense.yOffsets[1] = -2
        #expect(sparse != dense)
        sparse.setOffsets(from: 3, x: [Float(0)], y: [Float(1)])
        sparse.ids.append(3)
        sparse.advances.append(5)
        sparse.clusters.append(3)
        sparse.flags.append(0)
        #expect(sparse.xOffsets.isEmpty, "still all zero")
        #expect(sparse.yOffsets == [0, 0, 0, 1], "filled with zeros before the first non-zero offset")
    }

    @Test("offsets HarfBuzz gives a font at size 0 scale to zero and keep the arrays sparse until a real one")
    func zeroSizeOffsets() throws {
        // Marks positioned on their bases: the size-0 run's offsets are all zero once scaled,
        // the size-16 run's are not.
        var text = AttributedText("بِسْمِ بِسْمِ")
        text.font = Font(family: "Noto Sans Arabic", size: 16)
        text.setFont(Font(family: "Noto Sans Arabic", size: 0), range: 0..<6)
        let shaped = ShapedText(text)
        let paragraph = try #require(shaped.paragraphs.first)
        let glyphs = paragraph.glyphs
        let first = try #require(paragraph.runs.first)
        let last = try #require(paragraph.runs.last)
        #expect(last.glyphRange.contains { glyphs.xOffset(at: $0) != 0 || glyphs.yOffset(at: $0) != 0 })
        // The zeros before the first real offset are positive zeros (what filling the array
        // when it first holds one gives), not HarfBuzz's offsets scaled by zero (-0.0 for y).
        for index in first.glyphRange {
            #expect(glyphs.xOffset(at: index).bitPattern == 0 && glyphs.yOffset(at: index).bitPattern == 0)
        }
    }

    @Test("an offset array made dense takes the room the paragraph reserved (no regrowth glyph by glyph)")
    func denseOffsetsTakeReservedRoom() {
        var storage = GlyphStorage()
        storage.reserveCapacity(200)
        for glyph in 0..<10 {
            storage.append(id: 1, advance: 5, xOffset: 0, yOffset: 0, cluster: Int32(glyph), flags: 0)
        }
        #expect(storage.yOffsets.isEmpty)
        storage.append(id: 2, advance: 0, xOffset: 0, yOffset: -3, cluster: 10, flags: 0)
        #expect(storage.yOffsets.count == 11 && storage.yOffsets.last == -3)
        #expect(storage.yOffsets.capacity >= 200, "room for the reserved glyphs, not just the 11 so far")
        #expect(storage.xOffsets.isEmpty, "x offsets are still all zero")
        storage.makeOffsetsDense(upTo: 11)
        #expect(storage.xOffsets == Array(repeating: 0, count: 11) && storage.xOffsets.capacity >= 200)
    }

    @Test("an archive holds glyph offsets in one form: zeros archive as an empty array")
    func archivedOffsetsAreCanonical() {
        var dense = GlyphStorage()
        dense.ids = [7, 8]
        dense.advances = [5, 6]
        dense.clusters = [0, 1]
        dense.flags = [0, 0]
        dense.xOffsets = [0, 0]
        dense.yOffsets = [0, 2]
        let archived = LayoutArchiveV1.Glyphs(dense)
        #expect(archived.xOffsets.isEmpty, "a line's reshaped glyphs and restored ones archive alike")
        #expect(archived.yOffsets == [0, 2])
    }
}
