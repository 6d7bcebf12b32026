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
        /// The glyphs the cache gives for `text[1...]`, and whether it shaped them instead
        /// (appending `shaping`, empty unless given).
        func lookUp(_ text: [UInt16], shaping: GlyphStorage = GlyphStorage()) -> (glyphs: GlyphStorage, shaped: Bool) {
            var glyphs = GlyphStorage()
            var shaped = false
            _ = cache.glyphs(
                for: 1..<text.count, of: text, style: style, isParagraphStart: false, isParagraphEnd: false,
                into: &glyphs
            ) { output in
                shaped = true
                output.append(contentsOf: shaping)
            }
            return (glyphs, shaped)
        }
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
                for _ in 0..<2 { _ = lookUp(text, shaping: shaped) }  // stored the second time it is shaped
                let found = lookUp(text)
                #expect(!found.shaped, "\(length) units, offsets \(withOffsets): found")
                #expect(found.glyphs == shaped, "\(length) units, offsets \(withOffsets)")
                var other = text
                other[text.count - 1] ^= 1
                #expect(lookUp(other).shaped, "\(length) units: a different last unit is another key")
            }
        }
    }

    @Test("a key under the same hash matches only its own units, every one of them (odd counts too)")
    func keysCompareEveryUnit() {
        var table = ShardTable(slots: 64, glyphs: 512, units: 512)
        for length in 1...9 {
            let text = (0..<length).map { UInt16(0x4E00 + $0 * 7 + length) }
            var glyphs = GlyphStorage()
            for unit in 0..<length {
                glyphs.append(id: 1, advance: 1, xOffset: 0, yOffset: 0, cluster: Int32(unit), flags: 0)
            }
            let hash = UInt64(0xABCD_0000 + length) | 1
            table.insert(
                text, 0..<length, key: 7, hash: hash, glyphs: glyphs, range: 0..<length, hasOffsets: false)
            let foundItself = table.contains(text, 0..<length, key: 7, hash: hash)
            #expect(foundItself, "\(length) units")
            for changed in 0..<length {
                var other = text
                other[changed] ^= 0x10
                let foundOther = table.contains(other, 0..<length, key: 7, hash: hash)
                #expect(!foundOther, "\(length) units: unit \(changed) differs under the same hash")
            }
        }
    }
}
