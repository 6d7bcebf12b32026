import RichText

/// The text of the `working-set` scenario: a vocabulary of nonce words whose shaped words
/// take twice the capacity of RichText's shaped-word cache, and paragraphs of words drawn
/// from it, laid out round after round. A cache that keeps part of the working set makes this
/// faster than `first-sight/nonce`; one that thrashes makes it no faster (or slower).
struct WorkingSet {
    /// The vocabulary when the cache does not report its size (capacityBytes 0).
    static let fallbackVocabulary = 40_000
    static let minimumParagraphs = 4_000
    /// Nonce paragraphs laid out from an empty cache to measure the bytes a cached word takes.
    static let sampleParagraphs = 200
    static let paragraphSeed: UInt64 = 77_001

    let vocabularySize: Int
    /// The cache's capacity, its size when empty (tables allocated up front) and the bytes one
    /// more cached word took in the sample (0 / nan if unknown).
    let capacityBytes: Int
    let emptyBytes: Int
    let bytesPerWord: Double
    /// Distinct words the paragraphs use (close to `vocabularySize`).
    let distinctWords: Int
    let corpus: Corpus
    /// Why the vocabulary is the fixed fallback, if it is.
    let warning: String?

    /// The words the cache can hold: what is left of its capacity once its fixed part (what it
    /// holds when empty) is taken off, divided by the bytes a cached word adds.
    var capacityWords: Double { Double(capacityBytes - emptyBytes) / bytesPerWord }

    /// Measures the cache (emptying it before and after) and builds the text: the vocabulary
    /// is twice the words the cache can hold (`capacityWords`).
    static func build() -> WorkingSet {
        let context = FontContext.default
        context.removeAllShapedWords()
        let empty = context.shapingCacheStatistics
        let container = TextContainer(width: Scenarios.width)
        for text in NonceText.paragraphs(count: sampleParagraphs, seed: NonceText.vocabularySeed &+ 1) {
            _ = TextLayout(container: container, text: Corpora.attributed(text)).lineCount
        }
        let statistics = context.shapingCacheStatistics
        context.removeAllShapedWords()
        let added = statistics.count - empty.count
        let bytesPerWord = added > 0 ? Double(statistics.bytes - empty.bytes) / Double(added) : .nan
        var size = fallbackVocabulary
        var warning: String?
        if statistics.capacityBytes > empty.bytes, bytesPerWord > 0 {
            size = Int(2 * Double(statistics.capacityBytes - empty.bytes) / bytesPerWord)
        } else {
            warning =
                "the shaped-word cache reports no size (capacityBytes \(statistics.capacityBytes), "
                + "bytes \(statistics.bytes)): working-set uses a fixed vocabulary of \(fallbackVocabulary) words"
            printNote("warning: " + warning!)
        }
        let vocabulary = NonceText.vocabulary(size: size, seed: NonceText.vocabularySeed)
        // About three draws per word, so that nearly all of the vocabulary (95 %) appears.
        let count = max(minimumParagraphs, 3 * size / NonceText.wordsPerParagraph)
        let texts = NonceText.paragraphs(count: count, from: vocabulary, seed: paragraphSeed)
        var distinct = Set<Substring>()
        for text in texts { distinct.formUnion(text.split(separator: " ")) }
        let corpus = Corpus(
            id: "working-set",
            title: "Working set: 24 words drawn from \(size) nonce words, \(count) paragraphs in rounds",
            samples: texts.map { Sample($0) }, harfBuzzFont: "NotoSans-Regular.ttf")
        return WorkingSet(
            vocabularySize: size, capacityBytes: statistics.capacityBytes, emptyBytes: empty.bytes,
            bytesPerWord: bytesPerWord,
            distinctWords: distinct.count, corpus: corpus, warning: warning)
    }
}
