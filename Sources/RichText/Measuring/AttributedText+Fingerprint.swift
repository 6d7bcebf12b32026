extension AttributedText {
    /// Feeds `hasher` what the measurer's cache keys hash a text by: a fast fingerprint of
    /// the characters (`TextFingerprint`) and each run's range and attributes (each
    /// attribute box hashes once, `TextAttributes.Storage.fieldsHash`).
    ///
    /// Equal texts feed equal values, as `hash(into:)` does; the two differ in cost, not in
    /// what they tell apart: hashing a 200-character text through `Hasher` was most of a
    /// measure-cache hit. Used only by keys whose collisions cost a miss (see
    /// `TextFingerprint`); the text's own `Hashable` conformance keeps SipHash.
    func combineFingerprint(into hasher: inout Hasher) {
        hasher.combine(TextFingerprint.of(string))
        hasher.combine(runs.count)
        for run in runs {
            hasher.combine(run.range.lowerBound)
            hasher.combine(run.range.upperBound)
            hasher.combine(run.attributes)
        }
    }
}
