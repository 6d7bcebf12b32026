import Testing

@testable import RichText

/// The shaped-word cache's policy: bounded by bytes, no cliff when the working set
/// outgrows it, words in use survive, counters that add up, and first-sight text shaped in
/// one HarfBuzz call per item.
@Suite("Shaped-word cache policy")
struct SegmentCachePolicyTests {
    /// A style of `cache` for synthetic entries.
    static func style(_ cache: ShapedSegmentCache) -> ShapedSegmentCache.Style {
        cache.style(
            for: SegmentStyle(
                face: 1, font: .default, language: nil, script: 0, isRightToLeft: false, letterSpacing: 0, kern: 0))
    }

    /// The text of synthetic word number `word`.
    static func text(of word: Int) -> [UInt16] { Array("w\(word)x".utf16) }

    /// Appends the synthetic shaping of `text`: one glyph per unit.
    static func shapeOneGlyphPerUnit(_ text: [UInt16], into output: inout GlyphStorage) {
        for unit in 0..<text.count {
            output.append(id: UInt32(unit), advance: 1, xOffset: 0, yOffset: 0, cluster: Int32(unit), flags: 0)
        }
    }

    /// Looks `word` up, storing one glyph per unit on a miss; returns whether it was a hit.
    @discardableResult
    static func touch(_ word: Int, cache: ShapedSegmentCache, style: ShapedSegmentCache.Style) -> Bool {
        let text = text(of: word)
        var hit = true
        var storage = GlyphStorage()
        _ = cache.glyphs(
            for: 0..<text.count, of: text, style: style, isParagraphStart: false, isParagraphEnd: false,
            into: &storage
        ) { output in
            hit = false
            shapeOneGlyphPerUnit(text, into: &output)
        }
        return hit
    }

    /// The most words `cache` holds: filled with distinct words (each touched twice, as a
    /// word is stored at its second sighting), its count at the highest.
    static func capacityInWords(_ cache: ShapedSegmentCache, style: ShapedSegmentCache.Style) -> Int {
        var capacity = 0
        var word = 2_000_000
        while cache.statistics.evictions <= capacity * 2 {
            touch(word, cache: cache, style: style)
            touch(word, cache: cache, style: style)
            capacity = max(capacity, cache.count)
            word += 1
        }
        return capacity
    }

    /// A deterministic sequence of pseudo-random numbers below `bound`.
    static func randomWords(count: Int, below bound: Int) -> [Int] {
        var random = SplitMix64(state: 0x9E37_79B9_7F4A_7C15)
        return (0..<count).map { _ in random.below(bound) }
    }

    @Test("capacities are clamped to 1 GB and never below one word per generation and shard")
    func capacityClamps() {
        func bytes(_ sizes: (slots: Int, glyphs: Int, units: Int)) -> Int {
            ShapedSegmentCache.defaultShardCount * 2
                * (sizes.slots * ShardTable.bytesPerSlot + sizes.glyphs * ShardTable.bytesPerGlyph + sizes.units * 2)
        }
        let largest = ShapedSegmentCache.generationSizes(capacityBytes: Int.max)
        #expect(bytes(largest) <= ShapedSegmentCache.maximumCapacityBytes)
        #expect(bytes(largest) > ShapedSegmentCache.maximumCapacityBytes * 9 / 10)
        for request in [Int.min, -1, 0, 1, 4096] {
            let smallest = ShapedSegmentCache.generationSizes(capacityBytes: request)
            #expect(smallest.slots == 2 && smallest.glyphs == 8 && smallest.units == 10, "\(request)")
        }
    }

    @Test("hits and misses count every word shaped, looked up or not")
    func missesCountEveryWord() throws {
        let cache = ShapedSegmentCache()
        let context = try FontContext(segmentCache: cache)
        let words = (0..<20).map { "word\($0)x" } + [String(repeating: "y", count: 80)]
        var text = AttributedText(words.joined(separator: " "))
        text.font = Font(family: "Noto Sans", size: 16)
        _ = ShapedText(text, context: context)
        #expect(cache.statistics.misses == words.count, "new words, too long one included")
        #expect(cache.statistics.hits == 0)
        _ = ShapedText(text, context: context)
        _ = ShapedText(text, context: context)
        let statistics = cache.statistics
        #expect(statistics.hits + statistics.misses == 3 * words.count)
        #expect(statistics.hits >= 20 - 1, "the third time the stored words are found")
    }

    @Test("keys spread over the whole table (short probes)")
    func homesSpread() {
        let cache = ShapedSegmentCache()
        let style = Self.style(cache)
        for slotCount in [1551, 1024, 100] {
            var homes = Set<Int>()
            for word in 0..<slotCount {
                let text = Array("w\(word)x".utf16)
                let address = cache.address(
                    of: 0..<text.count, in: text, style: style, isParagraphStart: false, isParagraphEnd: false)
                let home = ShardTable.home(of: address.hash, slotCount: slotCount)
                #expect(home >= 0 && home < slotCount)
                homes.insert(home)
            }
            // Random homes for n keys in n slots cover about 1 − 1/e of them.
            #expect(homes.count > slotCount / 2, "\(slotCount) slots: \(homes.count) distinct homes")
        }
    }

    @Test("emptying 600 times (past the tags' 256-epoch wrap) never brings an old word back")
    func epochsWrap() {
        let cache = ShapedSegmentCache(shardCount: 1, slotsPerShard: 64, glyphsPerShard: 512, unitsPerShard: 512)
        let style = Self.style(cache)
        for round in 0..<600 {
            cache.removeAll()
            #expect(!Self.touch(round - 1, cache: cache, style: style), "round \(round): last round's word is gone")
            for word in [round, round + 10_000] {
                Self.touch(word, cache: cache, style: style)
                Self.touch(word, cache: cache, style: style)
                #expect(Self.touch(word, cache: cache, style: style), "round \(round): stored")
            }
        }
    }

    @Test("the capacity is set in bytes and never exceeded")
    func capacityInBytes() {
        for bytes in [64 << 10, 1 << 20, 8 << 20] {
            let cache = ShapedSegmentCache(capacityBytes: bytes)
            let statistics = cache.statistics
            #expect(statistics.capacityBytes <= bytes, "\(bytes)")
            #expect(statistics.capacityBytes >= bytes * 8 / 10, "\(bytes): most of the budget is usable")
            let style = Self.style(cache)
            for word in 0..<20000 {
                Self.touch(word, cache: cache, style: style)
                Self.touch(word, cache: cache, style: style)  // stored the second time
            }
            #expect(cache.statistics.bytes <= statistics.capacityBytes)
            #expect(cache.statistics.bytes > statistics.capacityBytes / 4)
        }
    }

    @Test("a working set twice the cache still hits in proportion (no cliff)")
    func noCliff() {
        let cache = ShapedSegmentCache(capacityBytes: 256 << 10)
        let style = Self.style(cache)
        // How many words fit: fill with distinct words and read the count at its highest.
        let capacity = Self.capacityInWords(cache, style: style)
        #expect(capacity > 100)
        for (factor, minimum) in [(0.5, 0.95), (2.0, 0.3)] {
            cache.removeAll()
            let vocabulary = Int(Double(capacity) * factor)
            let words = Self.randomWords(count: vocabulary * 20, below: vocabulary)
            for word in words.prefix(vocabulary * 10) { Self.touch(word, cache: cache, style: style) }
            let hits = words.suffix(vocabulary * 10).filter { Self.touch($0, cache: cache, style: style) }.count
            let rate = Double(hits) / Double(vocabulary * 10)
            #expect(rate >= minimum, "working set \(factor)× the cache: hit rate \(rate)")
        }
    }

    @Test("a word in use survives any number of new words; words seen once are not stored")
    func usedWordsSurvive() {
        let cache = ShapedSegmentCache(capacityBytes: 64 << 10)
        let style = Self.style(cache)
        #expect(!Self.touch(-1, cache: cache, style: style))
        #expect(!Self.touch(-1, cache: cache, style: style), "stored the second time it is shaped")
        for word in 0..<20000 {
            Self.touch(word, cache: cache, style: style)
            Self.touch(word, cache: cache, style: style)
            if word % 50 == 0 { #expect(Self.touch(-1, cache: cache, style: style), "after \(word) new words") }
        }
        #expect(cache.statistics.evictions > 10000)
        let evictions = cache.statistics.evictions
        for word in 100_000..<120_000 {
            #expect(!Self.touch(word, cache: cache, style: style))
            if word % 50 == 0 { #expect(Self.touch(-1, cache: cache, style: style), "after \(word) words seen once") }
        }
        let pushedOut = cache.statistics.evictions - evictions
        #expect(pushedOut < 2000, "20,000 words seen once push out \(pushedOut) (only false positives of the filter)")
    }

    @Test("removeAllShapedWords empties the cache; counters keep counting")
    func removeAll() throws {
        let cache = ShapedSegmentCache()
        let context = try FontContext(segmentCache: cache)
        for _ in 0..<2 { _ = ShapedText(AttributedText("Some words to keep and keep"), context: context) }
        #expect(context.shapingCacheStatistics.count > 3)
        #expect(context.shapingCacheStatistics.misses > 3)
        context.removeAllShapedWords()
        #expect(context.shapingCacheStatistics.count == 0)
        let misses = context.shapingCacheStatistics.misses
        _ = ShapedText(AttributedText("Some words"), context: context)
        #expect(context.shapingCacheStatistics.misses > misses, "the words are shaped again")
        let sized = try FontContext(bundledFonts: false, shapingCacheCapacity: 1 << 20)
        #expect(sized.shapingCacheStatistics.capacityBytes <= 1 << 20)
        #expect(sized.shapingCacheStatistics.capacityBytes > 1 << 19)
    }

    @Test("emptying the cache also forgets which words were seen once, after few offers or many")
    func removeAllForgetsOffers() {
        // 64 KB: a small doorkeeper, so 3,000 offers overflow its list of touched words.
        for offered in [3, 3000] {
            let cache = ShapedSegmentCache(capacityBytes: 64 << 10)
            let style = Self.style(cache)
            for word in 0..<offered { #expect(!Self.touch(word, cache: cache, style: style)) }
            cache.removeAll()
            // Seen once before emptying counts for nothing: the next offer is a first one.
            var storedOnFirstOffer = 0
            for word in 0..<offered {
                Self.touch(word, cache: cache, style: style)
                if Self.touch(word, cache: cache, style: style) { storedOnFirstOffer += 1 }
            }
            #expect(storedOnFirstOffer < max(offered / 20, 1), "\(offered) words: \(storedOnFirstOffer) kept too early")
        }
    }

    @Test("words seen for the first time are shaped in one HarfBuzz call per item; seen again, cached from it")
    func firstSightIsOneCall() throws {
        let cache = ShapedSegmentCache()
        let context = try FontContext(segmentCache: cache)
        let string = "zorblat quintex vamoor pleskit drunvel oxtaph mirrolen cavtusk yelbrin sowath"
        var text = AttributedText(string)
        text.font = Font(family: "Noto Sans", size: 16)
        let analysis = TextAnalysis(text)
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        let items = itemizer.items(for: analysis.paragraphs[0])
        #expect(items.count == 1)
        let shaper = Shaper(text: analysis.utf16, cache: cache)
        let first = shaper.shape(analysis.paragraphs[0], items: items)
        #expect(shaper.harfBuzzCalls == 1, "one call for ten new words")
        #expect(cache.count == 0, "words seen once are not stored")
        let second = Shaper(text: analysis.utf16, cache: cache)
        #expect(second.shape(analysis.paragraphs[0], items: items).glyphs == first.glyphs)
        #expect(second.harfBuzzCalls == 1)
        #expect(cache.count >= 9, "seen again, the words are cached from that call")
        let third = Shaper(text: analysis.utf16, cache: cache)
        #expect(third.shape(analysis.paragraphs[0], items: items).glyphs == first.glyphs)
        #expect(third.harfBuzzCalls == 0, "every word is found")
    }

    @Test("spaces and punctuation between Arabic words, set in the Latin face, are cached like the words")
    func arabicSpacesAreCached() throws {
        let cache = ShapedSegmentCache()
        let context = try FontContext(segmentCache: cache)
        // Noto Sans (the default face) has the full stop, colon, parentheses and guillemets
        // but no Arabic letter: each of them between two words, with its spaces, is an item
        // of its own in the Latin face, with the Arabic script.
        var text = AttributedText("مرحبا بالعالم. النص: «كلمة» (العربية) نص ۴ مرحبا")
        text.font = Font(family: "Noto Sans", size: 16)
        let analysis = TextAnalysis(text)
        var itemizer = Itemizer(text: text, utf16: analysis.utf16, context: context)
        let items = itemizer.items(for: analysis.paragraphs[0])
        let latinItems = items.filter { $0.face.family == "Noto Sans" }
        #expect(latinItems.count == 4, "punctuation with its spaces: an item in the Latin face")
        #expect(latinItems.allSatisfy { $0.script.tag == items[0].script.tag }, "with the Arabic script")
        let whole = Shaper(text: analysis.utf16, cache: ShapedSegmentCache(shardCount: 1, slotsPerShard: 1))
        var expected = GlyphStorage()
        for item in items {
            whole.shape(item, range: item.range, context: analysis.paragraphs[0].contentRange, into: &expected)
        }
        for pass in 0..<3 {
            let shaper = Shaper(text: analysis.utf16, cache: cache)
            let glyphs = shaper.shape(analysis.paragraphs[0], items: items).glyphs
            #expect(glyphs == expected.compacted(), "pass \(pass): as each item shaped whole")
            if pass == 2 { #expect(shaper.harfBuzzCalls == 0, "seen twice, every item is found") }
        }
    }
}

/// The cache of Thai word boundaries gives what libthai gives, and stays bounded.
@Suite("Thai word-boundary cache")
struct ThaiBreakCacheTests {
    @Test("a kept run answers exactly as libthai, at any offset; the cache is bounded")
    func keptRunsMatchLibthai() throws {
        let cache = ThaiBreakCache(generationSize: 8)
        let lines = try corpusLines("th")
        var runs = 0
        for line in lines.prefix(40) {
            let text = Array(("xx " + line).utf16)
            for run in ThaiBreakRefinement.thaiRuns(in: text, range: 0..<text.count) {
                let (start, end) = (run.lowerBound, run.upperBound)
                let expected = ThaiWordBreaker.boundaries(in: text, range: start..<end)
                #expect(cache.boundaries(in: text, range: start..<end) == expected)
                #expect(cache.boundaries(in: text, range: start..<end) == expected, "kept")
                let shifted = [0x20, 0x20] + text
                #expect(
                    cache.boundaries(in: shifted, range: start + 2..<end + 2) == expected.map { $0.map { $0 + 2 } },
                    "the same run elsewhere")
                runs += 1
            }
            #expect(cache.count <= 16)
        }
        #expect(runs > 40)
        cache.removeAll()
        #expect(cache.count == 0)
    }
}
