import RichText

/// The text of the `working-set` scenario: a vocabulary of nonce words twice as many as
/// RichText's shaped-word cache can hold, and paragraphs of words drawn from it, laid out
/// round after round. A cache that keeps part of the working set makes this faster than
/// first sight; one that thrashes makes it no faster (or slower).
struct WorkingSet {
    /// The vocabulary when the cache's capacity cannot be measured (it never evicts).
    static let fallbackVocabulary = 40_000
    static let minimumParagraphs = 4_000
    /// Nonce paragraphs laid out (twice each) per step while filling the cache.
    static let fillStep = 100
    /// The most paragraphs laid out while filling (far more than an 8 MB cache needs).
    static let fillLimit = 100_000
    static let paragraphSeed: UInt64 = 77_001

    let vocabularySize: Int
    /// The cache's capacity in bytes, and the most words it held while filled with nonce
    /// words (0 if it never evicted within `fillLimit` paragraphs).
    let capacityBytes: Int
    let capacityWords: Int
    /// Nonce paragraphs laid out to fill the cache.
    let fillParagraphs: Int
    /// Distinct words the paragraphs use (close to `vocabularySize`).
    let distinctWords: Int
    let corpus: Corpus
    /// Why the vocabulary is the fixed fallback, if it is.
    let warning: String?

    /// Measures what the cache can hold (emptying it before and after) and builds the text:
    /// the vocabulary is twice that many words.
    ///
    /// The cache is filled with nonce paragraphs, each laid out twice (a word is stored the
    /// second time it is shaped), until it has evicted as many words as it ever held at once;
    /// its count at the highest is what it can hold (a count of words, not bytes over an
    /// average word: the cache's slots and its arena each bound it).
    static func build() -> WorkingSet {
        let context = FontContext.default
        context.removeAllShapedWords()
        let start = context.shapingCacheStatistics
        let container = TextContainer(width: Scenarios.width)
        var capacity = 0
        var filled = 0
        var seed = NonceText.vocabularySeed &+ 1
        while filled < fillLimit {
            for text in NonceText.paragraphs(count: fillStep, seed: seed) {
                let attributed = Corpora.attributed(text)
                for _ in 0..<2 { _ = TextLayout(container: container, text: attributed).lineCount }
            }
            filled += fillStep
            seed &+= 1
            let statistics = context.shapingCacheStatistics
            capacity = max(capacity, statistics.count)
            if capacity > 0, statistics.evictions - start.evictions >= capacity { break }
        }
        let capacityBytes = context.shapingCacheStatistics.capacityBytes
        let evicted = context.shapingCacheStatistics.evictions > start.evictions
        context.removeAllShapedWords()
        var size = 2 * capacity
        var warning: String?
        if !evicted || capacity == 0 {
            size = fallbackVocabulary
            warning =
                "the shaped-word cache did not evict within \(filled) nonce paragraphs (capacityBytes "
                + "\(capacityBytes)): working-set uses a fixed vocabulary of \(fallbackVocabulary) words"
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
            vocabularySize: size, capacityBytes: capacityBytes, capacityWords: evicted ? capacity : 0,
            fillParagraphs: filled, distinctWords: distinct.count, corpus: corpus, warning: warning)
    }
}
