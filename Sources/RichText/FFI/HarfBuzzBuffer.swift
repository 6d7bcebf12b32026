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
    /// growing downward.
    func shape(
        text: [UInt16], range: TextRange, context: TextRange, font: HarfBuzzFont,
        rightToLeft: Bool, script: UInt32, language: String?, features: [FontFeature], scale: Float,
        into storage: inout GlyphStorage
    ) {
        calls += 1
        text[context].withUnsafeBufferPointer { buffer in
            shape(
                buffer: buffer,
                range: (range.lowerBound - context.lowerBound)..<(range.upperBound - context.lowerBound),
                font: font, rightToLeft: rightToLeft, script: script, language: language, features: features)
        }
        append(to: &storage, scale: scale, clusterOffset: Int32(context.lowerBound))
    }

    private func shape(
        buffer text: UnsafeBufferPointer<UInt16>, range: TextRange, font: HarfBuzzFont,
        rightToLeft: Bool, script: UInt32, language: String?, features: [FontFeature]
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        if let language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        var flags = HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT.rawValue
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

    private func append(to storage: inout GlyphStorage, scale: Float, clusterOffset: Int32) {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        for index in 0..<Int(count) {
            let info = infos[index]
            let position = positions[index]
            storage.ids.append(info.codepoint)
            storage.clusters.append(Int32(bitPattern: info.cluster) + clusterOffset)
            storage.advances.append(Float(position.x_advance) * scale)
            storage.xOffsets.append(Float(position.x_offset) * scale)
            storage.yOffsets.append(-Float(position.y_offset) * scale)
            storage.flags.append(UInt8(truncatingIfNeeded: info.mask & HB_GLYPH_FLAG_DEFINED.rawValue))
        }
    }
}
