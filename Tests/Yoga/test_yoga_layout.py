"""A real flexbox engine measures RichText's text nodes through `textmeasure serve`.

Yoga (PyPI's `poga` bindings) lays out flex trees whose text leaves measure through one
`textmeasure serve` process, kept open for the whole run: its measure function gets Yoga's
width and height with their modes and asks the service. Every leaf's final frame must equal
RichText's own layout of that text at that width, which `textmeasure measure --json` gives.

Run by `scripts/yoga-test.sh` (part of `make test`), with TEXTMEASURE naming the binary.
"""

import json
import math
import os
import subprocess
import sys
import unittest

from poga import libpoga_capi as yg

TEXTMEASURE = os.environ.get("TEXTMEASURE", ".build/debug/textmeasure")
MODES = {
    yg.YGMeasureMode.Exactly: "exactly",
    yg.YGMeasureMode.AtMost: "atMost",
    yg.YGMeasureMode.Undefined: "undefined",
}

SHORT_A = "Hello Yoga"
SHORT_B = "مرحبا بالعالم"
LONG = ("A flex layout engine measures this paragraph through textmeasure serve, once with no "
        "width and again at the width it settles on, so the text wraps over several lines.")
WORDS = "Intrinsic widths: min-content keeps extraordinarily long words whole, 東京 and ภาษาไทย too"


class Service:
    """One `textmeasure serve` process; a request is one JSON line, its answer the next line."""

    def __init__(self):
        self.process = subprocess.Popen(
            [TEXTMEASURE, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, encoding="utf-8")
        self.requests = 0
        self.log = []

    def measure(self, text, width, width_mode, height, height_mode):
        self.requests += 1
        # NaN goes out as Python writes it (Yoga's undefined length); serve reads it.
        request = {"id": self.requests, "text": text, "width": width, "widthMode": width_mode,
                   "height": height, "heightMode": height_mode}
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        if "error" in answer:
            raise AssertionError("serve: " + answer["error"])
        assert answer["id"] == self.requests, answer
        self.log.append((text, width_mode, height_mode))
        return answer

    def close(self):
        self.process.stdin.close()
        self.process.stdout.read()
        return self.process.wait(timeout=30)


def layout_of(text, width):
    """RichText's own layout of `text` at `width` (`textmeasure measure --json`)."""
    arguments = [TEXTMEASURE, "measure", "--json", text]
    if width is not None:
        arguments[3:3] = ["--width", repr(float(width))]
    output = subprocess.run(arguments, check=True, capture_output=True, encoding="utf-8").stdout
    return json.loads(output)


class YogaTest(unittest.TestCase):
    service = None
    measure_functions = []  # Yoga keeps raw pointers: the callbacks must stay alive

    @classmethod
    def setUpClass(cls):
        cls.service = Service()

    @classmethod
    def tearDownClass(cls):
        status = cls.service.close()
        assert status == 0, "textmeasure serve exited %d" % status

    def text_node(self, text):
        node = yg.YGNodeNew()

        def measure(_node, width, width_mode, height, height_mode):
            answer = self.service.measure(text, width, MODES[width_mode], height, MODES[height_mode])
            return yg.YGSize(answer["size"]["width"], answer["size"]["height"])

        self.measure_functions.append(measure)
        yg.YGNodeSetMeasureFunc(node, measure)
        return node

    def frame(self, node):
        return (yg.YGNodeLayoutGetLeft(node), yg.YGNodeLayoutGetTop(node),
                yg.YGNodeLayoutGetWidth(node), yg.YGNodeLayoutGetHeight(node))

    def assert_leaf_is_richtext_layout(self, node, text, content_width=True):
        """The leaf's frame is RichText's layout of `text` at the frame's width."""
        _, _, width, height = self.frame(node)
        layout = layout_of(text, width)
        self.assertEqual(height, layout["size"]["height"], text)
        if content_width:
            self.assertEqual(width, layout["size"]["width"], text)
        return layout

    def test_row_of_two_text_nodes(self):
        root = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Row)
        yg.YGNodeStyleSetAlignItems(root, yg.YGAlign.FlexStart)
        first, second = self.text_node(SHORT_A), self.text_node(SHORT_B)
        yg.YGNodeInsertChild(root, first, 0)
        yg.YGNodeInsertChild(root, second, 1)
        yg.YGNodeCalculateLayout(root, 600, math.nan, yg.YGDirection.LTR)
        a, b = self.frame(first), self.frame(second)
        for node, text in ((first, SHORT_A), (second, SHORT_B)):
            layout = self.assert_leaf_is_richtext_layout(node, text)
            self.assertEqual(layout["lineCount"], 1)
            self.assertEqual(self.frame(node)[2], layout_of(text, None)["maxContentWidth"])
        self.assertEqual(a[0], 0)
        self.assertEqual(b[0], a[2], "the second node starts where the first ends")
        self.assertEqual(a[1], 0)
        self.assertEqual(b[1], 0)

    def test_column_wraps_text_under_a_width_limit(self):
        root = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetMaxWidth(root, 220)
        title, body = self.text_node(SHORT_A), self.text_node(LONG)
        yg.YGNodeInsertChild(root, title, 0)
        yg.YGNodeInsertChild(root, body, 1)
        yg.YGNodeCalculateLayout(root, math.nan, math.nan, yg.YGDirection.LTR)
        wrapped = layout_of(LONG, 220)
        self.assertGreater(wrapped["lineCount"], 3)
        # The column is as wide as its widest child: the wrapped paragraph's widest line.
        self.assertEqual(yg.YGNodeLayoutGetWidth(root), wrapped["size"]["width"])
        self.assertLess(wrapped["size"]["width"], 220)
        for node, text in ((title, SHORT_A), (body, LONG)):
            self.assert_leaf_is_richtext_layout(node, text, content_width=False)
            self.assertEqual(self.frame(node)[2], wrapped["size"]["width"], "stretched across the column")
        self.assertEqual(layout_of(LONG, self.frame(body)[2])["lineCount"], wrapped["lineCount"])
        self.assertEqual(self.frame(body)[1], self.frame(title)[3], "the body starts under the title")
        self.assertEqual(yg.YGNodeLayoutGetHeight(root), self.frame(title)[3] + self.frame(body)[3])

    def test_flex_shrink_makes_text_wrap(self):
        root = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Row)
        yg.YGNodeStyleSetWidth(root, 320)
        icon = yg.YGNodeNew()
        yg.YGNodeStyleSetWidth(icon, 48)
        yg.YGNodeStyleSetHeight(icon, 48)
        yg.YGNodeStyleSetFlexShrink(icon, 0)
        text = self.text_node(LONG)
        yg.YGNodeStyleSetFlexShrink(text, 1)
        yg.YGNodeInsertChild(root, icon, 0)
        yg.YGNodeInsertChild(root, text, 1)
        yg.YGNodeCalculateLayout(root, math.nan, math.nan, yg.YGDirection.LTR)
        left, top, width, height = self.frame(text)
        self.assertEqual((left, top, width), (48, 0, 272), "shrunk to the room left by the icon")
        layout = self.assert_leaf_is_richtext_layout(text, LONG, content_width=False)
        self.assertGreater(layout["lineCount"], 2, "it had to wrap")
        self.assertGreater(layout_of(LONG, None)["maxContentWidth"], 272, "its flex basis was wider")
        self.assertEqual(yg.YGNodeLayoutGetHeight(root), height)

    def test_node_at_its_min_content_width(self):
        root = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetAlignItems(root, yg.YGAlign.FlexStart)
        node = self.text_node(WORDS)
        answer = self.service.measure(WORDS, math.nan, "undefined", math.nan, "undefined")
        minimum = answer["minContentWidth"]
        # CSS `width: min-content`, which Yoga lacks: the width the service reported.
        yg.YGNodeStyleSetWidth(node, minimum)
        yg.YGNodeInsertChild(root, node, 0)
        yg.YGNodeCalculateLayout(root, math.nan, math.nan, yg.YGDirection.LTR)
        self.assertEqual(self.frame(node)[2], minimum)
        layout = self.assert_leaf_is_richtext_layout(node, WORDS, content_width=False)
        self.assertEqual(layout["minContentWidth"], minimum, "serve and measure agree")
        self.assertTrue(all(line["width"] <= minimum + 0.001 for line in layout["lines"]), "no line overflows")
        self.assertGreater(layout["lineCount"], 5)
        # The widest word fills its line: the width is the word's, rounded up to a point.
        self.assertGreater(max(line["width"] for line in layout["lines"]), minimum - 1)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    passed = result.testsRun - failed - len(result.skipped)
    print("yoga: %d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed or result.testsRun == 0 else 0)
