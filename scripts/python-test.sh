#!/usr/bin/env bash
# Runs one of the Python-driven tests of `make test` against the debug textmeasure: sets
# up .venv (scripts/python-deps.sh), builds textmeasure, and runs the test file given as
# the only argument with TEXTMEASURE naming the binary. Used by yoga-test.sh and dask-test.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
test_file=${1:?usage: python-test.sh TEST_FILE}
SWIFT=${SWIFT:-swift}
bash scripts/python-deps.sh
"$SWIFT" build --product textmeasure
bin="$("$SWIFT" build --show-bin-path)/textmeasure"
TEXTMEASURE="$bin" .venv/bin/python "$test_file"
