@preconcurrency import CCairo
import RichText
import RichTextRendering
import Testing

/// Drawing into a Cairo context the caller owns gives the pixels `image(of:)` gives.
@Suite("Caller-owned Cairo context")
struct CallerContextTests {
    @Test func callerContextMatchesImage() throws {
        let layout = layout(ConcurrentRenderingTests.busyText(), width: 200)
        let options = RenderOptions(scale: 2, backgroundColor: .white, origin: Point(x: 5, y: 3))
        let expected = try TextRenderer(options: options).image(of: layout)

        let surface = try #require(
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(expected.width), Int32(expected.height)))
        defer { cairo_surface_destroy(surface) }
        let context = try #require(cairo_create(surface))
        defer { cairo_destroy(context) }
        cairo_scale(context, 2, 2)
        let problems = TextRenderer(options: options).draw(layout, in: context)
        #expect(problems.isEmpty)
        // The context's state is restored: the transform is still the caller's 2× scale.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        #expect(matrix.xx == 2 && matrix.x0 == 0)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        var differing = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let pixel = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let red = UInt8((pixel >> 16) & 0xFF)
                if red != expected.pixel(x: x, y: y).red { differing += 1 }
            }
        }
        #expect(differing == 0)
    }
}
