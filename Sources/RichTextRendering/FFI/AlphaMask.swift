@preconcurrency import CCairo
import RichText

/// Owns an 8-bit alpha image covering an area of the layout, for blurred shadows.
///
/// Its user space is layout coordinates (device scale and offset are set), so a `Canvas`
/// made on it draws glyphs where the layout has them, and `Canvas.paint(through:)` lays it
/// back where it came from.
final class AlphaMask {
    /// The `cairo_surface_t *` (CAIRO_FORMAT_A8); one reference owned.
    let handle: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// A transparent mask covering `area` (layout coordinates) at `scale` pixels a point, widened to whole
    /// pixels of that grid so that its pixels fall on the target's (a mask at a fractional
    /// offset would be resampled when painted, softening a sharp shadow's edges).
    init(area: Rect, scale: Double) {
        let left = (area.minX * scale).rounded(.down)
        let top = (area.minY * scale).rounded(.down)
        pixelWidth = max(1, Int((area.maxX * scale).rounded(.up) - left))
        pixelHeight = max(1, Int((area.maxY * scale).rounded(.up) - top))
        handle = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight))
        cairo_surface_set_device_scale(handle, scale, scale)
        cairo_surface_set_device_offset(handle, -left, -top)
    }

    deinit {
        cairo_surface_destroy(handle)
    }

    /// A canvas drawing into the mask in layout coordinates.
    func makeCanvas() -> Canvas { Canvas(surface: handle) }

    /// Calls `body` with the rows of alpha values, then tells Cairo they changed.
    private func withAlpha(_ body: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        cairo_surface_flush(handle)
        guard let data = cairo_image_surface_get_data(handle) else { return }
        body(data, Int(cairo_image_surface_get_stride(handle)))
        cairo_surface_mark_dirty(handle)
    }

    /// Blurs the alpha with three box blurs of half-width `radius` pixels each (close to a
    /// Gaussian of σ ≈ radius); 0 leaves it as it is.
    func blur(radius: Int) {
        guard radius > 0 else { return }
        let (width, height) = (pixelWidth, pixelHeight)
        withAlpha { data, stride in
            var row = [Int](repeating: 0, count: max(width, height))
            var scratch = [Int](repeating: 0, count: max(width, height))
            func boxPass(_ count: Int, _ read: (Int) -> Int, _ write: (Int, Int) -> Void) {
                for i in 0..<count { row[i] = read(i) }
                for _ in 0..<3 {
                    var sum = 0
                    for i in 0...min(radius, count - 1) { sum += row[i] }
                    for i in 0..<count {
                        scratch[i] = sum
                        let leaving = i - radius
                        let entering = i + radius + 1
                        if leaving >= 0 { sum -= row[leaving] }
                        if entering < count { sum += row[entering] }
                    }
                    for i in 0..<count { row[i] = scratch[i] / (2 * radius + 1) }
                }
                for i in 0..<count { write(i, row[i]) }
            }
            for y in 0..<height {
                boxPass(width, { Int(data[y * stride + $0]) }, { data[y * stride + $0] = UInt8($1) })
            }
            for x in 0..<width {
                boxPass(height, { Int(data[$0 * stride + x]) }, { data[$0 * stride + x] = UInt8($1) })
            }
        }
    }

    /// Replaces every alpha a by 255 − a (the outside of the shapes becomes opaque).
    func invert() {
        let (width, height) = (pixelWidth, pixelHeight)
        withAlpha { data, stride in
            for y in 0..<height {
                for x in 0..<width { data[y * stride + x] = 255 - data[y * stride + x] }
            }
        }
    }

    /// Multiplies every alpha by `other`'s (a mask of the same area and scale).
    func multiply(by other: AlphaMask) {
        precondition(other.pixelWidth == pixelWidth && other.pixelHeight == pixelHeight)
        let (width, height) = (pixelWidth, pixelHeight)
        other.withAlpha { source, sourceStride in
            withAlpha { data, stride in
                for y in 0..<height {
                    for x in 0..<width {
                        let product = Int(data[y * stride + x]) * Int(source[y * sourceStride + x])
                        data[y * stride + x] = UInt8((product + 127) / 255)
                    }
                }
            }
        }
    }
}
