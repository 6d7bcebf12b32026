#!/usr/bin/env bash
# `make docs`: builds the DocC documentation of RichText and TextParsers (their catalogues
# Sources/*/*.docc and every `///` comment) into one static site in docs-site/ (git-ignored)
# with the Swift-DocC plugin, and fails when DocC warns (a broken symbol link, a parameter
# without documentation: --warnings-as-errors) or when DocC's documentation coverage
# shows a public symbol without a summary (scripts/docs-coverage.py reads the table).
#
# DOCS_OUTPUT (default docs-site) is the folder; DOCS_HOSTING_BASE_PATH, when the site is
# served below the root (GitHub Pages: the repository's name), is passed to DocC.
# Browse it with: python3 -m http.server --directory docs-site 8000, then open
# http://localhost:8000/documentation/richtext (add the base path when one is set).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SWIFT=${SWIFT:-swift}
output=${DOCS_OUTPUT:-docs-site}
log=$(mktemp)
errors=$(mktemp)
trap 'rm -f "$log" "$errors"' EXIT
rm -rf "$output"
arguments=(
    --allow-writing-to-directory "$output"
    generate-documentation --target RichText --target TextParsers
    --enable-experimental-combined-documentation --output-path "$output"
    --transform-for-static-hosting
    # Members Swift synthesizes or inherits (Equatable's !=, SetAlgebra's defaults) are
    # left out; members written for a standard protocol show that protocol's comment.
    --experimental-skip-synthesized-symbols --enable-inherited-docs
    --warnings-as-errors
    --experimental-documentation-coverage --coverage-summary-level detailed
)
if [[ -n "${DOCS_HOSTING_BASE_PATH:-}" ]]; then
    arguments+=(--hosting-base-path "$DOCS_HOSTING_BASE_PATH")
fi
# Standard output (DocC's coverage tables) apart from standard error (build progress), so
# the two never interleave inside a table row.
if ! "$SWIFT" package "${arguments[@]}" >"$log" 2>"$errors"; then
    cat "$errors" "$log"
    echo "make docs: DocC failed (see above)" >&2
    exit 1
fi
grep -v '^\[' "$errors" || true            # build progress lines left out
grep -v '^[^|]*|.*| doc://' "$log" || true  # the coverage table's rows left out
python3 scripts/docs-coverage.py "$log"
echo "make docs: the site is in $output/ (python3 -m http.server --directory $output 8000," \
    "then http://localhost:8000/documentation/richtext)"
