#include "hb_bench.h"

#include <malloc.h>
#include <stdlib.h>

#include <hb.h>

/* ---- raw HarfBuzz ---- */

struct hb_bench {
    hb_blob_t *blob;
    hb_face_t *face;
    hb_font_t *font;
    hb_buffer_t *buffer;
    unsigned upem;
    unsigned last_glyphs;
};

hb_bench *hbb_create(const char *font_path) {
    hb_blob_t *blob = hb_blob_create_from_file(font_path);
    if (!blob || hb_blob_get_length(blob) == 0) { hb_blob_destroy(blob); return NULL; }
    hb_bench *bench = calloc(1, sizeof *bench);
    if (!bench) { hb_blob_destroy(blob); return NULL; }
    bench->blob = blob;
    bench->face = hb_face_create(blob, 0);
    bench->font = hb_font_create(bench->face);
    bench->upem = hb_face_get_upem(bench->face);
    hb_font_set_scale(bench->font, (int)bench->upem, (int)bench->upem);
    bench->buffer = hb_buffer_create();
    return bench;
}

double hbb_shape(hb_bench *bench, const char *utf8, int len, double size) {
    hb_buffer_clear_contents(bench->buffer);
    hb_buffer_add_utf8(bench->buffer, utf8, len, 0, len);
    hb_buffer_guess_segment_properties(bench->buffer);
    hb_shape(bench->font, bench->buffer, NULL, 0);
    unsigned count = 0;
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(bench->buffer, &count);
    long long sum = 0;
    for (unsigned i = 0; i < count; i++) sum += positions[i].x_advance;
    bench->last_glyphs = count;
    return (double)sum * size / (double)bench->upem;
}

unsigned hbb_last_glyph_count(const hb_bench *bench) { return bench ? bench->last_glyphs : 0; }

void hbb_destroy(hb_bench *bench) {
    if (!bench) return;
    hb_buffer_destroy(bench->buffer);
    hb_font_destroy(bench->font);
    hb_face_destroy(bench->face);
    hb_blob_destroy(bench->blob);
    free(bench);
}

/* ---- memory ---- */

size_t bench_malloc_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

void bench_malloc_trim(void) { malloc_trim(0); }

const char *hbb_version(void) { return hb_version_string(); }
