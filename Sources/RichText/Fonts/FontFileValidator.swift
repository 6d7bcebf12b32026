/// Checks that an sfnt font's table directory lies inside its data.
///
/// FreeType opens a font lazily and can accept a file cut off after its header; this
/// check turns such a file into a clear `FontError.truncated` up front. It reads only the
/// table directory (OpenType spec, "Organization of an OpenType Font"); anything that is
/// not an sfnt (WOFF, Type 1) is left to FreeType.
enum FontFileValidator {
    /// Throws `.truncated` if a face header or table extends past the end of `data`.
    ///
    /// `data` is any random-access byte collection indexed from 0 (the font blob's bytes
    /// during `FontBlob.withBytes`, or an array); every read is bounds-checked.
    static func validate<Bytes: RandomAccessCollection<UInt8>>(_ data: Bytes, source: String) throws(FontError)
    where Bytes.Index == Int {
        guard data.count >= 4 else {
            throw .truncated(source: source, detail: "\(data.count) bytes, shorter than a font header")
        }
        let magic = readUInt32(data, 0)
        switch magic {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType 1.0, 'OTTO', 'true'
            try validateDirectory(data, at: 0, source: source)
        case 0x7474_6366:  // 'ttcf'
            guard data.count >= 12 else { throw .truncated(source: source, detail: "collection header cut off") }
            let count = Int(readUInt32(data, 8))
            guard 12 + count * 4 <= data.count else {
                throw .truncated(source: source, detail: "collection offsets cut off")
            }
            for index in 0..<count {
                try validateDirectory(data, at: Int(readUInt32(data, 12 + index * 4)), source: source)
            }
        default:
            return
        }
    }

    private static func validateDirectory<Bytes: RandomAccessCollection<UInt8>>(
        _ data: Bytes, at offset: Int, source: String
    ) throws(FontError) where Bytes.Index == Int {
        guard offset + 12 <= data.count else {
            throw .truncated(source: source, detail: "table directory at byte \(offset) is past the end")
        }
        let tableCount = Int(readUInt16(data, offset + 4))
        let recordsEnd = offset + 12 + tableCount * 16
        guard recordsEnd <= data.count else {
            throw .truncated(
                source: source, detail: "\(tableCount) table records need \(recordsEnd) bytes, file has \(data.count)")
        }
        for index in 0..<tableCount {
            let record = offset + 12 + index * 16
            let tag = String(decoding: (0..<4).map { data[record + $0] }, as: UTF8.self)
            let tableOffset = Int(readUInt32(data, record + 8))
            let length = Int(readUInt32(data, record + 12))
            if tableOffset + length > data.count {
                throw .truncated(
                    source: source,
                    detail: "table '\(tag)' ends at byte \(tableOffset + length), file has \(data.count)")
            }
        }
    }

    private static func readUInt32<Bytes: RandomAccessCollection<UInt8>>(_ data: Bytes, _ offset: Int) -> UInt32
    where Bytes.Index == Int {
        (0..<4).reduce(UInt32(0)) { ($0 << 8) | UInt32(data[offset + $1]) }
    }

    private static func readUInt16<Bytes: RandomAccessCollection<UInt8>>(_ data: Bytes, _ offset: Int) -> UInt16
    where Bytes.Index == Int {
        UInt16(data[offset]) << 8 | UInt16(data[offset + 1])
    }
}
