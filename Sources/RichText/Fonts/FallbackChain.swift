/// A fallback chain with a table of the first face that covers each BMP character.
///
/// Built once per chain from the faces' coverage bitmaps (64 KB), so choosing the face of
/// a one-character cluster is a table read instead of a cmap test per face. Immutable.
final class FallbackChain: Sendable {
    /// The faces, in fallback order.
    let faces: [FontFace]
    /// For each BMP scalar, the index in `faces` of the first face that maps it; 255 when
    /// none does (or the index does not fit). Loops hold it in a local (`Itemizer`): each
    /// read through the chain counts a reference on the array.
    let firstCover: [UInt8]
    /// The faces with colour faces first (for emoji presentation) and last (for text
    /// presentation).
    let colorFirst: [FontFace]
    let colorLast: [FontFace]
    /// Which ASCII characters the first face maps (bit n for U+00nn). Loops hold it in a
    /// local, as `firstCover` (see `primaryMaps(ascii:in:)`).
    let primaryASCII: (low: UInt64, high: UInt64)

    init(_ faces: [FontFace]) {
        self.faces = faces
        colorFirst = faces.filter(\.isColor) + faces.filter { !$0.isColor }
        colorLast = faces.filter { !$0.isColor } + faces.filter(\.isColor)
        primaryASCII = faces.first.map { ($0.bmpCoverageWord(0), $0.bmpCoverageWord(1)) } ?? (0, 0)
        var table = [UInt8](repeating: 255, count: 0x10000)
        for word in 0..<1024 {
            var remaining = UInt64.max
            for (index, face) in faces.prefix(255).enumerated() where remaining != 0 {
                var bits = face.bmpCoverageWord(word) & remaining
                remaining &= ~bits
                while bits != 0 {
                    table[word << 6 | bits.trailingZeroBitCount] = UInt8(index)
                    bits &= bits - 1
                }
            }
        }
        firstCover = table
    }

    /// The bits of the printable characters (U+0020–007E) among ASCII coverage bits `bits`:
    /// 0x20–0x3F of the low word, 0x40–0x7E of the high one.
    @inline(__always)
    static func printable(_ bits: (low: UInt64, high: UInt64)) -> (low: UInt64, high: UInt64) {
        (bits.low & 0xFFFF_FFFF_0000_0000, bits.high & 0x7FFF_FFFF_FFFF_FFFF)
    }

    /// Whether the chain whose `primaryASCII` bits a loop holds in `bits` has a first face
    /// that maps the ASCII character `unit` (no face access, so no reference counting on the
    /// shared face or chain).
    @inline(__always)
    static func primaryMaps(ascii unit: UInt32, in bits: (low: UInt64, high: UInt64)) -> Bool {
        unit < 64 ? bits.low & (1 << UInt64(unit)) != 0 : bits.high & (1 << UInt64(unit - 64)) != 0
    }

    /// Whether `face` covers the one-unit ASCII cluster `unit` (controls need no glyph).
    static func mapsASCII(_ face: FontFace, _ unit: UInt16) -> Bool {
        ClusterFontSelector.isIgnorable(UInt32(unit)) || face.maps(UInt32(unit))
    }

    /// The first face that maps the BMP scalar `unit`, if any.
    @inline(__always)
    func firstFace(covering unit: UInt16) -> FontFace? {
        firstFaceIndex(covering: unit).map { faces[$0] }
    }

    /// The index in `faces` of the first face that maps the BMP scalar `unit`, if any.
    @inline(__always)
    func firstFaceIndex(covering unit: UInt16) -> Int? {
        Self.firstFaceIndex(in: firstCover, covering: unit)
    }

    /// `firstFaceIndex(covering:)` read from a chain's `firstCover` table that a loop holds
    /// in a local (255 in the table: no face maps `unit`).
    @inline(__always)
    static func firstFaceIndex(in firstCover: [UInt8], covering unit: UInt16) -> Int? {
        let index = firstCover[Int(unit)]
        return index == 255 ? nil : Int(index)
    }
}
