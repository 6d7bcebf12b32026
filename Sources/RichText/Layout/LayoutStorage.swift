/// The flat, immutable arrays behind a `TextLayout`; `TextLine` and `GlyphRun` are views
/// into it (storage + index), so no value points back into mutable state.
final class LayoutStorage: Sendable {
    struct LineRecord: Hashable, Sendable {
        var range: Range<Int>
        var row: Int
        var originX: Double
        var baselineY: Double
        var ascent: Double
        var descent: Double
        var leading: Double
        var width: Double
        var trailingWhitespaceWidth: Double
        var runRange: Range<Int>
        var rowTop: Double
        var rowBottom: Double
    }

    struct RunRecord: Hashable, Sendable {
        var range: Range<Int>
        var level: UInt8
        var face: FontFace
        var font: Font
        var glyphRange: Range<Int>
        var x: Double
        var width: Double
        var isTruncationToken: Bool
    }

    /// Arrays being filled by the layout, then frozen into a `LayoutStorage`.
    struct Builder {
        var lines: [LineRecord] = []
        var runs: [RunRecord] = []
        var glyphIDs: [UInt32] = []
        var glyphX: [Float] = []
        var glyphY: [Float] = []
        var advances: [Float] = []
        var clusters: [Int32] = []

        mutating func reserveCapacity(lines lineCount: Int, glyphs: Int) {
            lines.reserveCapacity(lineCount)
            runs.reserveCapacity(lineCount)
            glyphIDs.reserveCapacity(glyphs)
            glyphX.reserveCapacity(glyphs)
            glyphY.reserveCapacity(glyphs)
            advances.reserveCapacity(glyphs)
            clusters.reserveCapacity(glyphs)
        }
    }

    let lines: [LineRecord]
    let runs: [RunRecord]
    let glyphIDs: [UInt32]
    /// Glyph origins in layout coordinates (offsets applied; y on the baseline grid, down).
    let glyphX: [Float]
    let glyphY: [Float]
    let advances: [Float]
    /// UTF-16 offsets of the glyphs' clusters (in the truncation token's own text for
    /// token runs).
    let clusters: [Int32]

    init(_ builder: Builder) {
        lines = builder.lines
        runs = builder.runs
        glyphIDs = builder.glyphIDs
        glyphX = builder.glyphX
        glyphY = builder.glyphY
        advances = builder.advances
        clusters = builder.clusters
    }
}
