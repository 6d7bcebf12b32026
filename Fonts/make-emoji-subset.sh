#!/usr/bin/env bash
# Regenerates NotoColorEmoji-Subset.ttf from the Debian package's NotoColorEmoji.ttf.
#
# Usage: ./make-emoji-subset.sh [OUTPUT.ttf]
#   OUTPUT defaults to NotoColorEmoji-Subset.ttf next to this script.
#   SOURCE (env) overrides the input font
#   (default /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf, Debian fonts-noto-color-emoji).
#
# Needs hb-subset (Debian libharfbuzz-bin). Made with fonts-noto-color-emoji
# 2.042-0+deb12u1 and hb-subset 6.0.0; other versions give a similar but not
# byte-identical file.
#
# What the flags do:
#   --unicodes=...           the code points listed below (cmap entries + their glyphs).
#   (default)                hb-subset runs GSUB closure: a ccmp ligature is kept
#                            when ALL of its component glyphs are in the subset, so
#                            ZWJ sequences, flags, keycaps and skin-tone forms made
#                            only of the listed code points survive as one glyph.
#   --layout-features='*'    keep every GSUB feature (the font has only 'ccmp', which
#                            is in hb-subset's default list anyway; '*' makes it explicit).
#   --name-IDs='*'           keep all name records, including licence description (13)
#                            and licence URL (14); the default keeps only IDs 0-6.
#   --name-languages='*'     keep name records in all languages.
#   CBDT/CBLC (colour bitmaps) are subset by hb-subset by default; no flag is needed.
#   Glyph ids are renumbered (no --retain-gids).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="${SOURCE:-/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf}"
out="${1:-$here/NotoColorEmoji-Subset.ttf}"

command -v hb-subset >/dev/null || { echo "hb-subset not found (apt-get install libharfbuzz-bin)" >&2; exit 1; }
[[ -r "$src" ]] || { echo "source font not readable: $src" >&2; exit 1; }

codepoints=(
  # ---------------------------------------------------------------- required
  # sequence machinery
  200D              # ZERO WIDTH JOINER
  FE0F              # VARIATION SELECTOR-16 (emoji presentation)
  20E3              # COMBINING ENCLOSING KEYCAP
  23 2A 30-39       # keycap bases: # * 0-9  (closure adds the 12 keycap ligatures)
  1F3FB-1F3FF       # skin-tone modifiers (Fitzpatrick 1-2 .. 6)

  # regional indicator letters A B C D E F G H I J K L N P R S T U V, for the
  # flags DE US GB FR JP IL SA IN TH CN KR RU GR VN IR.  The closure also keeps
  # every other flag spelled with two of these 19 letters (165 flags in total).
  1F1E6-1F1EB       # A B C D E F
  1F1EC-1F1F1       # G H I J K L
  1F1F3 1F1F5       # N P
  1F1F7-1F1FB       # R S T U V

  # the whole Emoticons block
  1F600-1F64F

  # common symbols
  2764 2600 260E 2B50 2705 2714 26A0 267B 2728
  1F525 1F44D 1F44E 1F44B 1F44F 1F389 1F4AF 1F680 1F30D

  # people / family bases: boy girl man woman person baby
  1F466 1F467 1F468 1F469 1F9D1 1F476

  # profession components for ZWJ sequences (person + ZWJ + component)
  1F4BB             # laptop          👩‍💻 technologist
  1F680             # rocket          🧑‍🚀 astronaut
  1F373             # cooking         👨‍🍳 cook
  1F52C             # microscope      👩‍🔬 scientist
  2695              # staff of Aesculapius  👨‍⚕️ health worker
  1F3EB             # school          👩‍🏫 teacher
  1F393             # graduation cap  👨‍🎓 student
  1F33E             # sheaf of rice   👩‍🌾 farmer
  1F527             # wrench          👨‍🔧 mechanic
  2708              # airplane        👩‍✈️ pilot

  # ---------------------------------------------------------------- extras
  # Chosen to be cheap: none of these pulls in large families of ZWJ/skin-tone
  # ligatures (e.g. 2640/2642 gender signs would add ~200 KB, 1F91D handshake
  # ~340 KB, each extra profession ~60-80 KB, so they are left out).
  1F46A                                           # family (single code point)
  1F494 1F499 1F49A 1F49B 1F49C 1F5A4 1F9E1       # hearts
  2601 26A1 2744 1F308 1F31F                      # weather / sky
  23F0                                            # alarm clock
  274C 2753 2757 00A9 00AE 2122                   # marks
  1F4A9 1F480 1F440 1F4A1                         # misc
  1F44C 270C 1F4AA                                # more hands (with skin tones)
  1F914 1F917 1F923 1F929 1F970 1F973 1F97A 263A  # faces outside the Emoticons block
  1F381 1F382 1F388 1F3C6 26BD                    # celebration / sport
  1F4F1 1F4E7 1F512 1F50D                         # devices / office
  2615 1F355                                      # food and drink
  1F431 1F436 1F984                               # animals
  1F3F3                                           # white flag (closure adds 🏳️‍🌈 via 1F308)
)

# join with commas (comments inside the array are ignored by bash)
unicodes="$(IFS=,; echo "${codepoints[*]}")"

hb-subset \
  --font-file="$src" \
  --unicodes="$unicodes" \
  --layout-features='*' \
  --name-IDs='*' \
  --name-languages='*' \
  --output-file="$out"

echo "wrote $out ($(stat -c %s "$out") bytes)" >&2
