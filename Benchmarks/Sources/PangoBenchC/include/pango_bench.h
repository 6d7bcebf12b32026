#ifndef PANGO_BENCH_H
#define PANGO_BENCH_H
#include <stddef.h>

/* ---- Pango (pangocairo over a private fontconfig configuration) ---- */

/** A Pango context over the .ttf files of `font_dir` only (no system fonts). */
typedef struct pb_context pb_context;
/** A PangoLayout kept alive for re-layout at other widths. */
typedef struct pb_layout_handle pb_layout_handle;

/** Creates a context whose font map sees only the .ttf files in `font_dir`; NULL on failure. */
pb_context *pb_create(const char *font_dir);
/** The number of font files loaded by `pb_create`. */
int pb_font_count(const pb_context *ctx);
void pb_destroy(pb_context *ctx);

/** Lays `utf8` out in a fresh PangoLayout ("Noto Sans" 16 px, word wrap, `width_px`);
 *  returns the line count and stores the logical height in px in `*height` (if non-NULL). */
int pb_layout(pb_context *ctx, const char *utf8, int len, double width_px, double *height);
/** Same, truncated to `max_lines` lines with an end ellipsis. */
int pb_layout_truncated(pb_context *ctx, const char *utf8, int len, double width_px, int max_lines, double *height);
/** Fills `offsets` (up to `capacity`) with the UTF-8 byte offsets where lines start; returns the line count. */
int pb_line_starts(pb_context *ctx, const char *utf8, int len, double width_px, int *offsets, int capacity);

/** A laid-out PangoLayout to re-lay out at other widths (or to hold, for memory tests). */
pb_layout_handle *pb_layout_new(pb_context *ctx, const char *utf8, int len, double width_px);
/** Sets a new width on the existing layout and returns its line count. */
int pb_layout_relayout(pb_layout_handle *handle, double width_px);
void pb_layout_free(pb_layout_handle *handle);

/* ---- version ---- */

/** Pango's run-time version ("1.50.12"). */
const char *pb_pango_version(void);

#endif
