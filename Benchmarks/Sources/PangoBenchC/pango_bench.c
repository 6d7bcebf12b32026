#include "pango_bench.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pango/pangocairo.h>
#include <cairo-ft.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

struct pb_context {
    FcConfig *config;
    PangoFontMap *fontmap;
    PangoContext *context;
    PangoFontDescription *font;
    int font_count;
};

struct pb_layout_handle {
    PangoLayout *layout;
};

static int has_ttf_suffix(const char *name) {
    size_t n = strlen(name);
    return n > 4 && strcmp(name + n - 4, ".ttf") == 0;
}

pb_context *pb_create(const char *font_dir) {
    pb_context *ctx = calloc(1, sizeof *ctx);
    if (!ctx) return NULL;
    /* A private configuration: only the bundled fonts, no system font directories. */
    ctx->config = FcConfigCreate();
    DIR *dir = opendir(font_dir);
    if (!dir) { FcConfigDestroy(ctx->config); free(ctx); return NULL; }
    struct dirent *entry;
    char path[4096];
    while ((entry = readdir(dir)) != NULL) {
        if (!has_ttf_suffix(entry->d_name)) continue;
        snprintf(path, sizeof path, "%s/%s", font_dir, entry->d_name);
        if (FcConfigAppFontAddFile(ctx->config, (const FcChar8 *)path)) ctx->font_count++;
    }
    closedir(dir);
    ctx->fontmap = pango_cairo_font_map_new();
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(ctx->fontmap), ctx->config);
    ctx->context = pango_font_map_create_context(ctx->fontmap);
    pango_context_set_round_glyph_positions(ctx->context, FALSE);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(ctx->context, options);
    cairo_font_options_destroy(options);
    ctx->font = pango_font_description_new();
    pango_font_description_set_family(ctx->font, "Noto Sans");
    pango_font_description_set_absolute_size(ctx->font, 16 * PANGO_SCALE);
    return ctx;
}

int pb_font_count(const pb_context *ctx) { return ctx ? ctx->font_count : 0; }

void pb_destroy(pb_context *ctx) {
    if (!ctx) return;
    pango_font_description_free(ctx->font);
    g_object_unref(ctx->context);
    g_object_unref(ctx->fontmap);
    FcConfigDestroy(ctx->config);
    free(ctx);
}

static PangoLayout *make_layout(pb_context *ctx, const char *utf8, int len, double width_px) {
    PangoLayout *layout = pango_layout_new(ctx->context);
    pango_layout_set_font_description(layout, ctx->font);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    pango_layout_set_width(layout, (int)(width_px * PANGO_SCALE));
    pango_layout_set_text(layout, utf8, len);
    return layout;
}

static void store_height(PangoLayout *layout, double *height) {
    if (!height) return;
    int w = 0, h = 0;
    pango_layout_get_size(layout, &w, &h);
    *height = (double)h / PANGO_SCALE;
}

int pb_layout(pb_context *ctx, const char *utf8, int len, double width_px, double *height) {
    PangoLayout *layout = make_layout(ctx, utf8, len, width_px);
    int lines = pango_layout_get_line_count(layout);
    store_height(layout, height);
    g_object_unref(layout);
    return lines;
}

int pb_layout_truncated(pb_context *ctx, const char *utf8, int len, double width_px, int max_lines, double *height) {
    PangoLayout *layout = make_layout(ctx, utf8, len, width_px);
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_height(layout, -max_lines);
    int lines = pango_layout_get_line_count(layout);
    store_height(layout, height);
    g_object_unref(layout);
    return lines;
}

int pb_line_starts(pb_context *ctx, const char *utf8, int len, double width_px, int *offsets, int capacity) {
    PangoLayout *layout = make_layout(ctx, utf8, len, width_px);
    int count = 0;
    for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
        PangoLayoutLine *line = l->data;
        if (count < capacity) offsets[count] = line->start_index;
        count++;
    }
    g_object_unref(layout);
    return count;
}

pb_layout_handle *pb_layout_new(pb_context *ctx, const char *utf8, int len, double width_px) {
    pb_layout_handle *handle = malloc(sizeof *handle);
    if (!handle) return NULL;
    handle->layout = make_layout(ctx, utf8, len, width_px);
    (void)pango_layout_get_line_count(handle->layout); /* lay it out now */
    return handle;
}

int pb_layout_relayout(pb_layout_handle *handle, double width_px) {
    pango_layout_set_width(handle->layout, (int)(width_px * PANGO_SCALE));
    return pango_layout_get_line_count(handle->layout);
}

void pb_layout_free(pb_layout_handle *handle) {
    if (!handle) return;
    g_object_unref(handle->layout);
    free(handle);
}

/* ---- version ---- */

const char *pb_pango_version(void) { return pango_version_string(); }

/* ---- cairo (the rendering rows) ---- */

struct pb_canvas {
    cairo_surface_t *surface;
    cairo_t *cr;
};

pb_canvas *pb_canvas_new(int width, int height) {
    pb_canvas *canvas = calloc(1, sizeof *canvas);
    if (!canvas) return NULL;
    canvas->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    canvas->cr = cairo_create(canvas->surface);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_RGB);
    cairo_set_font_options(canvas->cr, options);
    cairo_font_options_destroy(options);
    return canvas;
}

void *pb_canvas_context(pb_canvas *canvas) { return canvas->cr; }

void pb_canvas_clear(pb_canvas *canvas) {
    cairo_save(canvas->cr);
    cairo_set_source_rgb(canvas->cr, 1, 1, 1);
    cairo_paint(canvas->cr);
    cairo_restore(canvas->cr);
}

void pb_canvas_free(pb_canvas *canvas) {
    if (!canvas) return;
    cairo_destroy(canvas->cr);
    cairo_surface_destroy(canvas->surface);
    free(canvas);
}

struct pb_raw_font {
    FT_Library library;
    FT_Face face;
    cairo_font_face_t *cairo_face;
};

pb_raw_font *pb_raw_font_new(const char *path, int index) {
    pb_raw_font *font = calloc(1, sizeof *font);
    if (!font) return NULL;
    if (FT_Init_FreeType(&font->library) != 0) { free(font); return NULL; }
    if (FT_New_Face(font->library, path, index, &font->face) != 0) {
        FT_Done_FreeType(font->library);
        free(font);
        return NULL;
    }
    font->cairo_face = cairo_ft_font_face_create_for_ft_face(font->face, FT_LOAD_NO_HINTING | FT_LOAD_COLOR);
    return font;
}

void pb_raw_font_free(pb_raw_font *font) {
    if (!font) return;
    cairo_font_face_destroy(font->cairo_face);  /* the benchmark's process ends soon after: no face reuse */
    FT_Done_Face(font->face);
    FT_Done_FreeType(font->library);
    free(font);
}

void pb_raw_show_glyphs(pb_canvas *canvas, pb_raw_font *font, double size, const unsigned *ids,
                        const double *xs, const double *ys, int count) {
    cairo_glyph_t stack[256];
    cairo_glyph_t *glyphs = count <= 256 ? stack : malloc(sizeof *glyphs * (size_t)count);
    for (int i = 0; i < count; i++) {
        glyphs[i].index = ids[i];
        glyphs[i].x = xs[i];
        glyphs[i].y = ys[i];
    }
    cairo_set_font_face(canvas->cr, font->cairo_face);
    cairo_set_font_size(canvas->cr, size);
    cairo_set_source_rgb(canvas->cr, 0, 0, 0);
    cairo_show_glyphs(canvas->cr, glyphs, count);
    if (glyphs != stack) free(glyphs);
}

int pb_layout_show(pb_context *ctx, pb_canvas *canvas, const char *utf8, int len, double width_px) {
    PangoLayout *layout = make_layout(ctx, utf8, len, width_px);
    int lines = pango_layout_get_line_count(layout);
    cairo_set_source_rgb(canvas->cr, 0, 0, 0);
    cairo_move_to(canvas->cr, 0, 0);
    pango_cairo_show_layout(canvas->cr, layout);
    g_object_unref(layout);
    return lines;
}
