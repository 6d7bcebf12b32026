extension FontContext {
    /// Counters and size of the shaped-word cache this context shapes through.
    ///
    /// Contexts created with `init(bundledFonts:defaultFamily:)` (and `FontContext.default`)
    /// share one process-wide cache, so their statistics are the same.
    public var shapingCacheStatistics: ShapingCacheStatistics { segmentCache.statistics }

    /// Empties the shaped-word cache this context shapes through (its memory stays
    /// allocated) and the process-wide cache of Thai word boundaries. Layouts made
    /// afterwards shape and segment every word again: benchmarks use this to time text seen
    /// for the first time; apps may call it under memory pressure.
    public func removeAllShapedWords() {
        segmentCache.removeAll()
        ThaiBreakCache.shared.removeAll()
    }
}

/// Counters and size of a shaped-word cache (`FontContext.shapingCacheStatistics`).
public struct ShapingCacheStatistics: Hashable, Sendable {
    /// Words taken from the cache.
    public var hits = 0
    /// Words shaped with HarfBuzz instead: looked up and absent, too long to keep, or shaped
    /// with a stretch of new words without a lookup. `hits + misses` counts every word
    /// (segment) shaped through the cache; line-edge pieces and repeated lookups of one
    /// word may add a few. Words of `bypassedItems` are in neither count.
    public var misses = 0
    /// Items (runs of one font and script in a paragraph; often a whole paragraph) shaped
    /// whole, without looking their words up or storing them, because the cache had missed
    /// most words lately (a miss storm: text new to it). Items, not words: a bypassed item's
    /// words are not cut apart, so they are not counted. While a storm lasts, one item in
    /// four (one in 16 while almost nothing hits) still goes through the cache, drawn at
    /// random, and when half of those items' words hit again every item does; meanwhile
    /// `hits` and `misses` describe those sampled items only.
    public var bypassedItems = 0
    /// Words dropped to make room for others.
    public var evictions = 0
    /// Words held now.
    public var count = 0
    /// Bytes the cache holds in its arenas now (keys, glyphs and slots).
    public var bytes = 0
    /// The most bytes the cache may hold.
    public var capacityBytes = 0

    /// Creates statistics with every counter zero.
    public init() {}
}
