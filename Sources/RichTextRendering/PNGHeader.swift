import Foundation

/// The pixel size a PNG file declares in its header (the IHDR chunk, bytes 16–23), read
/// without decoding the image.
///
/// Knowing the size first keeps an image's size cheap to ask (markdown's image sizes read
/// 24 bytes, not the whole file decoded: a 20,000 × 20,000 PNG took 13 s and 4.7 GB) and
/// lets the renderer refuse, before decoding, an image larger than it draws
/// (`TextRenderer.maximumImagePixels`). Whether the rest of the file decodes is Cairo's
/// to say when the image is drawn.
package struct PNGHeader: Hashable, Sendable {
    package let width: Int
    package let height: Int

    /// The PNG signature, then the first chunk's length (13) and type (IHDR).
    private static let prefix: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]

    /// The header of PNG `bytes` (at least their first 24), or nil when they do not start
    /// as a PNG does or declare a zero side.
    package init?(bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(24))
        guard head.count == 24, head.starts(with: Self.prefix) else { return nil }
        func number(at offset: Int) -> Int { head[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(at: 16)
        height = number(at: 20)
        guard width > 0, height > 0 else { return nil }
    }

    /// The header of the PNG file at `path` (its first 24 bytes), or nil when the file
    /// cannot be read or is not a PNG.
    package init?(contentsOf path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24) else { return nil }
        self.init(bytes: data)
    }

    /// Whether the image has more pixels than the renderer decodes (two sides of up to
    /// 2³² − 1 each, as a header may declare, overflow `Int` when multiplied: that is too
    /// large too).
    package var isTooLarge: Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow || pixels > TextRenderer.maximumImagePixels
    }
}
