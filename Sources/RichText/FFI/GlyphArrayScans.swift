/// The width table's two passes over a paragraph's glyph arrays (`ParagraphWidths`),
/// through the arrays' buffers: each array's bounds are checked once, not at every unit
/// and glyph (the prefix sums of a warm CJK sample: 9.1 k → 6.8 k instructions).
enum GlyphArrayScans {
    /// `sums[i]`: the advances of the glyphs whose cluster starts before `start + i`, for
    /// `i` in `0...count` (a multi-unit cluster counts whole at its first unit), and whether
    /// each sum is at most the next. Each cluster's glyphs are summed before they are
    /// added, exactly as per-unit buckets would be.
    ///
    /// - Precondition: `clusters` ascend (logical order), one per glyph of `advances`.
    static func prefixSums(
        clusters: [Int32], advances: [Float], start: Int, count: Int
    ) -> (sums: [Double], neverDecreases: Bool) {
        let glyphCount = min(clusters.count, advances.count)
        var neverDecreases = true
        let sums = [Double](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
            clusters.withUnsafeBufferPointer { clusters in
                advances.withUnsafeBufferPointer { advances in
                    // Wrapping arithmetic: the indices are bounded by the counts (an
                    // overflow check on each would be most of the loop's instructions).
                    var sum = 0.0
                    var glyph = 0
                    buffer[0] = 0
                    for index in 0..<count {
                        let unit = start &+ index
                        if glyph < glyphCount, Int(clusters[glyph]) <= unit {
                            var cluster = 0.0
                            repeat {
                                cluster += Double(advances[glyph])
                                glyph &+= 1
                            } while glyph < glyphCount && Int(clusters[glyph]) <= unit
                            let next = sum + cluster
                            if !(sum <= next) { neverDecreases = false }
                            sum = next
                        }
                        buffer[index &+ 1] = sum
                    }
                }
            }
            initialized = count + 1
        }
        return (sums, neverDecreases)
    }

    /// Clears in `bits` (bit `i`: offset `base + i`) the offset of the first glyph of each
    /// cluster that `flags` does not mark with `unsafeFlag`.
    ///
    /// - Precondition: every glyph's cluster bit lies within `bits`.
    static func clearSafeClusterStarts(
        in bits: inout [UInt64], base: Int, clusters: [Int32], flags: [UInt8], unsafeFlag: UInt8
    ) {
        let glyphCount = min(clusters.count, flags.count)
        let wordCount = bits.count
        bits.withUnsafeMutableBufferPointer { bits in
            clusters.withUnsafeBufferPointer { clusters in
                flags.withUnsafeBufferPointer { flags in
                    // The cleared bits of one word gather in a register and are written
                    // when the word changes: a read-modify-write of memory per glyph
                    // made each glyph wait for the previous one's store. Each glyph's bit
                    // is or-ed in whether it is cleared or not (a zero when not): which
                    // glyphs HarfBuzz marks follows no pattern a branch predicts.
                    var previous: Int32 = -1
                    var word = -1
                    var cleared: UInt64 = 0
                    for glyph in 0..<glyphCount {
                        let cluster = clusters[glyph]
                        let startsCluster = cluster != previous
                        previous = cluster
                        let safe = flags[glyph] & unsafeFlag == 0
                        let bit = Int(cluster) &- base
                        precondition(bit >= 0 && bit >> 6 < wordCount, "cluster outside the paragraph")
                        if bit >> 6 != word {
                            if word >= 0 { bits[word] &= ~cleared }
                            word = bit >> 6
                            cleared = 0
                        }
                        let clears: UInt64 = startsCluster && safe ? 1 : 0
                        cleared |= clears << UInt64(bit & 63)
                    }
                    if word >= 0 { bits[word] &= ~cleared }
                }
            }
        }
    }
}
