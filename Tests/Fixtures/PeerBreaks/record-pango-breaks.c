/*
 * record-pango-breaks.c — record reference line breaks from Pango.
 *
 * Usage: record-pango-breaks FONT_DIR PARAGRAPHS_FILE > pango-breaks.json
 *
 * FONT_DIR:        every *.ttf in it is added to a private fontconfig config,
 *                  which is the only font source Pango can see.
 * PARAGRAPHS_FILE: UTF-8, one paragraph per line, "LANG<TAB>TEXT"
 *                  (LANG is a BCP-47-ish tag such as en, zh-cn, ja, th, ar).
 *
 * Settings: family "Noto Sans", absolute size 16 px, width 300 px,
 * PANGO_WRAP_WORD, unrounded glyph positions, hint metrics off, hint style none.
 *
 * Output (stdout): JSON with, per paragraph, the UTF-16 offset at which every
 * line starts, the paragraph's UTF-16 length, each line's logical width in px
 * and the font families Pango actually used.
 *
 * Build: cc record-pango-breaks.c $(pkg-config --cflags --libs pangocairo fontconfig)
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>

#define FONT_FAMILY "Noto Sans"
#define FONT_SIZE_PX 16
#define WRAP_WIDTH_PX 300

/* ---------- JSON output helpers ---------- */

static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        unsigned char c = *p;
        switch (c) {
        case '"':  fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\b': fputs("\\b", out); break;
        case '\f': fputs("\\f", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        default:
            if (c < 0x20)
                fprintf(out, "\\u%04x", c);
            else
                fputc(c, out); /* UTF-8 passes through unchanged */
        }
    }
    fputc('"', out);
}

/* Number of UTF-16 code units in the first `nbytes` bytes of UTF-8 `s`. */
static long utf16_length(const char *s, long nbytes)
{
    long units = 0;
    const char *p = s, *end = s + nbytes;
    while (p < end && *p) {
        gunichar c = g_utf8_get_char(p);
        units += (c >= 0x10000) ? 2 : 1;
        p = g_utf8_next_char(p);
    }
    if (p != end) {
        fprintf(stderr, "byte index %ld is not on a character boundary\n", nbytes);
        exit(1);
    }
    return units;
}

/* ---------- private fontconfig setup ---------- */

static int ends_with_ttf(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && strcasecmp(name + n - 4, ".ttf") == 0;
}

/*
 * The one rule kept from a normal fontconfig setup: fontconfig's own
 * conf.d/10-scale-bitmap-fonts.conf (minus its hinting-only part). Without it a
 * bitmap font such as NotoColorEmoji (CBDT, one 109 ppem strike) is used at its
 * strike size, and an emoji at 16 px gets a 135.7 px advance instead of 19.9 px.
 * It only touches fonts with outline=false, so outline fonts are unaffected.
 */
static const char bitmap_scaling_rules[] =
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
    "<fontconfig>\n"
    "  <match target=\"font\">\n"
    "    <test name=\"outline\" compare=\"eq\"><bool>false</bool></test>\n"
    "    <edit name=\"pixelsizefixupfactor\" mode=\"assign\">\n"
    "      <divide><name target=\"pattern\">pixelsize</name>"
    "<name target=\"font\">pixelsize</name></divide>\n"
    "    </edit>\n"
    "  </match>\n"
    "  <match target=\"font\">\n"
    "    <test name=\"outline\" compare=\"eq\"><bool>false</bool></test>\n"
    "    <test name=\"pixelsizefixupfactor\" compare=\"not_eq\"><double>1.0</double></test>\n"
    "    <edit name=\"matrix\" mode=\"assign\">\n"
    "      <times><name>matrix</name><matrix>"
    "<name>pixelsizefixupfactor</name><double>0</double>"
    "<double>0</double><name>pixelsizefixupfactor</name></matrix></times>\n"
    "    </edit>\n"
    "    <edit name=\"size\" mode=\"assign\">\n"
    "      <divide><name>size</name><name>pixelsizefixupfactor</name></divide>\n"
    "    </edit>\n"
    "  </match>\n"
    "</fontconfig>\n";

static FcConfig *make_private_config(const char *dir)
{
    /* Empty config: no system font dirs, no system rules, no caches. */
    FcConfig *config = FcConfigCreate();
    if (!config) {
        fprintf(stderr, "FcConfigCreate failed\n");
        exit(1);
    }
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)bitmap_scaling_rules, FcTrue)) {
        fprintf(stderr, "FcConfigParseAndLoadFromMemory failed\n");
        exit(1);
    }
    struct dirent **entries;
    int n = scandir(dir, &entries, NULL, alphasort); /* sorted: deterministic */
    if (n < 0) {
        perror(dir);
        exit(1);
    }
    int added = 0;
    for (int i = 0; i < n; i++) {
        if (ends_with_ttf(entries[i]->d_name)) {
            char *path = g_build_filename(dir, entries[i]->d_name, NULL);
            if (!FcConfigAppFontAddFile(config, (const FcChar8 *)path)) {
                fprintf(stderr, "FcConfigAppFontAddFile failed: %s\n", path);
                exit(1);
            }
            added++;
            g_free(path);
        }
        free(entries[i]);
    }
    free(entries);
    if (added == 0) {
        fprintf(stderr, "no .ttf files in %s\n", dir);
        exit(1);
    }
    if (!FcConfigSetCurrent(config)) {
        fprintf(stderr, "FcConfigSetCurrent failed\n");
        exit(1);
    }
    return config;
}

/* ---------- fonts used ---------- */

static char *font_dir_real; /* realpath of FONT_DIR */

static void add_unique(GPtrArray *list, const char *s)
{
    for (guint i = 0; i < list->len; i++)
        if (strcmp(g_ptr_array_index(list, i), s) == 0)
            return;
    g_ptr_array_add(list, g_strdup(s));
}

static void collect_fonts(PangoLayoutLine *line, GPtrArray *families, GPtrArray *files)
{
    for (GSList *r = line->runs; r; r = r->next) {
        PangoGlyphItem *run = r->data;
        PangoFont *font = run->item->analysis.font;
        if (!font)
            continue;
        PangoFontDescription *d = pango_font_describe(font);
        const char *family = pango_font_description_get_family(d);
        add_unique(families, family ? family : "(null)");
        pango_font_description_free(d);
        if (PANGO_IS_FC_FONT(font)) {
            FcChar8 *file = NULL;
            FcPattern *pat = PANGO_FC_FONT(font)->font_pattern;
            if (pat && FcPatternGetString(pat, FC_FILE, 0, &file) == FcResultMatch) {
                /* Isolation check: every font used must come from FONT_DIR. */
                char *dir = g_path_get_dirname((const char *)file);
                char *real_dir = realpath(dir, NULL);
                if (!real_dir || strcmp(real_dir, font_dir_real) != 0) {
                    fprintf(stderr, "font outside %s used: %s\n", font_dir_real, file);
                    exit(1);
                }
                free(real_dir);
                g_free(dir);
                char *base = g_path_get_basename((const char *)file);
                add_unique(files, base);
                g_free(base);
            }
        }
    }
}

static void json_string_array(FILE *out, GPtrArray *list)
{
    fputc('[', out);
    for (guint i = 0; i < list->len; i++) {
        if (i) fputs(", ", out);
        json_string(out, g_ptr_array_index(list, i));
    }
    fputc(']', out);
}

/* ---------- main ---------- */

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s FONT_DIR PARAGRAPHS_FILE\n", argv[0]);
        return 2;
    }

    font_dir_real = realpath(argv[1], NULL);
    if (!font_dir_real) {
        perror(argv[1]);
        return 1;
    }
    FcConfig *config = make_private_config(argv[1]);

    PangoFontMap *fontmap = pango_cairo_font_map_new();
    if (!PANGO_IS_FC_FONT_MAP(fontmap)) {
        fprintf(stderr, "pango cairo font map is not fontconfig-based\n");
        return 1;
    }
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontmap), config);

    PangoContext *ctx = pango_font_map_create_context(fontmap);
    pango_context_set_round_glyph_positions(ctx, FALSE);

    cairo_font_options_t *opts = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(ctx, opts);
    cairo_font_options_destroy(opts);
    pango_cairo_context_set_resolution(ctx, 96.0); /* irrelevant with absolute size */

    PangoFontDescription *desc = pango_font_description_new();
    pango_font_description_set_family(desc, FONT_FAMILY);
    pango_font_description_set_absolute_size(desc, FONT_SIZE_PX * PANGO_SCALE);

    FILE *in = fopen(argv[2], "rb");
    if (!in) {
        perror(argv[2]);
        return 1;
    }

    FILE *out = stdout;
    int fc_version = FcGetVersion();
    fprintf(out, "{\n  \"engine\": ");
    char *engine = g_strdup_printf("Pango %s", pango_version_string());
    json_string(out, engine);
    g_free(engine);
    fprintf(out, ",\n  \"harfbuzz\": ");
    json_string(out, hb_version_string());
    fprintf(out, ",\n  \"fontconfig\": \"%d.%d.%d\"", fc_version / 10000,
            (fc_version / 100) % 100, fc_version % 100);
    fprintf(out, ",\n  \"font\": ");
    json_string(out, FONT_FAMILY);
    fprintf(out, ",\n  \"size\": %d,\n  \"width\": %d,\n", FONT_SIZE_PX, WRAP_WIDTH_PX);
    fprintf(out, "  \"settings\": \"PANGO_WRAP_WORD, absolute size, "
                 "round_glyph_positions=FALSE, hint metrics off, hint style none; "
                 "offsets are UTF-16 code units\",\n");
    fprintf(out, "  \"paragraphs\": [");

    char *buf = NULL;
    size_t cap = 0;
    ssize_t len;
    int count = 0, lineno = 0;
    while ((len = getline(&buf, &cap, in)) >= 0) {
        lineno++;
        while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
            buf[--len] = '\0';
        if (len == 0)
            continue;
        if (!g_utf8_validate(buf, len, NULL)) {
            fprintf(stderr, "%s:%d: invalid UTF-8\n", argv[2], lineno);
            return 1;
        }
        char *tab = strchr(buf, '\t');
        if (!tab) {
            fprintf(stderr, "%s:%d: expected LANG<TAB>TEXT\n", argv[2], lineno);
            return 1;
        }
        *tab = '\0';
        const char *lang = buf;
        const char *text = tab + 1;
        int text_len = (int)strlen(text);

        pango_context_set_language(ctx, pango_language_from_string(lang));
        PangoLayout *layout = pango_layout_new(ctx);
        pango_layout_set_font_description(layout, desc);
        pango_layout_set_width(layout, WRAP_WIDTH_PX * PANGO_SCALE);
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
        pango_layout_set_text(layout, text, text_len);

        GPtrArray *families = g_ptr_array_new_with_free_func(g_free);
        GPtrArray *files = g_ptr_array_new_with_free_func(g_free);
        GString *starts = g_string_new(NULL);
        GString *widths = g_string_new(NULL);
        int i = 0;
        for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next, i++) {
            PangoLayoutLine *line = l->data;
            PangoRectangle logical;
            pango_layout_line_get_extents(line, NULL, &logical);
            g_string_append_printf(starts, "%s%ld", i ? ", " : "",
                                   utf16_length(text, line->start_index));
            g_string_append_printf(widths, "%s%.3f", i ? ", " : "",
                                   (double)logical.width / PANGO_SCALE);
            collect_fonts(line, families, files);
        }

        fprintf(out, "%s\n    {\n      \"language\": ", count ? "," : "");
        json_string(out, lang);
        fprintf(out, ",\n      \"text\": ");
        json_string(out, text);
        fprintf(out, ",\n      \"utf16Length\": %ld", utf16_length(text, text_len));
        fprintf(out, ",\n      \"lineStarts\": [%s]", starts->str);
        fprintf(out, ",\n      \"lineWidths\": [%s]", widths->str);
        fprintf(out, ",\n      \"fonts\": ");
        json_string_array(out, families);
        fprintf(out, ",\n      \"fontFiles\": ");
        json_string_array(out, files);
        fprintf(out, "\n    }");

        g_string_free(starts, TRUE);
        g_string_free(widths, TRUE);
        g_ptr_array_free(families, TRUE);
        g_ptr_array_free(files, TRUE);
        g_object_unref(layout);
        count++;
    }
    fprintf(out, "\n  ]\n}\n");

    free(buf);
    fclose(in);
    pango_font_description_free(desc);
    g_object_unref(ctx);
    g_object_unref(fontmap);
    return 0;
}
