/// The width table's two passes over a paragraph's glyph arrays (`ParagraphWidths`),
/// through the arrays' buffers: each array's bounds are checked once, not at every unit
/// and glyph (the prefix sums of a warm CJK sample: 9.1 k → 6.8 k instructions).
enum GlyphArrayScans {
    /// `sums[i]`: the advances of the glyphs whose cluster starts before `start + i`, for
    /// `i` in `0...count` (a multi-unit cluster counts whole at its first unit), and whether
    /// each sum is at most the next. Each cluster's glyphs are summed before they are
    /// added, exactly as per-unit buckets would be. In the same pass, the bit of each
    /// cluster's offset (bit `i`: offset `start + i`) is cleared in `bits` when `flags` does
    /// not mark the cluster's first glyph with `unsafeFlag` (one pass instead of two over
    /// the clusters: the width table's `prefix` and `unsafeCuts`).
    ///
    /// - Precondition: `clusters` ascend (logical order), one per glyph of `advances` and
    ///   `flags`; `bits` holds at least `count + 1` bits. A glyph whose cluster is before
    ///   `start` is summed at the first unit, and its cluster's bit is left alone.
    static func prefixSums(
        clusters: [Int32], advances: [Float], flags: [UInt8], unsafeFlag: UInt8, start: Int, count: Int,
        clearingSafeClusterStartsIn bits: inout [UInt64]
    ) -> (sums: [Double], neverDecreases: Bool) {
        let glyphCount = min(min(clusters.count, advances.count), flags.count)
        precondition(bits.count << 6 > count, "too few bits for the content")
        var neverDecreases = true
        let sums = [Double].written(capacity: count + 1) { buffer in
            bits.withUnsafeMutableBufferPointer { bits in
                clusters.withUnsafeBufferPointer { clusters in
                    advances.withUnsafeBufferPointer { advances in
                        flags.withUnsafeBufferPointer { flags in
                            // Wrapping arithmetic: the indices are bounded by the counts (an
                            // overflow check on each would be most of the loop's instructions).
                            // The cleared bits of one word gather in a register and are
                            // written when the word changes; each cluster's bit is or-ed in
                            // whether it is cleared or not (a zero when not): which glyphs
                            // HarfBuzz marks follows no pattern a branch predicts.
                            var sum = 0.0
                            var glyph = 0
                            var word = -1
                            var cleared: UInt64 = 0
                            buffer[0] = 0
                            for index in 0..<count {
                                let unit = start &+ index
                                if glyph < glyphCount, Int(clusters[glyph]) <= unit {
                                    // The cluster's first glyph; its offset is at most `index`.
                                    let bit = Int(clusters[glyph]) &- start
                                    if bit >= 0 {
                                        if bit >> 6 != word {
                                            if word >= 0 { bits[word] &= ~cleared }
                                            word = bit >> 6
                                            cleared = 0
                                        }
                                        let clears: UInt64 = flags[glyph] & unsafeFlag == 0 ? 1 : 0
                                        cleared |= clears << UInt64(bit & 63)
                                    }
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
                            if word >= 0 { bits[word] &= ~cleared }
                        }
                    }
                }
            }
            return count + 1
        }
        return (sums, neverDecreases)
    }
}
