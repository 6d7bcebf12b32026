extension Array where Element: BitwiseCopyable {
    /// Appends `source[range]` in one copy, without making an `ArraySlice`: a slice
    /// retains `source`'s buffer, a shared count that threads reading the same cache
    /// arena would all write to; the buffer pointer borrows it.
    ///
    /// - Precondition: `range` lies within `source`.
    mutating func append(elementsOf source: [Element], in range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= source.count, "range outside the source array")
        source.withUnsafeBufferPointer { buffer in
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
        }
    }
}

extension Array where Element == Float {
    /// Appends the floats whose bit patterns are `source[range]`, in one copy and without
    /// an `ArraySlice` (see `append(elementsOf:in:)`).
    ///
    /// - Precondition: `range` lies within `source`.
    mutating func append(bitPatternsOf source: [UInt32], in range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= source.count, "range outside the source array")
        source.withUnsafeBufferPointer { buffer in
            UnsafeBufferPointer(rebasing: buffer[range]).withMemoryRebound(to: Float.self) { append(contentsOf: $0) }
        }
    }
}
