import RichText
import Testing
import TextParsers

/// The scalars of `string`, to compare texts exactly (`String`'s `==` would equate
/// "\u{E9}" and "e\u{301}").
private func scalars(_ string: String) -> [Unicode.Scalar] {
    Array(string.unicodeScalars)
}

/// The scalars of `string` after an `EmoticonParser` of text replacements.
private func replaced(_ string: String, _ mapper: [String: String]) -> [Unicode.Scalar] {
    let parser = EmoticonParser(mapper.mapValues { .text($0) })
    var text = AttributedText(string)
    var selection: Range<Int>? = nil
    _ = parser.parse(&text, selectedRange: &selection)
    return scalars(text.string)
}

/// A match starts and ends on extended grapheme cluster boundaries of the text: a key
/// never takes part of a cluster (UAX #29, as Swift's `Character` breaks text).
@Suite("EmoticonParser grapheme clusters")
struct EmoticonGraphemeTests {
    @Test func skinToneModifierIsNotSplit() {
        #expect(replaced("👍🏽 👍", ["👍": "A"]) == scalars("👍🏽 A"))
        #expect(replaced("👍🏽 👍", ["👍🏽": "B"]) == scalars("B 👍"))
        #expect(replaced("👍🏽👍👍🏿", ["👍": "A", "👍🏽": "B"]) == scalars("BA👍🏿"))
        // A key of the modifier alone would start inside the cluster.
        #expect(replaced("👍🏽", ["🏽": "M"]) == scalars("👍🏽"))
    }

    @Test func zwjSequenceIsNotSplit() {
        let family = "👨‍👩‍👧"
        let people = ["👨": "M", "👩": "W", "👧": "G", "👨‍👩": "P", "\u{200D}👧": "Z"]
        #expect(replaced(family, people) == scalars(family))
        #expect(replaced("\(family) 👩", people) == scalars("\(family) W"))
        #expect(replaced("\(family)👨", ["👨‍👩‍👧": "F", "👨": "M"]) == scalars("FM"))
    }

    @Test func flagsPairRegionalIndicatorsFromTheStart() {
        // 🇺🇸🇪🇸 (US, ES) holds the two indicators of 🇸🇪 (SE) across its flags.
        #expect(replaced("🇺🇸🇪🇸", ["🇸🇪": "SE"]) == scalars("🇺🇸🇪🇸"))
        #expect(replaced("🇺🇸🇪🇸", ["🇪🇸": "ES", "🇺": "U"]) == scalars("🇺🇸ES"))
        #expect(replaced("🇺🇸 🇺", ["🇺": "U"]) == scalars("🇺🇸 U"))
    }

    @Test func combiningMarksStayWithTheirLetter() {
        #expect(replaced("cafe\u{301} e", ["e": "E"]) == scalars("cafe\u{301} E"))
        #expect(replaced("cafe\u{301}", ["e\u{301}": "É"]) == scalars("cafÉ"))
        #expect(replaced("e\u{301}", ["\u{301}": "X"]) == scalars("e\u{301}"))
        // The longest key that ends on a boundary wins: ":)e" would end inside "e\u{301}".
        #expect(replaced(":)e\u{301} :)e", [":)": "A", ":)e": "B"]) == scalars("Ae\u{301} B"))
    }

    @Test func keycapsAreNotSplit() {
        let keycaps = "1\u{FE0F}\u{20E3} 1 #\u{FE0F}\u{20E3}"
        #expect(replaced(keycaps, ["1": "one", "#": "hash"]) == scalars("1\u{FE0F}\u{20E3} one #\u{FE0F}\u{20E3}"))
        #expect(replaced("1\u{FE0F}\u{20E3}", ["1\u{FE0F}": "V"]) == scalars("1\u{FE0F}\u{20E3}"))
        #expect(replaced("1\u{FE0F}\u{20E3}1", ["1\u{FE0F}\u{20E3}": "K", "1": "one"]) == scalars("Kone"))
    }

    @Test func crlfIsOneCluster() {
        let lineEnds = ["\r": "R", "\n": "N"]
        #expect(replaced("a\r\nb", lineEnds) == scalars("a\r\nb"))
        #expect(replaced("a\rb\nc\n\r", lineEnds) == scalars("aRbNcNR"))
        #expect(replaced("a\r\nb", ["\r\n": "CRLF"]) == scalars("aCRLFb"))
        #expect(replaced("x:)\r\n:)", [":)": "A"]) == scalars("xA\r\nA"))
    }

    @Test func attachmentInsideAClusterIsNotMadeAndTheSelectionFollows() throws {
        let parser = EmoticonParser(["👍": .attachment(.named("thumbs"))])
        var text = AttributedText("👍🏽👍")
        var selection: Range<Int>? = 6..<6
        #expect(parser.parse(&text, selectedRange: &selection))
        try #require(scalars(text.string) == scalars("👍🏽\u{FFFC}"))
        #expect(text.attributes(at: 4).attachment?.content == .named("thumbs"))
        #expect(text.attributes(at: 0).backedString == nil)
        #expect(selection == 5..<5)
        #expect(!parser.parse(&text, selectedRange: &selection))
    }

    /// Earlier replacements count as U+FFFC for the boundaries: a modifier after one is
    /// part of its cluster, and a replacement's text does not re-pair the flags after it.
    @Test func earlierReplacementsCountAsObjectCharacters() {
        let parser = EmoticonParser(["x": .text("🇺"), "🇪": .text("E"), "🏽": .text("M")])
        var text = AttributedText("x🇸🇪 🇪")
        var selection: Range<Int>? = nil
        #expect(parser.parse(&text, selectedRange: &selection))
        #expect(scalars(text.string) == scalars("🇺🇸🇪 E"))
        // Taken as it reads, "🇺🇸🇪" would be "🇺🇸" then a lone "🇪", a new match.
        #expect(!parser.parse(&text, selectedRange: &selection))
        // A modifier after a backed string is still inside a cluster; one that begins the
        // text begins a cluster of its own.
        var thumbs = AttributedText("👍🏽")
        thumbs.setAttribute(\.backedString, TextBackedString("+1"), range: 0..<2)
        #expect(!parser.parse(&thumbs, selectedRange: &selection))
        #expect(scalars(thumbs.string) == scalars("👍🏽"))
        var alone = AttributedText("🏽👍🏽")
        #expect(parser.parse(&alone, selectedRange: &selection))
        #expect(scalars(alone.string) == scalars("M👍🏽"))
    }

    /// Random mappers and texts of cluster parts, replacements of cluster parts too: the
    /// original comes back from the backed strings and a second parse replaces nothing.
    @Test func randomClusterTextsParseOnce() {
        // Regional indicators more often: their pairing is what a replacement could change.
        let pieces = [
            "x", ":)", "e", "\u{301}", "👍", "🏽", "\u{200D}", "👩", "\r", "\n", " ", "🇺", "🇸", "🇪", "🇺", "🇸", "🇪",
        ]
        var random = SplitMix64(state: 2_027)
        for _ in 0..<1_000 {
            var mapper: [String: EmoticonReplacement] = [:]
            for _ in 0..<(1 + random.below(8)) {
                let key = (0...random.below(2)).map { _ in random.pick(pieces) }.joined()
                mapper[key] = random.below(3) == 0 ? .attachment(.named("a")) : .text(random.pick(pieces))
            }
            let parser = EmoticonParser(mapper)
            let source = (0..<random.below(24)).map { _ in random.pick(pieces) }.joined()
            var text = AttributedText(source)
            var selection: Range<Int>? = nil
            _ = parser.parse(&text, selectedRange: &selection)
            let plain = text.runs.map { run in
                run.attributes.backedString?.string ?? text.attributedSubstring(run.range).string
            }.joined()
            #expect(scalars(plain) == scalars(source), "\(source.debugDescription)")
            #expect(!parser.parse(&text, selectedRange: &selection), "\(source.debugDescription) \(mapper)")
        }
    }

    /// Behaviour the cluster rule leaves alone: keys beside clusters, keys of whole
    /// clusters, exact (not canonical) matching.
    @Test func matchesBesideClustersAreUnchanged() {
        #expect(replaced("é:)👍🏽:)e\u{301}:)", [":)": "A"]) == scalars("éA👍🏽Ae\u{301}A"))
        #expect(replaced("😀:)😀", [":)": "A", "😀": "G"]) == scalars("GAG"))
        // Precomposed and decomposed é stay distinct: matching compares UTF-16 units.
        #expect(replaced("\u{E9} e\u{301}", ["\u{E9}": "P"]) == scalars("P e\u{301}"))
        #expect(replaced("e\u{301} \u{E9}", ["e\u{301}": "D"]) == scalars("D \u{E9}"))
    }
}
