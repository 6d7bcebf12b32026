/// The shaping loop's questions to the segment cache: asked of the workspace's near cache
/// first (`NearWordCache`), which passes what it lacks on to the shared cache, or of the
/// shared cache alone for a shaper without a workspace. `Shaper.shape(_:items:)` takes the
/// near cache out of `scratch` for the paragraph and passes it in.
extension Shaper {
    /// Appends the cached glyphs of `segment` and returns their edges (nil on a miss):
    /// through the workspace's near cache when there is one.
    @inline(__always)
    func lookUp(
        _ segment: TextRange, at address: ShapedSegmentCache.Address, near: inout NearWordCache?,
        into storage: inout GlyphStorage
    ) -> ShapedSegmentCache.Edges? {
        guard near != nil else { return cache.lookup(segment, of: text, at: address, into: &storage) }
        return near!.lookup(segment, of: text, at: address, in: cache, into: &storage)
    }

    /// Whether `segment` is cached (near or shared).
    @inline(__always)
    func isCached(_ segment: TextRange, at address: ShapedSegmentCache.Address, near: inout NearWordCache?) -> Bool {
        guard near != nil else { return cache.contains(segment, of: text, at: address) }
        return near!.contains(segment, of: text, at: address, in: cache)
    }

    /// The space-join answer of `firstGlyph` in `style` (see
    /// `ShapedSegmentCache.joinsAfterSpace`), through the near cache when there is one.
    func joinsAfterSpace(
        style: ShapedSegmentCache.Style, firstGlyph: UInt32, near: inout NearWordCache?, orCheck check: () -> Bool
    ) -> Bool {
        guard near != nil else {
            return cache.joinsAfterSpace(style: style, firstGlyph: firstGlyph, orCheck: check)
        }
        return near!.joinsAfterSpace(style: style, firstGlyph: firstGlyph, in: cache, orCheck: check)
    }
}
