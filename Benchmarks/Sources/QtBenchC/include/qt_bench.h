#ifndef QT_BENCH_H
#define QT_BENCH_H
#include <stdint.h>

/* ---- Qt (QTextLayout over the bundled fonts only) ----
 *
 * A C interface to a small C++ helper, so that Swift calls Qt without C++ interop. Text is
 * passed as UTF-16 (Qt's QString), offsets are UTF-16 code units. */

#ifdef __cplusplus
extern "C" {
#endif

/** A QGuiApplication (offscreen platform) whose font database holds only the fonts of one folder. */
typedef struct qb_context qb_context;
/** A QTextLayout kept alive for re-layout at other widths. */
typedef struct qb_layout_handle qb_layout_handle;

/** Starts Qt: writes a fontconfig configuration without font folders and points FONTCONFIG_FILE
 *  at it, sets QT_QPA_PLATFORM=offscreen, creates the QGuiApplication, adds every .ttf and .otf
 *  file of `font_dir` with QFontDatabase::addApplicationFont and builds the font: `families` in
 *  fallback order, 16 px, no hinting. NULL on failure, or if a Qt application already exists
 *  (Qt allows one per process). */
qb_context *qb_create(const char *font_dir, const char *const *families, int family_count);
/** The number of font files `qb_create` added. */
int qb_font_count(const qb_context *ctx);
/** The families Qt's font database lists, one per line (to check that no system font leaked in);
 *  valid until `qb_destroy`. */
const char *qb_families(const qb_context *ctx);
void qb_destroy(qb_context *ctx);

/** Lays `utf16` out at `width_px`, one fresh QTextLayout per "\n"-separated paragraph
 *  (WrapAtWordBoundaryOrAnywhere, lines created until the text is used up); returns the line
 *  count and stores the summed line heights in `*height` (if non-NULL). */
int qb_layout(qb_context *ctx, const uint16_t *utf16, int len, double width_px, double *height);
/** Lays out one paragraph; fills `offsets` (up to `capacity`) with the UTF-16 offsets where lines
 *  start and returns the line count. */
int qb_line_starts(qb_context *ctx, const uint16_t *utf16, int len, double width_px, int *offsets, int capacity);

/** A laid-out QTextLayout of one paragraph, to lay out again at other widths. */
qb_layout_handle *qb_layout_new(qb_context *ctx, const uint16_t *utf16, int len, double width_px);
/** Lays the kept layout out again at `width_px` (beginLayout … endLayout); returns the line count. */
int qb_layout_relayout(qb_layout_handle *handle, double width_px);
void qb_layout_free(qb_layout_handle *handle);

/** Qt's run-time version ("6.4.2"). */
const char *qb_qt_version(void);

#ifdef __cplusplus
}
#endif

#endif
