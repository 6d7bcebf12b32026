/// A deterministic random number generator (SplitMix64), so that every run, and
/// skparagraph.py through the exported corpora, sees the same nonce text.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Paragraphs of random lowercase "words" that no cache has seen: the text a shaped-word
/// cache cannot help with (each word shaped on first sight), and vocabularies of such words.
enum NonceText {
    static let wordsPerParagraph = 24
    static let corpusParagraphs = 1000
    static let corpusSeed: UInt64 = 20_261_123
    static let vocabularySeed: UInt64 = 4_200_042
    static let letters = Array("abcdefghijklmnopqrstuvwxyz")

    /// One word of 3–10 random lowercase letters.
    static func word(_ random: inout SeededRandom) -> String {
        let length = Int.random(in: 3...10, using: &random)
        return String((0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] })
    }

    /// `count` paragraphs of `wordsPerParagraph` random words joined by spaces (~180 characters).
    static func paragraphs(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            (0..<wordsPerParagraph).map { _ in word(&random) }.joined(separator: " ")
        }
    }

    /// `size` distinct random words.
    static func vocabulary(size: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        var seen = Set<String>()
        var words: [String] = []
        words.reserveCapacity(size)
        while words.count < size {
            let candidate = word(&random)
            if seen.insert(candidate).inserted { words.append(candidate) }
        }
        return words
    }

    /// `count` paragraphs of `wordsPerParagraph` words drawn at random (uniformly, with
    /// replacement) from `vocabulary`.
    static func paragraphs(count: Int, from vocabulary: [String], seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            (0..<wordsPerParagraph).map { _ in vocabulary[Int.random(in: 0..<vocabulary.count, using: &random)] }
                .joined(separator: " ")
        }
    }
}
