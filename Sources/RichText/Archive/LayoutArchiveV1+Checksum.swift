import Foundation

extension LayoutArchiveV1 {
    /// The record with its checksum set, as `TextLayout.encode(to:)` writes it.
    func sealed() throws -> LayoutArchiveV1 {
        var record = self
        record.checksum = try contentChecksum()
        return record
    }

    /// Throws unless the record's checksum is the checksum of its content: a flipped digit
    /// or character anywhere in an archive then fails here, whatever the values became.
    func verifyChecksum() throws {
        guard let checksum else { throw TextLayoutArchiveError.inconsistent("the archive has no checksum") }
        guard try contentChecksum() == checksum else {
            throw TextLayoutArchiveError.inconsistent("the checksum does not match the content")
        }
    }

    /// FNV-1a (64 bits) of the record's canonical JSON (sorted keys, negative zeros as
    /// zeros) without its checksum, as "fnv1a64:" and 16 hexadecimal digits. Computed from
    /// the decoded values, so it is the same whichever coder (JSON, property list) carried
    /// the archive. A damaged digit that leaves its value as it was (past a float's
    /// precision) changes nothing and passes.
    func contentChecksum() throws -> String {
        var content = self
        content.checksum = nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var previous: UInt8 = 0
        let json = [UInt8](try encoder.encode(content))
        for (index, byte) in json.enumerated() {
            // A negative zero counts as zero: a property list does not keep its sign.
            if byte == UInt8(ascii: "-"), index + 2 < json.count, json[index + 1] == UInt8(ascii: "0"),
                [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(json[index + 2]),
                [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "[")].contains(previous)
            {
                continue
            }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            previous = byte
        }
        let digits = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
