// A small C surface over ICU's break iterators (UAX #14 line breaks, UAX #29 grapheme
// clusters and words). This header deliberately includes no ICU header: Foundation on Linux carries
// its own ICU, and a Swift module that can see both fails to build (see PLATFORM.md).
#ifndef RICHTEXT_CUNICODE_H
#define RICHTEXT_CUNICODE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kinds of boundary a `cu_break_iterator` finds.
typedef enum cu_break_kind {
    CU_BREAK_LINE = 0,       ///< UAX #14 line break opportunities.
    CU_BREAK_GRAPHEME = 1,   ///< UAX #29 extended grapheme cluster boundaries.
    CU_BREAK_WORD = 2,       ///< UAX #29 word boundaries.
} cu_break_kind;

/// An ICU break iterator bound to one kind and locale; opaque to Swift.
typedef struct cu_break_iterator cu_break_iterator;

/// Opens an iterator; returns NULL and sets `*status` (an ICU error code) on failure.
cu_break_iterator *cu_break_iterator_open(cu_break_kind kind, const char *locale, int32_t *status);

/// Closes an iterator opened with `cu_break_iterator_open`.
void cu_break_iterator_close(cu_break_iterator *iterator);

/// Finds the boundaries of `text` (UTF-16, `length` units) after offset 0.
///
/// Writes up to `capacity` boundary offsets (ascending, the last one is `length`) to
/// `offsets`; when `flags` is not NULL, writes a flag per boundary there: for line breaks
/// 1 for a mandatory break (rule status UBRK_LINE_HARD after a BK, CR, LF or NL
/// character), for word boundaries 1 when the segment that ends at the boundary is a word
/// (letters, numbers, kana or ideographs: rule status at least UBRK_WORD_NONE_LIMIT),
/// otherwise 0. Returns the number of boundaries, which may exceed `capacity` (call again
/// with more room), or -1 with `*status` set on error.
int32_t cu_break_iterator_boundaries(cu_break_iterator *iterator,
                                     const uint16_t *text, int32_t length,
                                     int32_t *offsets, uint8_t *flags, int32_t capacity,
                                     int32_t *status);

/// Whether ICU gives `unit` a line-break class after which a break is mandatory (BK, CR, LF
/// or NL: UAX #14 rules LB4 and LB5); 1 or 0.
int32_t cu_line_break_is_hard(uint16_t unit);

/// Whether `text` holds a unit of U+000A–000D, U+0085, U+2028 or U+2029 (the characters of
/// line-break class BK, CR, LF and NL); 1 or 0. One branch-free pass the compiler vectorises.
int32_t cu_contains_hard_break_unit(const uint16_t *text, int32_t length);

/// Returns a short human-readable name for an ICU error code.
const char *cu_error_name(int32_t status);

/// Marks the calling thread as exiting (its pthread key destructors have begun): called by
/// ThreadLocalKeep's key destructor. Not Unicode work; it lives here as RichText's one small
/// C module without a library of its own to wrap.
void cu_thread_mark_exiting(void);

/// Whether `cu_thread_mark_exiting` was called on the calling thread.
int cu_thread_is_exiting(void);

#ifdef __cplusplus
}
#endif

#endif
