@preconcurrency import CShaping

extension FontFace {
    /// A 64-bit FNV-1a digest of the bytes of the font file (or font data) the face was
    /// loaded from: what a layout archive names the face by (with `fileByteCount` and
    /// `faceIndex`), so that only a face loaded from the very same file matches.
    ///
    /// Computed on first use, under the face's own lock, and kept. FNV-1a tells files
    /// apart; it is not a cryptographic hash and does not authenticate a file.
    ///
    /// - Complexity: O(n) in the file's size the first time, O(1) after.
    var contentDigest: UInt64 {
        contentDigestCache.withLock { cached in
            if let cached { return cached }
            let digest = Self.fnv1a(harfBuzz.blob)
            cached = digest
            return digest
        }
    }

    /// The number of bytes of the font file (or font data) the face was loaded from.
    var fileByteCount: Int { Int(hb_blob_get_length(harfBuzz.blob)) }

    /// FNV-1a, 64 bits (offset basis 0xcbf29ce484222325, prime 0x100000001b3), of a blob's bytes.
    private static func fnv1a(_ blob: OpaquePointer) -> UInt64 {
        var length: UInt32 = 0
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        guard let pointer = hb_blob_get_data(blob, &length), length > 0 else { return digest }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: Int(length))
        for byte in bytes {
            digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return digest
    }
}
