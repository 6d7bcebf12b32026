@preconcurrency import CCairo
import Foundation
import Synchronization

/// Owns a Cairo image surface decoded from PNG bytes (by Cairo's libpng reader).
final class DecodedImage: @unchecked Sendable {
    /// The `cairo_surface_t *`; one reference owned. Never drawn into after decoding.
    let handle: OpaquePointer
    let width: Int
    let height: Int

    /// Decodes `bytes`; nil when they are not a PNG Cairo can read.
    init?(pngBytes bytes: [UInt8]) {
        let source = ByteSource(bytes)
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                source.bytes.withUnsafeBufferPointer { buffer in
                    data.update(from: buffer.baseAddress! + source.offset, count: count)
                }
                source.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        handle = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        // A unique id tells Cairo's PDF backend that every use of this surface is one image
        // (without it, each use embeds another copy); the string is Cairo's to free.
        let id = "richtext-image-\(Self.nextID.add(1, ordering: .relaxed).newValue)"
        if let copy = strdup(id) {
            cairo_surface_set_mime_data(
                surface, CAIRO_MIME_TYPE_UNIQUE_ID, UnsafeRawPointer(copy).assumingMemoryBound(to: UInt8.self),
                UInt(strlen(copy)), free, copy)
        }
    }

    /// The last image id given (ids are never reused within a process).
    private static let nextID = Atomic<Int>(0)

    deinit {
        cairo_surface_destroy(handle)
    }
}

/// Bytes Cairo reads through a stream callback, with the read position.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }
}
