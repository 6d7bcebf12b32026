#!/usr/bin/env bash
# Damaged fonts (`make check-bad-fonts`): 1,000 truncated or byte-flipped variants of every
# bundled font (Tests/RichTextTests/FontCorruptor.swift), each loaded from bytes and, if it
# loads, laid out in seven scripts and queried (DamagedFontTrial.swift), in a release build
# (Reliability/). Each must throw a FontError or lay out with finite geometry; a crash names
# the variant. Then 100 other variants per font under valgrind, which sees reads outside
# the data inside FreeType and HarfBuzz that no Swift check would.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
say() { echo "check-bad-fonts: $*"; }

say "building Reliability/ (release)"
swift build -c release --package-path Reliability 2>&1 | tail -1
tool=Reliability/.build/release/richtext-reliability
"$tool" bad-fonts --variants "${BAD_FONT_VARIANTS:-1000}"

if command -v valgrind >/dev/null 2>&1; then
  say "100 more variants per font under valgrind"
  work=$(mktemp -d "${TMPDIR:-/tmp}/richtext-bad-fonts.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  objcopy --strip-debug "$tool" "$work/richtext-reliability"  # valgrind 3.19 cannot read DWARF 5
  export RICHTEXT_FONTS_DIR=$(pwd)/Fonts
  status=0
  valgrind -q --error-exitcode=99 "$work/richtext-reliability" bad-fonts --variants 100 \
    --from "${BAD_FONT_VARIANTS:-1000}" 2> "$work/valgrind.txt" | tail -1 || status=$?
  if [[ $status -ne 0 ]]; then
    head -80 "$work/valgrind.txt" >&2
    say "FAILED under valgrind (exit $status)"
    exit 1
  fi
  say "valgrind: no memory errors"
else
  say "valgrind is missing: the valgrind pass is skipped (sudo apt-get install -y valgrind)"
fi
