import Foundation
import RichText
import RichTextRendering
import Testing

/// `TextRenderer.pageSize(of:)` is the size the documents get.
@Suite("Page size")
struct PageSizeTests {
    @Test("a PDF's media box and a PNG's pixels are pageSize(of:), with and without options.size")
    func pageSizeIsTheDocumentsSize() throws {
        var text = AttributedText("Hello world, again and again")
        text.font = .default
        let layout = TextLayout(container: TextContainer(width: 120), text: text)
        for size in [nil, Size(width: 300, height: 80)] {
            var options = RenderOptions(scale: 2)
            options.size = size
            let renderer = TextRenderer(options: options)
            let page = try renderer.pageSize(of: layout)
            #expect(page == (size ?? TextRenderer.pictureSize(for: layout)))
            let pdf = String(decoding: try renderer.data(of: layout, format: .pdf).bytes, as: UTF8.self)
            #expect(pdf.contains("/MediaBox [ 0 0 \(Int(page.width)) \(Int(page.height)) ]"), "\(page)")
            let image = try renderer.image(of: layout)
            #expect(image.width == Int(page.width * 2) && image.height == Int(page.height * 2))
        }
        var bad = RenderOptions()
        bad.size = Size(width: .nan, height: 10)
        #expect(throws: RenderError.self) { try TextRenderer(options: bad).pageSize(of: layout) }
    }
}
