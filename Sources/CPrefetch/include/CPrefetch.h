// A hint to the CPU, for walking and tearing down large object graphs (`ReleaseAhead` in
// RichText, the markdown walk in TextParsers).
#ifndef RICHTEXT_CPREFETCH_H
#define RICHTEXT_CPREFETCH_H

/// Asks the CPU to bring the cache line at `address` in for writing (a hint: it never
/// faults, whatever the address).
static inline void rt_prefetch_for_write(const void *address) { __builtin_prefetch(address, 1, 3); }

#endif
