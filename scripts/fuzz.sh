#!/usr/bin/env bash
# The entry point of `make fuzz`: builds the libFuzzer targets of the Fuzz/ package with
# AddressSanitizer, writes the generated seeds (scripts/fuzz-seeds.sh), runs each target for
# FUZZ_SECONDS, prints one summary line per target (executions, failed or not) and exits
# non-zero when any target found a crash, a failed invariant, a leak or a timeout.
#
# Environment:
#   FUZZ_SECONDS=40     seconds per target
#   FUZZ_TARGETS="..."  which targets (default: all of them, in order)
#   FUZZ_TIMEOUT=25     seconds one input may take before it counts as a failure
#   FUZZ_ARGS="..."     extra libFuzzer flags (e.g. "-jobs=2 -workers=2")
#
# Everything goes under .build-fuzz/ (git-ignored): the build, seeds/<target> (regenerated),
# corpus/<target> (kept between runs, so coverage accumulates), artifacts/<target> (crash,
# leak and timeout inputs; replay one with `.build-fuzz/release/<target> <file>`) and
# logs/<target>.log.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

swift=${SWIFT:-swift}
seconds=${FUZZ_SECONDS:-40}
timeout=${FUZZ_TIMEOUT:-25}
targets=${FUZZ_TARGETS:-FuzzLayout FuzzMarkdown FuzzEmoticons FuzzFontBytes FuzzBatchLine}
scratch=.build-fuzz
# Optimised (six times the executions per second of a debug build) but with RichText's internal
# invariant checks compiled in, as in debug builds; C targets are instrumented too.
build=("$swift" build -c release --package-path Fuzz --scratch-path "$scratch"
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DRICHTEXT_INTERNAL_CHECKS -Xcc -fsanitize=fuzzer-no-link,address)

echo "fuzz: building Fuzz/ with -sanitize=fuzzer,address (release, internal checks on)"
# ld.gold warns "Cannot export local symbol" for every sanitizer-instrumented module: harmless.
"${build[@]}" 2>&1 | { grep -v "Cannot export local symbol" || true; }
bin=$("${build[@]}" --show-bin-path)
bash scripts/fuzz-seeds.sh "$scratch/seeds"

# The Swift runtime's backtracer would race libFuzzer's own crash report; leaks are checked.
export SWIFT_BACKTRACE=enable=no
# Allocation stacks five frames deep: a third of the executions per second otherwise goes to
# recording thirty-frame stacks for every allocation.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=5}

failed=0
summary=()
for target in $targets; do
  corpus=$scratch/corpus/$target
  artifacts=$scratch/artifacts/$target
  log=$scratch/logs/$target.log
  mkdir -p "$corpus" "$artifacts" "$scratch/logs" "$scratch/seeds/$target"
  seeds=("$scratch/seeds/$target")
  [[ -d Fuzz/Seeds/$target ]] && seeds+=("Fuzz/Seeds/$target")
  # The longest input each target reads (its entry point cuts longer ones).
  case $target in
    FuzzFontBytes) max_len=65536 ;;
    FuzzMarkdown) max_len=2048 ;;
    *) max_len=1024 ;;
  esac
  echo "fuzz: $target for ${seconds}s (log: $log)"
  status=0
  # shellcheck disable=SC2086  # FUZZ_ARGS is a list of flags
  "$bin/$target" -max_total_time="$seconds" -timeout="$timeout" -max_len="$max_len" -rss_limit_mb=4096 \
    -print_final_stats=1 \
    -artifact_prefix="$artifacts/" ${FUZZ_ARGS:-} "$corpus" "${seeds[@]}" > "$log" 2>&1 || status=$?
  executions=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
  if [[ -z "$executions" ]]; then
    executions=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#' || true)
  fi
  if [[ $status -eq 0 ]]; then
    result="ok"
  else
    failed=1
    artifact=$(grep -o "Test unit written to .*" "$log" | tail -1 | sed 's/Test unit written to //' || true)
    result="FAILED (exit $status${artifact:+, input $artifact})"
    echo "fuzz: $target failed:"
    grep -E "Fatal error|Precondition failed|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY" "$log" | head -5
  fi
  summary+=("$(printf 'fuzz: %-14s %10s executions  %s' "$target" "${executions:-0}" "$result")")
done

echo
printf '%s\n' "${summary[@]}"
exit $failed
