import Testing

@testable import RichText

/// `ParagraphWidths.scan` must give what the unit-by-unit definition of the sums gives,
/// bit for bit, on any glyph storage the shaper can make, and the unsafe-cut bits of the
/// glyph-by-glyph definition. (A glyph-by-glyph rewrite that appended the sums was checked
/// with this test and dropped: it cost more.)
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
            let fast = ParagraphWidths.scan(glyphs, content: content, runs: [])
            let slow = reference(glyphs, content: content)
            if fast.prefix != slow.prefix || fast.neverDecreases != slow.neverDecreases { mismatches += 1 }
        }
        #expect(mismatches == 0)
        let empty = ParagraphWidths.scan(GlyphStorage(), content: 3..<6, runs: [])
        #expect(empty.prefix == [0, 0, 0, 0] && empty.neverDecreases)
    }

    /// The definition of the unsafe-cut bits: every offset of `content` and its end starts
    /// unsafe; the content's end, `runStarts` and the first glyph of each cluster not
    /// marked unsafe to break are safe.
    private func referenceCuts(_ glyphs: GlyphStorage, content: TextRange, runStarts: [Int]) -> [UInt64] {
        var bits = [UInt64](repeating: ~0, count: (content.count + 64) >> 6)
        func clear(_ offset: Int) {
            let bit = offset - content.lowerBound
            bits[bit >> 6] &= ~(1 << UInt64(bit & 63))
        }
        clear(content.upperBound)
        runStarts.forEach(clear)
        let unsafe = ShapedGlyph.Flags.unsafeToBreak.rawValue
        for glyph in 0..<glyphs.count where glyph == 0 || glyphs.clusters[glyph] != glyphs.clusters[glyph - 1] {
            if glyphs.flags[glyph] & unsafe == 0 { clear(Int(glyphs.clusters[glyph])) }
        }
        return bits
    }

    @Test("unsafe-cut bits equal the glyph-by-glyph definition: multi-glyph and multi-unit clusters, runs, long text")
    func cutsEqualTheDefinition() {
        var generator = SplitMix64(state: 33)
        var mismatches = 0
        for round in 0..<2_000 {
            let start = generator.below(5)
            let length = 1 + generator.below(round % 10 == 0 ? 400 : 70)
            let content = start..<start + length
            var glyphs = GlyphStorage()
            var cluster = start
            while cluster < content.upperBound {
                for _ in 0...generator.below(3) {
                    let flags: UInt8 = generator.below(3) == 0 ? ShapedGlyph.Flags.unsafeToBreak.rawValue : 0
                    glyphs.append(id: 1, advance: 5, xOffset: 0, yOffset: 0, cluster: Int32(cluster), flags: flags)
                }
                cluster += 1 + generator.below(3)
            }
            let runStarts = [start] + (0..<generator.below(3)).map { _ in start + generator.below(length) }
            let runs = runStarts.sorted().map { runStart in
                ShapedRun(
                    range: runStart..<content.upperBound, level: 0, script: .common, face: Self.face, font: .default,
                    language: nil, letterSpacing: 0, attachment: nil, glyphRange: 0..<0, advance: 0)
            }
            let fast = ParagraphWidths.scan(glyphs, content: content, runs: runs)
            if fast.unsafeCuts != referenceCuts(glyphs, content: content, runStarts: runStarts) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    private static let face = FontContext.default.face(for: .default)!
}
