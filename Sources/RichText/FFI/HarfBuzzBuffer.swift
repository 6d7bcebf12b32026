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

    /// Appends the buffer's glyphs to `storage`, converting each field straight into the
    /// storage's arrays; returns whether an advance is negative.
    private func append(to storage: inout GlyphStorage, scale: Float, clusterOffset: Int32) -> Bool {
        var count: UInt32 = 0
        guard let infoStart = hb_buffer_get_glyph_infos(buffer, &count),
            let positionStart = hb_buffer_get_glyph_positions(buffer, &count)
        else { return false }
        let glyphCount = Int(count)
        guard glyphCount > 0 else { return false }
        largestShape = max(largestShape, glyphCount)
        let infos = UnsafeBufferPointer(start: infoStart, count: glyphCount)
        let positions = UnsafeBufferPointer(start: positionStart, count: glyphCount)
        let defined = HB_GLYPH_FLAG_DEFINED.rawValue
        let start = storage.count
        // Each array grows by a copy of zeros, then its new tail is written through its
        // buffer: no intermediate arrays, no closure call per glyph.
        Self.grow(&storage, by: glyphCount)
        var smallestAdvance: Int32 = 0
        var (xBits, yBits): (Int32, Int32) = (0, 0)
        storage.ids.withUnsafeMutableBufferPointer { idBuffer in
            storage.clusters.withUnsafeMutableBufferPointer { clusterBuffer in
                storage.flags.withUnsafeMutableBufferPointer { flagBuffer in
                    storage.advances.withUnsafeMutableBufferPointer { advanceBuffer in
                        // The new tails, written glyph by glyph in one pass.
                        let ids = idBuffer.baseAddress! + start
                        let clusters = clusterBuffer.baseAddress! + start
                        let flags = flagBuffer.baseAddress! + start
                        let advances = advanceBuffer.baseAddress! + start
                        for index in 0..<glyphCount {
                            let info = infos[index]
                            let position = positions[index]
                            ids[index] = info.codepoint
                            clusters[index] = Int32(bitPattern: info.cluster) &+ clusterOffset
                            flags[index] = UInt8(truncatingIfNeeded: info.mask & defined)
                            advances[index] = Float(position.x_advance) * scale
                            smallestAdvance = min(smallestAdvance, position.x_advance)
                            xBits |= position.x_offset
                            yBits |= position.y_offset
                        }
                    }
                }
            }
        }
        // An offset array stays empty while every offset in it is zero (most text): the
        // raw values say when no offset can be non-zero, without converting them.
        if xBits != 0 || !storage.xOffsets.isEmpty {
            storage.setOffsets(glyphCount, from: start, vertical: false) { Float(positions[$0].x_offset) * scale }
        }
        if yBits != 0 || !storage.yOffsets.isEmpty {
            storage.setOffsets(glyphCount, from: start, vertical: true) { -Float(positions[$0].y_offset) * scale }
        }
        return smallestAdvance < 0
    }

    /// Appends `count` zeros to the id, cluster, flag and advance arrays of `storage` (out
    /// of line: the four inlined appends made the conversion half as large again).
    @inline(never)
    private static func grow(_ storage: inout GlyphStorage, by count: Int) {
        ZeroRuns.append(count, to: &storage.ids)
        ZeroRuns.append(count, to: &storage.clusters)
        ZeroRuns.append(count, to: &storage.flags)
        ZeroRuns.append(count, to: &storage.advances)
    }

    /// The most glyphs one call of this buffer has shaped (what HarfBuzz's own arrays have
    /// grown to hold).
    private(set) var largestShape = 0
}
