// A hint to the CPU, for tearing down large object graphs (see `ReleaseAhead` in Swift).
#ifndef RICHTEXT_CPREFETCH_H
#define RICHTEXT_CPREFETCH_H

/// Asks the CPU to bring the cache line at `address` in for writing (a hint: it never
/// faults, whatever the address).
static inline void rt_prefetch_for_write(const void *address) { __builtin_prefetch(address, 1, 3); }

#endif
