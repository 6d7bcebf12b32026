# RichText: the two commands of the README are `make demo` and `make test`; `make` alone
# (or `make help`) lists every target.
SWIFT ?= swift
EXAMPLE ?= Examples/hello.txt
FUZZ_SECONDS ?= 40

.PHONY: deps build demo test python-deps test-yoga test-dask test-tsan test-tsan-stress test-tsan-render goldens pictures test-asan check-memory check-bad-fonts layout-loop fuzz bench \
	clean format lint install check-cli-memory

.DEFAULT_GOAL := help
.PHONY: help docs

## List every target with what it does (the first thing to run).
help:
	@awk '/^## / { text = text (text == "" ? "" : " ") substr($$0, 4); next } \
		/^[a-zA-Z][a-zA-Z_-]*:/ && text != "" { sub(/:.*/, "", $$0); printf "  make %-18s %s\n", $$0, text } \
		/^$$/ || /^[a-zA-Z][a-zA-Z_-]*:/ { text = "" }' $(MAKEFILE_LIST)

## Install missing system packages (apt-get as root; otherwise print the command and stop).
deps:
	@bash scripts/install-deps.sh

## Build the library and the textmeasure command.
build: deps
	$(SWIFT) build

## Install, build, and lay out the bundled example with textmeasure (width 300).
demo: build
	$(SWIFT) run --skip-build textmeasure measure --width 300 --file $(EXAMPLE)

## Run the whole test suite: the Swift tests, the doc-summary check, the Yoga cross-check, the Dask recipe (sets up .venv).
test: deps
	$(SWIFT) test --disable-xctest
	SWIFT=$(SWIFT) bash scripts/docs-coverage-test.sh
	SWIFT=$(SWIFT) bash scripts/yoga-test.sh
	SWIFT=$(SWIFT) bash scripts/dask-test.sh

## Create .venv with the Python packages of the tests (poga, dask, distributed; from PyPI).
python-deps:
	bash scripts/python-deps.sh

## Only the Yoga cross-check (Tests/Yoga) through textmeasure serve.
test-yoga: deps
	SWIFT=$(SWIFT) bash scripts/yoga-test.sh

## Only the Dask recipe's test (Tests/Dask): 2 local workers match one measure --batch run.
test-dask: deps
	SWIFT=$(SWIFT) bash scripts/dask-test.sh

# A sanitizer report fails the run: ThreadSanitizer stops at the first one (exit 66), and
# LeakSanitizer fails on any leak but the suppressed frames (scripts/lsan-suppressions.txt)
# and Cairo 1.16's own leaks in the calls CairoLeakAllowance wraps.
TSAN_ENV = TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
ASAN_ENV = ASAN_OPTIONS="detect_leaks=1 halt_on_error=1" \
	LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan-suppressions.txt print_suppressions=0"

## Run the whole test suite under ThreadSanitizer (built in .build-tsan; any report fails).
test-tsan: deps
	$(TSAN_ENV) $(SWIFT) test --disable-xctest --sanitize=thread --scratch-path .build-tsan

## Run the eight-thread stress test under ThreadSanitizer (built in .build-tsan; .ci/run runs it).
test-tsan-stress: deps
	$(TSAN_ENV) $(SWIFT) test --disable-xctest --sanitize=thread --scratch-path .build-tsan --filter StressTests

## Run the eight-thread rendering test under ThreadSanitizer (built in .build-tsan; .ci/run runs it).
test-tsan-render: deps
	$(TSAN_ENV) $(SWIFT) test --disable-xctest --sanitize=thread --scratch-path .build-tsan --filter ConcurrentRenderingTests

## Regenerate the golden pictures of Tests/RichTextRenderingTests/Goldens (then look at every changed one).
goldens: deps
	RICHTEXT_UPDATE_GOLDENS=1 $(SWIFT) test --disable-xctest --filter GoldenImageTests

## Render the README's gallery (docs/gallery/*.png) with textmeasure render.
pictures: build
	bash scripts/make-pictures.sh

## Build the DocC site of RichText and TextParsers into docs-site/; fails on a DocC warning or a symbol without a summary.
docs:
	SWIFT=$(SWIFT) bash scripts/docs.sh

## Run the whole test suite under AddressSanitizer and LeakSanitizer (built in .build-asan).
test-asan: deps
	$(ASAN_ENV) $(SWIFT) test --disable-xctest --sanitize=address --scratch-path .build-asan

## Bounded memory over 200,000 distinct measurements (release) and valgrind leak checks of textmeasure.
check-memory: deps
	bash scripts/check-memory.sh

## 1,000 damaged variants of every bundled font (release): a FontError or a layout, never a crash.
check-bad-fonts: deps
	bash scripts/check-bad-fonts.sh

## Time warm layouts of 1,000 Latin paragraphs at width 300 (release; min of 15 runs): the lock's cost.
layout-loop: deps
	$(SWIFT) build -c release --package-path Reliability
	Reliability/.build/release/richtext-reliability layout-loop --runs 15

## Build the libFuzzer targets (Fuzz/) and run each for FUZZ_SECONDS (default 40); fails on any crash.
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash scripts/fuzz.sh

## Run the benchmarks against Pango, Qt, SkParagraph and raw HarfBuzz; writes BENCHMARKS.md.
bench: deps
	bash Benchmarks/run.sh

## Install textmeasure into PREFIX/bin (PREFIX defaults to /usr/local) and the bundled fonts into PREFIX/share/richtext/fonts
## (where the binary looks for them); the Swift runtime is linked in statically.
PREFIX ?= /usr/local
install: deps
	$(SWIFT) build -c release --product textmeasure --static-swift-stdlib
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/richtext/fonts/LICENSES"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/textmeasure" "$(PREFIX)/bin/textmeasure"
	install -m 644 Fonts/*.ttf "$(PREFIX)/share/richtext/fonts/"
	install -m 644 Fonts/LICENSES/* "$(PREFIX)/share/richtext/fonts/LICENSES/"

## Peak memory of measure --json and shape --glyphs on 5 MB against the layout they print.
check-cli-memory: deps
	bash scripts/check-cli-memory.sh

## Remove every build folder and .venv.
clean:
	rm -rf .build .build-tsan .build-asan .build-fuzz Reliability/.build .venv

## Format the Swift sources with the toolchain's swift-format (configuration: .swift-format).
format:
	$(SWIFT) format -i -r Sources Tests Benchmarks/Sources Reliability/Sources Fuzz/Sources Package.swift \
		Benchmarks/Package.swift Reliability/Package.swift Fuzz/Package.swift

## Report what the formatter would change (no edits).
lint:
	$(SWIFT) format lint -r Sources Tests Benchmarks/Sources Reliability/Sources Fuzz/Sources
