/// Decides, item by item, whether a workspace's shaping goes through the segment cache or
/// shapes the item whole, from how often the cache had the words it met lately.
///
/// The cache pays for itself only when words come back. On text new to it (names, chat,
/// random words, a language it has not met, or a cache emptied before each paragraph) every
/// item still has its words cut, hashed, looked up and offered for storing: about a tenth
/// of a first-sight layout's instructions, for no hit. So a workspace counts the words of
/// the items it shapes through the cache and how many of them the cache had. When fewer
/// than half of the last `normalWindow` words were there (a miss storm), it shapes items
/// whole, one HarfBuzz call each, without cutting, asking, offering or storing, except one
/// item in `samplePeriod`, which goes through the cache as before. Those sampled items keep
/// the cache learning the text in use, and once half of their last `sampledWindow` words
/// hit, every item goes through the cache again.
///
/// The window is twice the words the cache holds: a word is stored the second time it is
/// offered (the doorkeeper), so a vocabulary that comes back hits from its third pass on,
/// and a window of a few hundred words would call the first two passes of any vocabulary
/// a storm (1,000 paragraphs of 24 new words each, laid out again and again, are what the
/// cache is for). With the window at twice the cache's size, a vocabulary of up to half
/// the cache's size is never taken for a storm; a larger one that still fits (its first
/// two passes are more than half the window) starts a short one, which its sampled items,
/// hitting from the third pass, end after 64 words. The window slides an eighth at a
/// time, so after well-known text a storm begins once new words are most of it: with the
/// default 8 MB cache, after about 58,000 new words (1,700 paragraphs of 200 characters),
/// each of them paying the cache's bookkeeping meanwhile.
///
/// Half is about where the cache starts to pay: below it the hits are scattered, each
/// splits the new words around it into another HarfBuzz call, and the bookkeeping of the
/// misses costs about what the hits save (on words drawn from a vocabulary twice the
/// cache's size about 30 % hit, and a layout took about as long as with the cache emptied
/// before it). A text the cache knows (a language's common words, once learnt) hits 90 %
/// or more. The sampled window (64 words) is large enough that 30 % rarely passes for
/// half by chance (about once in 2,500 windows), and a false end of a storm costs one
/// window of words through the cache, a few per cent slower at 30 % hits.
///
/// While a storm is deep (fewer than one sampled word in 16 hits: new text only, or a
/// cache emptied before every paragraph), one item in `deepSamplePeriod` is sampled
/// instead; once some words hit again, one in `samplePeriod` is, so the cache learns a
/// returning vocabulary four times as fast.
///
/// Glyphs are the same either way: the segment loop is built to give exactly what shaping
/// the item whole gives (see `Shaper.shapeSegmented`). What changes while a workspace
/// bypasses the cache is how fast the cache learns a new vocabulary (from one item in
/// `samplePeriod`) and the statistics: bypassed items count no hits or misses, only
/// `ShapingCacheStatistics.bypassedItems`.
struct MissStormGauge {
    /// Words through the cache and how many of them hit: while using the cache, in the
    /// bucket being filled; while bypassing it, in the sampled window being counted.
    private var words = 0
    private var hits = 0
    /// The last `bucketCount` full buckets of a workspace using the cache (words, hits),
    /// oldest first; judged as one window once all are full.
    private var buckets: [(words: Int, hits: Int)] = []
    /// Whether items are shaped whole (but for the sampled ones).
    private(set) var isBypassing = false
    /// Whether the storm is deep: fewer than one word in `deepShare` hit in the last
    /// judgement (new text only, or a cache emptied before every paragraph). Then one item
    /// in `deepSamplePeriod` is sampled instead of one in `samplePeriod`.
    private(set) var isDeep = false
    /// The state of the generator that picks the sampled items (a 64-bit LCG, seeded the
    /// same in every gauge, so a workspace's choices repeat from run to run).
    private var sampleState: UInt64 = 0x853C_49E6_748F_EA9B

    /// Words counted before a workspace that uses the cache judges its hit rate (see the
    /// type's comment: twice what the cache holds). The window slides a bucket at a time:
    /// after a change of text it is judged again every eighth of it, so a storm that
    /// follows well-known text begins once the new text is most of the window, not a
    /// whole window later.
    let normalWindow: Int
    /// The window's buckets.
    static let bucketCount = 8
    /// Words of sampled items counted before a bypassing workspace judges their hit rate.
    static let sampledWindow = 64
    /// While bypassing, one item in this many goes through the cache, drawn at random: a
    /// count would pick the same item of every paragraph when paragraphs have a fixed
    /// number of items (a known sentence then a new name, say), and the storm would then
    /// never see the words that hit.
    static let samplePeriod = 4
    /// In a deep storm, one item in this many goes through the cache: sampled items pay
    /// the cache's bookkeeping (and, in a cache full of other words, its memory traffic)
    /// for almost no hit, so they are fewer until some of their words hit again.
    static let deepSamplePeriod = 16
    /// A storm is deep while fewer than one word in this many hits.
    static let deepShare = 16

    /// A gauge for a cache that holds `cachedWords` words (`ShapedSegmentCache.wordCapacity`).
    init(cachedWords: Int) {
        normalWindow = max(2 * cachedWords, Self.sampledWindow)
    }

    /// Whether the next item goes through the cache (else it is shaped whole).
    mutating func usesCache() -> Bool {
        guard isBypassing else { return true }
        sampleState = sampleState &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // The top bits are the generator's best: one draw in 4 (or 16) has them all zero.
        let bits: UInt64 = isDeep ? 4 : 2
        return sampleState >> (64 - bits) == 0
    }

    /// Counts an item shaped through the cache: `words` segments, `hits` of them cached.
    mutating func record(words: Int, hits: Int) {
        self.words += words
        self.hits += hits
        if isBypassing {
            guard self.words >= Self.sampledWindow else { return }
            // Back to the cache: a whole new window before the next judgement.
            isBypassing = self.hits * 2 < self.words
            isDeep = isBypassing && self.hits * Self.deepShare < self.words
            (self.words, self.hits) = (0, 0)
            return
        }
        guard self.words * Self.bucketCount >= normalWindow else { return }
        if buckets.count == Self.bucketCount { buckets.removeFirst() }
        buckets.append((self.words, self.hits))
        (self.words, self.hits) = (0, 0)
        guard buckets.count == Self.bucketCount else { return }
        let total = buckets.reduce(into: (words: 0, hits: 0)) {
            $0.words += $1.words
            $0.hits += $1.hits
        }
        if total.hits * 2 < total.words {
            isBypassing = true
            isDeep = total.hits * Self.deepShare < total.words
            buckets.removeAll(keepingCapacity: true)
        }
    }
}
