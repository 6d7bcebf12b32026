import RichText

/// The JSON form of a layout printed by `textmeasure measure --json`.
enum LayoutJSON {
    static func document(for layout: TextLayout) -> JSON {
        let lines: [JSON] = layout.lines.map { line in
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
        return .object([
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
            ("lines", .array(lines)),
        ])
    }

    private static func range(_ range: Range<Int>) -> JSON {
        .array([.integer(range.lowerBound), .integer(range.upperBound)])
    }
}
