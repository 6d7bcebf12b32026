/*
 * record-pango-breaks.c — record reference line breaks from Pango.
 *
 * Usage: record-pango-breaks FONT_DIR CORPUS_DIR CASES_FILE > pango-breaks.json
 *
 * FONT_DIR:   every *.ttf in it is added to a private fontconfig config,
 *             which is the only font source Pango can see.
 * CORPUS_DIR: every *.txt in it (sorted by name); each non-empty line is one
 *             paragraph. The Pango language is the file name without ".txt",
 *             lower-cased, "_" -> "-" (zh_CN.txt -> zh-cn).
 * CASES_FILE: hand-picked inputs, one a line, "LANG<TAB>SIZE<TAB>WIDTH<TAB>TEXT";
 *             blank lines and lines starting with '#' are ignored.
 *
 * Settings: family "Noto Sans" at an absolute pixel size, PANGO_WRAP_WORD_CHAR,
 * automatic base direction, Pango's inserted hyphens off, unrounded glyph
 * positions, hint metrics off, hint style none. Corpus paragraphs are laid out
 * at every size in SIZES x every width in WIDTHS; each case at its own.
 *
 * Output (stdout): JSON; per layout the UTF-16 offset at which every line
 * starts and each line's logical width and height in px; per paragraph the
 * font file used for every character, as spans.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>

#define FONT_FAMILY "Noto Sans"
static const int SIZES[] = {12, 16, 24};  /* px, outer loop */
static const int WIDTHS[] = {150, 300, 600}; /* px, inner loop */
#define FONTS_SIZE 16   /* the configuration the "fonts" field is taken from */
#define FONTS_WIDTH 600
#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

static G_GNUC_PRINTF(1, 2) void die(const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vfprintf(stderr, fmt, args);
    va_end(args);
    fputc('\n', stderr);
    exit(1);
}

/* ---------- JSON and UTF-16 helpers ---------- */

static void json_string(GString *out, const char *s)
{
    g_string_append_c(out, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"':  g_string_append(out, "\\\""); break;
        case '\\': g_string_append(out, "\\\\"); break;
        default:
            if (*p < 0x20)
                g_string_append_printf(out, "\\u%04x", *p);
            else
                g_string_append_c(out, (char)*p); /* UTF-8 passes through unchanged */
        }
    }
    g_string_append_c(out, '"');
}

/* Appends `key` (e.g. ",\"text\":") and `s` as a JSON string. */
static void json_member(GString *out, const char *key, const char *s)
{
    g_string_append(out, key);
    json_string(out, s);
}

/* Number of UTF-16 code units in the first `nbytes` bytes of UTF-8 `s`. */
static long utf16_length(const char *s, long nbytes)
{
    long units = 0;
    const char *p = s, *end = s + nbytes;
    while (p < end && *p) {
        units += (g_utf8_get_char(p) >= 0x10000) ? 2 : 1;
        p = g_utf8_next_char(p);
    }
    if (p != end)
        die("byte index %ld is not on a character boundary", nbytes);
    return units;
}

/* ---------- private fontconfig setup ---------- */

static int has_suffix(const char *name, const char *suffix)
{
    size_t n = strlen(name), k = strlen(suffix);
    return n > k && strcasecmp(name + n - k, suffix) == 0;
}

/* Sorted (byte order, the program never calls setlocale) list of DIR's *SUFFIX files. */
static GPtrArray *list_dir(const char *dir, const char *suffix)
{
    struct dirent **entries;
    int n = scandir(dir, &entries, NULL, alphasort);
    if (n < 0)
        die("cannot read folder %s", dir);
    GPtrArray *names = g_ptr_array_new_with_free_func(g_free);
    for (int i = 0; i < n; i++) {
        if (has_suffix(entries[i]->d_name, suffix))
            g_ptr_array_add(names, g_strdup(entries[i]->d_name));
        free(entries[i]);
    }
    free(entries);
    if (names->len == 0)
        die("no matching files in %s", dir);
    return names;
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
    if (!config)
        die("FcConfigCreate failed");
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)bitmap_scaling_rules, FcTrue))
        die("FcConfigParseAndLoadFromMemory failed");
    GPtrArray *names = list_dir(dir, ".ttf"); /* sorted: deterministic */
    for (guint i = 0; i < names->len; i++) {
        char *path = g_build_filename(dir, (char *)g_ptr_array_index(names, i), NULL);
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)path))
            die("FcConfigAppFontAddFile failed: %s", path);
        g_free(path);
    }
    g_ptr_array_free(names, TRUE);
    if (!FcConfigSetCurrent(config))
        die("FcConfigSetCurrent failed");
    return config;
}

/* ---------- layout ---------- */

static PangoContext *ctx;

static PangoLayout *make_layout(const char *text, const char *lang, int size, int width)
{
    /* The context language is the default for every item of the layout. */
    pango_context_set_language(ctx, pango_language_from_string(lang));
    PangoLayout *layout = pango_layout_new(ctx);
    PangoFontDescription *desc = pango_font_description_new();
    pango_font_description_set_family(desc, FONT_FAMILY);
    pango_font_description_set_absolute_size(desc, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, desc);
    pango_font_description_free(desc);
    pango_layout_set_width(layout, width * PANGO_SCALE);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR); /* auto_dir stays TRUE (default) */
    /* Pango would otherwise add a hyphen where it breaks inside a word. */
    PangoAttrList *attrs = pango_attr_list_new();
    pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(FALSE));
    pango_layout_set_attributes(layout, attrs);
    pango_attr_list_unref(attrs);
    pango_layout_set_text(layout, text, -1);
    return layout;
}

/* Appends "lineStarts":[..],"lineWidths":[..],"lineHeights":[..] */
static void append_lines(GString *out, PangoLayout *layout, const char *text)
{
    GString *starts = g_string_new(NULL), *widths = g_string_new(NULL);
    GString *heights = g_string_new(NULL);
    int i = 0;
    for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next, i++) {
        PangoLayoutLine *line = l->data;
        PangoRectangle logical;
        pango_layout_line_get_extents(line, NULL, &logical);
        const char *sep = i ? "," : "";
        g_string_append_printf(starts, "%s%ld", sep, utf16_length(text, line->start_index));
        g_string_append_printf(widths, "%s%.3f", sep, (double)logical.width / PANGO_SCALE);
        g_string_append_printf(heights, "%s%.3f", sep, (double)logical.height / PANGO_SCALE);
    }
    g_string_append_printf(out, "\"lineStarts\":[%s],\"lineWidths\":[%s],\"lineHeights\":[%s]",
                           starts->str, widths->str, heights->str);
    g_string_free(starts, TRUE);
    g_string_free(widths, TRUE);
    g_string_free(heights, TRUE);
}

/* ---------- fonts used ---------- */

static char *font_dir_real;     /* realpath of FONT_DIR */
static GHashTable *font_checked; /* FC_FILE path -> basename, for fonts already checked */

/* Basename of the font file behind `font`; exits if it is not in FONT_DIR. */
static const char *font_file(PangoFont *font)
{
    FcChar8 *file = NULL;
    FcPattern *pat = PANGO_IS_FC_FONT(font) ? PANGO_FC_FONT(font)->font_pattern : NULL;
    if (!pat || FcPatternGetString(pat, FC_FILE, 0, &file) != FcResultMatch)
        die("a run's font has no file");
    const char *base = g_hash_table_lookup(font_checked, file);
    if (base)
        return base;
    /* Isolation check: every font used must come from FONT_DIR. */
    char *dir = g_path_get_dirname((const char *)file);
    char *real_dir = realpath(dir, NULL);
    if (!real_dir || strcmp(real_dir, font_dir_real) != 0)
        die("font outside the font folder used: %s", (const char *)file);
    free(real_dir);
    g_free(dir);
    char *name = g_path_get_basename((const char *)file);
    g_hash_table_insert(font_checked, g_strdup((const char *)file), name);
    return name;
}

typedef struct {
    int offset, length; /* UTF-8 bytes */
    const char *file;
} Run;

static int compare_runs(const void *a, const void *b)
{
    return ((const Run *)a)->offset - ((const Run *)b)->offset;
}

/*
 * Appends [[utf16Offset,"file.ttf"],...] for the runs of `layout`, in logical
 * order (runs are stored in visual order per line), same-file neighbours merged.
 * Exits unless the non-empty runs cover the text exactly once.
 */
static void append_fonts(GString *out, PangoLayout *layout, const char *text)
{
    GArray *runs = g_array_new(FALSE, FALSE, sizeof(Run));
    for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
        for (GSList *r = ((PangoLayoutLine *)l->data)->runs; r; r = r->next) {
            PangoItem *item = ((PangoGlyphItem *)r->data)->item;
            if (item->length == 0)
                continue;
            Run run = {item->offset, item->length, font_file(item->analysis.font)};
            g_array_append_val(runs, run);
        }
    }
    g_array_sort(runs, compare_runs);
    g_string_append_c(out, '[');
    int end = 0;
    const char *previous = NULL;
    for (guint i = 0; i < runs->len; i++) {
        Run *run = &g_array_index(runs, Run, i);
        if (run->offset != end)
            die("runs do not cover the text: %s", text);
        end = run->offset + run->length;
        if (previous && strcmp(previous, run->file) == 0)
            continue;
        g_string_append_printf(out, "%s[%ld,", previous ? "," : "",
                               utf16_length(text, run->offset));
        json_string(out, run->file);
        g_string_append_c(out, ']');
        previous = run->file;
    }
    if (end != (int)strlen(text))
        die("runs do not cover the text: %s", text);
    g_string_append_c(out, ']');
    g_array_free(runs, TRUE);
}

/* ---------- input ---------- */

/* Lines of a UTF-8 text file without "\n" or "\r\n" (free with g_strfreev). The text
 * after the last "\n" is a last, usually empty, line; callers skip empty lines. */
static char **read_lines(const char *path)
{
    char *data;
    gsize size;
    if (!g_file_get_contents(path, &data, &size, NULL))
        die("cannot read %s", path);
    if (strlen(data) != size || !g_utf8_validate(data, size, NULL))
        die("%s: not valid UTF-8 text", path);
    char **lines = g_strsplit(data, "\n", -1);
    for (char **s = lines; *s; s++) {
        size_t n = strlen(*s);
        if (n > 0 && (*s)[n - 1] == '\r')
            (*s)[n - 1] = '\0';
    }
    g_free(data);
    return lines;
}

/* ---------- one corpus paragraph / one case ---------- */

static int font_mismatches; /* layouts whose fonts differ from the recorded ones */

static void record_paragraph(GString *out, const char *source, const char *lang, const char *text)
{
    GString *layouts = g_string_new(NULL), *fonts = g_string_new(NULL);
    GString *reference = g_string_new(NULL), *check = g_string_new(NULL);
    for (int s = 0; s < COUNT(SIZES); s++) {
        for (int w = 0; w < COUNT(WIDTHS); w++) {
            PangoLayout *layout = make_layout(text, lang, SIZES[s], WIDTHS[w]);
            /* Layouts come in header order (sizes outer, widths inner): no keys for them. */
            g_string_append_printf(layouts, "%s{", layouts->len ? "," : "");
            append_lines(layouts, layout, text);
            g_string_append_c(layouts, '}');
            /* Fonts of every layout: checks isolation and that only one set is used. */
            g_string_truncate(check, 0);
            append_fonts(check, layout, text);
            if (SIZES[s] == FONTS_SIZE && WIDTHS[w] == FONTS_WIDTH)
                g_string_assign(fonts, check->str);
            if (s == 0 && w == 0)
                g_string_assign(reference, check->str);
            else if (strcmp(reference->str, check->str) != 0)
                font_mismatches++;
            g_object_unref(layout);
        }
    }
    json_member(out, "{\"source\":", source);
    json_member(out, ",\"language\":", lang);
    json_member(out, ",\"text\":", text);
    g_string_append_printf(out, ",\"utf16Length\":%ld,\"fonts\":%s,\"layouts\":[%s]}",
                           utf16_length(text, strlen(text)), fonts->str, layouts->str);
    g_string_free(layouts, TRUE);
    g_string_free(fonts, TRUE);
    g_string_free(reference, TRUE);
    g_string_free(check, TRUE);
}

static void record_case(GString *out, const char *where, const char *line)
{
    char **fields = g_strsplit(line, "\t", 4); /* the text may contain tabs */
    if (g_strv_length(fields) != 4)
        die("%s: expected LANG<TAB>SIZE<TAB>WIDTH<TAB>TEXT", where);
    const char *lang = fields[0], *text = fields[3];
    int size = atoi(fields[1]), width = atoi(fields[2]);
    if (size <= 0 || width <= 0 || !*text)
        die("%s: bad size, width or empty text", where);
    PangoLayout *layout = make_layout(text, lang, size, width);
    json_member(out, "{\"text\":", text);
    json_member(out, ",\"language\":", lang);
    g_string_append_printf(out, ",\"size\":%d,\"width\":%d,\"utf16Length\":%ld,", size, width,
                           utf16_length(text, strlen(text)));
    append_lines(out, layout, text);
    g_string_append(out, ",\"fonts\":");
    append_fonts(out, layout, text);
    g_string_append_c(out, '}');
    g_object_unref(layout);
    g_strfreev(fields);
}

/* ---------- main ---------- */

static void int_list(GString *out, const int *values, int count)
{
    g_string_append_c(out, '[');
    for (int i = 0; i < count; i++)
        g_string_append_printf(out, "%s%d", i ? "," : "", values[i]);
    g_string_append_c(out, ']');
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s FONT_DIR CORPUS_DIR CASES_FILE\n", argv[0]);
        return 2;
    }
    font_dir_real = realpath(argv[1], NULL);
    if (!font_dir_real)
        die("cannot resolve %s", argv[1]);
    font_checked = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
    FcConfig *config = make_private_config(argv[1]);

    PangoFontMap *fontmap = pango_cairo_font_map_new();
    if (!PANGO_IS_FC_FONT_MAP(fontmap))
        die("pango cairo font map is not fontconfig-based");
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontmap), config);

    ctx = pango_font_map_create_context(fontmap);
    pango_context_set_round_glyph_positions(ctx, FALSE);
    cairo_font_options_t *opts = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(ctx, opts);
    cairo_font_options_destroy(opts);
    pango_cairo_context_set_resolution(ctx, 96.0); /* irrelevant with absolute size */

    GString *out = g_string_new(NULL);
    int fc_version = FcGetVersion();
    g_string_append_printf(out, "{\"engine\":\"Pango %s\",", pango_version_string());
    json_member(out, "\n\"harfbuzz\":", hb_version_string());
    g_string_append_printf(out, ",\n\"fontconfig\":\"%d.%d.%d\",", fc_version / 10000,
                           (fc_version / 100) % 100, fc_version % 100);
    json_member(out, "\n\"font\":", FONT_FAMILY);
    g_string_append(out, ",\n\"sizes\":");
    int_list(out, SIZES, COUNT(SIZES));
    g_string_append(out, ",\n\"widths\":");
    int_list(out, WIDTHS, COUNT(WIDTHS));
    g_string_append_printf(out, ",\n\"settings\":\"PANGO_WRAP_WORD_CHAR, absolute pixel size, automatic "
        "base direction, Pango language per paragraph, insert_hyphens=FALSE, "
        "round_glyph_positions=FALSE, hint metrics off, hint style none, only the fonts in "
        "Fonts/; offsets are UTF-16 code units; lineWidths and lineHeights are logical extents "
        "in px; paragraph fonts from size %d, width %d\",\n\"paragraphs\":[\n",
        FONTS_SIZE, FONTS_WIDTH);

    /* Corpus paragraphs: files sorted by name, lines in file order. */
    int paragraphs = 0;
    GPtrArray *files = list_dir(argv[2], ".txt");
    for (guint f = 0; f < files->len; f++) {
        const char *name = g_ptr_array_index(files, f);
        char *path = g_build_filename(argv[2], name, NULL);
        char *lang = g_ascii_strdown(name, strlen(name) - 4);
        g_strdelimit(lang, "_", '-');
        char **lines = read_lines(path);
        for (guint i = 0; lines[i]; i++) {
            const char *text = lines[i];
            if (!*text)
                continue;
            char *source = g_strdup_printf("%s:%u", name, i + 1);
            if (paragraphs++)
                g_string_append(out, ",\n");
            record_paragraph(out, source, lang, text);
            g_free(source);
        }
        fputs(out->str, stdout);
        g_string_truncate(out, 0);
        g_strfreev(lines);
        g_free(lang);
        g_free(path);
    }
    g_ptr_array_free(files, TRUE);

    /* Hand-picked cases, each at its own size and width. */
    g_string_append(out, "\n],\n\"cases\":[\n");
    int cases = 0;
    char **lines = read_lines(argv[3]);
    for (guint i = 0; lines[i]; i++) {
        const char *line = lines[i];
        if (!*line || line[0] == '#')
            continue;
        char *where = g_strdup_printf("%s:%u", argv[3], i + 1);
        if (cases++)
            g_string_append(out, ",\n");
        record_case(out, where, line);
        g_free(where);
    }
    g_strfreev(lines);
    g_string_append(out, "\n]}\n");
    fputs(out->str, stdout);
    g_string_free(out, TRUE);

    fprintf(stderr, "%d paragraphs x %d layouts, %d cases; %d layouts with fonts other than "
            "the paragraph's first layout\n", paragraphs, COUNT(SIZES) * COUNT(WIDTHS), cases,
            font_mismatches);
    g_object_unref(ctx);
    g_object_unref(fontmap);
    return fflush(stdout) == 0 ? 0 : 1;
}
