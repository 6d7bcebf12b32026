@preconcurrency import CCairo
import RichText

/// A Cairo font face over a private FreeType face opened on a `FontFace`'s bytes.
///
/// **How FreeType access is serialised.** FreeType faces are not thread-safe. HarfBuzz
/// never sees this face (it shapes from its own immutable `hb_face_t` on the same bytes),
/// so the only users of the `FT_Face` are this class and Cairo:
/// - the face is opened with its own `FT_Library`, inside the lock of the
///   `FontFace`'s companion slot (`FontFace.cairoFace`), so it is opened once, and no
///   other thread uses its library;
/// - every Cairo call that reads glyphs of the face (`cairo_show_glyphs`,
///   `cairo_glyph_path`, `cairo_glyph_extents`) is made by `Canvas` inside `withFace`,
///   which holds this face's `Lock`: one thread at a time rasterises a face;
/// - Cairo itself takes the face's own mutex (`cairo_ft_scaled_font_lock_face`) around
///   every FreeType call, which also covers what vector surfaces do with the face when
///   they are finished (font subsetting).
///
/// The `FT_Face`, its library and the copied bytes belong to a `FreeTypeResources` object
/// attached to the Cairo face as user data; Cairo releases it when its last reference to
/// the face goes (possibly after this object, while a PDF surface still needs the font).
final class CairoFontFace: @unchecked Sendable {
    /// The `cairo_font_face_t *`; one reference owned.
    let handle: OpaquePointer
    private let lock = Lock(())

    /// Opens face `faceIndex` of `bytes`; nil when FreeType or Cairo rejects it.
    init?(bytes: [UInt8], faceIndex: Int) {
        guard let resources = FreeTypeResources(bytes: bytes, faceIndex: faceIndex) else { return nil }
        // FT_LOAD_NO_HINTING (1 << 1) for the same outlines on every machine; FT_LOAD_COLOR
        // (1 << 20) so that colour bitmap faces (the emoji font) load their colour glyphs.
        let loadFlags: Int32 = (1 << 1) | (1 << 20)
        let created = CairoLeakAllowance.run { cairo_ft_font_face_create_for_ft_face(resources.face, loadFlags) }
        guard let face = created else { return nil }
        let unmanaged = Unmanaged.passRetained(resources)
        let status = cairo_font_face_set_user_data(face, freeTypeResourcesKey, unmanaged.toOpaque()) { pointer in
            guard let pointer else { return }
            Unmanaged<FreeTypeResources>.fromOpaque(pointer).release()
        }
        guard status == CAIRO_STATUS_SUCCESS, cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            unmanaged.release()
            cairo_font_face_destroy(face)
            return nil
        }
        handle = face
    }

    deinit {
        cairo_font_face_destroy(handle)
    }

    /// Runs `body` with the face's handle while holding the face's lock.
    func withFace<T>(_ body: (OpaquePointer) -> T) -> T {
        lock.withLock { _ in body(handle) }
    }
}

/// The key under which a Cairo face keeps its FreeType resources (an address that never moves).
nonisolated(unsafe) private let freeTypeResourcesKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// Owns one `FT_Library`, one `FT_Face` opened on it and the bytes the face reads.
private final class FreeTypeResources {
    let library: FT_Library
    let face: FT_Face
    let bytes: UnsafeMutableBufferPointer<UInt8>

    init?(bytes source: [UInt8], faceIndex: Int) {
        guard !source.isEmpty else { return nil }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: source.count)
        _ = bytes.initialize(from: source)
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, bytes.baseAddress, FT_Long(bytes.count), FT_Long(faceIndex), &face)
        guard error == 0, let face else {
            bytes.deallocate()
            FT_Done_FreeType(library)
            return nil
        }
        // A bitmap-only face (CBDT colour emoji) has fixed strikes: select the first, and
        // Cairo scales its bitmaps to the requested size.
        if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0, face.pointee.num_fixed_sizes > 0 {
            FT_Select_Size(face, 0)
        }
        self.library = library
        self.face = face
        self.bytes = bytes
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        bytes.deallocate()
    }
}
