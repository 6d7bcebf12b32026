import RichText

/// The working-set target's measurement: blocks of the `working-set` paragraphs laid out as
/// that scenario lays them out (the cache kept) and as `first-sight/working-set` does (the
/// cache emptied before every paragraph), in alternated pairs.
///
/// The two scenarios' rows do the same work while the cache misses nearly every word (the
/// miss-storm gauge then shapes items whole in both), so their ratio is about 1 and timed
/// a scenario at a time it measured the host: the two rows met this shared VM seconds apart,
/// and its speed changes in states that last seconds (0.87× to 1.18× over six runs). Here
/// each pair takes one block of each within a fraction of a second, which one goes first
/// alternating, and the target reads the median of the pairs' ratios (as the threads
/// scenario does). Before each working-set block, an untimed round through every paragraph
/// gives the cache back the state a long-running app would have (the first-sight block
/// before it emptied the cache). Both blocks of a pair lay out the same paragraphs.
struct WorkingSetPairs {
    /// Seconds per paragraph of each block.
    var workingSet: [Double] = []
    var firstSight: [Double] = []
    /// Paragraphs in each block.
    var blockParagraphs = 0

    static let pairCount = 9
    /// The wall time aimed at per block.
    static let blockSeconds = 0.1

    /// Each pair's working-set time over its first-sight time.
    var pairRatios: [Double] { zip(workingSet, firstSight).map { $0 / $1 } }
    /// The median of the pairs' ratios.
    var ratio: Double { ThreadScaling.median(pairRatios) }
}

extension Scenarios {
    /// Times `WorkingSetPairs` (after the `working-set` rows; skipped when `--only` leaves
    /// out `working-set`).
    mutating func timeWorkingSetPairs() {
        guard selected("working-set") else { return }
        let samples = workingSet.corpus.samples
        let container = TextContainer(width: Self.width)
        let context = FontContext.default
        let sink = self.sink
        func round() {
            for sample in samples { sink.add(TextLayout(container: container, text: sample.rich).lineCount) }
        }
        /// Seconds a paragraph over `count` paragraphs from `first` on (both blocks of a
        /// pair lay out the same paragraphs).
        func block(_ count: Int, from first: Int, emptying: Bool) -> Double {
            let start = now()
            for index in first..<first + count {
                if emptying { context.removeAllShapedWords() }
                sink.add(TextLayout(container: container, text: samples[index % samples.count].rich).lineCount)
            }
            return (now() - start) / Double(count)
        }
        round()
        let estimate = block(500, from: 0, emptying: false)
        var pairs = WorkingSetPairs()
        pairs.blockParagraphs = max(100, Int(WorkingSetPairs.blockSeconds / max(estimate, 1e-7)))
        for pair in 0..<WorkingSetPairs.pairCount {
            let set: Double
            let first: Double
            let start = 500 + pair * pairs.blockParagraphs
            if pair % 2 == 0 {
                round()
                set = block(pairs.blockParagraphs, from: start, emptying: false)
                first = block(pairs.blockParagraphs, from: start, emptying: true)
            } else {
                first = block(pairs.blockParagraphs, from: start, emptying: true)
                round()
                set = block(pairs.blockParagraphs, from: start, emptying: false)
            }
            pairs.workingSet.append(set)
            pairs.firstSight.append(first)
        }
        workingSetComparison = pairs
        printNote(
            String(
                format: "  working-set pairs: %d pairs of %d paragraphs, working set / first sight %.3f "
                    + "(median of pairs: ", pairs.pairRatios.count, pairs.blockParagraphs, pairs.ratio)
                + pairs.pairRatios.map { String(format: "%.3f", $0) }.joined(separator: " ")
                + String(
                    format: "); medians %.2f and %.2f µs", ThreadScaling.median(pairs.workingSet) * 1e6,
                    ThreadScaling.median(pairs.firstSight) * 1e6))
    }
}
