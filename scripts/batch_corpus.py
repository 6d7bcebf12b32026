"""Writes a JSON Lines corpus of `textmeasure measure --batch` requests.

The texts are the paragraphs of Tests/Corpus/*.txt (thirteen languages and scripts), taken
in turn across the languages; widths, line limits, sizes and markdown vary with a seeded
random generator, so a given count and seed always give the same file. Used by the Dask
recipe's test (Tests/Dask) and its benchmark (Benchmarks/dask_bench.py).

    python3 scripts/batch_corpus.py --requests 20000 --output corpus.jsonl
"""

import argparse
import json
import pathlib
import random
import sys

CORPUS = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "Corpus"
WIDTHS = [None, 80, 120, 200, 300, 480, 720]


def paragraphs(corpus=CORPUS):
    """Every non-blank line of every corpus file, interleaved language by language."""
    files = sorted(corpus.glob("*.txt"))
    if not files:
        raise FileNotFoundError("no *.txt in %s" % corpus)
    languages = [[line for line in f.read_text(encoding="utf-8").splitlines() if line.strip()] for f in files]
    longest = max(len(lines) for lines in languages)
    return [lines[i] for i in range(longest) for lines in languages if i < len(lines)]


def requests(count, seed=21, corpus=CORPUS):
    """`count` request objects (dicts) in a fixed order for a given seed."""
    texts = paragraphs(corpus)
    rng = random.Random(seed)
    result = []
    for index in range(count):
        request = {"text": texts[index % len(texts)]}
        width = rng.choice(WIDTHS)
        if width is not None:
            request["width"] = width
        if rng.random() < 0.2:
            request["maxLines"] = rng.randint(1, 3)
        if rng.random() < 0.2:
            request["size"] = rng.choice([12, 14, 20, 28])
        if rng.random() < 0.1:
            request["text"] = "**" + request["text"] + "**"
            request["markdown"] = True
        result.append(request)
    return result


def line(request):
    """One request as a JSON line (UTF-8, no ASCII escaping), without its line ending."""
    return json.dumps(request, ensure_ascii=False, separators=(",", ":"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, required=True, help="how many request lines")
    parser.add_argument("--output", required=True, help="the JSON Lines file to write")
    parser.add_argument("--seed", type=int, default=21, help="random seed (default 21)")
    args = parser.parse_args()
    if args.requests < 0:
        sys.exit("batch_corpus.py: --requests must be >= 0, got %d" % args.requests)
    with open(args.output, "w", encoding="utf-8", newline="\n") as out:
        for request in requests(args.requests, args.seed):
            out.write(line(request) + "\n")


if __name__ == "__main__":
    main()
