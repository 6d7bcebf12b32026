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

extension Array where Element: BitwiseCopyable {
    /// Appends `transform` of each unit of `source`, written in place into room made in one
    /// step: a lazy map's `append(contentsOf:)` checks capacity and bounds per element
    /// (about 100 instructions a glyph for the direct Han and kana glyphs), this a few.
    mutating func append(
        mapping source: ArraySlice<UInt16>, filler: Element, _ transform: (UInt16) -> Element
    ) {
        let start = count
        append(contentsOf: repeatElement(filler, count: source.count))
        withUnsafeMutableBufferPointer { target in
            source.withUnsafeBufferPointer { input in
                for index in 0..<input.count { target[start + index] = transform(input[index]) }
            }
        }
    }
}

extension Array where Element == Int32 {
    /// Appends the offsets of `range` as `Int32`s, written in place (see
    /// `append(mapping:filler:_:)`).
    mutating func append(offsetsOf range: Range<Int>) {
        let start = count
        append(contentsOf: repeatElement(0, count: range.count))
        withUnsafeMutableBufferPointer { target in
            for index in 0..<range.count { target[start + index] = Int32(range.lowerBound + index) }
        }
    }
}
