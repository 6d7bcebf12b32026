/// The address of a value's heap storage, as a number, so that the copy counter can tell
/// when an edit moved a string or an array to a new buffer (growth or copy-on-write).
///
/// The pointer never leaves this file: callers compare the numbers only.
enum StorageAddress {
    /// The largest UTF-8 string Swift stores inline (no heap buffer to compare).
    static let inlineStringCapacity = 15

    /// The address of the elements of `array`; 0 when it has none allocated.
    static func of<Element>(_ array: [Element]) -> UInt {
        array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// The address of the UTF-8 bytes of `string`; 0 when it is stored inline (small) or
    /// is not contiguous UTF-8.
    static func of(_ string: String) -> UInt {
        guard string.utf8.count > inlineStringCapacity else { return 0 }
        return string.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? 0
    }
}
