#include "CDoorkeeper.h"

#include <stdatomic.h>
#include <stdlib.h>

// Four-way buckets: bits 8 and up of a word's hash pick its bucket, a 64-bit word holding
// four 16-bit fingerprints; bits 32-47 make the fingerprint (the top 8 bits, which pick a
// cache shard, are left alone). A word not in its bucket takes an empty lane, or in a full
// bucket a lane picked from the bucket's contents and its own fingerprint. Fingerprints
// are mixed with the salt and never zero (an empty lane), so a new salt makes every
// stored one stale at once: that is how the table is emptied.
//
// Why not one slot a word: two words in one slot, offered in turn (a text laid out again
// and again), pushed each other out forever; 30 % of the words of 1,000 nonce paragraphs
// laid out in passes were never stored. Four lanes replaced oldest first did the same to
// five words of one bucket (5 % of those words); a lane that changes from offer to offer
// lets each of them stay some of the time, so it is stored within a few passes.
struct rt_doorkeeper {
    _Atomic uint32_t salt;
    uint32_t mask;
    _Atomic uint64_t buckets[];
};

rt_doorkeeper *rt_doorkeeper_create(uint32_t capacity) {
    uint32_t count = 64;
    while (count < capacity && count < (1u << 20)) count <<= 1;
    uint32_t buckets = count / 4;
    rt_doorkeeper *doorkeeper = malloc(sizeof(rt_doorkeeper) + (size_t)buckets * sizeof(_Atomic uint64_t));
    if (!doorkeeper) return NULL;
    atomic_init(&doorkeeper->salt, 0x9E37u);
    doorkeeper->mask = buckets - 1;
    for (uint32_t i = 0; i < buckets; i++) atomic_init(&doorkeeper->buckets[i], 0);
    return doorkeeper;
}

void rt_doorkeeper_destroy(rt_doorkeeper *doorkeeper) { free(doorkeeper); }

uint32_t rt_doorkeeper_slot_count(const rt_doorkeeper *doorkeeper) { return (doorkeeper->mask + 1) * 4; }

int rt_doorkeeper_was_offered(rt_doorkeeper *doorkeeper, uint64_t hash) {
    uint32_t index = (uint32_t)(hash >> 8) & doorkeeper->mask;
    uint16_t salt = (uint16_t)atomic_load_explicit(&doorkeeper->salt, memory_order_relaxed);
    uint64_t fingerprint = (uint16_t)(((uint16_t)(hash >> 32) ^ salt) | 1);
    uint64_t bucket = atomic_load_explicit(&doorkeeper->buckets[index], memory_order_relaxed);
    int target = -1;
    for (int lane = 0; lane < 64; lane += 16) {
        uint64_t stored = (bucket >> lane) & 0xFFFF;
        if (stored == fingerprint) return 1;
        if (stored == 0 && target < 0) target = lane;
    }
    // A full bucket gives up a lane picked by its contents and the newcomer, so the lane
    // changes from one offer to the next (see above).
    if (target < 0) target = (int)(((bucket >> 5) ^ (bucket >> 29) ^ fingerprint) & 3) * 16;
    bucket = (bucket & ~((uint64_t)0xFFFF << target)) | (fingerprint << target);
    atomic_store_explicit(&doorkeeper->buckets[index], bucket, memory_order_relaxed);
    return 0;
}

void rt_doorkeeper_forget_all(rt_doorkeeper *doorkeeper) {
    // An odd step: the low 16 bits take every value once in 65,536 emptyings.
    atomic_fetch_add_explicit(&doorkeeper->salt, 0x3C6Bu, memory_order_relaxed);
}
