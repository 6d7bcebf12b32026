#!/usr/bin/env bash
# Rebuild Tests/Fixtures/PeerBreaks/pango-breaks.json from Tests/Corpus/*.txt and cases.txt
# using Pango and only the bundled fonts in Fonts/. Needs libpango1.0-dev (pkg-config
# pangocairo). The binary is built into a temporary folder, never into the repository.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"

build="$(mktemp -d /tmp/record-pango-breaks.XXXXXX)"
trap 'rm -rf "$build"' EXIT

cc -std=gnu11 -O2 -Wall -Wextra -Wno-deprecated-declarations \
    -o "$build/record-pango-breaks" "$here/record-pango-breaks.c" \
    $(pkg-config --cflags --libs pangocairo pangofc fontconfig harfbuzz)

# Fixed locale so nothing depends on the caller's environment (the program sets the
# Pango language per paragraph; fontconfig sees only the private config it builds).
LC_ALL=C.UTF-8 "$build/record-pango-breaks" "$root/Fonts" "$root/Tests/Corpus" \
    "$here/cases.txt" > "$build/pango-breaks.json"
mv "$build/pango-breaks.json" "$here/pango-breaks.json"
echo "wrote $here/pango-breaks.json"
