import Testing

@testable import RichText

@Suite("Shaping does not depend on what the word cache holds")
struct CacheIndependenceTests {
    /// Texts with kerning pairs, ligatures, punctuation next to words, cursive joining,
    /// Indic conjuncts, Han, and words repeated in other forms.
    static let texts = [
        "Re-layout never reshapes: مرحبا 你好",
        "AVAST To Wave, “quoted” Tay office ffi fl Yo. AT&T V. Téa",
        "L'été «déjà» vu — Office ffl 1/2 W.A.V.E Ty Ya",
        "नमस्ते दुनिया क्षत्रिय שלום עולם Привет мир",
    ]

    @Test("a text shaped after random texts of its own words equals it shaped with the cache empty", arguments: texts)
    func sameAfterRandomNeighbours(text: String) throws {
        let base = text.split(separator: " ").map(String.init)
        // Its words alone, cut in two, with punctuation around them, and in capitals: so
        // the cache meets them at paragraph edges, inside stretches and beside other words.
        let forms = base.flatMap { word in
            [String(word.prefix(2)), String(word.dropFirst(2)), word + ".", "(\(word))", word.uppercased()]
        }
        let words = (base + forms).filter { !$0.isEmpty }
        var random = SplitMix64(state: 11)
        var differences: [String] = []
        for round in 0..<40 {
            let context = try FontContext(segmentCache: ShapedSegmentCache())
            func shaped(_ string: String) -> ShapedParagraph {
                var attributed = AttributedText(string)
                attributed.font = .default
                return ShapedText(attributed, context: context).paragraphs[0]
            }
            let cold = shaped(text)
            for _ in 0..<Int(random.next() % 8) {
                var neighbour = ""
                for _ in 0...(random.next() % 10) {
                    neighbour += random.pick(words)
                    if random.next() % 4 != 0 { neighbour += " " }
                }
                _ = shaped(neighbour)
                if random.next() % 2 == 0 { _ = shaped(neighbour) }  // the second sighting stores its words
            }
            // Twice: the first may store what the second then takes from the cache.
            for again in [shaped(text), shaped(text)] {
                if again.analysis != cold.analysis || again.runs != cold.runs {
                    differences.append("round \(round): analysis or runs")
                } else if ShapedGlyphsWithoutConcatFlags(again) != ShapedGlyphsWithoutConcatFlags(cold) {
                    let (now, before) = (ShapedGlyphsWithoutConcatFlags(again), ShapedGlyphsWithoutConcatFlags(cold))
                    differences.append("round \(round): \(now) against \(before)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.first ?? "")")
    }
}
