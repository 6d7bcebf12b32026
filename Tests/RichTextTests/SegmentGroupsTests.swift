import Testing

@testable import RichText

/// `SegmentGroups` on synthetic glyphs: which segments keep their glyphs and which are
/// reshaped together.
@Suite("Segment groups")
struct SegmentGroupsTests {
    /// One glyph per unit, id = the unit's offset.
    static func glyphs(_ range: Range<Int>, into storage: inout GlyphStorage, base: UInt32 = 0) {
        for unit in range {
            storage.append(id: base + UInt32(unit), advance: 1, xOffset: 0, yOffset: 0, cluster: Int32(unit), flags: 0)
        }
    }

    /// Feeds `joins` (one per segment of two units) and returns the glyph ids; a reshape
    /// makes `reshapedGlyphs` glyphs with id 1000 + offset for its range.
    func run(_ joins: [Bool], reshapedGlyphs: (Range<Int>) -> Int = { $0.count }) -> [UInt32] {
        var storage = GlyphStorage()
        var groups = SegmentGroups(start: 0, glyphStart: 0)
        let reshape = { (range: Range<Int>, output: inout GlyphStorage) in
            for index in 0..<reshapedGlyphs(range) {
                output.append(
                    id: 1000 + UInt32(range.lowerBound + index), advance: 1, xOffset: 0, yOffset: 0,
                    cluster: Int32(range.lowerBound), flags: 0)
            }
        }
        for (index, join) in joins.enumerated() {
            let segment = index * 2..<index * 2 + 2
            let start = storage.count
            Self.glyphs(segment, into: &storage)
            groups.add(segment, glyphsFrom: start, joinsPrevious: join, storage: &storage, reshape: reshape)
        }
        groups.finish(storage: &storage, reshape: reshape)
        #expect(storage.clusters.count == storage.ids.count && storage.flags.count == storage.ids.count)
        return storage.ids
    }

    @Test("segments that all join keep their own glyphs")
    func allJoin() {
        #expect(run([false, true, true]) == [0, 1, 2, 3, 4, 5])
    }

    @Test("a group closed by a joining segment is reshaped, and the joining segment keeps its glyphs")
    func groupThenJoin() {
        // Segments 0 and 1 cannot be joined: reshaped as one; segment 2 joins; 3 cannot.
        #expect(run([false, false, true, false]) == [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007])
        #expect(run([false, false, true, true]) == [1000, 1001, 1002, 1003, 4, 5, 6, 7])
    }

    @Test("a reshape with another glyph count leaves later groups intact")
    func reshapeChangesCount() {
        // Each reshaped group becomes one glyph (a ligature, say).
        let ids = run([false, false, true, false, true], reshapedGlyphs: { _ in 1 })
        #expect(ids == [1000, 1004, 8, 9])
    }

    @Test("a lone last group is not reshaped; a last group of several is")
    func lastGroup() {
        #expect(run([false]) == [0, 1])
        #expect(run([false, true, false]) == [0, 1, 1002, 1003, 1004, 1005])
    }
}
