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
                let pixel = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
                    $0.pointee
                }
                let red = UInt8((pixel >> 16) & 0xFF)
                if red != expected.pixel(x: x, y: y).red { differing += 1 }
            }
        }
        #expect(differing == 0)
    }
}

/// Attachment content the renderer does not draw goes to `RenderOptions.drawAttachment`.
@Suite("Custom attachment drawing")
struct CustomAttachmentTests {
    struct Swatch: Hashable, Sendable { var green: Double }

    @Test func opaqueContentIsDrawnByTheClosure() throws {
        var text = AttributedText("a \u{FFFC} b")
        text.setAttachment(
            TextAttachment(content: .opaque(.init(Swatch(green: 0.5))), size: Size(width: 20, height: 20)), range: 2..<3
        )
        let laidOut = layout(text)
        var options = RenderOptions(scale: 2, backgroundColor: .white)
        options.drawAttachment = { frame, context in
            guard case .opaque(let payload) = frame.attachment.content, let swatch = payload.value as? Swatch else {
                return
            }
            cairo_set_source_rgb(context, 0, swatch.green, 0)
            cairo_rectangle(context, frame.frame.minX, frame.frame.minY, frame.frame.width, frame.frame.height)
            cairo_fill(context)
        }
        let image = try TextRenderer(options: options).image(of: laidOut)
        let frame = try #require(laidOut.attachmentFrames.first).frame
        let centre = image.pixel(x: Int(frame.midX * 2), y: Int(frame.midY * 2))
        #expect(centre.red == 0 && centre.green == 128 && centre.blue == 0)
        #expect(image.problems.isEmpty)
        // Without a closure, opaque content draws nothing and is no problem.
        let plain = try TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white)).image(of: laidOut)
        #expect(plain.pixel(x: Int(frame.midX * 2), y: Int(frame.midY * 2)) == (255, 255, 255, 255))
    }
}
