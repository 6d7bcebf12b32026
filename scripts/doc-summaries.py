#!/usr/bin/env python3
"""Checks that every public symbol of the given modules has a documentation summary.

Reads the symbol graphs `swift package dump-symbol-graph` writes (MODULE.symbols.json and
MODULE@OTHER.symbols.json for extensions of other modules' types) and fails, naming each
symbol with its file and line, when a symbol has no doc comment or its comment does not
start with a summary sentence (only "- Parameter ..." lines, say). A member that
implements a standard-library protocol requirement (Equatable's ==, Codable's
init(from:)) carries that protocol's comment in the graph; DocC shows it with
--enable-inherited-docs, as `make docs` runs it, so it counts as documented here too.

Usage: doc-summaries.py SYMBOL_GRAPH_DIR MODULE...
Prints one line per missing summary, then "doc summaries: N passed, M failed".
"""
import glob
import json
import os
import sys


def summary(symbol):
    """The first line of the symbol's doc comment that is not blank, or None."""
    for line in (symbol.get("docComment") or {}).get("lines", []):
        text = line.get("text", "").strip()
        if text:
            return None if text.startswith("- ") else text
    return None


def where(symbol):
    location = symbol.get("location")
    if not location:
        return "(no source location)"
    path = location["uri"].removeprefix("file://")
    path = os.path.relpath(path) if path.startswith("/") else path
    return f"{path}:{location['position']['line'] + 1}"


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 64
    folder, modules = argv[1], argv[2:]
    passed, missing = 0, []
    for module in modules:
        graphs = [os.path.join(folder, f"{module}.symbols.json")]
        graphs += sorted(glob.glob(os.path.join(folder, f"{module}@*.symbols.json")))
        if not os.path.exists(graphs[0]):
            print(f"doc summaries: no symbol graph for {module} in {folder}", file=sys.stderr)
            return 1
        for graph in graphs:
            with open(graph, encoding="utf-8") as file:
                symbols = json.load(file)["symbols"]
            for symbol in symbols:
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                if summary(symbol):
                    passed += 1
                else:
                    name = ".".join(symbol["pathComponents"])
                    missing.append(f"{where(symbol)}: {module}.{name} has no summary")
    for line in sorted(missing):
        print(line)
    print(f"doc summaries: {passed} passed, {len(missing)} failed")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
