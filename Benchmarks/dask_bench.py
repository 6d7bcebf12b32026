"""Throughput of the Dask recipe (scripts/dask_measure.py), 1 worker against 2; run by run.sh.

Measures a generated corpus (scripts/batch_corpus.py) with one `textmeasure measure --batch`
process, then on local Dask clusters of 1 and 2 worker processes (one thread each), checks
that every Dask output equals the single-process one, and writes the "Measuring at cluster
scale (Dask)" section of BENCHMARKS.md as Markdown.

    .venv/bin/python Benchmarks/dask_bench.py --textmeasure PATH --output dask.md
"""

import argparse
import logging
import os
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import batch_corpus  # noqa: E402
import dask_measure  # noqa: E402


def single_process(binary, corpus, fonts):
    """(seconds, output) of one `textmeasure measure --batch --file corpus`."""
    started = time.monotonic()
    run = subprocess.run([binary, "measure", "--batch", "--file", str(corpus)], capture_output=True,
                         env=dict(os.environ, RICHTEXT_FONTS_DIR=fonts))
    seconds = time.monotonic() - started
    if run.returncode != 0:
        sys.exit("dask_bench.py: textmeasure exited %d: %s" % (run.returncode, run.stderr.decode().strip()))
    return seconds, run.stdout


MODES = ["every core", "one core each"]


def dask_runs(workers, runs, binary, corpus, fonts, partition_size, folder):
    """(cluster start seconds, {mode: [(seconds, summary, output)]}) on a cluster of `workers`.

    "every core": textmeasure measures on all the machine's cores; "one core each": each
    worker process (and so its textmeasure) pinned to its own core, as one-core machines.
    """
    from distributed import Client, LocalCluster

    started = time.monotonic()
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                      silence_logs=logging.CRITICAL) as cluster, Client(cluster) as client:
        client.wait_for_workers(workers)
        start_seconds = time.monotonic() - started
        results = {}
        for mode in MODES:
            if mode == "one core each":
                for core, address in enumerate(sorted(client.scheduler_info()["workers"])):
                    client.run(os.sched_setaffinity, 0, {core}, workers=[address])
            results[mode] = []
            for index in range(runs):
                path = folder / ("dask-%d.jsonl" % workers)
                began = time.monotonic()
                with open(path, "wb") as out:
                    summary = dask_measure.measure(client, str(corpus), out, binary, fonts, partition_size)
                results[mode].append((time.monotonic() - began, summary, path.read_bytes()))
    return start_seconds, results


def markdown(args, lines, reference_seconds, clusters):
    """The report section (without its heading)."""
    def best(workers, mode):
        return min(seconds for seconds, _, _ in clusters[workers][1][mode])

    rate = lambda seconds: "{:,.0f}".format(lines / seconds)  # noqa: E731
    partitions = clusters[1][1][MODES[0]][0][1]["partitions"]
    md = [
        "`Benchmarks/dask_bench.py`: `scripts/dask_measure.py` (see the README, \"Measuring at cluster scale\") "
        "measures %s requests (`scripts/batch_corpus.py`: the `Tests/Corpus` paragraphs in 13 languages, "
        "varied widths, line limits, sizes, some markdown; %.1f MB) with the release `textmeasure`, on a local "
        "Dask cluster (`LocalCluster(n_workers=N, threads_per_worker=1, processes=True)`), in partitions of %s "
        "(%d tasks). Every Dask output was checked equal, byte for byte, to the single-process output."
        % ("{:,}".format(lines), args.corpus_bytes / 1e6, args.partition_size, partitions),
        "",
        "| run | seconds (best of %d) | requests/s | 2 workers / 1 worker |" % args.runs,
        "|---|---:|---:|---:|",
        "| one `textmeasure measure --batch` process, no Dask (one run) | %.2f | %s | – |"
        % (reference_seconds, rate(reference_seconds)),
    ]
    for mode in MODES:
        for workers in (1, 2):
            ratio = "%.2f×" % (best(1, mode) / best(2, mode)) if workers == 2 else ""
            md.append("| Dask, %d worker%s, %s | %.2f | %s | %s |" % (
                workers, "" if workers == 1 else "s", mode, best(workers, mode), rate(best(workers, mode)), ratio))
    md += [
        "",
        "**What the Dask rows include:** each partition is a new `textmeasure` process (process start, font "
        "loading, and an empty word and measure cache: *cold* per partition, nothing carried between "
        "partitions or runs), Dask's own work (the task graph, scheduling, the workers reading their blocks of "
        "the file, results sent to the client) and the client renumbering error lines and writing the output "
        "file. **Not included:** starting the cluster and its worker processes (%s). The machine has %d cores. "
        "*every core*: `textmeasure measure --batch` measures on all of them, so one worker can already keep "
        "them busy and a second adds little on one machine. *one core each*: each worker process is pinned to "
        "its own core (`os.sched_setaffinity`, inherited by its `textmeasure`), as workers on one-core "
        "machines would be: the ratio there is how the recipe scales with workers that bring their own cores, "
        "on a machine that other processes share (1-minute load average as this section started: %.2f)."
        % (", ".join("%.1f s for %d worker%s" % (clusters[w][0], w, "" if w == 1 else "s") for w in (1, 2)),
           os.cpu_count(), args.load),
        "",
    ]
    return "\n".join(md)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--textmeasure", required=True, help="the (release) textmeasure binary")
    parser.add_argument("--fonts", default=str(ROOT / "Fonts"), help="the bundled fonts folder")
    parser.add_argument("--output", required=True, help="the Markdown file to write")
    parser.add_argument("--requests", type=int, default=20000, help="corpus size (default 20,000)")
    parser.add_argument("--partition-size", default="128 KiB", help="bytes per partition (default 128 KiB)")
    parser.add_argument("--runs", type=int, default=2, help="timed runs per cluster (default 2)")
    args = parser.parse_args()
    args.load = os.getloadavg()[0]
    problem = dask_measure.check_tools(args.textmeasure, args.fonts)
    if problem:
        sys.exit("dask_bench.py: " + problem)
    with tempfile.TemporaryDirectory() as name:
        folder = pathlib.Path(name)
        corpus = folder / "corpus.jsonl"
        corpus.write_text("".join(batch_corpus.line(r) + "\n" for r in batch_corpus.requests(args.requests)),
                          encoding="utf-8")
        args.corpus_bytes = corpus.stat().st_size
        reference_seconds, reference = single_process(args.textmeasure, corpus, args.fonts)
        clusters = {}
        for workers in (1, 2):
            clusters[workers] = dask_runs(workers, args.runs, args.textmeasure, corpus, args.fonts,
                                          args.partition_size, folder)
            for mode, results in clusters[workers][1].items():
                for seconds, summary, output in results:
                    if output != reference or summary["lines"] != args.requests:
                        sys.exit("dask_bench.py: a %d-worker output differs from the single-process one" % workers)
                    print("dask_bench.py: %d worker(s), %s: %.2f s, %.0f requests/s (single process %.2f s)"
                          % (workers, mode, seconds, args.requests / seconds, reference_seconds), file=sys.stderr)
    pathlib.Path(args.output).write_text(markdown(args, args.requests, reference_seconds, clusters), encoding="utf-8")


if __name__ == "__main__":
    main()
