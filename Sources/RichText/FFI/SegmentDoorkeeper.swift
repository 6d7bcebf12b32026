import CDoorkeeper

/// The shaped-word cache's doorkeeper (TinyLFU's): remembers the words offered to the
/// cache once recently, so that a word is stored the second time it is shaped, not the
/// first. Owns one C table (`CDoorkeeper`), which it frees.
///
/// So words seen once (names, tags, URLs, typos) neither cost an insertion nor push out
/// the vocabulary in use, and a paragraph of new words costs its shaping and little else.
/// The table is direct-mapped: a word's hash picks a slot, which keeps a 16-bit
/// fingerprint of the last word offered there. It remembers about as many recent words as
/// it has slots and forgets old ones gradually, as newer words take their slots (a word
/// offered again after `n` other words is still remembered with a chance of about
/// e^(−n/slots)); a false "seen" (another word's fingerprint alike) happens once in 65,536
/// offers and only stores a word one offer early. Emptying it is O(1) (a new salt mixed
/// into the fingerprints makes every stored one stale).
///
/// It takes no lock: slots are read and written with relaxed atomic operations, so any
/// number of threads offer words at once (two offering at the same moment may miss each
/// other's word, which is then stored one offer late). It used to be a Bloom filter in each
/// shard, behind the shard's lock: asking it for every word of a stretch of new text took
/// a lock a word and about 420 instructions (3 % of a first-sight Latin paragraph); now a
/// word new to the cache takes about 20 and no lock.
final class SegmentDoorkeeper: @unchecked Sendable {
    // @unchecked: the table is only touched through its atomic C functions.
    private let table: OpaquePointer

    /// A doorkeeper remembering about `capacity` words (rounded up to a power of two
    /// slots, at least 64 and at most 2^20; 2 bytes each).
    init(capacity: Int) {
        guard let table = rt_doorkeeper_create(UInt32(clamping: capacity)) else {
            fatalError("SegmentDoorkeeper: out of memory for \(capacity) slots")
        }
        self.table = table
    }

    deinit { rt_doorkeeper_destroy(table) }

    /// The number of slots.
    var slotCount: Int { Int(rt_doorkeeper_slot_count(table)) }

    /// Whether a word with `hash` was offered before; if not, remembers it.
    @inline(__always)
    func wasOffered(_ hash: UInt64) -> Bool { rt_doorkeeper_was_offered(table, hash) != 0 }

    /// Forgets every word offered.
    func removeAll() { rt_doorkeeper_forget_all(table) }
}
