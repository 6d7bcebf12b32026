#!/usr/bin/env bash
# Writes the committed font seeds of FuzzFontBytes (Fuzz/Seeds/FuzzFontBytes/*.ttf): subsets of
# the bundled fonts to a few characters each (a few KB, so libFuzzer's mutations hit tables
# rather than glyph outlines), made with HarfBuzz's subsetter (libharfbuzz-subset, part of
# libharfbuzz-dev) through a small C program. Run by hand after changing the list below.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/subset.c" <<'C'
#include <hb-subset.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: subset FONT TEXT OUT\n"); return 64; }
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(argv[1]);
    if (!blob) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    hb_face_t *face = hb_face_create(blob, 0);
    hb_subset_input_t *input = hb_subset_input_create_or_fail();
    hb_set_t *unicodes = hb_subset_input_unicode_set(input);
    hb_codepoint_t scalar;
    const char *text = argv[2];
    while (*text) {
        unsigned char c = (unsigned char)*text;
        int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        scalar = length == 1 ? c : c & (0xFF >> (length + 1));
        for (int i = 1; i < length; i++) scalar = (scalar << 6) | ((unsigned char)text[i] & 0x3F);
        hb_set_add(unicodes, scalar);
        text += length;
    }
    hb_face_t *subset = hb_subset_or_fail(face, input);
    if (!subset) { fprintf(stderr, "subsetting %s failed\n", argv[1]); return 1; }
    hb_blob_t *out = hb_face_reference_blob(subset);
    unsigned int size;
    const char *data = hb_blob_get_data(out, &size);
    FILE *file = fopen(argv[3], "wb");
    if (!file || fwrite(data, 1, size, file) != size) { fprintf(stderr, "cannot write %s\n", argv[3]); return 1; }
    fclose(file);
    return 0;
}
C
cc -O1 -o "$work/subset" "$work/subset.c" $(pkg-config --cflags --libs harfbuzz-subset)
fonts=../Fonts
out=Seeds/FuzzFontBytes
"$work/subset" "$fonts/NotoSans-Regular.ttf" "Hello, world! 0123 fi AV" "$out/noto-sans-latin.ttf"
"$work/subset" "$fonts/NotoSansArabic-Regular.ttf" "مرحبا بالعالم ١٢" "$out/noto-sans-arabic.ttf"
"$work/subset" "$fonts/NotoSansThai-Regular.ttf" "ภาษาไทย" "$out/noto-sans-thai.ttf"
"$work/subset" "$fonts/NotoSansDevanagari-Regular.ttf" "क्षि हिन्दी" "$out/noto-sans-devanagari.ttf"
"$work/subset" "$fonts/DroidSansFallback.ttf" "你好こんにちは안녕" "$out/droid-sans-cjk.ttf"
"$work/subset" "$fonts/NotoColorEmoji-Subset.ttf" "👍" "$out/noto-color-emoji.ttf"
ls -l "$out"
