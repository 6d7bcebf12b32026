import RichText
import Testing

@testable import TextParsers

/// Keys `:0:` through `:<count - 1>:`, all beginning with a colon, replaced by `<n>`.
private func numberedKeys(_ count: Int) -> [String: String] {
    Dictionary(uniqueKeysWithValues: (0..<count).map { (":\($0):", "<\($0)>") })
}

/// The matches of `keys` in `segments` of `string` found the slow way: at each cluster
/// boundary of a segment, every key longest first, kept if it ends on a boundary. The
/// boundaries are those of `string` with the units outside `segments` taken as U+FFFC.
private func bruteForceMatches(
    _ string: String, keys: [String], segments: [Range<Int>]
) -> [EmoticonMatcher.Match] {
    let units = Array(string.utf16)
    var masked = [UInt16](repeating: 0xFFFC, count: units.count)
    for segment in segments { masked[segment] = units[segment] }
    var boundaries: Set<Int> = [0]
    var end = 0
    for character in String(decoding: masked, as: UTF16.self) {
        end += character.utf16.count
        boundaries.insert(end)
    }
    let longestFirst = keys.filter { !$0.isEmpty }.map { ($0, Array($0.utf16)) }.sorted { $0.1.count > $1.1.count }
    var matches: [EmoticonMatcher.Match] = []
    for segment in segments {
        var offset = segment.lowerBound
        while offset < segment.upperBound {
            let match = longestFirst.first { _, key in
                let end = offset + key.count
                return boundaries.contains(offset) && end <= segment.upperBound && boundaries.contains(end)
                    && units[offset..<end].elementsEqual(key)
            }
            if let (key, keyUnits) = match {
                matches.append(EmoticonMatcher.Match(range: offset..<offset + keyUnits.count, key: key))
                offset += keyUnits.count
            } else {
                offset += 1
            }
        }
    }
    return matches
}

/// The trie behind `EmoticonParser`: the same matches as trying every key, at a cost that
/// does not grow with the number of keys.
@Suite("EmoticonParser many keys")
struct EmoticonMatcherTests {
    @Test("5,000 keys sharing a first character, longest first among them")
    func fiveThousandKeysSharingAFirstCharacter() {
        var mapper = numberedKeys(5_000)
        mapper[":)"] = "A"
        mapper[":))"] = "B"
        mapper[":1"] = "one"
        let parser = EmoticonParser(mapper.mapValues { .text($0) })
        var text = AttributedText(":17::4999::5000: :) :1 :)) :3:👍🏽:12")
        var selection: Range<Int>? = nil
        #expect(parser.parse(&text, selectedRange: &selection))
        #expect(text.string == "<17><4999>:5000: A one B <3>👍🏽one2")
    }

    @Test func stepsDoNotGrowWithTheNumberOfKeys() throws {
        let string = String(repeating: ":k", count: 2_000) + " :k7: :k3 :k:"
        let units = Array(string.utf16)
        func steps(keys: Int) -> (steps: Int, matches: [EmoticonMatcher.Match]) {
            let matcher = EmoticonMatcher(keys: (0..<keys).map { ":k\($0):" })
            var steps = 0
            let matches = matcher.matches(in: string, units: units, segments: [0..<units.count], steps: &steps)
            return (steps, matches)
        }
        let few = steps(keys: 10)
        let many = steps(keys: 5_000)
        #expect(few.matches == [EmoticonMatcher.Match(range: 4_001..<4_005, key: ":k7:")])
        #expect(many.matches == few.matches)
        // Trying each key at each colon would take 5,000 comparisons a colon.
        #expect(many.steps == few.steps)
        #expect(many.steps < 2 * units.count)
    }

    @Test func emptyKeysAndNoKeysMatchNothing() {
        let string = "abc :) 👍🏽"
        let units = Array(string.utf16)
        #expect(EmoticonMatcher(keys: []).matches(in: string, units: units, segments: [0..<units.count]).isEmpty)
        #expect(EmoticonMatcher(keys: [""]).matches(in: string, units: units, segments: [0..<units.count]).isEmpty)
        #expect(EmoticonMatcher(keys: ["", ":)"]).keys == [":)"])
    }

    /// Random texts and keys of emoticon pieces and cluster parts, in random segments: the
    /// trie finds what trying every key at every offset finds.
    @Test func randomTextsMatchABruteForceSearch() {
        let pieces = [
            ":", ")", ":)", "e", "\u{301}", "👍", "🏽", "\u{200D}", "👩", "🇺", "🇸", "🇪", "1", "\u{FE0F}", "\u{20E3}",
            "\r", "\n", " ",
        ]
        var random = SplitMix64(state: 27)
        for _ in 0..<400 {
            var mapper: [String: Int] = [:]
            for index in 0..<(1 + random.below(12)) {
                mapper[(0...random.below(3)).map { _ in random.pick(pieces) }.joined()] = index
            }
            let keys = Array(mapper.keys)
            let string = (0..<random.below(30)).map { _ in random.pick(pieces) }.joined()
            let units = Array(string.utf16)
            var segments: [Range<Int>] = []
            var start = 0
            while start < units.count {
                let end = min(units.count, start + 1 + random.below(12))
                if random.below(4) != 0 { segments.append(start..<end) }
                start = end
            }
            let found = EmoticonMatcher(keys: keys).matches(in: string, units: units, segments: segments)
            let expected = bruteForceMatches(string, keys: keys, segments: segments)
            #expect(found == expected, "\(string.debugDescription) keys \(keys.map(\.debugDescription))")
        }
    }
}
