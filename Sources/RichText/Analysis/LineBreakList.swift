/// The line break opportunities of one paragraph, ascending, packed four bytes each (the
/// offset relative to the paragraph's start, shifted left, and the mandatory bit).
struct LineBreakList: RandomAccessCollection, Hashable, Sendable {
    private let packed: [UInt32]
    private let base: Int
    /// The offset of the first mandatory opportunity (`Int.max` when none is): no offset
    /// before it needs a search to say it is not a mandatory break.
    let firstMandatoryOffset: Int

    /// Prefetches the array's header before it is released (`ReleaseAhead`).
    func prefetchForRelease() { ReleaseAhead.touch(packed) }

    /// Packs ICU's boundaries (relative offsets) with their mandatory flags.
    init(offsets: [Int32], mandatory: [UInt8], base: Int) {
        self.init(packed: zip(offsets, mandatory).map { UInt32(bitPattern: $0) << 1 | ($1 != 0 ? 1 : 0) }, base: base)
    }

    /// Boundaries already packed (see `ICUBreakIterator.packedBoundaries(in:)`).
    init(packed: [UInt32], base: Int) {
        self.base = base
        self.packed = packed
        firstMandatoryOffset = packed.first { $0 & 1 != 0 }.map { base + Int($0 >> 1) } ?? Int.max
    }

    /// A single mandatory break at `offset`.
    init(mandatoryAt offset: Int, base: Int) {
        self.base = base
        packed = [UInt32(offset - base) << 1 | 1]
        firstMandatoryOffset = offset
    }

    var startIndex: Int { 0 }
    var endIndex: Int { packed.count }

    subscript(position: Int) -> LineBreakOpportunity {
        let value = packed[position]
        return LineBreakOpportunity(offset: base + Int(value >> 1), isMandatory: value & 1 != 0)
    }
}
