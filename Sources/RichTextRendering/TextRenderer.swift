import Foundation
import RichText

/// Draws a `TextLayout` with Cairo: into a caller's context, an RGBA bitmap, PNG, SVG or PDF.
///
/// Passes follow YYText's order: block border, background colour and background border,
/// shadow, underline, glyphs, attachments, inner shadow, strikethrough, border, debug
/// overlay. Glyphs come from the layout's own faces through cairo-ft with fixed font
/// options (no hinting, no hinted metrics, grey antialiasing, RGB subpixel order), so a
/// layout gives the same pixels on every machine with the same Cairo and FreeType.
///
/// A renderer is a value and may be used from any thread, many at once, on the same or
/// different layouts: each call draws on its own surface; the FreeType faces it shares
/// are serialised as `CairoFontFace` describes (one lock per face around every Cairo call
/// that reads its glyphs, and Cairo's own face mutex).
///
/// ```swift
/// let layout = TextLayout(container: TextContainer(width: 300), text: AttributedText("Hello"))
/// let renderer = TextRenderer(options: RenderOptions(scale: 2, backgroundColor: .white))
/// let png = try renderer.data(of: layout, format: .png).bytes
/// ```
public struct TextRenderer: Sendable {
    /// How to draw.
    public var options: RenderOptions

    /// A renderer with `options`.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The size in points a picture of `layout` gets by default: the container's finite
    /// sides (its path's bounds for a path), else the text's bounding rect plus the insets;
    /// either way at least as far right and down as the text's shadows reach
    /// (`TextLayout.shadowMargin`), so a shadow under the last line is not cut off. Sides
    /// from the text round up to whole points as the layout's size does (`PixelGrid`).
    public static func pictureSize(for layout: TextLayout) -> Size {
        let container = layout.container
        let bounds = layout.textBoundingRect
        let insets = container.insets
        let shadows = layout.shadowMargin
        // Rounded as the layout's size is (`PixelGrid`): a line that fits its container
        // within the line breaker's tolerance (300.00001 in 300) makes no wider picture.
        let textWidth = max(layout.textBoundingSize.width, PixelGrid.ceiled(bounds.maxX + insets.right))
        let textHeight = max(layout.textBoundingSize.height, PixelGrid.ceiled(bounds.maxY + insets.bottom))
        var size: Size
        if let path = container.path {
            let box = path.bounds
            size = Size(width: max(box.maxX, textWidth).rounded(.up), height: max(box.maxY, textHeight).rounded(.up))
        } else {
            size = Size(
                width: container.size.width.isFinite ? container.size.width : textWidth,
                height: container.size.height.isFinite ? container.size.height : textHeight)
        }
        if !bounds.isEmpty {
            size.width = max(size.width, PixelGrid.ceiled(bounds.maxX + shadows.right))
            size.height = max(size.height, PixelGrid.ceiled(bounds.maxY + shadows.bottom))
        }
        return size
    }

    /// Draws `layout` through a caller's `cairo_t *` and returns the problems met.
    ///
    /// The context's current transform must map layout points to the target (the
    /// renderer adds `options.origin` and `options.clip`, not `options.scale`, which only
    /// sets the resolution of blurred shadows); its state is restored afterwards. The
    /// background colour, if any, paints the whole current clip.
    @discardableResult
    public func draw(_ layout: TextLayout, in context: OpaquePointer) -> [RenderProblem] {
        render(layout, on: Canvas(referencing: context))
    }

    /// `layout` as an RGBA bitmap of `ceil(size × scale)` pixels.
    public func image(of layout: TextLayout) throws(RenderError) -> RenderedImage {
        let (surface, problems) = try rasterise(layout)
        let (width, height, bytes) = surface.rgbaBytes()
        return RenderedImage(width: width, height: height, bytes: bytes, problems: problems)
    }

    /// `layout` encoded as `format`: PNG at `options.scale`, SVG or PDF in points.
    public func data(of layout: TextLayout, format: RenderFormat) throws(RenderError) -> RenderedData {
        if format == .png {
            let (surface, problems) = try rasterise(layout)
            return RenderedData(bytes: try surface.pngBytes(), problems: problems)
        }
        let size = try pointSize(of: layout)
        guard size.width <= Self.maximumPageSide, size.height <= Self.maximumPageSide else {
            throw RenderError.pageTooLarge(width: size.width, height: size.height, limit: Self.maximumPageSide)
        }
        let surface = try CairoSurface.vector(format, width: size.width, height: size.height)
        let canvas = Canvas(surface: surface.handle)
        let problems = render(layout, on: canvas)
        // Once Cairo's context fails, it draws nothing more: the document would be missing
        // what came after, silently (as the PNG path, which checks this too, does not).
        if let message = canvas.errorMessage { throw RenderError.cairo(message) }
        try surface.finish()
        // SVG ids Cairo numbers process-wide are renumbered per document (`SVGIDNumbering`).
        let bytes = format == .svg ? SVGIDNumbering.renumbered(surface.documentBytes) : surface.documentBytes
        return RenderedData(bytes: bytes, problems: problems)
    }

    /// Writes `layout` to the file at `path`, in `format` or the one its extension names
    /// (PNG when it names none), and returns the problems met.
    @discardableResult
    public func write(_ layout: TextLayout, to path: String, format: RenderFormat? = nil) throws(RenderError)
        -> [RenderProblem]
    {
        let rendered = try data(of: layout, format: format ?? RenderFormat(pathExtension: path) ?? .png)
        do {
            try Data(rendered.bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            // Foundation's message for these is "NSCocoaErrorDomain error 512".
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let folder = (path as NSString).deletingLastPathComponent
            let reason =
                exists && isDirectory.boolValue
                ? "it is a directory"
                : !folder.isEmpty && !FileManager.default.fileExists(atPath: folder)
                    ? "no such directory: \(folder)" : error.localizedDescription
            throw RenderError.cannotWrite(path: path, reason: reason)
        }
        return rendered.problems
    }

    // MARK: Internals

    /// The size in points of the picture or page `layout` gets with these options
    /// (`options.size`, else `pictureSize(for:)` moved by `options.origin`, at least a
    /// point each way): a PDF's page size, a PNG's before `options.scale`.
    ///
    /// - Throws: `RenderError.invalidSize` for a size that is not finite and positive.
    public func pageSize(of layout: TextLayout) throws(RenderError) -> Size {
        try pointSize(of: layout)
    }

    private func pointSize(of layout: TextLayout) throws(RenderError) -> Size {
        let base = options.size ?? Self.pictureSize(for: layout)
        // A derived size is at least a point each way (an empty or blank text still makes a
        // picture); a size the caller gives is taken as it is.
        let size =
            options.size == nil
            ? Size(width: max(1, base.width + options.origin.x), height: max(1, base.height + options.origin.y))
            : base
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            options.scale.isFinite, options.scale > 0
        else { throw RenderError.invalidSize(width: size.width, height: size.height) }
        return size
    }

    /// The largest side of an SVG or PDF page, in points: 2²³ (8,388,608), beyond which
    /// Cairo's fixed-point coordinates place nothing (text there was missing from the file,
    /// and a document that crossed it took minutes). A larger page throws
    /// `RenderError.pageTooLarge`.
    public static let maximumPageSide: Double = 8_388_608

    /// The most pixels an image may have: 2²⁸ (16,384 × 16,384), 1 GB of ARGB memory
    /// before the PNG is encoded. Cairo takes up to 32,767 pixels a side, but a picture
    /// that large needs 4 GB and takes half a minute to fill and encode; a bigger one
    /// throws `RenderError.tooManyPixels` before any memory is taken.
    public static let maximumImagePixels = 1 << 28

    private func rasterise(_ layout: TextLayout) throws(RenderError) -> (CairoSurface, [RenderProblem]) {
        let size = try pointSize(of: layout)
        let width = (size.width * options.scale).rounded(.up)
        let height = (size.height * options.scale).rounded(.up)
        let limit = CairoSurface.maximumImageSide
        guard width <= Double(limit), height <= Double(limit) else {
            throw RenderError.surfaceTooLarge(width: width, height: height, limit: limit)
        }
        guard Int(width) * Int(height) <= Self.maximumImagePixels else {
            throw RenderError.tooManyPixels(width: Int(width), height: Int(height), maximum: Self.maximumImagePixels)
        }
        let surface = try CairoSurface.image(width: Int(width), height: Int(height))
        let canvas = Canvas(surface: surface.handle)
        canvas.scale(options.scale)
        let problems = render(layout, on: canvas)
        if let message = canvas.errorMessage { throw RenderError.cairo(message) }
        return (surface, problems)
    }

    /// Draws on `canvas`, whose state is its own (a new context, or a caller's saved by
    /// `Canvas(referencing:)` and restored when the canvas goes), so nothing is restored here.
    private func render(_ layout: TextLayout, on canvas: Canvas) -> [RenderProblem] {
        if let background = options.backgroundColor {
            canvas.setColor(background)
            canvas.paint()
        }
        canvas.translate(options.origin.x, options.origin.y)
        let painter = LayoutPainter(canvas: canvas, layout: layout, options: options, resolution: options.scale)
        painter.paint()
        return painter.problems
    }
}
