// A hint to the CPU, for walking and tearing down large object graphs (`ReleaseAhead` in
// RichText, the markdown walk in TextParsers).
#ifndef RICHTEXT_CPREFETCH_H
#define RICHTEXT_CPREFETCH_H

/// Asks the CPU to bring the cache line at `address` into its caches (a hint: it never
/// faults, whatever the address). A read prefetch: x86-64 without `-mprfchw` compiles a
/// write prefetch to the same instruction, and a line several threads read (the shared
/// empty array's storage, say) then stays shared.
static inline void rt_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
