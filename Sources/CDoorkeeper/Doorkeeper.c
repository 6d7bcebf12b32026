#include "CDoorkeeper.h"

#include <stdatomic.h>
#include <stdlib.h>

// Direct-mapped: bits 8-27 of a word's hash pick its slot, bits 32-47 make its 16-bit
// fingerprint (the top 8 bits, which pick a cache shard, are left alone). A slot keeps
// the fingerprint of the last word offered there, mixed with the salt, so a new salt
// makes every stored fingerprint stale at once: that is how the table is emptied.
struct rt_doorkeeper {
    _Atomic uint32_t salt;
    uint32_t mask;
    _Atomic uint16_t slots[];
};

rt_doorkeeper *rt_doorkeeper_create(uint32_t capacity) {
    uint32_t count = 64;
    while (count < capacity && count < (1u << 20)) count <<= 1;
    rt_doorkeeper *doorkeeper = malloc(sizeof(rt_doorkeeper) + (size_t)count * sizeof(_Atomic uint16_t));
    if (!doorkeeper) return NULL;
    atomic_init(&doorkeeper->salt, 0x9E37u);
    doorkeeper->mask = count - 1;
    for (uint32_t i = 0; i < count; i++) atomic_init(&doorkeeper->slots[i], 0);
    return doorkeeper;
}

void rt_doorkeeper_destroy(rt_doorkeeper *doorkeeper) { free(doorkeeper); }

uint32_t rt_doorkeeper_slot_count(const rt_doorkeeper *doorkeeper) { return doorkeeper->mask + 1; }

int rt_doorkeeper_was_offered(rt_doorkeeper *doorkeeper, uint64_t hash) {
    uint32_t slot = (uint32_t)(hash >> 8) & doorkeeper->mask;
    uint16_t salt = (uint16_t)atomic_load_explicit(&doorkeeper->salt, memory_order_relaxed);
    uint16_t fingerprint = (uint16_t)(hash >> 32) ^ salt;
    if (atomic_load_explicit(&doorkeeper->slots[slot], memory_order_relaxed) == fingerprint) return 1;
    atomic_store_explicit(&doorkeeper->slots[slot], fingerprint, memory_order_relaxed);
    return 0;
}

void rt_doorkeeper_forget_all(rt_doorkeeper *doorkeeper) {
    // An odd step: the low 16 bits take every value once in 65,536 emptyings.
    atomic_fetch_add_explicit(&doorkeeper->salt, 0x3C6Bu, memory_order_relaxed);
}
