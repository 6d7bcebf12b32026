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
}
