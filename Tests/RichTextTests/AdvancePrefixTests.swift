import Testing

@testable import RichText

/// `ParagraphWidths.advancePrefix` must give what the unit-by-unit definition of the sums
/// gives, bit for bit, on any glyph storage the shaper can make. (A glyph-by-glyph rewrite
/// that appended the sums was checked with this test and dropped: it cost more.)
@Suite("Advance prefix sums")
struct AdvancePrefixTests {
    /// The definition: at each unit of `content`, the glyphs not yet counted whose cluster
    /// is at or before it are summed as one cluster and added.
    private func reference(_ glyphs: GlyphStorage, content: TextRange) -> (prefix: [Double], neverDecreases: Bool) {
        var prefix = [0.0]
        var neverDecreases = true
        var sum = 0.0
        var glyph = 0
        for unit in content {
            var cluster = 0.0
            var counted = false
            while glyph < glyphs.count, Int(glyphs.clusters[glyph]) <= unit {
                cluster += Double(glyphs.advances[glyph])
                glyph += 1
                counted = true
            }
            if counted {
                if !(sum <= sum + cluster) { neverDecreases = false }
                sum += cluster
            }
            prefix.append(sum)
        }
        return (prefix, neverDecreases)
    }

    @Test("equal to the unit-by-unit sums: gaps, clusters of several glyphs, glyphs outside the content, negatives")
    func equalsTheDefinition() {
        var generator = SplitMix64(state: 22)
        var mismatches = 0
        for _ in 0..<2_000 {
            let start = Int(generator.next() % 5)
            let length = Int(generator.next() % 40)
            let content = start..<start + length
            var glyphs = GlyphStorage()
            var cluster = max(0, start - Int(generator.next() % 3))
            while cluster < start + length + 2, generator.next() % 8 != 0 || glyphs.count < 2 {
                for _ in 0...Int(generator.next() % 3) {
                    let advance = Float(Int(generator.next() % 200) - 20) / 7
                    glyphs.append(id: 1, advance: advance, xOffset: 0, yOffset: 0, cluster: Int32(cluster), flags: 0)
                }
                cluster += 1 + Int(generator.next() % 3)
            }
            let fast = ParagraphWidths.advancePrefix(of: glyphs, content: content)
            let slow = reference(glyphs, content: content)
            if fast.prefix != slow.prefix || fast.neverDecreases != slow.neverDecreases { mismatches += 1 }
        }
        #expect(mismatches == 0)
        let empty = ParagraphWidths.advancePrefix(of: GlyphStorage(), content: 3..<6)
        #expect(empty.prefix == [0, 0, 0, 0] && empty.neverDecreases)
    }
}
