#!/usr/bin/env bash
# The Yoga cross-check (part of `make test`): Yoga, through PyPI's poga bindings, lays out
# flex trees whose text leaves measure through one `textmeasure serve` process, and every
# leaf's frame must equal RichText's own layout of its text at its width. Sets up .venv
# first (scripts/python-deps.sh); ends with "yoga: N passed, N failed".
exec bash "$(dirname "${BASH_SOURCE[0]}")/python-test.sh" Tests/Yoga/test_yoga_layout.py
