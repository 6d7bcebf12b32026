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
