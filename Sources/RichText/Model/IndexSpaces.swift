// Names for the three index spaces RichText's ranges live in, so a signature says which
// one it means (SkParagraph's `TextRange` / `GlyphRange` idea, as plain aliases: values
// convert freely, so the names document rather than enforce).

/// A range of UTF-16 code-unit offsets into a text (NSRange and YYText compatible): the
/// unit of every text range in RichText's API and pipeline.
public typealias TextRange = Range<Int>

/// A range of glyph indices: into a shaped paragraph's glyph storage (`ShapedRun.glyphRange`)
/// or a layout's glyph table.
public typealias GlyphRange = Range<Int>

/// A range of indices into an array of records: a shaped paragraph's runs, or a layout's
/// run records (`LayoutStorage.LineRecord.runRange`).
typealias RecordRange = Range<Int>
