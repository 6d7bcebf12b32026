#!/usr/bin/env bash
# RichText's benchmark suite, the single entry point of `make bench` (also `bash Benchmarks/run.sh`
# from anywhere). Installs what is missing (as root), builds the benchmark package in release mode,
# exports the corpora, runs SkParagraph (skparagraph.py), times the Dask recipe with 1 and 2 workers
# (dask_bench.py, in ../.venv), profiles RichText with callgrind, runs
# richtext-bench (RichText, Pango, Qt, raw HarfBuzz; textmeasure serve, built in release mode too)
# and writes ../BENCHMARKS.md.
#
# Environment:
#   BENCH_OUTPUT=FILE     report path (default ../BENCHMARKS.md, i.e. the repository's top)
#   BENCH_CALLGRIND=0     skip the callgrind profiles ("Where the time goes")
#   BENCH_PROFILE_N=200   cold Latin-200 layouts under callgrind
#   BENCH_PROFILE_FIRST_N=150  first-sight layouts per corpus (nonce, cjk, arabic, devanagari)
#   BENCH_ARGS="..."      extra richtext-bench flags (e.g. "--runs 5 --run-ms 30")
#   BENCH_DASK=0          skip the Dask recipe's 1-vs-2-worker throughput (dask_bench.py)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
here=$(pwd)
output=${BENCH_OUTPUT:-$(cd .. && pwd)/BENCHMARKS.md}
started=$(date +%s)
work=$(mktemp -d "${TMPDIR:-/tmp}/richtext-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
is_root() { [[ $(id -u) -eq 0 ]]; }
group() { echo "$1" | sed -e ':a' -e 's/\B[0-9]\{3\}\>/,&/' -e 'ta'; }  # 1234567 -> 1,234,567
say() { echo "run.sh: $*" >&2; }

if ! command -v swift >/dev/null 2>&1; then
  say "'swift' is not on PATH; install Swift 6 (https://www.swift.org/install/linux/) first"
  exit 1
fi

# RichText's own build dependencies (HarfBuzz, FriBidi, ICU, fontconfig, cmark-gfm).
if [[ -f ../scripts/install-deps.sh ]]; then
  bash ../scripts/install-deps.sh
fi

# Pango (peer): libpango1.0-dev, only if pkg-config cannot find pangocairo.
if ! pkg-config --exists pangocairo 2>/dev/null; then
  if is_root && command -v apt-get >/dev/null 2>&1; then
    say "installing libpango1.0-dev"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q && apt-get install -y -q --no-install-recommends libpango1.0-dev || true
  fi
  if ! pkg-config --exists pangocairo 2>/dev/null; then
    say "Pango is missing: the Pango peer is skipped. Install it with:"
    say "  sudo apt-get update && sudo apt-get install -y libpango1.0-dev"
    export RICHTEXT_BENCH_NO_PANGO=1
  fi
fi

# Qt (peer): qt6-base-dev (Qt 6 Gui + Core, the same system HarfBuzz), only if pkg-config
# cannot find Qt6Gui.
if ! pkg-config --exists Qt6Gui 2>/dev/null; then
  if is_root && command -v apt-get >/dev/null 2>&1; then
    say "installing qt6-base-dev"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q && apt-get install -y -q --no-install-recommends qt6-base-dev || true
  fi
  if ! pkg-config --exists Qt6Gui 2>/dev/null; then
    say "Qt 6 is missing: the Qt peer is skipped. Install it with:"
    say "  sudo apt-get update && sudo apt-get install -y qt6-base-dev"
    export RICHTEXT_BENCH_NO_QT=1
  fi
fi

# SkParagraph (peer): skia-python from PyPI, pinned, in the project's git-ignored ../.venv
# (made by scripts/python-deps.sh, as for the tests), never in the system's Python.
skia_version=144.1
skia=1
python=../.venv/bin/python
if ! bash ../scripts/python-deps.sh; then
  say "../.venv could not be made: the SkParagraph peer is skipped"
  skia=0
elif ! "$python" -c 'import skia' >/dev/null 2>&1; then
  say "installing skia-python==$skia_version into ../.venv"
  "$python" -m pip install -q --disable-pip-version-check "skia-python==$skia_version" || true
  if ! "$python" -c 'import skia' >/dev/null 2>&1; then
    say "skia-python is missing: the SkParagraph peer is skipped. Install it with:"
    say "  ../.venv/bin/python -m pip install skia-python==$skia_version"
    skia=0
  fi
fi

say "building (swift build -c release in $here)"
# SwiftPM keeps a path dependency's file list in the build description: a source file
# added to the root package since the last build would be missing ("cannot find … in
# scope"). Dropping the description makes it list the files again (nothing is rebuilt
# that did not change).
rm -f .build/release/description.json
swift build -c release
bin="$(swift build -c release --show-bin-path)/richtext-bench"
# The textmeasure binary the serve scenario drives (100,000 requests through one process).
say "building textmeasure (swift build -c release --product textmeasure in $(cd .. && pwd))"
(cd .. && swift build -c release --product textmeasure)
textmeasure="$(cd .. && swift build -c release --show-bin-path)/textmeasure"

# The corpora, generated once by the Swift runner and shared with skparagraph.py.
"$bin" --export-corpus "$work/corpus" --export-only

bench_args=()
if [[ $skia -eq 1 ]]; then
  say "running SkParagraph (skparagraph.py)"
  # skia-python loads the system fontconfig configuration at import, which can warn about
  # newer elements; the benchmark only uses the fonts registered from ../Fonts.
  # (It has crashed once with SIGBUS inside Skia on a busy machine: try twice.)
  for attempt in 1 2; do
    if "$python" skparagraph.py --corpus "$work/corpus" --output "$work/skparagraph.json" \
         2> >(grep -v '^Fontconfig warning' >&2); then
      break
    fi
    say "skparagraph.py failed (attempt $attempt)"
    rm -f "$work/skparagraph.json"
  done
  if [[ -s $work/skparagraph.json ]]; then
    bench_args+=(--skparagraph "$work/skparagraph.json")
  else
    say "SkParagraph results are missing: its column says \"not run\""
  fi
fi

# Measuring at cluster scale: scripts/dask_measure.py on local Dask clusters of 1 and 2 workers
# with the release textmeasure (dask and distributed in ../.venv, from scripts/python-deps.sh).
if [[ ${BENCH_DASK:-1} != 0 ]]; then
  say "timing the Dask recipe (dask_bench.py, 1 and 2 workers)"
  if bash ../scripts/python-deps.sh \
     && ../.venv/bin/python dask_bench.py --textmeasure "$textmeasure" --output "$work/dask.md"; then
    bench_args+=(--dask-report "$work/dask.md")
  else
    say "dask_bench.py failed: its section says \"not run\""
  fi
fi

# Where the time goes: callgrind over N cold Latin-200 layouts (RichText's word cache as the
# process leaves it: empty at start, then filled by the layouts), then over N first-sight
# layouts (cache emptied before each paragraph) of the nonce, CJK, Arabic and Devanagari corpora.
# Collection is limited to the profiled function, so font loading and corpus generation are not
# counted.
if [[ ${BENCH_CALLGRIND:-1} != 0 ]] && command -v valgrind >/dev/null 2>&1 && command -v callgrind_annotate >/dev/null 2>&1; then
  # valgrind cannot read the DWARF 5 the Swift toolchain emits: profile a copy without
  # debug info (the symbol table stays, which is all function-level profiles need).
  mkdir -p "$work/profile"
  objcopy --strip-debug "$bin" "$work/profile/richtext-bench"
  cp -r "$(dirname "$bin")"/*.resources "$work/profile/" 2>/dev/null || true
  # profile NAME N ARGS...: writes $work/NAME.out (or prints the log and returns 1)
  profile() {
    local name=$1 count=$2
    shift 2
    valgrind --tool=callgrind --callgrind-out-file="$work/$name.out" --toggle-collect='*profileColdLatin*' \
      "$work/profile/richtext-bench" --profile-cold-latin "$count" "$@" >"$work/$name.log" 2>&1 \
      || say "callgrind failed for $name (see the log below)"
    [[ -s $work/$name.out ]] || { cat "$work/$name.log" >&2 || true; return 1; }
  }
  total() {
    callgrind_annotate "$work/$1.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
  }
  # rows NAME COUNT FOLD OPTIONS...: "Ir (pct) | function | object", demangled, wrappers
  # (≥ 99.99 %) left out; FOLD=1 also leaves out rows within 3 % of the row kept above them
  # (a wrapper and its single callee, e.g. hb_shape → hb_shape_full → hb_shape_plan_execute)
  rows() {
    local name=$1 count=$2 fold=$3
    shift 3
    callgrind_annotate "$@" "$work/$name.out" 2>/dev/null \
      | grep -E '^ *[0-9,]+ +\( *[0-9.]+%\) ' | grep -v 'PROGRAM TOTALS' \
      | sed -E 's/^ *([0-9,]+) +\( *([0-9.]+)%\) +(.*) \[([^]]*)\]$/\1\t\2\t\3\t\4/' \
      | awk -F'\t' -v fold="$fold" '$2 < 99.99 {
          ir = $1; gsub(",", "", ir); ir += 0
          if (fold && kept > 0 && ir >= 0.97 * kept) next
          kept = ir; print
        }' | head -"$count" \
      | while IFS=$'\t' read -r ir pct symbol object; do
          symbol=${symbol#*:}  # drop "file:" (??? when there is no debug info)
          pretty=$(printf '%s\n' "$symbol" | swift demangle --simplified --compact 2>/dev/null || printf '%s' "$symbol")
          printf '| %s | %s %% | `%s` | %s |\n' "$ir" "$pct" "${pretty//|/\\|}" "$(basename "$object")"
        done
  }
  n=${BENCH_PROFILE_N:-200}
  first_n=${BENCH_PROFILE_FIRST_N:-150}
  say "profiling $n cold Latin-200 layouts with callgrind"
  : >"$work/callgrind.md"
  set +o pipefail  # head/awk stop reading early: callgrind_annotate's SIGPIPE is expected
  if profile latin200 "$n"; then
    t=$(total latin200)
    {
      echo "### Cold Latin-200"
      echo
      echo "\`valgrind --tool=callgrind --toggle-collect='*profileColdLatin*' richtext-bench --profile-cold-latin $n\`:"
      echo "$n cold layouts of distinct Latin ~200-char paragraphs at width 300 (fonts loaded before"
      echo "collection starts). Instructions executed (Ir): $(group "$t") in all, about"
      echo "$(group $(( t / n ))) per paragraph. Counts are instructions, not time (cache misses and"
      echo "allocation latency do not show); \`0x…\` rows are unnamed functions inside the library shown."
      echo "The profiled process starts with an empty shaped-word cache, so HarfBuzz (\`hb_shape\`) weighs more"
      echo "here than in the timed runs, where most words of a new paragraph are already cached."
      echo
      echo "Top 15 by inclusive cost (the function and everything it calls; a function within 3 % of the"
      echo "row above it, a wrapper's single callee, is left out):"
      echo
      echo "| Ir inclusive | share | function | object |"
      echo "|---:|---:|---|---|"
      rows latin200 15 1 --inclusive=yes
      echo
      echo "Top 15 by self cost (instructions in the function's own body):"
      echo
      echo "| Ir self | share | function | object |"
      echo "|---:|---:|---|---|"
      rows latin200 15 0 --inclusive=no
      echo
    } >>"$work/callgrind.md"
  fi
  for corpus in nonce cjk arabic devanagari; do
    say "profiling $first_n first-sight $corpus layouts with callgrind"
    profile "first-$corpus" "$first_n" --profile-corpus "$corpus" --profile-first-sight || continue
    t=$(total "first-$corpus")
    {
      echo "### First sight: $corpus"
      echo
      echo "\`richtext-bench --profile-cold-latin $first_n --profile-corpus $corpus --profile-first-sight\`:"
      echo "$first_n layouts of distinct \`$corpus\` paragraphs, \`removeAllShapedWords()\` before each (as"
      echo "\`first-sight/$corpus\`). Ir: $(group "$t") in all, about $(group $(( t / first_n ))) per paragraph."
      echo "These paragraphs go through the word cache: a workspace declares a miss storm only after twice"
      echo "the words the cache holds (about 2,700 such Latin paragraphs; \`MissStormGauge\`) and then shapes"
      echo "three items in four whole; the timed first-sight rows run mostly in that state (profile summary)."
      echo "Top 10 by inclusive cost (wrappers' single callees left out, as above):"
      echo
      echo "| Ir inclusive | share | function | object |"
      echo "|---:|---:|---|---|"
      rows "first-$corpus" 10 1 --inclusive=yes
      echo
    } >>"$work/callgrind.md"
  done
  set -o pipefail
  if [[ -s $work/callgrind.md ]]; then
    # The hand-kept summary of what the profiles show goes first.
    if [[ -f profile-summary.md ]]; then
      { cat profile-summary.md; echo; cat "$work/callgrind.md"; } >"$work/callgrind-report.md"
      mv "$work/callgrind-report.md" "$work/callgrind.md"
    fi
    bench_args+=(--callgrind-report "$work/callgrind.md")
  fi
else
  say "callgrind skipped (valgrind missing or BENCH_CALLGRIND=0)"
fi

say "running richtext-bench"
# shellcheck disable=SC2086
"$bin" --output "$output" --suite-start "$started" --textmeasure "$textmeasure" "${bench_args[@]}" ${BENCH_ARGS:-}
say "done in $(( $(date +%s) - started )) s (including the build); report: $output"
