/// In-place edits of the run array, and the bookkeeping of the copy counter, shared by
/// `append`, `replaceCharacters(in:with:)` and `modifyAttributes(in:_:)`.
extension AttributedText {
    /// A run to splice in, and whether it was cut from the same run as the piece before
    /// it (pieces of one run merge back even when they carry an attachment).
    struct RunPiece {
        var run: AttributeRun
        var continuesSource = false
    }

    /// Where the storage was before an edit, for `recordWrites(since:written:)`; nil when
    /// no copy counter is running.
    struct StorageSnapshot {
        var stringAddress: UInt
        var byteCount: Int
        var runsAddress: UInt
        var runCount: Int
    }

    /// The indices of the runs an edit of `range` cuts or removes: those overlapping it,
    /// and for an empty range the run it falls strictly inside.
    ///
    /// - Complexity: O(log r) for r runs.
    func runWindow(around range: Range<Int>) -> Range<Int> {
        guard !runs.isEmpty else { return 0..<0 }
        let first = range.lowerBound < length ? runIndex(containing: range.lowerBound) : runs.count
        var end = range.upperBound < length ? runIndex(containing: range.upperBound) : runs.count
        if end < runs.count, runs[end].range.lowerBound < range.upperBound { end += 1 }
        return first..<end
    }

    /// Replaces `runs[window]` with `pieces` (empty ones skipped), merging as
    /// `append(_:to:sameSource:)` does, with each other and with the runs just outside
    /// the window. Returns how many runs it wrote or moved.
    ///
    /// - Complexity: O(p) for p pieces, plus a move of the runs after the window when
    ///   the number of runs changes (contiguous storage).
    mutating func spliceRuns(_ window: Range<Int>, with pieces: [RunPiece]) -> Int {
        let lower = max(window.lowerBound - 1, 0)
        let upper = min(window.upperBound + 1, runs.count)
        var merged: [AttributeRun] = []
        merged.reserveCapacity(pieces.count + 2)
        if lower < window.lowerBound { merged.append(runs[lower]) }
        for piece in pieces where !piece.run.range.isEmpty {
            Self.append(piece.run, to: &merged, sameSource: piece.continuesSource)
        }
        if window.upperBound < upper { Self.append(runs[window.upperBound], to: &merged, sameSource: false) }
        let tail = runs.count - upper
        runs.replaceSubrange(lower..<upper, with: merged)
        return merged.count + (merged.count == upper - lower ? 0 : tail)
    }

    /// Adds `delta` to the ranges of the runs from `start` on.
    ///
    /// - Complexity: O(r − start); a no-op when `delta` is 0.
    mutating func shiftRuns(from start: Int, by delta: Int) -> Int {
        guard delta != 0, start < runs.count else { return 0 }
        for index in start..<runs.count {
            let range = runs[index].range
            runs[index].range = range.lowerBound + delta..<range.upperBound + delta
        }
        return runs.count - start
    }

    /// The storage before an edit, when a copy counter is running.
    func storageSnapshot() -> StorageSnapshot? {
        guard AttributedTextCopyCounter.isCounting else { return nil }
        return StorageSnapshot(
            stringAddress: StorageAddress.of(string), byteCount: string.utf8.count,
            runsAddress: StorageAddress.of(runs), runCount: runs.count)
    }

    /// Reports `written` elements to the copy counter, plus everything the edit moved to
    /// a new buffer since `snapshot` (growth or a copy-on-write copy).
    func recordWrites(since snapshot: StorageSnapshot?, written: Int) {
        guard let snapshot else { return }
        var moved = 0
        if StorageAddress.of(string) != snapshot.stringAddress { moved += snapshot.byteCount }
        if StorageAddress.of(runs) != snapshot.runsAddress { moved += snapshot.runCount }
        AttributedTextCopyCounter.record(written + moved)
    }
}
