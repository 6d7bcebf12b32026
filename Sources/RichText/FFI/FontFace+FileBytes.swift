@preconcurrency import CShaping

extension FontFace {
    /// A copy of the bytes of the font file (or font data) this face was loaded from.
    ///
    /// For a renderer that opens its own FreeType face on the same font (the rendering
    /// module does, once per face): HarfBuzz keeps shaping from its own immutable face, so
    /// the two never share a FreeType object. Face `faceIndex` of these bytes is this face.
    package var fileBytes: [UInt8] {
        var length: UInt32 = 0
        guard let pointer = hb_blob_get_data(harfBuzz.blob, &length), length > 0 else { return [] }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}
