/// Version 1 of the layout archive: the records `TextLayout.encode(to:)` writes.
///
/// What is archived is everything a layout holds that depends on the fonts: the shaped
/// glyphs of every paragraph (ids, advances, offsets, clusters, HarfBuzz flags) with their
/// runs, the line and run records of the layout (including glyphs reshaped at line edges
/// and the truncation token's), and the faces by content (`ArchivedFace`); plus the text,
/// the container and the layout's summary values. Glyph positions are not archived: they
/// are rebuilt from the runs exactly as the layout first built them.
///
/// What depends on the text alone is computed again when decoding: the paragraph
/// analysis (bidi levels, line breaks and grapheme clusters, from FriBidi and ICU), at
/// the base level each paragraph was archived with, and the line-breaking data derived
/// from the glyphs. Neither depends on the fonts.
///
/// Keep this type and its decoding as they are once shipped: a change of format is a new
/// `LayoutArchiveV2` beside it, and `TextLayout.init(from:)` keeps decoding version 1.
struct LayoutArchiveV1: Codable {
    var format = LayoutArchiveHeader.format
    var version = 1
    var faces: [ArchivedFace]
    var text: AttributedText
    var container: TextContainer
    var scale: ArchivedDouble
    /// The offset the layout started from (`TextLayout.range.lowerBound`).
    var start: Int
    /// One per paragraph of `text`, in order.
    var paragraphs: [Paragraph]
    /// The truncation token's shaped paragraphs (run records number them after
    /// `paragraphs`).
    var tokens: [Token]
    var lines: [Line]
    var runs: [Run]
    var rowCount: Int
    var visibleRange: TextRange
    var isTruncated: Bool
    var truncation: Truncation?
    var textBoundingRect: ArchivedRect
    var textBoundingSize: ArchivedSize
    /// FNV-1a of the rest of the record (`LayoutArchiveV1.contentChecksum()`), so that a
    /// changed digit, which would still decode into a valid layout, throws instead.
    var checksum: String?

    /// A shaped paragraph: its base level (its analysis is recomputed at that level), its
    /// runs and glyphs.
    struct Paragraph: Codable {
        var baseLevel: UInt8
        var runs: [ShapedRunRecord]
        var glyphs: Glyphs
    }

    /// A truncation token's shaped paragraph and the string it was shaped from.
    struct Token: Codable {
        var string: String
        var paragraph: Paragraph
    }

    /// One `ShapedRun`, its face by number in `faces`.
    struct ShapedRunRecord: Codable {
        var range: TextRange
        var level: UInt8
        /// The script's tag, four ASCII bytes big-endian (HarfBuzz's packing).
        var script: UInt32
        var face: Int
        var font: Font
        var language: String?
        var letterSpacing: Double
        var kern: Double
        var baselineOffset: Double
        var attachment: TextAttachment?
        var glyphRange: GlyphRange
        var advance: Double
    }

    /// A `GlyphStorage`'s arrays (empty offset arrays: all zero).
    struct Glyphs: Codable {
        var ids: [UInt32]
        var advances: [Float]
        var xOffsets: [Float]
        var yOffsets: [Float]
        var clusters: [Int32]
        var flags: [UInt8]
    }

    /// A `LayoutStorage.LineRecord` (its index is its place in `lines`).
    struct Line: Codable {
        var row: Int
        var range: TextRange
        var baselineY: ArchivedDouble, ascent: ArchivedDouble, descent: ArchivedDouble, leading: ArchivedDouble
        var originX: ArchivedDouble, width: ArchivedDouble, trailingWhitespaceWidth: ArchivedDouble
        var rowTop: ArchivedDouble, rowBottom: ArchivedDouble
        var runRange: Range<Int>
    }

    /// A `LayoutStorage.RunRecord`; `paragraph` numbers `paragraphs`, then `tokens`.
    struct Run: Codable {
        var range: TextRange
        var level: UInt8
        var paragraph: Int
        var runIndex: Int
        var glyphRange: GlyphRange
        var x: ArchivedDouble, width: ArchivedDouble
        var isTruncationToken: Bool
        var ownGlyphs: Glyphs?
        var sourceRange: GlyphRange
        var tokenClusters: [Int32]?
    }

    /// A `TextLayout.Truncation`.
    struct Truncation: Codable {
        var lineIndex: Int
        var elidedRange: TextRange
        var tokenFrame: ArchivedRect
    }
}

/// The two keys every layout archive starts with, read before the rest to choose a decoder.
struct LayoutArchiveHeader: Codable {
    /// The `format` value of a RichText layout archive.
    static let format = "RichText.TextLayout"

    var format: String
    var version: Int
}
