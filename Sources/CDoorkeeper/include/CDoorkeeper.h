// The shaped-word cache's doorkeeper (TinyLFU's): a table of the words offered to the
// cache once recently, so that a word is stored the second time it is shaped, not the
// first. Safe to use from many threads at once without a lock: slots are read and written
// with relaxed atomic operations. Two threads offering words at once may each miss the
// other's word (a word is then stored one offer late); nothing else can go wrong.
#ifndef RICHTEXT_CDOORKEEPER_H
#define RICHTEXT_CDOORKEEPER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct rt_doorkeeper rt_doorkeeper;

/// A doorkeeper of `capacity` slots rounded up to a power of two (at least 64, at most
/// 2^20), 2 bytes each, all empty. Returns NULL when memory runs out.
rt_doorkeeper *rt_doorkeeper_create(uint32_t capacity);

/// Frees a doorkeeper (NULL is ignored).
void rt_doorkeeper_destroy(rt_doorkeeper *doorkeeper);

/// The number of slots.
uint32_t rt_doorkeeper_slot_count(const rt_doorkeeper *doorkeeper);

/// Whether the word with `hash` was offered before (its fingerprint is in its slot): 1,
/// or 0 after putting its fingerprint there.
int rt_doorkeeper_was_offered(rt_doorkeeper *doorkeeper, uint64_t hash);

/// Forgets every word offered, in O(1).
void rt_doorkeeper_forget_all(rt_doorkeeper *doorkeeper);

#ifdef __cplusplus
}
#endif

#endif
