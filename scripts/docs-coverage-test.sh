#!/usr/bin/env bash
# Part of `make test`: every public symbol of RichText and TextParsers has a `///` summary.
# Extracts the modules' symbol graphs from the debug build (what `swift test` just built,
# so this takes seconds) and checks each public symbol's doc comment with
# scripts/doc-summaries.py, which names every symbol that lacks one and fails.
# `make docs` checks the same through DocC's documentation coverage.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SWIFT=${SWIFT:-swift}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! "$SWIFT" package dump-symbol-graph --skip-synthesized-members >"$log" 2>&1; then
    cat "$log"
    echo "docs-coverage-test: swift package dump-symbol-graph failed" >&2
    exit 1
fi
folder=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
python3 scripts/doc-summaries.py "$folder" RichText TextParsers
