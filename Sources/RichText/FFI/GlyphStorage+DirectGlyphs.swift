extension GlyphStorage {
    /// Appends the direct glyphs of `range` of `text`: one glyph a unit, every unit one
    /// that `table` takes (checked by the caller). The arrays grow once each and are
    /// filled in one pass through their buffers, each unit looked up once: three passes,
    /// two of them calling a closure a unit, cost about 60 instructions a character more
    /// (a warm CJK sample has some 140 direct characters).
    mutating func append(directGlyphsOf range: TextRange, in text: [UInt16], table: DirectGlyphs.Table, scale: Float) {
        precondition(range.lowerBound >= 0 && range.upperBound <= text.count, "range outside the text")
        let count = range.count
        let start = ids.count
        ZeroRuns.append(count, to: &ids)
        ZeroRuns.append(count, to: &advances)
        ZeroRuns.append(count, to: &clusters)
        ZeroRuns.append(count, to: &flags)
        appendZeroOffsets(count)
        text.withUnsafeBufferPointer { units in
            ids.withUnsafeMutableBufferPointer { ids in
                advances.withUnsafeMutableBufferPointer { advances in
                    clusters.withUnsafeMutableBufferPointer { clusters in
                        for index in 0..<count {
                            let offset = range.lowerBound + index
                            let glyph = table.glyph(for: units[offset])
                            ids[start + index] = glyph?.id ?? 0
                            advances[start + index] = Float(glyph?.advance ?? 0) * scale
                            clusters[start + index] = Int32(truncatingIfNeeded: offset)
                        }
                    }
                }
            }
        }
    }
}
