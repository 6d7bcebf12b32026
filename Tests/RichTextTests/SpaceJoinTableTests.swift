import Testing

@testable import RichText

/// The per-shard table of space-join answers, the shaper's memo of recorded answers, and
/// the slice-free range append the cache's hits use.
@Suite("Space-join answers and range appends")
struct SpaceJoinTableTests {
    @Test("an answer is kept, never overwritten, and forgotten by removeAll")
    func keepsFirstAnswer() {
        var table = SpaceJoinTable()
        #expect(table.isEmpty)
        #expect(table.answer(for: 1 << 32 | 7) == nil)
        table.record(true, for: 1 << 32 | 7)
        table.record(false, for: 1 << 32 | 7)
        table.record(false, for: 2 << 32 | 7)
        #expect(table.answer(for: 1 << 32 | 7) == true)
        #expect(table.answer(for: 2 << 32 | 7) == false)
        #expect(table.answer(for: 3 << 32 | 7) == nil)
        table.removeAll()
        #expect(table.isEmpty)
        #expect(table.answer(for: 1 << 32 | 7) == nil)
    }

    @Test("keys that collide all stay findable, and the table empties itself at half full")
    func collisionsAndCapacity() {
        var table = SpaceJoinTable()
        // 511 keys (just below half of 1,024 slots): every one answers, with its own answer.
        let keys = (1...511).map { UInt64($0) << 32 | UInt64($0 * 3) }
        for key in keys { table.record(key & 1 == 0, for: key) }
        for key in keys { #expect(table.answer(for: key) == (key & 1 == 0)) }
        // The 512th is kept; the 513th empties the table first.
        table.record(true, for: 9_000 << 32)
        #expect(table.answer(for: keys[0]) != nil)
        table.record(true, for: 9_001 << 32)
        #expect(table.answer(for: keys[0]) == nil)
        #expect(table.answer(for: 9_001 << 32) == true)
    }

    @Test("the keys one shard holds spread over its table (the shard and the slot use different hash bits)")
    func keysOfOneShardSpread() {
        let shardCount = ShapedSegmentCache.defaultShardCount
        var homes: [Int: Set<Int>] = [:]
        for style in UInt64(1)...4 {
            for glyph in UInt64(0)..<2000 {
                let key = style << 32 | glyph
                let shard = ShapedSegmentCache.shardIndex(
                    for: ShapedSegmentCache.spaceJoinHash(of: key), shardCount: shardCount)
                homes[shard, default: []].insert(SpaceJoinTable.home(of: key))
            }
        }
        #expect(homes.count == shardCount, "every shard gets keys")
        // 8,000 keys: about 500 a shard; spread at random over 1,024 slots they take about
        // 400 homes. Slot bits shared with the shard bits would leave at most 64.
        for (shard, slots) in homes { #expect(slots.count > 300, "shard \(shard): \(slots.count) homes") }
    }

    @Test("the join memo notes a glyph once until it forgets")
    func joinMemo() {
        var memo = JoinMemo()
        var answers: [Bool] = []
        answers.append(memo.note(5))
        answers.append(memo.note(5))
        answers.append(memo.note(69))  // same slot as 5: replaces it
        answers.append(memo.note(5))
        memo.forgetAll()
        answers.append(memo.note(69))
        #expect(answers == [true, false, true, true, true])
    }

    @Test("a range append copies exactly the range")
    func rangeAppend() {
        let source: [UInt32] = [10, 11, 12, 13, 14]
        var target: [UInt32] = [1]
        target.append(elementsOf: source, in: 1..<4)
        target.append(elementsOf: source, in: 5..<5)
        target.append(elementsOf: source, in: 0..<1)
        #expect(target == [1, 11, 12, 13, 10])
    }
}

/// The galloping glyph search the line builder uses to find a line edge's glyph.
@Suite("Glyph search at line edges")
struct GlyphSearchTests {
    @Test("the galloping search finds what a plain scan finds, on random clusters, ranges and offsets")
    func matchesScan() {
        var random = SplitMix64(state: 0x61A1_10F5)
        for _ in 0..<3000 {
            // Non-decreasing clusters with repeats (ligature parts, marks) and gaps
            // (ligatures over several units), from a random start.
            var clusters: [Int32] = []
            var cluster = Int32(random.below(50))
            for _ in 0..<random.below(40) {
                cluster += Int32(random.pick([0, 1, 1, 1, 2, 3, 7]))
                clusters.append(cluster)
            }
            var storage = GlyphStorage()
            storage.clusters = clusters
            let lower = random.below(clusters.count + 1)
            let upper = lower + random.below(clusters.count - lower + 1)
            let offset = random.below(Int(cluster) + 20) - 5
            let expected = (lower..<upper).first { Int(clusters[$0]) >= offset } ?? upper
            #expect(storage.firstGlyph(atOrAfter: offset, within: lower..<upper) == expected)
        }
    }
}

/// The galloping search over break opportunities and grapheme boundaries.
@Suite("Boundary search")
struct BoundarySearchTests {
    @Test("the first entry after an offset is what a scan finds, on random ascending arrays")
    func matchesScan() {
        var random = SplitMix64(state: 0xB0_0DA7)
        for _ in 0..<3000 {
            var value = random.below(30)
            var array: [Int] = []
            for _ in 0..<random.below(50) {
                value += random.pick([1, 1, 2, 3, 5, 9, 40])
                array.append(value)
            }
            let offset = random.below(value + 30) - 10
            let expected = array.firstIndex { $0 > offset } ?? array.count
            #expect(ParagraphAnalysis.firstIndex(in: array, after: offset) { $0 } == expected)
        }
    }
}
