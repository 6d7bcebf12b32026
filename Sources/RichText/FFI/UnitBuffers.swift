/// The passes over whole UTF-16 or UTF-8 buffers that run on every paragraph, written over
/// raw buffers (the project keeps such code in `FFI/`): transcoding a string and finding
/// its largest unit.
enum UnitBuffers {
    /// The UTF-16 units of `string`, transcoded straight from its UTF-8 storage (several
    /// times faster than collecting `string.utf16`, which decodes a scalar at a time); a
    /// string without contiguous UTF-8 storage is made contiguous first (`withUTF8`).
    static func units(of string: String) -> [UInt16] {
        var string = string
        return string.withUTF8 { bytes in
            // Through the specialized allocation (`Array.written`).
            [UInt16].written(capacity: bytes.count) { units in
                // The ASCII prefix (most text, often all of it), eight bytes checked at a
                // time, is widened in one loop the compiler vectorises.
                let ascii = asciiPrefixLength(bytes)
                for index in 0..<ascii { units[index] = UInt16(bytes[index]) }
                var read = ascii
                var written = ascii
                while read < bytes.count {
                    let lead = bytes[read]
                    if lead < 0x80 {
                        units[written] = UInt16(lead)
                        read += 1
                        written += 1
                        continue
                    }
                    // Native strings hold valid UTF-8: the lead byte gives the length.
                    var scalar: UInt32
                    if lead < 0xE0 {
                        scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[read + 1] & 0x3F)
                        read += 2
                    } else if lead < 0xF0 {
                        scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[read + 1] & 0x3F) << 6
                        scalar |= UInt32(bytes[read + 2] & 0x3F)
                        read += 3
                    } else {
                        scalar = UInt32(lead & 0x07) << 18 | UInt32(bytes[read + 1] & 0x3F) << 12
                        scalar |= UInt32(bytes[read + 2] & 0x3F) << 6 | UInt32(bytes[read + 3] & 0x3F)
                        read += 4
                    }
                    if scalar < 0x10000 {
                        units[written] = UInt16(scalar)
                        written += 1
                    } else {
                        units[written] = UInt16(0xD800 + ((scalar - 0x10000) >> 10))
                        units[written + 1] = UInt16(0xDC00 + (scalar & 0x3FF))
                        written += 2
                    }
                }
                return written
            }
        }
    }

    /// How many bytes at the start of `bytes` are ASCII, found eight at a time.
    private static func asciiPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
        var length = 0
        while length + 8 <= bytes.count,
            base.loadUnaligned(fromByteOffset: length, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
            length += 8
        }
        while length < bytes.count, bytes[length] < 0x80 { length += 1 }
        return length
    }

    /// Whether a unit of `units` lies in `range`: one pass without an early exit, which
    /// the compiler vectorises, for the checks most paragraphs answer no to (is there
    /// Thai?) and that ran a unit at a time on every paragraph.
    @inline(never)  // one vectorised copy (inlined, one caller's was not)
    static func contains(_ units: ArraySlice<UInt16>, unitIn range: ClosedRange<UInt16>) -> Bool {
        let low = range.lowerBound
        let width = range.upperBound &- low
        return anyUnit(of: units) { $0 &- low <= width ? 1 : 0 }
    }

    /// Whether `hit` gives 1 for some unit of `units` (it gives 0 or 1, from comparisons
    /// or-ed together without `||`): the results are or-ed in one pass without an early
    /// exit or a branch, which the compiler vectorises. Each scan below is one such pass,
    /// kept out of line so that there is one vectorised copy of it.
    @inline(__always)
    private static func anyUnit(of units: ArraySlice<UInt16>, _ hit: (UInt16) -> UInt8) -> Bool {
        units.withUnsafeBufferPointer { buffer in
            var found: UInt8 = 0
            for unit in buffer { found |= hit(unit) }
            return found != 0
        }
    }

    /// Whether `units` holds a unit of a right-to-left block (Hebrew to Arabic Extended,
    /// U+0590–08FF; the Hebrew and Arabic presentation forms, U+FB1D–FDFF and U+FE70–FEFF;
    /// the high surrogates of the supplementary right-to-left blocks, U+D802–D803 and
    /// U+D83A–D83B) or a bidi control (U+200E–200F, U+202A–202E, U+2066–2069): one pass of
    /// unsigned range tests without an early exit, which the compiler vectorises.
    @inline(never)
    static func containsRightToLeftOrBidiControl(_ units: ArraySlice<UInt16>) -> Bool {
        anyUnit(of: units) { unit in
            // Each test a 0-or-1 byte, or-ed without branches (`||` would stop the
            // vectoriser).
            var hit: UInt8 = unit &- 0x0590 < 0x0370 ? 1 : 0
            hit |= unit &- 0xFB1D < 0x02E3 ? 1 : 0
            hit |= unit &- 0xFE70 < 0x0090 ? 1 : 0
            hit |= unit &- 0xD802 < 2 ? 1 : 0
            hit |= unit &- 0xD83A < 2 ? 1 : 0
            hit |= unit &- 0x200E < 2 ? 1 : 0
            hit |= unit &- 0x202A < 5 ? 1 : 0
            hit |= unit &- 0x2066 < 4 ? 1 : 0
            return hit
        }
    }

    /// Whether `units` holds a TAB (U+0009) or a SOFT HYPHEN (U+00AD): one vectorised pass
    /// without an early exit, so that the width table looks for their offsets only in the
    /// paragraphs that have them (the search, a unit at a time with an append, was 18
    /// instructions a unit).
    @inline(never)
    static func containsTabOrSoftHyphen(_ units: ArraySlice<UInt16>) -> Bool {
        anyUnit(of: units) { ($0 == 0x09 ? 1 : 0) | ($0 == 0xAD ? 1 : 0) }
    }

    /// Whether `units` holds a unit that HarfBuzz's advance does not decide: TAB, VT, FF,
    /// LINE SEPARATOR (`Shaper.hasNoAdvance`) or the attachment character U+FFFC (one
    /// vectorised pass, `anyUnit`).
    @inline(never)
    static func containsUnitWithoutOwnAdvance(_ units: ArraySlice<UInt16>) -> Bool {
        anyUnit(of: units) { unit in
            let controls: UInt8 = (unit == 0x09 ? 1 : 0) | (unit == 0x0B ? 1 : 0) | (unit == 0x0C ? 1 : 0)
            return controls | (unit == 0x2028 ? 1 : 0) | (unit == 0xFFFC ? 1 : 0)
        }
    }

    /// The largest unit of `units` (0 when empty): one vectorised pass that lets a
    /// paragraph below U+0300 skip the checks for bidi, Thai and combining marks.
    static func largestUnit(in units: ArraySlice<UInt16>) -> UInt16 {
        units.withUnsafeBufferPointer { buffer in
            var largest: UInt16 = 0
            for unit in buffer { largest = max(largest, unit) }
            return largest
        }
    }
}
