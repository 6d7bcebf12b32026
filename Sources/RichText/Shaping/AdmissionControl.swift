/// The share of new words a `ShapedSegmentCache` shard stores, adapted to whether stored words
/// are used again: a sampled admission filter for working sets larger than the cache.
///
/// A cache that stores every word seen twice thrashes when a working set larger than itself
/// comes round again and again (a feed laid out in rounds, a long document re-laid out): each
/// word is evicted before its turn comes back, so storing it is memory traffic that earns
/// nothing. (The `working-set` benchmark, a vocabulary twice the cache visited in rounds,
/// found 2 % hits that way.) So each shard watches its generations:
///
/// - When a generation retires (the newer one filled) having earned fewer hits than half the
///   new words stored since the last retirement, the shard halves the share of new words it
///   admits. Words are admitted by bits of their hash, so the admitted ones are always the
///   same words: a part of the working set that fits is kept and hits on every round, instead
///   of all of it passing through.
/// - When, since the last change and the last retirement, misses have passed twice a
///   generation's entries while the newer generation stays under half full, more may fit:
///   the shard doubles the share again. If that proves wrong (the next change halves the
///   share), the shard waits twice as long before trying again, up to 64 generations' worth
///   of misses, so a working set visited in rounds settles instead of swinging.
///
/// A working set that fits (ordinary text, whose words repeat) never retires a generation at
/// that rate, so the share stays 1 and every word seen twice is stored. Emptying the cache
/// resets the share to 1. Not thread-safe: its shard's lock guards it.
struct AdmissionControl {
    /// The smallest share is 1 / 2^`maximumShift` (1/64).
    static let maximumShift = 6

    /// New words are admitted when this many bits of their hash are zero.
    private(set) var shift = 0
    /// Misses to wait before doubling the share, in generations' entries.
    private var relaxWait = 2
    /// Whether the last change doubled the share.
    private var lastChangeRelaxed = false
    /// Since the last change of `shift` or retirement of a generation.
    private var hits = 0
    private var stores = 0
    private var misses = 0

    /// Whether a new word with `hash` may be stored now (bits the shard, slot, tag and
    /// doorkeeper positions lean on least).
    @inline(__always)
    func admits(_ hash: UInt64) -> Bool { Self.admits(hash, shift: shift) }

    /// Whether a shard with this `shift` admits a new word with `hash`.
    @inline(__always)
    static func admits(_ hash: UInt64, shift: Int) -> Bool {
        shift == 0 || (hash >> 48) & ((1 << UInt64(shift)) - 1) == 0
    }

    /// The share of new words admitted now (1 when every word seen twice is stored).
    var admittedShare: Double { 1 / Double(1 << shift) }

    @inline(__always)
    mutating func recordHit() { hits += 1 }

    /// Counts a new word stored (not an entry copied forward from the older generation).
    @inline(__always)
    mutating func recordStore() { stores += 1 }

    /// Counts a miss; after enough misses (see the type's summary) with the newer
    /// generation under half full (`newerIsHalfFull` false), admits twice the share.
    @inline(__always)
    mutating func recordMiss(generationEntries: Int, newerIsHalfFull: @autoclosure () -> Bool) {
        misses += 1
        guard shift > 0, misses >= relaxWait * generationEntries, !newerIsHalfFull() else { return }
        shift -= 1
        lastChangeRelaxed = true
        restartCounts()
    }

    /// Called when the newer generation filled and the older was emptied: admits half the
    /// share if the stored words earned fewer hits than half their number.
    mutating func generationRetired() {
        if hits * 2 < stores, shift < Self.maximumShift {
            if lastChangeRelaxed { relaxWait = min(relaxWait * 2, 64) }
            shift += 1
            lastChangeRelaxed = false
        }
        restartCounts()
    }

    /// Back to admitting every word seen twice (the cache was emptied).
    mutating func reset() {
        shift = 0
        relaxWait = 2
        lastChangeRelaxed = false
        restartCounts()
    }

    private mutating func restartCounts() {
        hits = 0
        stores = 0
        misses = 0
    }
}
