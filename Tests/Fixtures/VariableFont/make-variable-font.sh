#!/usr/bin/env bash
# Regenerates RichTextTestVariable.ttf, the variable font of the tests, from the bundled
# Noto Sans Regular and Bold.
#
# Usage: bash Tests/Fixtures/VariableFont/make-variable-font.sh [OUTPUT.ttf]
#   OUTPUT defaults to RichTextTestVariable.ttf next to this script.
#
# Needs fontTools from PyPI, pinned in scripts/font-requirements.txt (4.68.0) and installed
# into the repository's git-ignored .venv by scripts/python-deps.sh, which this script runs
# first (it does nothing when .venv has the pinned version). With the same fontTools and
# the same two Noto files the output is byte-identical (the timestamps are Noto Sans
# Regular's, not the time of the run).
#
# What it does:
#   1. Subsets NotoSans-Regular.ttf and NotoSans-Bold.ttf (fonts-noto-core 20201225-1,
#      Fonts/) to Basic Latin U+0020-007E with fontTools' subsetter: its default layout
#      features (kern, liga and the rest, GSUB closure included, which keeps a few
#      superior digits), all name records, glyph names, no hinting (TrueType
#      instructions would need a cvar table to vary), no DSIG, gasp or hdmx (hdmx holds
#      static advances).
#   2. Makes the two subsets interpolation-compatible. Noto's static Regular and Bold
#      were not made to interpolate: many glyphs differ by a point or two (each had its
#      redundant points removed on its own; 'm' has 34 points in Regular, 35 in Bold).
#      A glyph with the same contours, points (on and off the curve) and components in
#      both keeps both outlines; for any other (50 of 132 glyphs with these files, listed
#      on stderr) the Bold master's outline is the Regular outline stretched
#      horizontally onto the Bold glyph's ink box (same xMin and xMax, heights
#      unchanged). Every Bold advance stays Bold's, so the advances vary exactly as
#      between Noto Sans Regular and Bold. (Dropping those glyphs instead would drop
#      m, n, e, s and most of the alphabet.)
#   3. Renames the family "RichText Test Variable" (name IDs 1-4, 6; 16 and 17 removed),
#      so font matching can never take it for Noto Sans, and says in the description
#      (ID 10) what was changed. Copyright (0), trademark (7) and licence (13, 14) stay.
#   4. Builds a 2-master variable font with fontTools.varLib from a designspace: one
#      axis, wght 400 (default, the Regular master) to 700 (the Bold master), named
#      instances Regular (400) and Bold (700); varLib writes fvar, gvar, HVAR, STAT and
#      the GDEF/GPOS variations of the kerning.
#   5. Checks the result has fvar, gvar and HVAR and that "m" is wider at wght 700.
#
# Licence: the SIL Open Font License 1.1 (Fonts/LICENSES/OFL-1.1.txt), as Noto Sans. The
# result is a Modified Version (a subset, renamed, with interpolated outlines); no
# Reserved Font Name applies to Noto Sans (see Fonts/README.md).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
out="${1:-$here/RichTextTestVariable.ttf}"

bash "$root/scripts/python-deps.sh" scripts/font-requirements.txt
"$root/.venv/bin/python" - "$root/Fonts/NotoSans-Regular.ttf" "$root/Fonts/NotoSans-Bold.ttf" "$out" <<'PYTHON'
import copy
import sys

from fontTools import subset, varLib
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor
from fontTools.ttLib import TTFont

regular_path, bold_path, out_path = sys.argv[1:4]
FAMILY = "RichText Test Variable"
POSTSCRIPT = "RichTextTestVariable"


def make_subset(path, characters):
    options = subset.Options()
    options.hinting = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.name_legacy = True
    options.glyph_names = True
    options.notdef_outline = True
    options.drop_tables += ["DSIG", "gasp", "hdmx"]
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=characters)
    subsetter.subset(font)
    return font


def shape_of(font, name):
    glyph = font["glyf"][name]
    if glyph.isComposite():
        return ("composite", tuple(component.glyphName for component in glyph.components))
    if glyph.numberOfContours == 0:
        return ("empty",)
    return ("simple", tuple(glyph.endPtsOfContours), tuple(flag & 1 for flag in glyph.flags))


def make_compatible(regular, bold):
    """Gives every glyph of `bold` whose outline cannot interpolate with `regular`'s the
    Regular outline stretched onto the Bold ink box; returns their names."""
    if regular.getGlyphOrder() != bold.getGlyphOrder():
        sys.exit("make-variable-font: the subsets have different glyph sets: "
                 f"{sorted(set(regular.getGlyphOrder()) ^ set(bold.getGlyphOrder()))}")
    replaced = []
    for name in regular.getGlyphOrder():
        if shape_of(regular, name) == shape_of(bold, name):
            continue
        source, target = regular["glyf"][name], bold["glyf"][name]
        if source.isComposite() or target.isComposite():
            sys.exit(f"make-variable-font: composite glyph {name} differs between the masters")
        glyph = copy.deepcopy(source)
        width = source.xMax - source.xMin
        scale = (target.xMax - target.xMin) / width if width > 0 else 1
        for index, (x, y) in enumerate(glyph.coordinates):
            glyph.coordinates[index] = (round(target.xMin + (x - source.xMin) * scale), y)
        glyph.recalcBounds(bold["glyf"])
        bold["glyf"][name] = glyph
        advance, _ = bold["hmtx"][name]
        bold["hmtx"][name] = (advance, glyph.xMin)
        replaced.append(name)
    return replaced


def rename(font, style):
    name = font["name"]
    for record_id in (16, 17):
        name.removeNames(nameID=record_id)
    description = name.getDebugName(10) or ""
    values = {
        1: FAMILY,
        2: style,
        3: f"2.004;RichText;{POSTSCRIPT}-{style}",
        4: f"{FAMILY} {style}",
        6: f"{POSTSCRIPT}-{style}",
        10: (description + " Modified by RichText for its tests: Noto Sans Regular and Bold subset to"
             " Basic Latin and made one variable font (wght 400-700), renamed.").strip(),
    }
    for record_id, value in values.items():
        name.removeNames(nameID=record_id)
        name.setName(value, record_id, 3, 1, 0x409)
        name.setName(value, record_id, 1, 0, 0)


characters = range(0x20, 0x7F)
regular = make_subset(regular_path, characters)
bold = make_subset(bold_path, characters)
replaced = make_compatible(regular, bold)
print(f"make-variable-font: Bold outlines from Regular for {len(replaced)} glyphs: {' '.join(replaced)}",
      file=sys.stderr)

rename(regular, "Regular")
rename(bold, "Bold")

document = DesignSpaceDocument()
axis = AxisDescriptor()
axis.tag, axis.name = "wght", "Weight"
axis.minimum, axis.default, axis.maximum = 400, 400, 700
document.addAxis(axis)
for font, style, weight in ((regular, "Regular", 400), (bold, "Bold", 700)):
    source = SourceDescriptor()
    source.font = font
    source.name = style
    source.familyName, source.styleName = FAMILY, style
    source.location = {"Weight": weight}
    document.addSource(source)
    instance = InstanceDescriptor()
    instance.familyName, instance.styleName = FAMILY, style
    instance.postScriptFontName = f"{POSTSCRIPT}-{style}"
    instance.location = {"Weight": weight}
    document.addInstance(instance)

variable, _, _ = varLib.build(document)
source_head = TTFont(regular_path)["head"]
variable["head"].created = source_head.created
variable["head"].modified = source_head.modified
variable.recalcTimestamp = False
for table in ("fvar", "gvar", "HVAR"):
    if table not in variable:
        sys.exit(f"make-variable-font: the result has no {table} table")
variable.save(out_path)

# The advance of "m" at both ends of the axis, as HVAR gives it.
from fontTools.varLib.instancer import instantiateVariableFont  # noqa: E402

advances = []
for weight in (400, 700):
    instance = instantiateVariableFont(TTFont(out_path), {"wght": weight})
    advances.append(instance["hmtx"][instance.getBestCmap()[ord("m")]][0])
if advances[0] >= advances[1]:
    sys.exit(f"make-variable-font: 'm' is not wider at wght 700: {advances}")
print(f"make-variable-font: {len(variable.getGlyphOrder())} glyphs, 'm' advance {advances[0]} at 400,"
      f" {advances[1]} at 700", file=sys.stderr)
PYTHON
echo "wrote $out ($(stat -c %s "$out") bytes)" >&2
