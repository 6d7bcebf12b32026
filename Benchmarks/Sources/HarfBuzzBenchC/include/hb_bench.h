#ifndef HB_BENCH_H
#define HB_BENCH_H
#include <stddef.h>

/* ---- raw HarfBuzz shaping ---- */

typedef struct hb_bench hb_bench;
/** Loads the first face of `font_path` (scale = units per em); NULL on failure. */
hb_bench *hbb_create(const char *font_path);
/** Shapes `utf8` with one reused buffer; returns the summed x advance at `size` px. */
double hbb_shape(hb_bench *bench, const char *utf8, int len, double size);
/** The number of glyphs of the last hbb_shape call. */
unsigned hbb_last_glyph_count(const hb_bench *bench);
void hbb_destroy(hb_bench *bench);

/** HarfBuzz's run-time version ("6.0.0"). */
const char *hbb_version(void);

/* ---- memory ---- */

/** Bytes currently allocated through malloc (mallinfo2: uordblks + hblkhd), all arenas. */
size_t bench_malloc_in_use(void);
/** Returns freed memory at the top of the heaps to the system (malloc_trim(0)). */
void bench_malloc_trim(void);

#endif
