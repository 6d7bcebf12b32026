/// Decoding of UTF-16 code units to scalars, tolerant of lone surrogates.
enum UTF16Decoding {
    /// The scalar starting at `index` and how many units it takes; a lone surrogate
    /// decodes to U+FFFD with width 1 (as Swift's `String` repairs it).
    @inline(__always)
    static func scalar(in text: [UInt16], at index: Int) -> (UInt32, Int) {
        let unit = text[index]
        if unit & 0xFC00 == 0xD800, index + 1 < text.count {
            let next = text[index + 1]
            if next & 0xFC00 == 0xDC00 {
                return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(next) - 0xDC00), 2)
            }
        }
        if unit & 0xF800 == 0xD800 { return (0xFFFD, 1) }
        return (UInt32(unit), 1)
    }

    /// The scalars of `text[range]` and, for each, the UTF-16 offset where it starts.
    static func scalars(in text: [UInt16], range: TextRange) -> (scalars: [UInt32], offsets: [Int]) {
        var scalars: [UInt32] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(range.count)
        offsets.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, width) = scalar(in: text, at: index)
            scalars.append(scalar)
            offsets.append(index)
            index += width
        }
        return (scalars, offsets)
    }
}
