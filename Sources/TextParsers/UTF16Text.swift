/// Strings from UTF-16 code units, for the parsers that rebuild texts from unit arrays.
enum UTF16Text {
    /// The string of `units`; a lone surrogate becomes U+FFFD, as `String(decoding:as:)`
    /// repairs it.
    ///
    /// Encodes to UTF-8 in one pass and lets `String` adopt the bytes: about ten times
    /// faster than `String(decoding: units, as: UTF16.self)`, whose generic transcoding
    /// dominated restyling long texts.
    ///
    /// - Complexity: O(n) in the number of units.
    static func string<Units: RandomAccessCollection<UInt16>>(_ units: Units) -> String where Units.Index == Int {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count + units.count / 2)
        var index = units.startIndex
        while index < units.endIndex {
            let unit = units[index]
            index += 1
            if unit < 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: unit))
                continue
            }
            var scalar = UInt32(unit)
            if unit & 0xFC00 == 0xD800, index < units.endIndex, units[index] & 0xFC00 == 0xDC00 {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                index += 1
            } else if unit & 0xF800 == 0xD800 {
                scalar = 0xFFFD
            }
            appendUTF8(of: scalar, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 form of a scalar value at or above U+0080.
    private static func appendUTF8(of scalar: UInt32, to bytes: inout [UInt8]) {
        if scalar < 0x800 {
            bytes.append(UInt8(0xC0 | scalar >> 6))
        } else if scalar < 0x10000 {
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        } else {
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            bytes.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        }
        bytes.append(UInt8(0x80 | scalar & 0x3F))
    }
}
