#!/usr/bin/env bash
# Writes the fuzzers' generated seed corpora into $1 (default .build-fuzz/seeds), one folder
# per target, from the repository's own test data: the corpus paragraphs in 13 languages
# (Tests/Corpus; as layout text, emoticon text and batch request lines), the markdown goldens'
# inputs (Tests/TextParsersTests/Goldens/*.md) and the layout goldens' dumps. Small hand-made seeds are committed under Fuzz/Seeds/<target>/.
# Needs bash and coreutils only. Run from anywhere; `make fuzz` runs it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${1:-.build-fuzz/seeds}
rm -rf "$out"
mkdir -p "$out"/{FuzzLayout,FuzzMarkdown,FuzzEmoticons,FuzzFontBytes,FuzzBatchLine}

# The FuzzLayout header (LayoutRecipe.headerLength = 24 bytes) for seed number $1: every
# choice varies with the number, so the seeds cover sizes, widths, truncation and attributes.
layout_header() {
  local n=$1 k byte
  for ((k = 0; k < 24; k++)); do
    byte=$(( (n * 37 + k * 11 + (n / 7) * k * 5) % 256 ))
    printf "\\x$(printf %02x "$byte")"
  done
}

# Corpus paragraphs: lines 1, 9, 17, ... of each language (every 8th, up to 6), alone and
# three at a time as paragraphs of one text.
n=0
for file in Tests/Corpus/*.txt; do
  lang=$(basename "$file" .txt)
  for line in 1 9 17 25 33 41; do
    text=$(sed -n "${line}p" "$file")
    [[ -n "$text" ]] || continue
    { layout_header "$n"; printf '%s' "$text"; } > "$out/FuzzLayout/$lang-$line"
    printf '%s' "$text" > "$out/FuzzEmoticons/$lang-$line"
    escaped=$(printf '%s' "$text" | sed 's/\\/\\\\/g; s/"/\\"/g')
    printf '{"text":"%s","width":%d,"maxLines":%d}' "$escaped" $((100 + line * 7)) $((line % 4)) \
      > "$out/FuzzBatchLine/$lang-$line"
    n=$((n + 1))
  done
  { layout_header "$n"; sed -n '2,4p' "$file"; } > "$out/FuzzLayout/$lang-paragraphs"
  sed -n '2,4p' "$file" | sed 's/^/- /' > "$out/FuzzMarkdown/$lang-list"
  n=$((n + 1))
done

# Layout golden dumps as text (numbers, ranges, punctuation), and the markdown goldens' inputs.
for file in Tests/RichTextTests/Goldens/*.txt; do
  { layout_header "$n"; head -c 1500 "$file"; } > "$out/FuzzLayout/golden-$(basename "$file" .txt)"
  n=$((n + 1))
done
for file in Tests/TextParsersTests/Goldens/*.md; do
  cp "$file" "$out/FuzzMarkdown/golden-$(basename "$file")"
done

# Fonts: the two smallest bundled fonts whole (Hebrew, Thai), and cut-off copies.
for font in NotoSansHebrew-Regular NotoSansThai-Regular; do
  cp "Fonts/$font.ttf" "$out/FuzzFontBytes/$font"
  head -c 12 "Fonts/$font.ttf" > "$out/FuzzFontBytes/$font-header"
  head -c 4096 "Fonts/$font.ttf" > "$out/FuzzFontBytes/$font-4k"
done

echo "fuzz-seeds: $(find "$out" -type f | wc -l) seeds in $out"
