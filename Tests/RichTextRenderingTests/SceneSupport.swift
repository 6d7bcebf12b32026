import RichText
import RichTextRendering

/// One picture of the golden tests: a layout and how to draw it.
struct Scene: CustomStringConvertible, Sendable {
    var name: String
    var options = RenderOptions(backgroundColor: .white)
    var make: @Sendable () throws -> TextLayout
    var description: String { name }

    init(
        _ name: String, options: RenderOptions = RenderOptions(backgroundColor: .white),
        _ make: @escaping @Sendable () throws -> TextLayout
    ) {
        self.name = name
        self.options = options
        self.make = make
    }
}

/// Builds an attributed text piece by piece, each piece with its own attributes.
struct TextBuilder {
    var text = AttributedText("")
    var base: TextAttributes

    init(font: Font = Font(size: 16)) {
        base = TextAttributes()
        base.font = font
        base.color = .black
    }

    /// Appends `string` in the base attributes changed by `change`; returns its range.
    @discardableResult
    mutating func add(_ string: String, _ change: (inout TextAttributes) -> Void = { _ in }) -> Range<Int> {
        var attributes = base
        change(&attributes)
        let start = text.length
        text.append(AttributedText(string, attributes: attributes))
        return start..<text.length
    }
}

func layout(
    _ text: AttributedText, width: Double = 320, height: Double = .infinity, insets: Double = 8,
    configure: (inout TextContainer) -> Void = { _ in }
) -> TextLayout {
    var container = TextContainer(
        size: Size(width: width, height: height),
        insets: EdgeInsets(top: insets, left: insets, bottom: insets, right: insets))
    configure(&container)
    return TextLayout(container: container, text: text)
}

/// A small PNG for attachments, drawn by the renderer itself (Cairo encodes it): a blue
/// 24 × 16 picture with a white bold "R" and a yellow bar along its top, so that
/// stretching, fitting and clipping all show.
func testImagePNG() throws -> [UInt8] {
    var builder = TextBuilder(font: Font(size: 13, weight: .bold))
    builder.add("R") { $0.color = .white }
    var paragraph = ParagraphStyle()
    paragraph.alignment = .center
    builder.text.setParagraphStyle(paragraph, range: 0..<builder.text.length)
    let layout = TextLayout(
        container: TextContainer(size: Size(width: 24, height: .infinity), insets: .zero), text: builder.text)
    var options = RenderOptions(backgroundColor: Color(red: 0.1, green: 0.2, blue: 0.8))
    options.size = Size(width: 24, height: 16)
    let bar = try TextRenderer(options: options).image(of: layout)
    var bytes = bar.bytes
    for y in 0..<3 {
        for x in 0..<bar.width {
            (bytes[(y * bar.width + x) * 4], bytes[(y * bar.width + x) * 4 + 1], bytes[(y * bar.width + x) * 4 + 2]) = (
                255, 220, 0
            )
        }
    }
    return try RenderedImage(width: bar.width, height: bar.height, bytes: bytes).pngBytes()
}
