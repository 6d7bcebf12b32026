#!/usr/bin/env python3
"""Reads DocC's detailed documentation coverage table and fails when a symbol lacks a summary.

`docc convert --experimental-documentation-coverage --coverage-summary-level detailed`
(what scripts/docs.sh asks the Swift-DocC plugin for) prints one row per documented
entity: `name | kind | abstract? | curated? | code listing? | parameters | language |
doc://reference`. Every row whose kind is a symbol (every kind but the
"… Implementations" collection groups DocC makes itself) must say `true` under
"Abstract?". The brief table before it (`Types | 100% (92/92) | …`) must show every
type, member and global with an abstract too, so a row lost from the log cannot hide a
gap. A log with no rows at all fails, so a change in DocC's output format cannot pass
silently.

Usage: docs-coverage.py LOG
"""
import re
import sys

NOT_SYMBOLS = {"CollectionGroup", "Article"}


def rows(log):
    for line in log.splitlines():
        fields = line.rsplit("|", 7)  # a name may contain "|" (an operator); the rest cannot
        if len(fields) == 8 and fields[7].strip().startswith("doc://"):
            yield [field.strip() for field in fields]


def brief_gaps(log):
    """The brief table's lines whose abstract column counts fewer than all, e.g. (507/751)."""
    gaps = []
    for line in log.splitlines():
        match = re.match(r"^(Types|Members|Globals)\s*\|\s*[\d.]+% \((\d+)/(\d+)\)", line)
        if match and match.group(2) != match.group(3):
            gaps.append(line.strip())
    return gaps


def main(argv):
    if len(argv) != 2:
        print("usage: docs-coverage.py LOG", file=sys.stderr)
        return 64
    with open(argv[1], encoding="utf-8") as file:
        log = file.read()
    table = list(rows(log))
    symbols = [row for row in table if row[1] not in NOT_SYMBOLS]
    missing = [row for row in symbols if row[2] != "true"]
    for row in sorted(missing, key=lambda row: row[7]):
        print(f"no summary: {row[7]} ({row[1]})")
    if not symbols:
        print("docs coverage: no coverage rows in the DocC output (was --coverage-summary-level detailed passed?)")
        return 1
    gaps = brief_gaps(log)
    for line in gaps:
        print(f"coverage summary shows symbols without an abstract: {line}")
    print(f"docs coverage: {len(symbols) - len(missing)} passed, {len(missing)} failed")
    return 1 if missing or gaps else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
