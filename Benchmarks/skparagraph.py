#!/usr/bin/env python3
"""SkParagraph (skia-python) on the corpora exported by `richtext-bench --export-corpus DIR`.

Lays out the same texts as the Swift runner (cold distinct paragraphs, including the nonce
and working-set corpora, re-layout at a new width, the same text again, Latin documents of
1 KB to 1 MB) with the same timing method
(warm-up, then N timed runs of a batch of operations; median, min, max) and writes JSON that
`richtext-bench --skparagraph FILE` merges into BENCHMARKS.md.

    python3 skparagraph.py --corpus /tmp/corpus --output /tmp/skparagraph.json

Fonts: every .ttf of ../Fonts (the fonts RichText bundles), registered in a
skia.textlayout.TypefaceFontProvider used as the FontCollection's default font manager; the
text style lists the families in RichText's fallback order, because a TypefaceFontProvider
does not answer per-character fallback queries.
"""

import argparse
import glob
import json
import os
import sys
import time

try:
    import skia
except ImportError:  # run.sh checks this first and prints how to install it
    sys.exit("skparagraph.py: skia-python is missing: pip install skia-python")

HERE = os.path.dirname(os.path.abspath(__file__))
FAMILIES = ["Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
            "Noto Sans Thai", "Droid Sans Fallback", "Noto Color Emoji"]
# SkParagraph keeps the last 128 shaped paragraphs: pools larger than that, walked in order,
# never hit its cache (except in the measure-hit scenario, where hitting it is the point).
CACHE_DEFEATING_POOL = 140


def measure(runs, target, operation):
    """The Swift runner's harness: warm up for target/3 (at least one operation), estimate one
    operation, then `runs` timed batches of target/estimate operations. Operation i gets i."""
    counter = 0
    warm_start = time.perf_counter()
    warm_ops = 0
    while True:
        operation(counter)
        counter += 1
        warm_ops += 1
        if time.perf_counter() - warm_start >= target / 3 or warm_ops >= 1_000_000:
            break
    estimate = (time.perf_counter() - warm_start) / warm_ops
    batch = max(1, int(round(target / estimate)))
    run_count = 1 if estimate > 2 else min(runs, 3) if estimate > 0.25 else min(runs, 5) if estimate > 0.05 else runs
    per_op = []
    characters = 0
    for _ in range(run_count):
        start = time.perf_counter()
        for _ in range(batch):
            characters += operation(counter)
            counter += 1
        per_op.append((time.perf_counter() - start) / batch)
    return {"per_op": per_op, "batch": batch, "chars_per_op": characters / (batch * run_count)}


class SkParagraphEngine:
    def __init__(self, font_dir, size):
        tl = skia.textlayout
        self.provider = tl.TypefaceFontProvider()
        self.fonts = []
        for path in sorted(glob.glob(os.path.join(font_dir, "*.ttf"))):
            typeface = skia.Typeface.MakeFromFile(path)
            if typeface is None:
                sys.exit(f"skparagraph.py: cannot load {path}")
            self.provider.registerTypeface(typeface)
            self.fonts.append(os.path.basename(path))
        self.collection = tl.FontCollection()
        self.collection.setDefaultFontManager(self.provider, FAMILIES)
        self.text_style = tl.TextStyle()
        self.text_style.setFontFamilies(FAMILIES)
        self.text_style.setFontSize(size)
        self.paragraph_style = tl.ParagraphStyle()
        self.paragraph_style.setTextStyle(self.text_style)
        self.unicode = skia.Unicode.ICU_Make()
        self.builder_class = tl.ParagraphBuilder

    def build(self, text):
        builder = self.builder_class(self.paragraph_style, self.collection, self.unicode)
        builder.pushStyle(self.text_style)
        builder.addText(text)
        return builder.Build()

    def layout(self, text, width):
        paragraph = self.build(text)
        paragraph.layout(width)
        return paragraph


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def document(size, k, pool, stride):
    """The Swift runner's Corpora.document: Latin-200 paragraphs from (k * stride) % count on,
    joined by "\\n", until `size` UTF-8 bytes are reached."""
    parts, total, j = [], 0, (k * stride) % len(pool)
    while total < size:
        if parts:
            total += 1
        paragraph = pool[j % len(pool)]
        parts.append(paragraph)
        total += len(paragraph.encode("utf-8"))
        j += 1
    return "\n".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", required=True, help="folder written by richtext-bench --export-corpus")
    parser.add_argument("--output", required=True, help="JSON results for richtext-bench --skparagraph")
    parser.add_argument("--fonts", default=os.path.join(HERE, "..", "Fonts"), help="folder of the .ttf files")
    parser.add_argument("--runs", type=int, help="timed runs (default: the manifest's)")
    args = parser.parse_args()

    started = time.perf_counter()
    with open(os.path.join(args.corpus, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    runs = args.runs or manifest["runs"]
    target = manifest["run_seconds"]
    width = manifest["width"]
    widths = manifest["relayout_widths"]
    engine = SkParagraphEngine(os.path.abspath(args.fonts), manifest["font_size"])
    corpora = {c["id"]: read_jsonl(os.path.join(args.corpus, c["file"])) for c in manifest["corpora"]}

    results = {}
    unavailable = {
        "truncate/latin2000": "not available: skia-python " + skia.__version__
        + " binds no ParagraphStyle.setMaxLines / setEllipsis",
    }

    def record(scenario, operation, note=None):
        result = measure(runs, target, operation)
        if note:
            result["note"] = note
        results[scenario] = result
        median = sorted(result["per_op"])[len(result["per_op"]) // 2]
        print(f"  {scenario:<24} SkParagraph   {median * 1e6:10.2f} µs/op", file=sys.stderr, flush=True)

    # (a) cold layouts of distinct texts (pools of 150 to 1,200 texts > the 128-paragraph cache;
    # the manifest names the scenario: cold/ID, or working-set)
    scenarios = {c["id"]: c.get("scenario", "cold/" + c["id"]) for c in manifest["corpora"]}
    for corpus_id, texts in corpora.items():
        lengths = [len(t) for t in texts]  # code points = Unicode scalars, as in the Swift runner

        def cold(i, texts=texts, lengths=lengths):
            k = i % len(texts)
            engine.layout(texts[k], width)
            return lengths[k]
        record(scenarios[corpus_id], cold,
               "plain text of the rendered document" if corpus_id == "markdown" else None)

    # first sight: SkParagraph has no word cache to empty, so these are its cold rows
    for corpus_id in manifest.get("first_sight", []):
        if "cold/" + corpus_id in results:
            result = dict(results["cold/" + corpus_id])
            result["note"] = f"no word cache: its cold/{corpus_id} row"
            results["first-sight/" + corpus_id] = result

    # (b) re-layout of one paragraph at widths cycling through the manifest's
    for corpus_id in ["latin200", "latin2000"]:
        text = corpora[corpus_id][0]
        paragraph = engine.layout(text, width)

        def relayout(i, paragraph=paragraph, n=len(text)):
            paragraph.layout(widths[i % len(widths)])
            return n
        record("relayout/" + corpus_id, relayout, "paragraph.layout(width) on one paragraph")

    # (c) the same text again: SkParagraph's paragraph cache may hit
    for corpus_id in ["latin200", "latin2000"]:
        text = corpora[corpus_id][0]
        engine.layout(text, width)

        def again(i, text=text):
            engine.layout(text, width)
            return len(text)
        record("measure-hit/" + corpus_id, again, "rebuild of the same paragraph (its paragraph cache may hit)")

    # (d) scaling: the same documents as the Swift runner (pools larger than the cache)
    pool = corpora["latin200"]
    for size in manifest["scaling_sizes"]:
        count = 8 if size["bytes"] >= 1024 * 1024 else CACHE_DEFEATING_POOL
        documents = [document(size["bytes"], k, pool, manifest["scaling_stride"]) for k in range(count)]
        lengths = [len(d) for d in documents]

        def scale(i, documents=documents, lengths=lengths):
            k = i % len(documents)
            engine.layout(documents[k], width)
            return lengths[k]
        record("scale/" + size["label"].replace(" ", ""), scale)

    # Line counts for the agreement table (height / one line's height: exact for one font)
    line_height = engine.layout("x", width).Height
    line_counts = {}
    for corpus_id, limit in [("latin200", 200), ("latin2000", 100), ("nonce", 100)]:
        line_counts[corpus_id] = [round(engine.layout(t, width).Height / line_height)
                                  for t in corpora[corpus_id][:limit]]

    output = {
        "engine": "SkParagraph",
        "version": "skia-python " + skia.__version__,
        "fonts": engine.fonts,
        "results": results,
        "unavailable": unavailable,
        "line_counts": line_counts,
        "elapsed_seconds": time.perf_counter() - started,
    }
    with open(args.output, "w", encoding="utf-8") as f:
        json.dump(output, f, indent=1)
    print(f"skparagraph.py: wrote {args.output} ({output['elapsed_seconds']:.1f} s)", file=sys.stderr)


if __name__ == "__main__":
    main()
