@preconcurrency import CCairo

/// Owns one Cairo surface: an ARGB image, or an SVG or PDF document written to memory.
final class CairoSurface {
    /// The `cairo_surface_t *`; one reference owned.
    let handle: OpaquePointer
    /// The bytes a vector surface has written so far (all of them after `finish()`).
    private let sink: ByteSink?

    /// The largest width or height, in pixels, of a Cairo image surface.
    static let maximumImageSide = 32767

    private init(handle: OpaquePointer, sink: ByteSink?) throws(RenderError) {
        self.handle = handle
        self.sink = sink
        let status = cairo_surface_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    deinit {
        cairo_surface_destroy(handle)
    }

    /// A transparent ARGB32 image of `width` × `height` pixels.
    static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        try CairoSurface(
            handle: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)), sink: nil)
    }

    /// An SVG (1.1) or PDF document of `width` × `height` points, written to memory.
    static func vector(_ format: RenderFormat, width: Double, height: Double) throws(RenderError) -> CairoSurface {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let handle: OpaquePointer
        switch format {
        case .pdf:
            handle = cairo_pdf_surface_create_for_stream(write, closure, width, height)
            // A fixed creation date, so that the same layout gives the same bytes.
            cairo_pdf_surface_set_metadata(handle, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        default:
            handle = cairo_svg_surface_create_for_stream(write, closure, width, height)
            cairo_svg_surface_restrict_to_version(handle, CAIRO_SVG_VERSION_1_1)
        }
        let surface = try CairoSurface(handle: handle, sink: sink)
        surface.coverPage(width: width, height: height)
        return surface
    }

    /// Draws a first operation whose extents are the whole page and that leaves no ink on
    /// it: a hairline around the page, outside it, at an opacity of 1/128 (Cairo drops an
    /// operation of opacity 1/257 or less as clear, without recording it).
    ///
    /// When a vector page ends, Cairo adds each drawing call's extents to a region of the
    /// page (pixman) to decide what it writes natively. The cost of each addition grows
    /// with the pieces the region has, and calls stacked down a long page (a line's
    /// glyphs, underlines, code backgrounds) each add one: a 1 MB markdown document took
    /// half a minute to SVG or PDF, and 2 MB two minutes. A region that already holds the
    /// whole page takes every later rectangle at once, so the page's cost is linear. (An
    /// opaque background paints the whole page and does the same; Cairo then drops the
    /// hairline it covers, so such a file has none.)
    private func coverPage(width: Double, height: Double) {
        let context = cairo_create(handle)
        cairo_set_source_rgba(context, 0, 0, 0, 1 / 128)
        cairo_set_line_width(context, 1)
        cairo_rectangle(context, -2, -2, width + 4, height + 4)
        cairo_stroke(context)
        cairo_destroy(context)
    }

    /// Finishes the surface (a vector document writes its end) and reports Cairo's status.
    func finish() throws(RenderError) {
        cairo_surface_finish(handle)
        let status = cairo_surface_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    /// The document bytes of a finished vector surface.
    var documentBytes: [UInt8] { sink?.bytes ?? [] }

    /// The image encoded as PNG (by Cairo's libpng writer).
    func pngBytes() throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(
            handle,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
                    .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }

    /// The image's pixels as straight (not premultiplied) RGBA, row after row.
    func rgbaBytes() -> (width: Int, height: Int, bytes: [UInt8]) {
        cairo_surface_flush(handle)
        let width = Int(cairo_image_surface_get_width(handle))
        let height = Int(cairo_image_surface_get_height(handle))
        let stride = Int(cairo_image_surface_get_stride(handle))
        guard let data = cairo_image_surface_get_data(handle), width > 0, height > 0 else { return (width, height, []) }
        var output = [UInt8](repeating: 0, count: width * height * 4)
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    // CAIRO_FORMAT_ARGB32: one native-endian 32-bit word, premultiplied.
                    let pixel = pixels[y * stride / 4 + x]
                    let alpha = Int(pixel >> 24)
                    let target = (y * width + x) * 4
                    output[target + 3] = UInt8(alpha)
                    guard alpha > 0 else { continue }
                    for (channel, shift) in [(0, 16), (1, 8), (2, 0)] as [(Int, UInt32)] {
                        let value = Int((pixel >> shift) & 0xFF)
                        output[target + channel] = UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                    }
                }
            }
        }
        return (width, height, output)
    }
}

/// Collects the bytes Cairo writes through a stream callback.
final class ByteSink {
    var bytes: [UInt8] = []
}

extension CairoSurface {
    /// An ARGB32 image holding `image` (decoded PNGs may come as RGB24 or A8).
    static func image(copying image: DecodedImage) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface.image(width: image.width, height: image.height)
        let context = cairo_create(surface.handle)
        cairo_set_source_surface(context, image.handle, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        return surface
    }

    /// An ARGB32 image of straight RGBA `bytes` (`width × height × 4`).
    static func image(width: Int, height: Int, rgba bytes: [UInt8]) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface.image(width: width, height: height)
        cairo_surface_flush(surface.handle)
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        if let data = cairo_image_surface_get_data(surface.handle) {
            data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels in
                for y in 0..<height {
                    for x in 0..<width {
                        let source = (y * width + x) * 4
                        let alpha = UInt32(bytes[source + 3])
                        func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                        pixels[y * stride / 4 + x] =
                            alpha << 24 | premultiplied(bytes[source]) << 16 | premultiplied(bytes[source + 1]) << 8
                            | premultiplied(bytes[source + 2])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }
}
