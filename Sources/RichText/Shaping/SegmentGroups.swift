/// The group of neighbouring segments that must be shaped together, kept while segments
/// arrive in order (see `Shaper.shapeSegmented`).
///
/// Each segment's glyphs are appended to the storage as soon as it is shaped or found in
/// the cache. A segment that may be joined to the one before closes the open group: if
/// that group holds several segments, its glyphs are replaced by shaping its whole range
/// at once (the new segment's glyphs are kept after them), and the new segment opens the
/// next group. `finish` closes the last one.
struct SegmentGroups {
    private var start: Int
    private var end: Int
    private var glyphStart: Int
    private var segments = 0

    /// Groups for segments from `start` on, whose glyphs begin at `glyphStart`.
    init(start: Int, glyphStart: Int) {
        self.start = start
        end = start
        self.glyphStart = glyphStart
    }

    /// Records `segment`, whose glyphs were just appended to `storage` from `segmentGlyphs`
    /// on; `joinsPrevious` says whether it may be joined to the previous segment as it is.
    /// `reshape` appends the glyphs of a range shaped as one piece.
    mutating func add(
        _ segment: TextRange, glyphsFrom segmentGlyphs: Int, joinsPrevious: Bool, storage: inout GlyphStorage,
        reshape: (TextRange, inout GlyphStorage) -> Void
    ) {
        if segments > 0, joinsPrevious {
            var newStart = segmentGlyphs
            if segments > 1 {
                let current = storage.slice(segmentGlyphs..<storage.count)
                storage.removeGlyphs(from: glyphStart)
                reshape(start..<end, &storage)
                newStart = storage.count
                storage.append(contentsOf: current)
            }
            start = segment.lowerBound
            glyphStart = newStart
            segments = 0
        }
        end = segment.upperBound
        segments += 1
    }

    /// Closes the last group.
    mutating func finish(storage: inout GlyphStorage, reshape: (TextRange, inout GlyphStorage) -> Void) {
        guard segments > 1 else { return }
        storage.removeGlyphs(from: glyphStart)
        reshape(start..<end, &storage)
        segments = 1
    }
}
