#!/usr/bin/env bash
# The Dask recipe's test (part of `make test`): scripts/dask_measure.py measures a corpus
# on a local Dask cluster of 2 worker processes through the debug textmeasure, and its
# output must equal one `textmeasure measure --batch` run line for line
# (Tests/Dask/test_dask_measure.py). Sets up .venv first (scripts/python-deps.sh); ends
# with "dask: N passed, N failed".
exec bash "$(dirname "${BASH_SOURCE[0]}")/python-test.sh" Tests/Dask/test_dask_measure.py
