/// A paragraph's embedding levels held by a loop: reads by absolute UTF-16 offset with no
/// reference counting (`ParagraphAnalysis.level(at:)` reads through the analysis' shared
/// tables, which costs an atomic retain and release a call).
struct LevelReader {
    /// The level of each content unit, or empty when every unit is at `base`.
    let storage: [UInt8]
    /// The paragraph's base level.
    let base: UInt8
    /// The absolute offset of the content's first unit.
    let start: Int

    /// The embedding level at absolute UTF-16 offset `offset` inside the content.
    @inline(__always)
    func level(at offset: Int) -> UInt8 {
        storage.isEmpty ? base : storage[offset - start]
    }

    /// Whether every unit is at the base level.
    var isUniform: Bool { storage.isEmpty }
}
