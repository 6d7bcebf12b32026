/// Runs of zeros appended to arrays with one copy each.
///
/// `Array.append(contentsOf: repeatElement(0, count:))` walks the repeated collection an
/// element at a time (about eight instructions each: a warm CJK sample's direct glyphs
/// appended some 560 zeros that way, 4 k instructions). These blocks of zeros are made once,
/// never written, and appended as buffers (a memory copy).
enum ZeroRuns {
    /// Elements per block (a longer run is appended a block at a time).
    private static let blockCount = 4096

    // Immutable after their one initialisation (a `static let` is made once, thread-safely);
    // readers on any thread only copy from them.
    nonisolated(unsafe) private static let floats = block(of: Float.self)
    nonisolated(unsafe) private static let words = block(of: UInt32.self)
    nonisolated(unsafe) private static let clusters = block(of: Int32.self)
    nonisolated(unsafe) private static let bytes = block(of: UInt8.self)

    /// Appends `count` zeros to `array`.
    static func append(_ count: Int, to array: inout [Float]) { append(count, from: floats, to: &array) }

    /// Appends `count` zeros to `array`.
    static func append(_ count: Int, to array: inout [UInt32]) { append(count, from: words, to: &array) }

    /// Appends `count` zeros to `array`.
    static func append(_ count: Int, to array: inout [Int32]) { append(count, from: clusters, to: &array) }

    /// Appends `count` zeros to `array`.
    static func append(_ count: Int, to array: inout [UInt8]) { append(count, from: bytes, to: &array) }

    private static func append<Element>(_ count: Int, from block: UnsafePointer<Element>, to array: inout [Element]) {
        var left = count
        while left > 0 {
            let part = min(left, blockCount)
            array.append(contentsOf: UnsafeBufferPointer(start: block, count: part))
            left -= part
        }
    }

    /// A block of `blockCount` zeros of a numeric type, never freed (four blocks of at most
    /// 16 KB for the process).
    private static func block<Element: ExpressibleByIntegerLiteral>(of _: Element.Type) -> UnsafePointer<Element> {
        let block = UnsafeMutablePointer<Element>.allocate(capacity: blockCount)
        block.initialize(repeating: 0, count: blockCount)
        return UnsafePointer(block)
    }
}
