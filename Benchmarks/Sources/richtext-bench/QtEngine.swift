import Glibc

#if canImport(QtBenchC)
    import QtBenchC
#endif

/// The families Qt's font lists in order: RichText's fallback order over the bundled fonts
/// (as skparagraph.py's FAMILIES).
let qtFallbackFamilies = [
    "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
    "Droid Sans Fallback", "Noto Color Emoji",
]

#if canImport(QtBenchC)
    /// Qt's QTextLayout through the C++ helper: an offscreen QGuiApplication whose fontconfig
    /// configuration has no font folders, the bundled fonts added with
    /// `QFontDatabase::addApplicationFont`, `qtFallbackFamilies` at 16 px without hinting, a
    /// fresh QTextLayout per paragraph with `WrapAtWordBoundaryOrAnywhere`. One per process.
    final class QtEngine {
        /// Qt's run-time version.
        static let version: String? = String(cString: qb_qt_version())
        private let context: OpaquePointer
        let fontCount: Int
        /// The families Qt's font database lists (only bundled ones if the isolation holds).
        let databaseFamilies: [String]

        init?(fontDirectory: String) {
            let pointers = qtFallbackFamilies.map { strdup($0) }
            defer { for pointer in pointers { free(pointer) } }
            let created = pointers.map { UnsafePointer($0) }.withUnsafeBufferPointer {
                qb_create(fontDirectory, $0.baseAddress, Int32($0.count))
            }
            guard let created else { return nil }
            context = created
            fontCount = Int(qb_font_count(created))
            databaseFamilies = String(cString: qb_families(created)).split(separator: "\n").map(String.init)
        }

        deinit { qb_destroy(context) }

        /// Fresh layouts (one per "\n"-separated paragraph): returns the line count.
        func layout(_ sample: Sample, width: Double) -> Int {
            sample.utf16.withUnsafeBufferPointer {
                Int(qb_layout(context, $0.baseAddress, Int32($0.count), width, nil))
            }
        }

        /// UTF-16 offsets where lines start (one paragraph).
        func lineStarts(_ sample: Sample, width: Double) -> [Int] {
            var offsets = [Int32](repeating: 0, count: 4096)
            let count = sample.utf16.withUnsafeBufferPointer { text in
                offsets.withUnsafeMutableBufferPointer {
                    Int(
                        qb_line_starts(
                            context, text.baseAddress, Int32(text.count), width, $0.baseAddress, Int32($0.count)))
                }
            }
            return offsets.prefix(min(count, offsets.count)).map(Int.init)
        }

        /// A layout kept for re-layout at other widths.
        func retainedLayout(_ sample: Sample, width: Double) -> QtLayoutHandle {
            let handle = sample.utf16.withUnsafeBufferPointer {
                qb_layout_new(context, $0.baseAddress, Int32($0.count), width)
            }
            return QtLayoutHandle(handle!)
        }
    }

    final class QtLayoutHandle {
        private let handle: OpaquePointer
        init(_ handle: OpaquePointer) { self.handle = handle }
        deinit { qb_layout_free(handle) }

        /// Lays the kept QTextLayout out again at `width`; returns the line count.
        func relayout(width: Double) -> Int { Int(qb_layout_relayout(handle, width)) }
    }

#else

    /// Built without Qt (RICHTEXT_BENCH_NO_QT=1): no engine, every Qt row is skipped.
    final class QtEngine {
        static let version: String? = nil
        let fontCount = 0
        let databaseFamilies: [String] = []
        init?(fontDirectory: String) { return nil }
        func layout(_ sample: Sample, width: Double) -> Int { 0 }
        func lineStarts(_ sample: Sample, width: Double) -> [Int] { [] }
        func retainedLayout(_ sample: Sample, width: Double) -> QtLayoutHandle { QtLayoutHandle() }
    }

    final class QtLayoutHandle {
        func relayout(width: Double) -> Int { 0 }
    }
#endif

extension QtEngine {
    /// Families Qt's font database lists that are neither bundled nor Qt's generic names
    /// ("Sans Serif", "Serif", "Monospace", which Qt always registers and resolves through
    /// fontconfig to the fonts it has): empty when the fontconfig isolation holds.
    var foreignFamilies: [String] {
        let known = Set(qtFallbackFamilies + ["Noto Sans Mono", "Sans Serif", "Serif", "Monospace"])
        return databaseFamilies.filter { !known.contains($0) }
    }
}
