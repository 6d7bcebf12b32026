"""The Dask recipe (scripts/dask_measure.py) gives what one `textmeasure measure --batch` gives.

A corpus of requests in thirteen languages, with CRLF line endings, blank lines, malformed
lines (bad JSON, an unknown field, text after the object, a lone surrogate, invalid UTF-8,
a missing text) and a last line without a line ending, is measured once by a single
`textmeasure measure --batch` process and once on a local Dask cluster of 2 worker
processes, in small partitions: the outputs must be equal line for line, every error
naming its line in the whole file, and the exit status the same.

Run by scripts/dask-test.sh (part of `make test`), with TEXTMEASURE naming the binary.
"""

import os
import pathlib
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import batch_corpus  # noqa: E402
import dask_measure  # noqa: E402

TEXTMEASURE = os.path.abspath(os.environ.get("TEXTMEASURE", ROOT / ".build/debug/textmeasure"))
FONTS = str(ROOT / "Fonts")
SCRIPT = str(ROOT / "scripts" / "dask_measure.py")
REQUESTS = 400
# Bad lines, by the (1-based) line number they get in the file, and the error each must give.
BAD = {
    7: (b"", b"blank line"),
    58: (b"{not json", b"not valid JSON"),
    131: (b'{"text":"x","widht":3}', b'unknown field \\"widht\\"'),
    202: (b'{"text":"a"} trailing', b"text after the JSON value"),
    263: (b'{"text":"\xff\xfe"}', b"not valid UTF-8"),
    330: (b"   ", b"blank line"),
    371: (b'{"text":"\\ud800"}', b"lone surrogate"),
    REQUESTS + 8: (b'{"width":3}', b'\\"text\\" is missing'),  # the last line, with no line ending
}


def write_corpus(path):
    """REQUESTS requests and the BAD lines, CRLF line endings, no ending after the last line."""
    lines = [batch_corpus.line(request).encode() for request in batch_corpus.requests(REQUESTS)]
    for number in sorted(BAD):
        lines.insert(number - 1, BAD[number][0])
    path.write_bytes(b"\r\n".join(lines))
    return len(lines)


def single_process(path):
    """(output, exit status) of one `textmeasure measure --batch --file path`."""
    run = subprocess.run([TEXTMEASURE, "measure", "--batch", "--file", str(path)],
                         capture_output=True, env=dict(os.environ, RICHTEXT_FONTS_DIR=FONTS))
    return run.stdout, run.returncode


class DaskMeasureTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.corpus = pathlib.Path(cls.folder.name) / "corpus.jsonl"
        cls.line_total = write_corpus(cls.corpus)
        cls.expected, cls.expected_status = single_process(cls.corpus)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def recipe(self, *arguments):
        return subprocess.run([sys.executable, SCRIPT, *arguments], capture_output=True, timeout=120)

    def test_single_process_reference(self):
        """What the recipe must reproduce: one line per input line, the bad ones errors."""
        lines = self.expected.splitlines()
        self.assertEqual(len(lines), self.line_total)
        self.assertEqual(self.expected_status, 3, "some lines are errors")
        errors = {n for n, line in enumerate(lines, 1) if line.startswith(b'{"error"')}
        self.assertEqual(errors, set(BAD))
        for number, (_, reason) in BAD.items():
            self.assertTrue(lines[number - 1].startswith(b'{"error":"line %d: ' % number), lines[number - 1])
            self.assertIn(reason, lines[number - 1])

    def test_two_workers_match_single_process(self):
        output = pathlib.Path(self.folder.name) / "dask.jsonl"
        run = self.recipe(str(self.corpus), "--output", str(output), "--textmeasure", TEXTMEASURE,
                          "--fonts", FONTS, "--workers", "2", "--partition-size", "4KiB")
        self.assertEqual(run.returncode, self.expected_status, run.stderr.decode())
        got = output.read_bytes()
        self.assertEqual(len(got.splitlines()), self.line_total)
        for number, (mine, single) in enumerate(zip(got.splitlines(), self.expected.splitlines()), 1):
            self.assertEqual(mine, single, "line %d" % number)
        self.assertEqual(got, self.expected)
        summary = run.stderr.decode().strip().splitlines()[-1]
        self.assertIn("%d lines, %d errors" % (self.line_total, len(BAD)), summary)
        self.assertIn("on 2 workers", summary, "both workers measured partitions")
        partitions = int(summary.split(" partitions")[0].rsplit(" ", 1)[1])
        self.assertGreaterEqual(partitions, len(self.corpus.read_bytes()) // 4096)

    def test_partitions_smaller_than_a_line_and_empty_input(self):
        """Blocks of 128 bytes, many inside a long line (Dask gives them no lines), and an empty file."""
        from distributed import Client, LocalCluster

        folder = pathlib.Path(self.folder.name)
        lines = self.corpus.read_bytes().split(b"\r\n")[:12]
        lines[3:3] = [batch_corpus.line({"text": "long " * 400, "width": 200}).encode(), b"{}"]
        small = folder / "small.jsonl"
        small.write_bytes(b"\n".join(lines) + b"\n")
        expected = single_process(small)[0]
        empty = folder / "empty.jsonl"
        empty.write_bytes(b"")
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            with open(folder / "small.out", "wb") as out:
                summary = dask_measure.measure(client, str(small), out, TEXTMEASURE, FONTS, 128)
            with open(folder / "empty.out", "wb") as out:
                nothing = dask_measure.measure(client, str(empty), out, TEXTMEASURE, FONTS, 128)
        self.assertEqual((folder / "small.out").read_bytes(), expected)
        self.assertEqual((summary["lines"], summary["errors"]), (14, 2))  # {} and the blank line 9
        self.assertIn(b'{"error":"line 5: \\"text\\" is missing"}', expected)
        self.assertGreater(summary["partitions"], 14, "more blocks than lines: some hold none")
        self.assertEqual(len(summary["workers"]), 2)
        self.assertEqual((nothing["lines"], nothing["errors"], nothing["partitions"]), (0, 0, 0))
        self.assertEqual((folder / "empty.out").read_bytes(), b"")

    def test_renumber_moves_only_error_lines(self):
        results = b'{"size":{"width":1}}\n{"error":"line 2: blank line"}\n{"error":"line 10: x"}\n'
        self.assertEqual(dask_measure.renumber(results, 40),
                         b'{"size":{"width":1}}\n{"error":"line 42: blank line"}\n{"error":"line 50: x"}\n')
        self.assertEqual(dask_measure.line_count(b"a\r\nb"), 2)
        self.assertEqual(dask_measure.line_count(b"a\n\n"), 2)
        self.assertEqual(dask_measure.line_count(b""), 0)

    def assert_fails(self, arguments, status, message):
        run = self.recipe(*arguments)
        self.assertEqual(run.returncode, status, run.stderr.decode())
        lines = run.stderr.decode().strip().splitlines()
        self.assertIn(message, lines[-1])
        return lines

    def test_bad_input_fails_with_one_line(self):
        missing = str(pathlib.Path(self.folder.name) / "missing.jsonl")
        corpus = str(self.corpus)
        lines = self.assert_fails([corpus, "--textmeasure", "/no/such/textmeasure"], 1,
                                  "textmeasure binary /no/such/textmeasure is missing or not executable")
        self.assertEqual(len(lines), 1)
        lines = self.assert_fails([missing, "--textmeasure", TEXTMEASURE], 1,
                                  "cannot read input %s: no such file" % missing)
        self.assertEqual(len(lines), 1)
        self.assert_fails([self.folder.name, "--textmeasure", TEXTMEASURE], 1, "not a file")
        self.assert_fails([corpus, "--textmeasure", TEXTMEASURE, "--fonts", self.folder.name], 1,
                          "has no NotoSans-Regular.ttf")
        self.assert_fails([corpus, "--textmeasure", TEXTMEASURE, "--partition-size", "lots"], 2,
                          "--partition-size must be a positive size")
        self.assert_fails([corpus, "--textmeasure", TEXTMEASURE, "--workers", "0"], 2, "--workers must be >= 1")
        output = pathlib.Path(self.folder.name) / "refused.jsonl"
        lines = self.assert_fails([corpus, "--output", str(output), "--textmeasure", TEXTMEASURE, "--workers", "1",
                                   "--", "--no-such-flag"], 1, "exited 64")
        self.assertFalse(output.exists(), "no partial output is left behind")


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    passed = result.testsRun - failed - len(result.skipped)
    print("dask: %d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed or result.testsRun == 0 else 0)
