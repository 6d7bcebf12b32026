@preconcurrency import CShaping

/// Per-call scratch: one HarfBuzz buffer reused for every item of a shaping call.
///
/// Not thread-safe; each shaping call owns its own buffer.
final class HarfBuzzBuffer {
    let buffer: OpaquePointer

    init() {
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// The glyphs of one shaped item, in logical order (clusters non-decreasing).
    struct Output {
        var glyphIDs: [UInt32] = []
        /// Advances and offsets in font units.
        var advances: [Int32] = []
        var xOffsets: [Int32] = []
        var yOffsets: [Int32] = []
        /// UTF-16 offsets into the shaped text.
        var clusters: [Int32] = []
        var flags: [UInt8] = []
    }

    /// Shapes `text[range]` with `text[context]` around it as context and appends the
    /// glyphs to `output` (clusters relative to `context.lowerBound`).
    func shape(
        text: [UInt16], range: TextRange, context: TextRange, font: HarfBuzzFont,
        rightToLeft: Bool, script: UInt32, language: String?, features: [FontFeature],
        into output: inout Output
    ) {
        text[context].withUnsafeBufferPointer { buffer in
            shape(
                buffer: buffer,
                range: (range.lowerBound - context.lowerBound)..<(range.upperBound - context.lowerBound),
                font: font, rightToLeft: rightToLeft, script: script, language: language, features: features,
                into: &output)
        }
    }

    private func shape(
        buffer text: UnsafeBufferPointer<UInt16>, range: TextRange, font: HarfBuzzFont,
        rightToLeft: Bool, script: UInt32, language: String?, features: [FontFeature],
        into output: inout Output
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
        var hbFeatures = features.map {
            hb_feature_t(tag: hbTag($0.tag), value: $0.value, start: 0, end: UInt32.max)
        }
        hb_shape(font.font, buffer, &hbFeatures, UInt32(hbFeatures.count))
        if rightToLeft { hb_buffer_reverse(buffer) }
        append(to: &output)
    }

    private func append(to output: inout Output) {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        let glyphCount = Int(count)
        output.glyphIDs.reserveCapacity(output.glyphIDs.count + glyphCount)
        for index in 0..<glyphCount {
            let info = infos[index]
            let position = positions[index]
            output.glyphIDs.append(info.codepoint)
            output.clusters.append(Int32(bitPattern: info.cluster))
            output.advances.append(position.x_advance)
            output.xOffsets.append(position.x_offset)
            output.yOffsets.append(position.y_offset)
            output.flags.append(UInt8(truncatingIfNeeded: info.mask & HB_GLYPH_FLAG_DEFINED.rawValue))
        }
    }
}
