/// Makes damaged copies of a font file: cut off at a random length, or with bytes flipped
/// inside its tables or its table directory.
///
/// The sfnt table directory is parsed first so that most flips land inside real tables
/// (every table is as likely to be hit as any other, so small, critical ones such as
/// `head`, `maxp`, `hhea`, `cmap` and `loca` are damaged as often as `glyf`). Variants are
/// deterministic: variant `n` of a file is the same on every run, so a failure replays.
///
/// Also compiled into `Reliability/` (a symbolic link), which runs 1,000 variants per font.
struct FontCorruptor {
    /// One table record of the directory: tag, offset and length (clamped to the file).
    struct Table {
        var tag: String
        var offset: Int
        var length: Int
    }

    let bytes: [UInt8]
    let tables: [Table]
    /// Where the table records lie: 12 bytes of header, then 16 bytes a record.
    let directoryRange: Range<Int>

    init(bytes: [UInt8]) {
        self.bytes = bytes
        func read32(_ offset: Int) -> Int {
            guard offset + 4 <= bytes.count else { return 0 }
            return (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        let count = bytes.count >= 6 ? Int(bytes[4]) << 8 | Int(bytes[5]) : 0
        var tables: [Table] = []
        for index in 0..<count where 12 + index * 16 + 16 <= bytes.count {
            let record = 12 + index * 16
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = min(read32(record + 8), bytes.count)
            let length = min(read32(record + 12), bytes.count - offset)
            if length > 0 { tables.append(Table(tag: tag, offset: offset, length: length)) }
        }
        self.tables = tables
        directoryRange = 0..<min(bytes.count, 12 + count * 16)
    }

    /// Variant `index`: a third are truncations at a random length, one in eight flips 1–4
    /// bytes of the table directory, one in four flips 1–8 bytes inside one table, and one
    /// in four sets 1–3 two-byte fields of one table to 0, 1, 0x7FFF, 0x8000 or 0xFFFF.
    /// Returns the damaged bytes and what was done (for a failure's message).
    func variant(_ index: Int, seed: UInt64 = 0x5EED) -> (bytes: [UInt8], description: String) {
        var random = SplitMix64(state: seed ^ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        var damaged = bytes
        let kind = random.below(24)
        if kind < 8 || tables.isEmpty {
            let length = random.below(max(bytes.count, 1))
            return (Array(bytes.prefix(length)), "variant \(index): cut to \(length) of \(bytes.count) bytes")
        }
        var flipped: [String] = []
        if kind < 11 {
            for _ in 0...random.below(4) {
                let offset = directoryRange.lowerBound + random.below(directoryRange.count)
                damaged[offset] ^= UInt8(1 + random.below(255))
                flipped.append("\(offset)")
            }
            return (damaged, "variant \(index): flipped directory bytes at \(flipped.joined(separator: ","))")
        }
        let table = tables[random.below(tables.count)]
        if kind >= 18, table.length >= 2 {
            // A field set to an edge value: zero, one, the extremes of Int16 and UInt16.
            for _ in 0...random.below(2) {
                let offset = table.offset + 2 * random.below(table.length / 2)
                let value = [0x0000, 0x0001, 0x7FFF, 0x8000, 0xFFFF][random.below(5)]
                damaged[offset] = UInt8(value >> 8)
                damaged[offset + 1] = UInt8(value & 0xFF)
                flipped.append("+\(offset - table.offset)=\(value)")
            }
            return (damaged, "variant \(index): set '\(table.tag)' fields \(flipped.joined(separator: ","))")
        }
        for _ in 0...random.below(8) {
            let offset = table.offset + random.below(table.length)
            damaged[offset] ^= UInt8(1 + random.below(255))
            flipped.append("+\(offset - table.offset)")
        }
        return (damaged, "variant \(index): flipped '\(table.tag)' bytes at \(flipped.joined(separator: ","))")
    }
}
