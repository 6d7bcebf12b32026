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

/* ---- cairo (the rendering rows) ---- */

/** An ARGB32 image surface with a context, font options as RichText's renderer sets them
 *  (no hinting, no hinted metrics, grey antialiasing, RGB subpixel order). */
typedef struct pb_canvas pb_canvas;
pb_canvas *pb_canvas_new(int width, int height);
/** The canvas's `cairo_t *`. */
void *pb_canvas_context(pb_canvas *canvas);
/** Paints the whole canvas white. */
void pb_canvas_clear(pb_canvas *canvas);
void pb_canvas_free(pb_canvas *canvas);

/** A cairo-ft font face over face `index` of the font file at `path` (no hinting). */
typedef struct pb_raw_font pb_raw_font;
pb_raw_font *pb_raw_font_new(const char *path, int index);
void pb_raw_font_free(pb_raw_font *font);
/** Draws `count` glyphs of `font` at `size` px in black with one `cairo_show_glyphs`. */
void pb_raw_show_glyphs(pb_canvas *canvas, pb_raw_font *font, double size, const unsigned *ids,
                        const double *xs, const double *ys, int count);

/** Lays `utf8` out in a fresh PangoLayout (as `pb_layout`) and draws it on `canvas` with
 *  `pango_cairo_show_layout` in black; returns the line count. */
int pb_layout_show(pb_context *ctx, pb_canvas *canvas, const char *utf8, int len, double width_px);

/* ---- version ---- */

/** Pango's run-time version ("1.50.12"). */
const char *pb_pango_version(void);

#endif
