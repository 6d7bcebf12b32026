import RichText

/// The JSON `textmeasure measure --json` and `textmeasure serve` print for a layout or a
/// measurement, written with a `JSONWriter`.
///
/// `{"size":{…},"lineCount":…,"rowCount":…,"truncated":…,"visibleRange":[…],
/// "firstBaseline":…,"lastBaseline":…,"missingGlyphs":…,"minContentWidth":…,
/// "maxContentWidth":…,"lines":[{…},…]}`, ranges in UTF-16 offsets, runs in visual order.
public enum LayoutJSON {
    /// What the members before `"lines"` say.
    public struct Summary: Sendable {
        public var size: Size
        public var lineCount: Int
        public var rowCount: Int
        public var isTruncated: Bool
        public var visibleRange: TextRange
        public var firstBaseline: Double
        public var lastBaseline: Double
        public var missingGlyphCount: Int
        public var widths: IntrinsicWidths

        /// The summary of `layout`, whose text has the intrinsic `widths`.
        public init(_ layout: TextLayout, widths: IntrinsicWidths) {
            self.init(
                size: layout.textBoundingSize, counts: (layout.lines.count, layout.rowCount),
                isTruncated: layout.isTruncated, visibleRange: layout.visibleRange,
                baselines: (layout.firstBaseline, layout.lastBaseline), missingGlyphCount: layout.missingGlyphCount,
                widths: widths)
        }

        /// The summary of `measurement`, whose text has the intrinsic `widths`.
        public init(_ measurement: TextMeasurement, widths: IntrinsicWidths) {
            self.init(
                size: measurement.size, counts: (measurement.lineCount, measurement.rowCount),
                isTruncated: measurement.isTruncated, visibleRange: measurement.visibleRange,
                baselines: (measurement.firstBaseline, measurement.lastBaseline),
                missingGlyphCount: measurement.missingGlyphCount, widths: widths)
        }

        private init(
            size: Size, counts: (lines: Int, rows: Int), isTruncated: Bool, visibleRange: TextRange,
            baselines: (first: Double, last: Double), missingGlyphCount: Int, widths: IntrinsicWidths
        ) {
            self.size = size
            (lineCount, rowCount) = counts
            self.isTruncated = isTruncated
            self.visibleRange = visibleRange
            (firstBaseline, lastBaseline) = baselines
            self.missingGlyphCount = missingGlyphCount
            self.widths = widths
        }
    }

    /// Writes the members of `summary` into the object `writer` has open.
    public static func writeMembers(of summary: Summary, to writer: inout JSONWriter) {
        writer.key(Keys.size)
        writer.objectStart()
        writer.member(Keys.width, .number(summary.size.width))
        writer.member(Keys.height, .number(summary.size.height))
        writer.objectEnd()
        writer.member(Keys.lineCount, .integer(summary.lineCount))
        writer.member(Keys.rowCount, .integer(summary.rowCount))
        writer.member(Keys.truncated, .bool(summary.isTruncated))
        writer.key(Keys.visibleRange)
        writeRange(summary.visibleRange, to: &writer)
        writer.member(Keys.firstBaseline, .number(summary.firstBaseline))
        writer.member(Keys.lastBaseline, .number(summary.lastBaseline))
        writer.member(Keys.missingGlyphs, .integer(summary.missingGlyphCount))
        writer.member(Keys.minContentWidth, .number(summary.widths.minContentWidth))
        writer.member(Keys.maxContentWidth, .number(summary.widths.maxContentWidth))
    }

    /// Writes the object of one line: its range, row, typographic bounds, baseline and
    /// runs (a truncation token's run has `"token":true`).
    public static func write(_ line: TextLine, to writer: inout JSONWriter) {
        let bounds = line.bounds
        writer.objectStart()
        writer.key(Keys.range)
        writeRange(line.range, to: &writer)
        writer.member(Keys.row, .integer(line.row))
        writer.member(Keys.x, .number(bounds.minX))
        writer.member(Keys.y, .number(bounds.minY))
        writer.member(Keys.width, .number(line.width))
        writer.member(Keys.height, .number(bounds.height))
        writer.member(Keys.baseline, .number(line.baseline))
        writer.key(Keys.runs)
        writer.arrayStart()
        for run in line.runs {
            writer.objectStart()
            writer.key(Keys.range)
            writeRange(run.range, to: &writer)
            writer.member(Keys.level, .integer(Int(run.level)))
            writer.member(Keys.font, .string(run.face.family))
            writer.member(Keys.x, .number(run.x))
            writer.member(Keys.width, .number(run.width))
            if run.isTruncationToken { writer.member(Keys.token, .bool(true)) }
            writer.objectEnd()
        }
        writer.arrayEnd()
        writer.objectEnd()
    }

    /// The member names, prepared once.
    enum Keys {
        static let baseline = JSONKey("baseline")
        static let firstBaseline = JSONKey("firstBaseline")
        static let font = JSONKey("font")
        static let height = JSONKey("height")
        static let lastBaseline = JSONKey("lastBaseline")
        static let level = JSONKey("level")
        static let lineCount = JSONKey("lineCount")
        static let maxContentWidth = JSONKey("maxContentWidth")
        static let minContentWidth = JSONKey("minContentWidth")
        static let missingGlyphs = JSONKey("missingGlyphs")
        static let range = JSONKey("range")
        static let row = JSONKey("row")
        static let rowCount = JSONKey("rowCount")
        static let runs = JSONKey("runs")
        static let size = JSONKey("size")
        static let token = JSONKey("token")
        static let truncated = JSONKey("truncated")
        static let visibleRange = JSONKey("visibleRange")
        static let width = JSONKey("width")
        static let x = JSONKey("x")
        static let y = JSONKey("y")
    }

    static func writeRange(_ range: Range<Int>, to writer: inout JSONWriter) {
        writer.arrayStart()
        writer.integer(range.lowerBound)
        writer.integer(range.upperBound)
        writer.arrayEnd()
    }
}
