# RichText: the two commands of the README are `make demo` and `make test`.
SWIFT ?= swift
EXAMPLE ?= Examples/hello.txt

.PHONY: deps build demo test bench clean format lint install check-cli-memory

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

## Run the benchmarks against Pango, Qt, SkParagraph and raw HarfBuzz; writes BENCHMARKS.md.
bench: deps
	bash Benchmarks/run.sh

## Install textmeasure into $(PREFIX)/bin and the bundled fonts into $(PREFIX)/share/richtext/fonts
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

clean:
	rm -rf .build

## Format the Swift sources with the toolchain's swift-format (configuration: .swift-format).
format:
	$(SWIFT) format -i -r Sources Tests Benchmarks/Sources Package.swift Benchmarks/Package.swift

## Report what the formatter would change (no edits).
lint:
	$(SWIFT) format lint -r Sources Tests Benchmarks/Sources
