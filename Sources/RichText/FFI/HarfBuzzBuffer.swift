@preconcurrency import CShaping

/// Per-call scratch: one HarfBuzz buffer reused for every item of a shaping call.
///
/// Not thread-safe; each shaping call owns its own buffer.
final class HarfBuzzBuffer {
    let buffer: OpaquePointer
    /// How many times this buffer has shaped (tests count HarfBuzz calls with it).
    private(set) var calls = 0

    init() {
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// Shapes `text[range]` with `text[context]` around it as context and appends the
    /// glyphs to `storage` in logical order (clusters non-decreasing, absolute offsets into
    /// `text`), advances and offsets scaled by `scale` from font units to points, y offsets
    /// growing downward. Returns whether some glyph's advance is negative (only a damaged
    /// or hostile font's positioning gives one). `unsafeToConcat` asks HarfBuzz for its
    /// unsafe-to-concatenate flags (about 3.5 % more of its work on Latin text); without
    /// it, that flag of the glyphs means nothing.
    @discardableResult
    func shape(
        text: [UInt16], range: TextRange, context: TextRange, font: HarfBuzzFont,
        rightToLeft: Bool, script: UInt32, language: String?, features: [FontFeature], scale: Float,
        unsafeToConcat: Bool = true, into storage: inout GlyphStorage
    ) -> Bool {
        calls += 1
        text[context].withUnsafeBufferPointer { buffer in
            shape(
                buffer: buffer,
                range: (range.lowerBound - context.lowerBound)..<(range.upperBound - context.lowerBound),
                font: font, rightToLeft: rightToLeft, script: script, language: language, features: features,
                unsafeToConcat: unsafeToConcat)
        }
        return append(to: &storage, scale: scale, clusterOffset: Int32(context.lowerBound))
    }

    private func shape(
        buffer text: UnsafeBufferPointer<UInt16>, range: TextRange, font: HarfBuzzFont,
        rightToLeft: Bool, script: UInt32, language: String?, features: [FontFeature], unsafeToConcat: Bool
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        if let language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        var flags = unsafeToConcat ? HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT.rawValue : HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == text.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_buffer_add_utf16(
            buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        if features.isEmpty {
            hb_shape(font.font, buffer, nil, 0)
        } else {
            var hbFeatures = features.map {
                hb_feature_t(tag: hbTag($0.tag), value: $0.value, start: 0, end: UInt32.max)
            }
            hb_shape(font.font, buffer, &hbFeatures, UInt32(hbFeatures.count))
        }
        if rightToLeft { hb_buffer_reverse(buffer) }
    }

    /// Converts the buffer's glyphs into `scratch` through raw pointers, then appends them
    /// to `storage` in one bulk copy per array; returns whether an advance is negative.
    private func append(to storage: inout GlyphStorage, scale: Float, clusterOffset: Int32) -> Bool {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return false }
        let glyphCount = Int(count)
        // Taken out of the class for the duration, so the nested accesses to its arrays
        // are to a local value's separate properties (no dynamic exclusivity conflict).
        var scratch = Scratch()
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        scratch.ensureCount(glyphCount)
        let defined = HB_GLYPH_FLAG_DEFINED.rawValue
        scratch.ids.withUnsafeMutableBufferPointer { ids in
            scratch.clusters.withUnsafeMutableBufferPointer { clusters in
                scratch.flags.withUnsafeMutableBufferPointer { flags in
                    for index in 0..<glyphCount {
                        ids[index] = infos[index].codepoint
                        clusters[index] = Int32(bitPattern: infos[index].cluster) &+ clusterOffset
                        flags[index] = UInt8(truncatingIfNeeded: infos[index].mask & defined)
                    }
                }
            }
        }
        var smallestAdvance: Int32 = 0
        scratch.advances.withUnsafeMutableBufferPointer { advances in
            scratch.xOffsets.withUnsafeMutableBufferPointer { xOffsets in
                scratch.yOffsets.withUnsafeMutableBufferPointer { yOffsets in
                    for index in 0..<glyphCount {
                        smallestAdvance = min(smallestAdvance, positions[index].x_advance)
                        advances[index] = Float(positions[index].x_advance) * scale
                        xOffsets[index] = Float(positions[index].x_offset) * scale
                        yOffsets[index] = -Float(positions[index].y_offset) * scale
                    }
                }
            }
        }
        let start = storage.count
        // Through the buffers, not slices: slicing the arrays cost six retains and two
        // releases a call.
        scratch.ids.withUnsafeBufferPointer { storage.ids.append(contentsOf: $0.prefix(glyphCount)) }
        scratch.clusters.withUnsafeBufferPointer { storage.clusters.append(contentsOf: $0.prefix(glyphCount)) }
        scratch.flags.withUnsafeBufferPointer { storage.flags.append(contentsOf: $0.prefix(glyphCount)) }
        scratch.advances.withUnsafeBufferPointer { storage.advances.append(contentsOf: $0.prefix(glyphCount)) }
        scratch.xOffsets.withUnsafeBufferPointer { x in
            scratch.yOffsets.withUnsafeBufferPointer { y in
                storage.setOffsets(from: start, x: x.prefix(glyphCount), y: y.prefix(glyphCount))
            }
        }
        return smallestAdvance < 0
    }

    /// Reused conversion arrays (their counts only grow).
    private var scratch = Scratch()

    /// The most glyphs one call of this buffer has converted (what its arrays, and
    /// HarfBuzz's own, have grown to hold).
    var largestShape: Int { scratch.ids.count }

    private struct Scratch {
        var ids: [UInt32] = []
        var clusters: [Int32] = []
        var flags: [UInt8] = []
        var advances: [Float] = []
        var xOffsets: [Float] = []
        var yOffsets: [Float] = []

        mutating func ensureCount(_ count: Int) {
            guard ids.count < count else { return }
            let extra = max(count, ids.count * 2) - ids.count
            ids.append(contentsOf: repeatElement(0, count: extra))
            clusters.append(contentsOf: repeatElement(0, count: extra))
            flags.append(contentsOf: repeatElement(0, count: extra))
            advances.append(contentsOf: repeatElement(0, count: extra))
            xOffsets.append(contentsOf: repeatElement(0, count: extra))
            yOffsets.append(contentsOf: repeatElement(0, count: extra))
        }
    }
}
