#include "pango_bench.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pango/pangocairo.h>
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
