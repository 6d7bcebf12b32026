import RichText
import TextMeasureKit

/// The JSON form of a layout printed by `textmeasure measure --json`, written a line at a
/// time (see `OutputBuffer`).
///
/// `{"size":{…},"lineCount":…,"rowCount":…,"truncated":…,"visibleRange":[…],
/// "firstBaseline":…,"lastBaseline":…,"missingGlyphs":…,"lines":[{…},…]}`.
enum LayoutJSON {
    /// Writes the document for `layout` to `output`, then a line feed.
    static func write(_ layout: TextLayout, to output: OutputBuffer) {
        let header: [(String, JSON)] = [
            (
                "size",
                .object([
                    ("width", .number(layout.textBoundingSize.width)),
                    ("height", .number(layout.textBoundingSize.height)),
                ])
            ),
            ("lineCount", .integer(layout.lines.count)),
            ("rowCount", .integer(layout.rowCount)),
            ("truncated", .bool(layout.isTruncated)),
            ("visibleRange", range(layout.visibleRange)),
            ("firstBaseline", .number(layout.firstBaseline)),
            ("lastBaseline", .number(layout.lastBaseline)),
            ("missingGlyphs", .integer(layout.shapedText.missingGlyphOffsets.count)),
        ]
        var text = JSON.object(header).text
        text.removeLast()  // the closing brace: the lines follow
        output.write(text + ",\"lines\":[")
        for (index, line) in layout.lines.enumerated() {
            if index > 0 { output.write(",") }
            output.write(object(for: line))
        }
        output.write("]}\n")
    }

    /// The object of one line.
    static func object(for line: TextLine) -> JSON {
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

    private static func range(_ range: Range<Int>) -> JSON {
        .array([.integer(range.lowerBound), .integer(range.upperBound)])
    }
}
