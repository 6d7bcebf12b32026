import Testing

@testable import RichText

/// The arena packs an entry's units two to a word and its glyphs' clusters with their
/// flags, and keeps offsets only when one is not zero: every field comes back as stored.
@Suite("Shaped-word cache arena")
struct ShardTableArenaTests {
    @Test("entries of odd and even lengths, with and without offsets, come back exactly")
    func entriesRoundTrip() {
        let cache = ShapedSegmentCache(shardCount: 1, slotsPerShard: 64, glyphsPerShard: 512, unitsPerShard: 512)
        let style = SegmentCachePolicyTests.style(cache)
        var random = SplitMix64(state: 0x51_7CC1_B727_220A)
        for length in 1...17 {
            for withOffsets in [false, true] {
                let text = [UInt16(0x20)] + (0..<length).map { _ in UInt16(0x61 + random.below(0xFF00)) }
                let segment = 1..<text.count
                var shaped = GlyphStorage()
                for unit in segment {
                    let offset: Float = withOffsets && unit == length ? -2.5 : 0
                    shaped.append(
                        id: UInt32(random.below(70000)), advance: Float(random.below(4000)) / 7,
                        xOffset: offset, yOffset: withOffsets ? Float(unit) / 3 : 0, cluster: Int32(unit),
                        flags: UInt8(random.below(4)))
                }
                var stored = GlyphStorage()
                for _ in 0..<2 {  // stored the second time it is shaped
                    stored = GlyphStorage()
                    _ = cache.glyphs(
                        for: segment, of: text, style: style, isParagraphStart: false, isParagraphEnd: false,
                        into: &stored
                    ) { $0.append(contentsOf: shaped) }
                }
                var found = GlyphStorage()
                var shapedAgain = false
                _ = cache.glyphs(
                    for: segment, of: text, style: style, isParagraphStart: false, isParagraphEnd: false,
                    into: &found
                ) { _ in shapedAgain = true }
                #expect(!shapedAgain, "\(length) units, offsets \(withOffsets): found")
                #expect(found == shaped, "\(length) units, offsets \(withOffsets)")
                var other = text
                other[text.count - 1] ^= 1
                var missed = GlyphStorage()
                var shapedOther = false
                _ = cache.glyphs(
                    for: segment, of: other, style: style, isParagraphStart: false, isParagraphEnd: false,
                    into: &missed
                ) { _ in shapedOther = true }
                #expect(shapedOther, "\(length) units: a different last unit is another key")
            }
        }
    }
}
