#!/usr/bin/env bash
# Bounded memory and leaks (`make check-memory`):
#  (a) 200,000 distinct measurements through TextMeasurer.shared in a release build
#      (Reliability/, `richtext-reliability memory`): resident memory is printed every 50,000
#      and must not grow by more than 8 MB after the first report (every cache is full by then);
#  (b) valgrind --leak-check=full on the release textmeasure measuring plain text, rendering
#      markdown (--markdown) and a batch (--batch): any "definitely lost" byte or memory error
#      fails. "Possibly lost" blocks are ICU's break-iterator rule data, which the idle
#      iterator pool keeps through interior pointers until exit;
#      A Swift runtime false positive is suppressed (scripts/valgrind-swift-runtime.supp);
#  (c) valgrind --leak-check=full on 2,000 of the measurements of (a): a C handle lost per
#      layout or per shaping call would show as thousands of definitely lost blocks.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
say() { echo "check-memory: $*"; }

if ! command -v valgrind >/dev/null 2>&1; then
  say "valgrind is missing; install it with: sudo apt-get install -y valgrind" >&2
  exit 1
fi

say "building Reliability/ (release)"
swift build -c release --package-path Reliability 2>&1 | tail -1
Reliability/.build/release/richtext-reliability memory --count "${MEMORY_COUNT:-200000}" \
  --every "${MEMORY_EVERY:-50000}"

say "building textmeasure (release)"
swift build -c release --product textmeasure 2>&1 | tail -1
work=$(mktemp -d "${TMPDIR:-/tmp}/richtext-memory.XXXXXX")
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 debug information swiftc writes; a copy without it
# keeps the symbols (stacks still name functions). The bundled fonts come from Fonts/.
objcopy --strip-debug .build/release/textmeasure "$work/textmeasure"
export RICHTEXT_FONTS_DIR="$root/Fonts"

cat > "$work/doc.md" <<'MARKDOWN'
# Title

Some *markdown* with a [link](https://example.org), `code`, ~~strike~~ and ![img](x.png).

| left | right |
|:-----|------:|
| 1    | 2     |

- [x] done
- [ ] todo
  1. nested

> quote

```
code block
```
MARKDOWN
printf '%s\n' '{"text":"Hello world","width":60}' '{"text":"# Hi\n\n*there* and **here**","markdown":true}' \
  '{"width":3}' '{"text":"مرحبا بالعالم ภาษาไทย 你好 👍🏽","width":80,"maxLines":2}' > "$work/batch.jsonl"

failed=0
check() {  # name, then the arguments of textmeasure (or of richtext-reliability: "memory ...")
  local name=$1
  shift
  local program="$work/textmeasure"
  [[ $1 == memory ]] && program="$work/richtext-reliability"
  local status=0
  valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99 \
    --suppressions="$root/scripts/valgrind-swift-runtime.supp" "$program" "$@" > "$work/out.txt" 2> "$work/valgrind.txt" || status=$?
  local lost possibly errors
  lost=$(grep -o 'definitely lost: [0-9,]* bytes in [0-9,]* blocks' "$work/valgrind.txt" || echo "definitely lost: 0 bytes")
  possibly=$(grep -o 'possibly lost: [0-9,]* bytes in [0-9,]* blocks' "$work/valgrind.txt" || echo "possibly lost: 0 bytes")
  errors=$(grep -o 'ERROR SUMMARY: [0-9,]* errors' "$work/valgrind.txt" || echo "ERROR SUMMARY: ?")
  say "valgrind $name: $lost; $possibly; $errors (exit $status)"
  if [[ $status -eq 99 ]] || ! grep -q 'definitely lost: 0 bytes\|no leaks are possible' "$work/valgrind.txt"; then
    grep -A12 'definitely lost in\|Invalid\|uninitialised' "$work/valgrind.txt" | head -60 >&2 || true
    failed=1
  fi
}
check "plain text" measure --width 300 "Hello world, office AVA مرحبا بالعالم 你好 ภาษาไทย क्षत्रिय 👨‍👩‍👧"
check "markdown" measure --markdown --width 300 --file "$work/doc.md"
check "batch" measure --batch --file "$work/batch.jsonl"
objcopy --strip-debug Reliability/.build/release/richtext-reliability "$work/richtext-reliability"
check "2,000 measurements" memory --count 2000 --every 1000
if [[ $failed -ne 0 ]]; then
  say "FAILED: valgrind found leaks or memory errors"
  exit 1
fi
say "passed"
