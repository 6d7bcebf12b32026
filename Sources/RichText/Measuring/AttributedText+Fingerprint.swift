extension AttributedText {
    /// Feeds `hasher` what the measurer's cache keys hash a text by: a fast fingerprint of
    /// the characters (`TextFingerprint`) and each run's range and attributes (each
    /// attribute box hashes once, `TextAttributes.Storage.fieldsHash`).
    ///
    /// Texts that are `isSameForMeasuring` feed equal values: keys that hash with this
    /// compare texts with that, not with `==`, which also takes canonically equivalent
    /// strings as equal ("Å" as U+212B and as U+00C5: other bytes, another fingerprint,
    /// and possibly other glyphs, so no measurement of one may answer for the other).
    /// Hashing a 200-character text through `Hasher` was most of a measure-cache hit. Used
    /// only by keys whose collisions cost a miss (see `TextFingerprint`); the text's own
    /// `Hashable` conformance keeps SipHash.
    func combineFingerprint(into hasher: inout Hasher) {
        hasher.combine(TextFingerprint.of(string))
        hasher.combine(runs.count)
        for run in runs {
            hasher.combine(run.range.lowerBound)
            hasher.combine(run.range.upperBound)
            hasher.combine(run.attributes)
        }
    }

    /// Whether `other` has the same UTF-8 bytes and the same runs: the equality the
    /// measurer's keys use (see `combineFingerprint(into:)`).
    func isSameForMeasuring(_ other: AttributedText) -> Bool {
        TextFingerprint.sameBytes(string, other.string) && runs == other.runs
    }
}
