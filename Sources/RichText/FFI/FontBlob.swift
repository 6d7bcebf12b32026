@preconcurrency import CShaping

/// Owns the bytes of one font file or font data as a HarfBuzz blob.
///
/// Files are memory-mapped by HarfBuzz; data is copied once. The blob is handed to each
/// `HarfBuzzFont` made from it (which takes its own reference).
final class FontBlob: @unchecked Sendable {
    let blob: OpaquePointer

    /// Maps the file at `path`; nil when HarfBuzz cannot open it.
    init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        self.blob = blob
    }

    /// Copies `bytes`.
    init(bytes: [UInt8]) {
        blob = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                hb_blob_create($0.baseAddress, UInt32($0.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
            }
        }
    }

    deinit {
        hb_blob_destroy(blob)
    }

    /// The number of bytes.
    var count: Int { Int(hb_blob_get_length(blob)) }

    /// Calls `body` with the bytes; they stay valid only during the call.
    func withBytes<T, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> T) throws(E) -> T {
        var length: UInt32 = 0
        let pointer = hb_blob_get_data(blob, &length)
        return try body(UnsafeRawBufferPointer(start: pointer, count: Int(length)))
    }

    /// A `HarfBuzzFont` for face `index`, holding its own reference to the blob.
    func makeFont(index: Int) -> HarfBuzzFont {
        HarfBuzzFont(blob: hb_blob_reference(blob), index: UInt32(index))
    }
}
