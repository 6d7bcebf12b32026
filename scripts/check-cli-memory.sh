#!/usr/bin/env bash
# Peak memory of textmeasure's streamed outputs on a 5 MB text, against the memory of the
# layout (or shaped text) they print. Usage: scripts/check-cli-memory.sh [path/to/textmeasure]
# (default: a release build). Fails when an output needs 2× its baseline or more.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-}
if [ -z "$binary" ]; then
  swift build -c release --product textmeasure >/dev/null
  binary="$(swift build -c release --show-bin-path)/textmeasure"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# 5 MB of English paragraphs from the corpus, numbered so words repeat less.
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
lines = [l.strip() for l in open("Tests/Corpus/en.txt", encoding="utf-8") if l.strip()]
out, size, i = [], 0, 0
while size < 5 * 1024 * 1024:
    line = f"{i} " + lines[i % len(lines)]
    out.append(line); size += len(line.encode()) + 1; i += 1
text = "\n".join(out)
open(f"{work}/5mb.txt", "w", encoding="utf-8").write(text)
open(f"{work}/5mb.jsonl", "w", encoding="utf-8").write(json.dumps({"text": text, "width": 600}) + "\n")
PY
peak() {  # peak RSS in MB of a command, its output discarded
  python3 - "$@" <<'PY'
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
print(round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024))
PY
}
layout=$(peak "$binary" measure --batch --file "$work/5mb.jsonl")
json=$(peak "$binary" measure --width 600 --json --file "$work/5mb.txt")
shaped=$(peak "$binary" shape --file "$work/5mb.txt")
glyphs=$(peak "$binary" shape --glyphs --file "$work/5mb.txt")
echo "5 MB text, peak resident memory:"
echo "  the layout alone (measure --batch, one request, tiny output): ${layout} MB"
echo "  measure --width 600 --json:                                   ${json} MB ($(python3 -c "print(round($json/$layout, 2))")× the layout)"
echo "  the shaped text alone (shape, runs only):                      ${shaped} MB"
echo "  shape --glyphs:                                                ${glyphs} MB ($(python3 -c "print(round($glyphs/$shaped, 2))")× the shaped text)"
python3 -c "import sys; sys.exit(0 if $json < 2 * $layout and $glyphs < 2 * $shaped else 1)" \
  || { echo "check-cli-memory: an output needs 2× its baseline or more" >&2; exit 1; }
