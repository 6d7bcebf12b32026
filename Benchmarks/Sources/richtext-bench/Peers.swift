import HarfBuzzBenchC

#if canImport(PangoBenchC)
    import PangoBenchC
#endif

#if canImport(PangoBenchC)
    /// Pango through the C helpers: "Noto Sans" 16 px, word wrap, a private fontconfig
    /// configuration over the bundled fonts, unrounded glyph positions, no hinting.
    final class PangoEngine {
        /// Pango's run-time version.
        static let version: String? = String(cString: pb_pango_version())
        let context: OpaquePointer
        let fontCount: Int

        init?(fontDirectory: String) {
            guard let context = pb_create(fontDirectory) else { return nil }
            self.context = context
            fontCount = Int(pb_font_count(context))
        }

        deinit { pb_destroy(context) }

        /// A fresh layout: returns the line count.
        func layout(_ sample: Sample, width: Double) -> Int {
            sample.utf8.withUnsafeBufferPointer {
                Int(pb_layout(context, $0.baseAddress, Int32($0.count - 1), width, nil))
            }
        }

        /// A fresh layout truncated to `maxLines` with an end ellipsis.
        func layoutTruncated(_ sample: Sample, width: Double, maxLines: Int) -> Int {
            sample.utf8.withUnsafeBufferPointer {
                Int(pb_layout_truncated(context, $0.baseAddress, Int32($0.count - 1), width, Int32(maxLines), nil))
            }
        }

        /// UTF-8 byte offsets where lines start.
        func lineStarts(_ sample: Sample, width: Double) -> [Int] {
            var offsets = [Int32](repeating: 0, count: 4096)
            let count = sample.utf8.withUnsafeBufferPointer { text in
                offsets.withUnsafeMutableBufferPointer {
                    Int(
                        pb_line_starts(
                            context, text.baseAddress, Int32(text.count - 1), width, $0.baseAddress, Int32($0.count)))
                }
            }
            return offsets.prefix(min(count, offsets.count)).map(Int.init)
        }

        /// A layout kept for re-layout at other widths.
        func retainedLayout(_ sample: Sample, width: Double) -> PangoLayoutHandle {
            let handle = sample.utf8.withUnsafeBufferPointer {
                pb_layout_new(context, $0.baseAddress, Int32($0.count - 1), width)
            }
            return PangoLayoutHandle(handle!)
        }
    }

    final class PangoLayoutHandle {
        private let handle: OpaquePointer
        init(_ handle: OpaquePointer) { self.handle = handle }
        deinit { pb_layout_free(handle) }

        /// Sets a new width and returns the line count.
        func relayout(width: Double) -> Int { Int(pb_layout_relayout(handle, width)) }
    }

#else

    /// Built without Pango (RICHTEXT_BENCH_NO_PANGO=1): no engine, every Pango row is skipped.
    final class PangoEngine {
        static let version: String? = nil
        init?(fontDirectory: String) { return nil }
        func layout(_ sample: Sample, width: Double) -> Int { 0 }
        func layoutTruncated(_ sample: Sample, width: Double, maxLines: Int) -> Int { 0 }
        func lineStarts(_ sample: Sample, width: Double) -> [Int] { [] }
        func retainedLayout(_ sample: Sample, width: Double) -> PangoLayoutHandle { PangoLayoutHandle() }
    }

    final class PangoLayoutHandle {
        func relayout(width: Double) -> Int { 0 }
    }
#endif

/// Raw HarfBuzz shaping with one font and one reused buffer: the lower bound of a cold layout.
final class HarfBuzzEngine {
    private let bench: OpaquePointer

    init?(fontPath: String) {
        guard let bench = hbb_create(fontPath) else { return nil }
        self.bench = bench
    }

    deinit { hbb_destroy(bench) }

    /// Shapes the whole sample as one buffer; returns the advance width in px.
    func shape(_ sample: Sample, size: Double = 16) -> Double {
        sample.utf8.withUnsafeBufferPointer { hbb_shape(bench, $0.baseAddress, Int32($0.count - 1), size) }
    }

    /// Shapes each "\n"-separated line of the sample as its own buffer.
    func shapeLines(_ sample: Sample, size: Double = 16) -> Double {
        sample.utf8.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let length = buffer.count - 1
            var total = 0.0
            var start = 0
            for i in 0...length where i == length || buffer[i] == 10 {
                if i > start { total += hbb_shape(bench, base + start, Int32(i - start), size) }
                start = i + 1
            }
            return total
        }
    }
}

enum Malloc {
    /// Bytes allocated through malloc now (mallinfo2 uordblks + hblkhd, all arenas).
    static var inUse: Int { Int(bench_malloc_in_use()) }
    static func trim() { bench_malloc_trim() }
}
