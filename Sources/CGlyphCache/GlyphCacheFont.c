#include "CGlyphCache.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

// Two-level tables: 256 pages of 256 entries each, a page allocated the first time one of
// its keys is asked about. Keys are BMP code points (glyph table) and glyph ids below
// 65,536 (advance table); anything else goes to the base font every time.
#define PAGE_COUNT 256
#define PAGE_SIZE 256

// Glyph entries: 0 = not asked yet, NO_GLYPH = the font has none, else glyph id + 1.
#define NO_GLYPH UINT32_MAX
// Advance entries: UNKNOWN_ADVANCE = not asked yet, else the advance.
#define UNKNOWN_ADVANCE INT32_MIN

typedef struct {
    hb_font_t *base;
    _Atomic(_Atomic uint32_t *) glyph_pages[PAGE_COUNT];
    _Atomic(_Atomic int32_t *) advance_pages[PAGE_COUNT];
} glyph_memo;

static hb_user_data_key_t memo_key;

// Installs a page filled with `fill`, or returns the one another thread installed first.
static void *install_page(_Atomic(void *) *slot, size_t entry_size, int fill_advances) {
    void *page = malloc(PAGE_SIZE * entry_size);
    if (!page) return NULL;
    if (fill_advances) {
        _Atomic int32_t *entries = page;
        for (int i = 0; i < PAGE_SIZE; i++) atomic_init(&entries[i], UNKNOWN_ADVANCE);
    } else {
        _Atomic uint32_t *entries = page;
        for (int i = 0; i < PAGE_SIZE; i++) atomic_init(&entries[i], 0);
    }
    void *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(slot, &expected, page, memory_order_acq_rel,
                                                memory_order_acquire))
        return page;
    free(page);
    return expected;
}

// Asks the base font, and remembers its answer when `unicode` is in the table.
__attribute__((noinline)) static int fill_glyph(glyph_memo *memo, hb_codepoint_t unicode, hb_codepoint_t *glyph) {
    hb_codepoint_t found = 0;
    int has = hb_font_get_nominal_glyph(memo->base, unicode, &found);
    if (unicode < PAGE_COUNT * PAGE_SIZE && (!has || found < NO_GLYPH - 1)) {
        _Atomic uint32_t *page = atomic_load_explicit(&memo->glyph_pages[unicode >> 8], memory_order_acquire);
        if (!page) page = install_page((_Atomic(void *) *)&memo->glyph_pages[unicode >> 8], sizeof(uint32_t), 0);
        if (page) atomic_store_explicit(&page[unicode & 0xFF], has ? found + 1 : NO_GLYPH, memory_order_relaxed);
    }
    if (has) *glyph = found;
    return has;
}

static inline int memo_glyph(glyph_memo *memo, hb_codepoint_t unicode, hb_codepoint_t *glyph) {
    if (unicode < PAGE_COUNT * PAGE_SIZE) {
        _Atomic uint32_t *page = atomic_load_explicit(&memo->glyph_pages[unicode >> 8], memory_order_acquire);
        if (page) {
            uint32_t entry = atomic_load_explicit(&page[unicode & 0xFF], memory_order_relaxed);
            if (entry == NO_GLYPH) return 0;
            if (entry != 0) {
                *glyph = entry - 1;
                return 1;
            }
        }
    }
    return fill_glyph(memo, unicode, glyph);
}

// Asks the base font, and remembers its answer when `glyph` is in the table.
__attribute__((noinline)) static hb_position_t fill_advance(glyph_memo *memo, hb_codepoint_t glyph) {
    hb_position_t advance = hb_font_get_glyph_h_advance(memo->base, glyph);
    if (glyph < PAGE_COUNT * PAGE_SIZE && advance != UNKNOWN_ADVANCE) {
        _Atomic int32_t *page = atomic_load_explicit(&memo->advance_pages[glyph >> 8], memory_order_acquire);
        if (!page) page = install_page((_Atomic(void *) *)&memo->advance_pages[glyph >> 8], sizeof(int32_t), 1);
        if (page) atomic_store_explicit(&page[glyph & 0xFF], advance, memory_order_relaxed);
    }
    return advance;
}

static inline hb_position_t memo_advance(glyph_memo *memo, hb_codepoint_t glyph) {
    if (glyph < PAGE_COUNT * PAGE_SIZE) {
        _Atomic int32_t *page = atomic_load_explicit(&memo->advance_pages[glyph >> 8], memory_order_acquire);
        if (page) {
            int32_t entry = atomic_load_explicit(&page[glyph & 0xFF], memory_order_relaxed);
            if (entry != UNKNOWN_ADVANCE) return entry;
        }
    }
    return fill_advance(memo, glyph);
}

static hb_bool_t get_nominal_glyph(hb_font_t *font, void *data, hb_codepoint_t unicode,
                                   hb_codepoint_t *glyph, void *user_data) {
    (void)font, (void)user_data;
    return memo_glyph(data, unicode, glyph);
}

static unsigned get_nominal_glyphs(hb_font_t *font, void *data, unsigned count,
                                   const hb_codepoint_t *first_unicode, unsigned unicode_stride,
                                   hb_codepoint_t *first_glyph, unsigned glyph_stride, void *user_data) {
    (void)font, (void)user_data;
    const char *unicode = (const char *)first_unicode;
    char *glyph = (char *)first_glyph;
    for (unsigned done = 0; done < count; done++) {
        if (!memo_glyph(data, *(const hb_codepoint_t *)unicode, (hb_codepoint_t *)glyph)) return done;
        unicode += unicode_stride;
        glyph += glyph_stride;
    }
    return count;
}

static hb_position_t get_glyph_h_advance(hb_font_t *font, void *data, hb_codepoint_t glyph, void *user_data) {
    (void)font, (void)user_data;
    return memo_advance(data, glyph);
}

static void get_glyph_h_advances(hb_font_t *font, void *data, unsigned count, const hb_codepoint_t *first_glyph,
                                 unsigned glyph_stride, hb_position_t *first_advance, unsigned advance_stride,
                                 void *user_data) {
    (void)font, (void)user_data;
    const char *glyph = (const char *)first_glyph;
    char *advance = (char *)first_advance;
    for (unsigned i = 0; i < count; i++) {
        *(hb_position_t *)advance = memo_advance(data, *(const hb_codepoint_t *)glyph);
        glyph += glyph_stride;
        advance += advance_stride;
    }
}

static void destroy_memo(void *data) {
    glyph_memo *memo = data;
    for (int i = 0; i < PAGE_COUNT; i++) {
        free((void *)atomic_load_explicit(&memo->glyph_pages[i], memory_order_relaxed));
        free((void *)atomic_load_explicit(&memo->advance_pages[i], memory_order_relaxed));
    }
    hb_font_destroy(memo->base);
    free(memo);
}

static hb_font_funcs_t *shared_funcs;
static pthread_once_t shared_funcs_once = PTHREAD_ONCE_INIT;

static void make_shared_funcs(void) {
    hb_font_funcs_t *funcs = hb_font_funcs_create();
    hb_font_funcs_set_nominal_glyph_func(funcs, get_nominal_glyph, NULL, NULL);
    hb_font_funcs_set_nominal_glyphs_func(funcs, get_nominal_glyphs, NULL, NULL);
    hb_font_funcs_set_glyph_h_advance_func(funcs, get_glyph_h_advance, NULL, NULL);
    hb_font_funcs_set_glyph_h_advances_func(funcs, get_glyph_h_advances, NULL, NULL);
    hb_font_funcs_make_immutable(funcs);
    shared_funcs = funcs;
}

hb_font_t *rt_glyph_cache_font_create(hb_font_t *base) {
    glyph_memo *memo = calloc(1, sizeof *memo);
    if (!memo) return NULL;
    pthread_once(&shared_funcs_once, make_shared_funcs);
    hb_font_t *font = hb_font_create_sub_font(base);
    memo->base = hb_font_reference(base);
    hb_font_set_funcs(font, shared_funcs, memo, destroy_memo);
    hb_font_set_user_data(font, &memo_key, memo, NULL, 0);
    hb_font_make_immutable(font);
    return font;
}

void rt_glyph_cache_font_filled(hb_font_t *font, unsigned *characters, unsigned *glyphs) {
    *characters = 0;
    *glyphs = 0;
    glyph_memo *memo = hb_font_get_user_data(font, &memo_key);
    if (!memo) return;
    for (int i = 0; i < PAGE_COUNT; i++) {
        _Atomic uint32_t *glyph_page = atomic_load_explicit(&memo->glyph_pages[i], memory_order_acquire);
        _Atomic int32_t *advance_page = atomic_load_explicit(&memo->advance_pages[i], memory_order_acquire);
        for (int j = 0; j < PAGE_SIZE; j++) {
            if (glyph_page && atomic_load_explicit(&glyph_page[j], memory_order_relaxed) != 0) *characters += 1;
            if (advance_page && atomic_load_explicit(&advance_page[j], memory_order_relaxed) != UNKNOWN_ADVANCE)
                *glyphs += 1;
        }
    }
}
