# RichText: the two commands of the README are `make demo` and `make test`.
SWIFT ?= swift
EXAMPLE ?= Examples/hello.txt
FUZZ_SECONDS ?= 40

.PHONY: deps build demo test fuzz bench clean format lint

## Install missing system packages (apt-get as root; otherwise print the command and stop).
deps:
	@bash scripts/install-deps.sh

## Build the library and the textmeasure command.
build: deps
	$(SWIFT) build

## Install, build, and shape the bundled example with textmeasure.
demo: build
	$(SWIFT) run --skip-build textmeasure measure --width 300 --file $(EXAMPLE)

## Run the whole test suite.
test: deps
	$(SWIFT) test --disable-xctest

## Build the libFuzzer targets (Fuzz/) and run each for FUZZ_SECONDS (default 40); fails on any crash.
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash scripts/fuzz.sh

## Run the benchmarks against Pango, Qt, SkParagraph and raw HarfBuzz; writes BENCHMARKS.md.
bench: deps
	bash Benchmarks/run.sh

clean:
	rm -rf .build .build-fuzz

## Format the Swift sources with the toolchain's swift-format (configuration: .swift-format).
format:
	$(SWIFT) format -i -r Sources Tests Benchmarks/Sources Fuzz/Sources Package.swift Benchmarks/Package.swift Fuzz/Package.swift

## Report what the formatter would change (no edits).
lint:
	$(SWIFT) format lint -r Sources Tests Benchmarks/Sources Fuzz/Sources
