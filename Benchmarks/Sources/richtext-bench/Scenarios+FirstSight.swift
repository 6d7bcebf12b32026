import Foundation
import RichText

extension Scenarios {
    /// Times `FontContext.default.removeAllShapedWords()` alone, in a loop (the first call
    /// empties what earlier scenarios left; the rest empty an empty cache), so that readers can
    /// subtract it from the first-sight rows, which call it before every paragraph.
    mutating func timeEmptying() {
        let context = FontContext.default
        let timing = measure(runs: options.runs, target: options.runTarget) { _ in
            context.removeAllShapedWords()
            return 0
        }
        emptyingCost = timing.median
        printNote(String(format: "  removeAllShapedWords()  %10.3f µs/call", timing.median * 1e6))
    }

    // MARK: (g) first sight: the shaped-word cache emptied before every paragraph

    mutating func firstSight() {
        guard selected("first-sight") else { return }
        timeEmptying()
        let cost = String(format: "%.2f µs", (emptyingCost ?? .nan) * 1e6)
        for corpusID in Self.firstSightCorpora {
            let corpus = self.corpus(corpusID)
            let id = "first-sight/" + corpusID
            var info = ScenarioInfo(
                id: id, title: "first sight: " + corpus.title, wordCache: WordCache.emptied,
                unit: "µs/paragraph", unitScale: 1, showsRate: true)
            info.noHarfBuzzRowWithoutSingleFont(corpus)
            register(info)
            let samples = corpus.samples
            recordFirstSight(id, samples, note: "removeAllShapedWords() (\(cost) of it), then TextLayout")
            recordPeers(
                id, samples, harfBuzzFont: corpus.harfBuzzFont,
                note: "no word cache: the work of its cold/\(corpusID) row, timed again")
        }
        flush()
    }

    // MARK: (h) a working set twice the shaped-word cache

    mutating func workingSetRounds() {
        let id = "working-set"
        guard selected(id) else { return }
        let set = workingSet
        register(
            ScenarioInfo(
                id: id, title: set.corpus.title, wordCache: WordCache.workingSet, unit: "µs/paragraph",
                unitScale: 1, showsRate: true))
        let samples = set.corpus.samples
        let container = TextContainer(width: Self.width)
        let sink = self.sink
        // One untimed round through every paragraph first: the timed rounds then meet the
        // cache a long-running app would have.
        for sample in samples { sink.add(TextLayout(container: container, text: sample.rich).lineCount) }
        let before = FontContext.default.shapingCacheStatistics
        record(id, Engine.richText, note: "rounds through all \(samples.count) paragraphs") { i in
            let sample = samples[i % samples.count]
            sink.add(TextLayout(container: container, text: sample.rich).lineCount)
            return sample.scalars
        }
        recordPeers(id, samples, harfBuzzFont: set.corpus.harfBuzzFont, note: "no word cache")
        flush()
        let after = FontContext.default.shapingCacheStatistics
        let lookups = (after.hits - before.hits) + (after.misses - before.misses)
        guard lookups > 0 else { return }
        let rate = Double(after.hits - before.hits) / Double(lookups)
        workingSetHitRate = rate
        if let index = rows.firstIndex(where: { $0.scenario == id && $0.engine == Engine.richText }) {
            rows[index].note += String(format: "; word cache hit rate %.0f %%", rate * 100)
        }
        workingSetFirstSight()
    }

    /// The working set's paragraphs again, in the same rounds, with the cache emptied before
    /// every paragraph: the same text with nothing kept, which a cache without a cliff does
    /// not lose to. (The peers have no word cache: their `working-set` rows are this work.)
    private mutating func workingSetFirstSight() {
        let id = "first-sight/working-set"
        var info = ScenarioInfo(
            id: id, title: "first sight: " + workingSet.corpus.title, wordCache: WordCache.emptied,
            unit: "µs/paragraph", unitScale: 1, showsRate: true)
        for peer in Engine.peers { info.noPeer[peer] = "no word cache: its working-set row is this work" }
        register(info)
        recordFirstSight(
            id, workingSet.corpus.samples, note: "removeAllShapedWords(), then TextLayout, rounds as working-set")
        flush()
    }

    /// Queues RichText laying out `samples[i % count]` with the shaped-word cache emptied
    /// before each.
    private mutating func recordFirstSight(_ id: String, _ samples: [Sample], note: String) {
        let container = TextContainer(width: Self.width)
        let context = FontContext.default
        let sink = self.sink
        record(id, Engine.richText, note: note) { i in
            context.removeAllShapedWords()
            let sample = samples[i % samples.count]
            sink.add(TextLayout(container: container, text: sample.rich).lineCount)
            return sample.scalars
        }
    }
}
