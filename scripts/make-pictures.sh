#!/usr/bin/env bash
# Renders the README's gallery (docs/gallery/*.png) with `textmeasure render` at 2x.
# Shadows, borders and decoration patterns, which the command line cannot express, come
# from golden scenes of Tests/RichTextRenderingTests (RenderScenes.swift): the golden test
# renders them again first and must match, then they are copied into the gallery.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/textmeasure"
out=docs/gallery
mkdir -p "$out"
render() { "$bin" render --scale 2 --background white "$@"; }

render --file Examples/hello.txt --width 320 --insets 8,8,8,8 -o "$out/mixed-scripts.png"
lorem="Text flows around a circle exclusion on both sides of it, row by row, the way YYText \
lays text around an image: each row asks the container for its free spans, and a row cut \
in two by the circle holds two lines. Hit testing, selection and borders keep to the \
spans, so nothing bridges the gap in the middle of the row."
render "$lorem" --width 300 --insets 8,8,8,8 --exclude ellipse:100,30,100,100 \
  --debug exclusions -o "$out/exclusion.png"
render "$lorem" --width 300 --insets 8,8,8,8 --max-lines 3 --truncation end --token "… more" \
  -o "$out/truncation.png"
render --markdown --file docs/gallery/markdown.md --width 340 --insets 8,8,8,8 -o "$out/markdown.png"
render "Debug overlay: baselines, lines, runs, glyphs مرحبا 😀" --width 260 --insets 8,8,8,8 \
  --debug all -o "$out/debug-overlay.png"
swift build --build-tests >/dev/null && swift test --skip-build --filter GoldenImageTests >/dev/null \
  || { echo "pictures: the golden scenes no longer match the renderer (run make goldens and look)" >&2; exit 1; }
for scene in shadows borders underline-patterns; do
  cp "Tests/RichTextRenderingTests/Goldens/$scene.png" "$out/$scene.png"
done
echo "pictures: wrote $(ls "$out"/*.png | wc -l) pictures to $out"
