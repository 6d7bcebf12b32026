"""Measures a JSON Lines corpus with `textmeasure measure --batch` on a Dask cluster.

The output is the same, byte for byte and line for line, as one
`textmeasure measure --batch --file INPUT` run: one result line per input line, in input
order, and a bad line's `{"error":"line N: …"}` names its line number in the whole file.

How: Dask's `read_bytes` cuts the input into blocks of whole lines (`--partition-size`
bytes each, read by the workers themselves); each block is one task, which runs
`textmeasure measure --batch` on it in a subprocess (start and font loading take ~30 ms
in a release build, so a process per partition costs little and keeps tasks stateless:
Dask may retry one anywhere). The client takes the results in order, renumbers the error
lines from block-relative to file line numbers, and writes them as they arrive.

Without `--scheduler` it starts a local cluster of `--workers` processes (one thread
each); with it, it uses that cluster, whose workers must all have the textmeasure binary
and the fonts at the given paths, and read access to the input path (as the client).

Exit status: 0 when every line was measured, 3 when some lines were errors (as
textmeasure), 1 for a fatal error (one line on standard error), 2 for bad arguments.
"""

import argparse
import logging
import os
import re
import subprocess
import sys
import time

ERROR_LINE = re.compile(rb'^\{"error":"line (\d+): ', re.MULTILINE)
FONT_FILE = "NotoSans-Regular.ttf"  # the file textmeasure looks for in RICHTEXT_FONTS_DIR


class Failure(Exception):
    """A fatal error, reported as one line."""


def line_count(block):
    """Lines in `block` as textmeasure counts them (a last line without "\\n" counts)."""
    return block.count(b"\n") + (1 if block and not block.endswith(b"\n") else 0)


def measure_block(block, binary, fonts, batch_args):
    """On a worker: (lines, result bytes, worker address) for one block of whole lines."""
    from distributed import get_worker

    count = line_count(block)
    output = b""
    if count:
        env = dict(os.environ, RICHTEXT_FONTS_DIR=fonts) if fonts else None
        run = subprocess.run([binary, "measure", "--batch", *batch_args], input=block,
                             capture_output=True, env=env)
        if run.returncode not in (0, 3):  # 3: some lines were errors, all have results
            detail = run.stderr.decode(errors="replace").strip().splitlines()
            raise RuntimeError("%s exited %d: %s" % (binary, run.returncode, detail[-1] if detail else ""))
        output = run.stdout
        if line_count(output) != count:
            raise RuntimeError("%s gave %d result lines for %d lines" % (binary, line_count(output), count))
    return count, output, get_worker().address


def check_tools(binary, fonts):
    """None when `binary` is executable and `fonts` holds the fonts, else why not (run on workers too)."""
    import socket

    where = socket.gethostname()
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        return "%s: textmeasure binary %s is missing or not executable" % (where, binary)
    if fonts and not os.path.isfile(os.path.join(fonts, FONT_FILE)):
        return "%s: fonts folder %s has no %s" % (where, fonts, FONT_FILE)
    return None


def renumber(results, offset):
    """`results` with each error's block-relative line number moved by `offset`."""
    if not offset:
        return results
    return ERROR_LINE.sub(lambda m: b'{"error":"line %d: ' % (int(m.group(1)) + offset), results)


def measure(client, source, output, binary, fonts=None, partition_size="128 KiB", batch_args=()):
    """Measures `source` on `client`'s cluster into the open binary file `output`.

    Returns a dict: lines, errors, partitions, and partitions done by each worker address.
    """
    from dask import delayed
    from dask.bytes import read_bytes

    if __name__ != "__main__":  # imported: workers cannot import this file, so ship its functions
        import cloudpickle

        cloudpickle.register_pickle_by_value(sys.modules[__name__])
    problems = [p for p in client.run(check_tools, binary, fonts).values() if p]
    if problems:
        raise Failure(problems[0])
    _, files = read_bytes(source, delimiter=b"\n", blocksize=partition_size, sample=False)
    if len(files) != 1:
        raise Failure("input %s names %d files, not one" % (source, len(files)))
    tasks = [delayed(measure_block)(block, binary, fonts, list(batch_args)) for block in files[0]]
    futures = client.compute(tasks)
    summary = {"lines": 0, "errors": 0, "partitions": len(futures), "workers": {}}
    for number, future in enumerate(futures, 1):  # in order; each written once it and those before are done
        try:
            count, results, worker = future.result()
        except Exception as error:  # raised on a worker (textmeasure failed, the input vanished, ...)
            raise Failure("partition %d: %s" % (number, error)) from None
        future.release()
        output.write(renumber(results, summary["lines"]))
        summary["lines"] += count
        summary["errors"] += len(ERROR_LINE.findall(results))
        summary["workers"][worker] = summary["workers"].get(worker, 0) + 1
    return summary


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        description="Measure a JSON Lines corpus with textmeasure measure --batch on a Dask cluster.",
        epilog="Arguments after -- go to textmeasure measure --batch (e.g. -- --size 14).")
    parser.add_argument("input", help="JSON Lines requests (a path the client and every worker can read)")
    parser.add_argument("--output", "-o", default="-", help="where to write the results (default -: stdout)")
    parser.add_argument("--textmeasure", required=True, help="the textmeasure binary (same path on every worker)")
    parser.add_argument("--fonts", default=os.environ.get("RICHTEXT_FONTS_DIR"),
                        help="the bundled fonts folder, passed as RICHTEXT_FONTS_DIR (default: that "
                             "variable, else textmeasure finds the fonts beside itself)")
    parser.add_argument("--scheduler", help="address of a running Dask scheduler (default: start a local cluster)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes of the local cluster (default 2)")
    parser.add_argument("--partition-size", default="128 KiB",
                        help="input bytes per partition, cut at line ends (default 128 KiB, about 900 requests)")
    argv = sys.argv[1:] if argv is None else list(argv)
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    args.batch_args = argv[split + 1:]
    if args.workers < 1:
        parser.error("--workers must be >= 1, got %d" % args.workers)
    from dask.utils import parse_bytes

    try:
        if parse_bytes(args.partition_size) < 1:
            raise ValueError
    except ValueError:
        parser.error("--partition-size must be a positive size such as 128KiB, got %r" % args.partition_size)
    return args


def check_input(path):
    """Fails unless `path` is a readable file (URLs such as s3://… are left to Dask)."""
    if "://" in path:
        return
    if not os.path.exists(path):
        raise Failure("cannot read input %s: no such file" % path)
    if not os.path.isfile(path):
        raise Failure("cannot read input %s: not a file" % path)
    if not os.access(path, os.R_OK):
        raise Failure("cannot read input %s: permission denied" % path)


def run(args):
    from contextlib import ExitStack

    from distributed import Client, LocalCluster

    check_input(args.input)
    local = args.scheduler is None
    binary = os.path.abspath(args.textmeasure) if local else args.textmeasure
    fonts = os.path.abspath(args.fonts) if args.fonts and local else args.fonts
    problem = check_tools(binary, fonts) if local else None
    if problem:
        raise Failure(problem)
    try:
        output = sys.stdout.buffer if args.output == "-" else open(args.output, "wb")
    except OSError as error:
        raise Failure("cannot write output %s: %s" % (args.output, error.strerror)) from None
    try:
        with ExitStack() as stack:
            if local:
                address = stack.enter_context(LocalCluster(
                    n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None,
                    silence_logs=logging.CRITICAL))
            else:
                address = args.scheduler
            started = time.monotonic()
            client = stack.enter_context(Client(address, timeout="20s"))
            summary = measure(client, args.input, output, binary, fonts, args.partition_size, args.batch_args)
            seconds = time.monotonic() - started
    except BaseException:
        if output is not sys.stdout.buffer:  # no partial output file left behind
            output.close()
            os.remove(args.output)
        raise
    if output is not sys.stdout.buffer:
        output.close()
    spread = "+".join(str(n) for n in summary["workers"].values()) or "0"
    print("dask_measure: %d lines, %d errors, %d partitions on %d workers (%s), %.1f s"
          % (summary["lines"], summary["errors"], summary["partitions"], len(summary["workers"]), spread, seconds),
          file=sys.stderr)
    return 3 if summary["errors"] else 0


def main(argv=None):
    args = parse_arguments(argv)
    try:
        return run(args)
    except Failure as failure:
        print("dask_measure: %s" % failure, file=sys.stderr)
    except OSError as error:  # an unwritable output, an input that vanished, a refused connection
        print("dask_measure: %s" % error, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
