import Testing

@testable import RichText

/// A workspace's near cache (`NearWordCache`) answers only what the shared cache answered,
/// exactly as it did, and forgets it when the shared cache is emptied.
@Suite("Near word cache")
struct NearWordCacheTests {
    /// A shared cache of its own holding "hello " (stored on its second offer), its address
    /// and its glyphs (made up: six glyphs, one a unit).
    static func fixture(
        concatIsKnown: Bool = true, joinsAfterSpace: Bool = false
    ) -> (cache: ShapedSegmentCache, text: [UInt16], address: ShapedSegmentCache.Address, glyphs: GlyphStorage) {
        let cache = ShapedSegmentCache(shardCount: 1, slotsPerShard: 64, glyphsPerShard: 256, unitsPerShard: 256)
        let text = Array("hello ".utf16)
        let style = cache.style(
            for: SegmentStyle(
                face: 1, font: Font(size: 16), language: nil, script: 0, isRightToLeft: false, letterSpacing: 0, kern: 0
            ))
        let address = cache.address(of: 0..<6, in: text, style: style, isParagraphStart: true, isParagraphEnd: false)
        var glyphs = GlyphStorage()
        for index in 0..<6 {
            glyphs.append(
                id: UInt32(40 + index), advance: Float(7 + index), xOffset: 0, yOffset: 0, cluster: Int32(index),
                flags: index == 5 ? ShapedGlyph.Flags.unsafeToConcat.rawValue : 0)
        }
        for _ in 0..<2 {
            cache.insert(
                0..<6, of: text, at: address, glyphs: glyphs, range: 0..<6, joinsAfterSpace: joinsAfterSpace,
                concatIsKnown: concatIsKnown)
        }
        return (cache, text, address, glyphs)
    }

    /// Looks `text[0..<6]` up through `near`: the glyphs appended and the edges.
    static func lookUp(
        _ near: inout NearWordCache, _ fixture: (ShapedSegmentCache, [UInt16], ShapedSegmentCache.Address, GlyphStorage)
    ) -> (GlyphStorage, ShapedSegmentCache.Edges?) {
        var storage = GlyphStorage()
        let edges = near.lookup(0..<6, of: fixture.1, at: fixture.2, in: fixture.0, into: &storage)
        return (storage, edges)
    }

    @Test("a word the shared cache answered twice is answered here alone, with the same glyphs and edges")
    func keepsWhatWasAnsweredTwice() {
        let fixture = Self.fixture()
        var near = NearWordCache()
        near.prepare(for: fixture.cache)
        let first = Self.lookUp(&near, fixture)
        let second = Self.lookUp(&near, fixture)
        #expect(first.0 == fixture.glyphs && second.0 == fixture.glyphs)
        #expect(first.1 == ShapedSegmentCache.Edges(unsafeToConcatAtStart: false, unsafeToConcatAtEnd: true))
        // Emptied, the shared cache answers nothing more: only the near cache can.
        fixture.cache.removeAll()
        let third = Self.lookUp(&near, fixture)
        #expect(third.0 == fixture.glyphs)
        #expect(third.1 == first.1)
        // Prepared again for the emptied cache, the near cache forgets the word too.
        near.prepare(for: fixture.cache)
        let fourth = Self.lookUp(&near, fixture)
        #expect(fourth.1 == nil && fourth.0.count == 0)
    }

    @Test("a word answered once is not copied")
    func answeredOnceIsNotKept() {
        let fixture = Self.fixture()
        var near = NearWordCache()
        near.prepare(for: fixture.cache)
        #expect(Self.lookUp(&near, fixture).1 != nil)
        fixture.cache.removeAll()
        #expect(Self.lookUp(&near, fixture).1 == nil)
    }

    @Test("edges kept without concatenation flags, and a known space join, stay as the shared cache had them")
    func edgesAreCopiedAsTheyWere() {
        let fixture = Self.fixture(concatIsKnown: false, joinsAfterSpace: true)
        var near = NearWordCache()
        near.prepare(for: fixture.cache)
        let shared = Self.lookUp(&near, fixture).1
        _ = Self.lookUp(&near, fixture)
        fixture.cache.removeAll()
        let kept = Self.lookUp(&near, fixture).1
        #expect(
            shared
                == ShapedSegmentCache.Edges(
                    unsafeToConcatAtStart: true, unsafeToConcatAtEnd: true, joinsAfterSpace: true))
        #expect(kept == shared)
    }

    @Test("hits answered here count as the shared cache's hits once reported")
    func hitsAreReported() {
        let fixture = Self.fixture()
        var near = NearWordCache()
        near.prepare(for: fixture.cache)
        for _ in 0..<5 { _ = Self.lookUp(&near, fixture) }
        let before = fixture.cache.statistics.hits
        #expect(before == 2, "the shared cache answered the first two")
        near.reportHits(to: fixture.cache)
        #expect(fixture.cache.statistics.hits == 5)
        near.reportHits(to: fixture.cache)
        #expect(fixture.cache.statistics.hits == 5, "reported once")
    }

    @Test("space-join answers are kept until the shared cache is emptied")
    func spaceJoinAnswersAreKept() {
        let fixture = Self.fixture()
        let style = fixture.cache.style(
            for: SegmentStyle(
                face: 2, font: Font(size: 12), language: nil, script: 0, isRightToLeft: false, letterSpacing: 0, kern: 0
            ))
        var near = NearWordCache()
        near.prepare(for: fixture.cache)
        var checks = 0
        let check = { () -> Bool in
            checks += 1
            return true
        }
        let first = near.joinsAfterSpace(style: style, firstGlyph: 7, in: fixture.cache, orCheck: check)
        fixture.cache.removeAll()
        let second = near.joinsAfterSpace(style: style, firstGlyph: 7, in: fixture.cache, orCheck: check)
        #expect(first && second)
        #expect(checks == 1, "answered here the second time")
        near.prepare(for: fixture.cache)
        let third = near.joinsAfterSpace(style: style, firstGlyph: 7, in: fixture.cache, orCheck: check)
        #expect(third)
        #expect(checks == 2, "asked again once the cache was emptied")
    }

    @Test("after removeAllShapedWords, a layout finds no word, in the near cache or the shared one")
    func emptyingReachesWorkspaces() throws {
        let cache = ShapedSegmentCache()
        let context = try FontContext(segmentCache: cache)
        let text = AttributedText(String(repeating: "the cat sat on the mat and the dog sat on the log ", count: 8))
        for _ in 0..<4 { _ = TextLayout(container: TextContainer(width: 200), text: text, context: context) }
        let warm = cache.statistics
        _ = TextLayout(container: TextContainer(width: 200), text: text, context: context)
        #expect(cache.statistics.hits > warm.hits, "a warm layout hits")
        context.removeAllShapedWords()
        let emptied = cache.statistics
        _ = TextLayout(container: TextContainer(width: 200), text: text, context: context)
        let after = cache.statistics
        #expect(after.misses > emptied.misses)
        // Words repeat inside the text, so the doorkeeper may store and then hit a few of
        // them in this layout; what was cached before emptying would be every word.
        #expect(after.hits - emptied.hits < 12)
    }

    @Test("a full near cache holds its first words until it has turned 8,192 away, then takes new ones")
    func fullCacheHoldsThenRenews() {
        let cache = ShapedSegmentCache(shardCount: 1, slotsPerShard: 32768, glyphsPerShard: 65536, unitsPerShard: 65536)
        let style = cache.style(
            for: SegmentStyle(
                face: 3, font: Font(size: 16), language: nil, script: 0, isRightToLeft: false, letterSpacing: 0, kern: 0
            ))
        let capacity = 1024
        let count = capacity + NearWordCache.refusalsBeforeEmptying + 200
        let words = (0..<count).map { Array("w\($0) ".utf16) }
        func address(_ index: Int) -> ShapedSegmentCache.Address {
            cache.address(
                of: 0..<words[index].count, in: words[index], style: style, isParagraphStart: false,
                isParagraphEnd: false)
        }
        var glyphs = GlyphStorage()
        glyphs.append(id: 5, advance: 3, xOffset: 0, yOffset: 0, cluster: 0, flags: 0)
        glyphs.append(id: 6, advance: 4, xOffset: 0, yOffset: 0, cluster: 1, flags: 0)
        var near = NearWordCache()
        near.prepare(for: cache)
        /// Looks word `index` up through the near cache; whether it was answered.
        func lookUp(_ index: Int) -> Bool {
            var storage = GlyphStorage()
            return near.lookup(0..<words[index].count, of: words[index], at: address(index), in: cache, into: &storage)
                != nil
        }
        /// Stores words `range` in the shared cache and has each answered twice through `near`.
        func answerTwice(_ range: Range<Int>) {
            for index in range {
                for _ in 0..<2 {
                    cache.insert(
                        0..<words[index].count, of: words[index], at: address(index), glyphs: glyphs, range: 0..<2)
                }
                #expect(lookUp(index) && lookUp(index))
            }
        }
        /// How many of words `range` the near cache answers alone (the shared one emptied).
        func answeredAlone(_ range: Range<Int>) -> Int {
            cache.removeAll()
            return range.filter { lookUp($0) }.count
        }
        // Past its capacity, it keeps the first words (those whose doorkeeper fingerprint
        // no later word took) and none of the later ones.
        answerTwice(0..<capacity + 100)
        #expect(answeredAlone(0..<capacity) > 100)
        #expect(answeredAlone(capacity..<capacity + 100) == 0)
        // Once it has turned 8,192 words away it empties and takes new ones.
        answerTwice(capacity + 100..<count)
        #expect(answeredAlone(0..<capacity) == 0)
        #expect(answeredAlone(count - 100..<count) > 10)
    }
}
