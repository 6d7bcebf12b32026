/// A rendered bitmap: straight (not premultiplied) RGBA, 8 bits a channel, rows top to
/// bottom with no padding, as UI toolkits upload it.
public struct RenderedImage: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha per pixel.
    public var bytes: [UInt8]
    /// What was drawn in place of content that could not be (missing images).
    public var problems: [RenderProblem]

    /// An image of straight RGBA `bytes` (`width × height × 4`).
    public init(width: Int, height: Int, bytes: [UInt8], problems: [RenderProblem] = []) {
        self.width = width
        self.height = height
        self.bytes = bytes
        self.problems = problems
    }

    /// The pixel at (`x`, `y`) as (red, green, blue, alpha).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let start = (y * width + x) * 4
        return (bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3])
    }
}

/// An encoded picture (PNG, SVG or PDF bytes) with the problems met drawing it.
public struct RenderedData: Hashable, Sendable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// What was drawn in place of content that could not be (missing images).
    public var problems: [RenderProblem]
}

extension RenderedImage {
    /// Decodes PNG bytes (with Cairo's libpng reader).
    ///
    /// - Throws: `RenderError.cairo` when the bytes are not a PNG Cairo can read.
    public init(pngBytes: [UInt8]) throws(RenderError) {
        guard let decoded = DecodedImage(pngBytes: pngBytes) else {
            throw RenderError.cairo("the bytes are not a PNG Cairo can read")
        }
        let (width, height, bytes) = try CairoSurface.image(copying: decoded).rgbaBytes()
        self.init(width: width, height: height, bytes: bytes, problems: [])
    }

    /// The image encoded as PNG (by Cairo's libpng writer).
    public func pngBytes() throws(RenderError) -> [UInt8] {
        precondition(bytes.count == width * height * 4, "RGBA bytes do not match \(width)×\(height)")
        return try CairoSurface.image(width: width, height: height, rgba: bytes).pngBytes()
    }
}
