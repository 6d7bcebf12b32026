import RichText

/// The JSON members `textmeasure measure --json` and `textmeasure serve` print for a
/// layout or a measurement.
///
/// `{"size":{…},"lineCount":…,"rowCount":…,"truncated":…,"visibleRange":[…],
/// "firstBaseline":…,"lastBaseline":…,"missingGlyphs":…,"minContentWidth":…,
/// "maxContentWidth":…,"lines":[{…},…]}`, ranges in UTF-16 offsets, runs in visual order.
public enum LayoutJSON {
    /// The members before `"lines"` for `measurement` and the text's intrinsic `widths`.
    public static func summary(of measurement: TextMeasurement, widths: IntrinsicWidths) -> [(String, JSON)] {
        [
            ("size", size(measurement.size)),
            ("lineCount", .integer(measurement.lineCount)),
            ("rowCount", .integer(measurement.rowCount)),
            ("truncated", .bool(measurement.isTruncated)),
            ("visibleRange", range(measurement.visibleRange)),
            ("firstBaseline", .number(measurement.firstBaseline)),
            ("lastBaseline", .number(measurement.lastBaseline)),
            ("missingGlyphs", .integer(measurement.missingGlyphCount)),
            ("minContentWidth", .number(widths.minContentWidth)),
            ("maxContentWidth", .number(widths.maxContentWidth)),
        ]
    }

    /// The members before `"lines"` for `layout` and its text's intrinsic `widths`.
    public static func summary(of layout: TextLayout, widths: IntrinsicWidths) -> [(String, JSON)] {
        [
            ("size", size(layout.textBoundingSize)),
            ("lineCount", .integer(layout.lines.count)),
            ("rowCount", .integer(layout.rowCount)),
            ("truncated", .bool(layout.isTruncated)),
            ("visibleRange", range(layout.visibleRange)),
            ("firstBaseline", .number(layout.firstBaseline)),
            ("lastBaseline", .number(layout.lastBaseline)),
            ("missingGlyphs", .integer(layout.missingGlyphCount)),
            ("minContentWidth", .number(widths.minContentWidth)),
            ("maxContentWidth", .number(widths.maxContentWidth)),
        ]
    }

    /// The object of one line: its range, row, typographic bounds, baseline and runs (a
    /// truncation token's run has `"token":true`).
    public static func object(for line: TextLine) -> JSON {
        .object([
            ("range", range(line.range)),
            ("row", .integer(line.row)),
            ("x", .number(line.bounds.minX)),
            ("y", .number(line.bounds.minY)),
            ("width", .number(line.width)),
            ("height", .number(line.bounds.height)),
            ("baseline", .number(line.baseline)),
            (
                "runs",
                .array(
                    line.runs.map { run in
                        var members: [(String, JSON)] = [
                            ("range", range(run.range)), ("level", .integer(Int(run.level))),
                            ("font", .string(run.face.family)), ("x", .number(run.x)),
                            ("width", .number(run.width)),
                        ]
                        if run.isTruncationToken { members.append(("token", .bool(true))) }
                        return .object(members)
                    })
            ),
        ])
    }

    static func size(_ size: Size) -> JSON {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    static func range(_ range: Range<Int>) -> JSON {
        .array([.integer(range.lowerBound), .integer(range.upperBound)])
    }
}
