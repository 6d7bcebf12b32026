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
            size = layout.textBoundingSize
            lineCount = layout.lines.count
            rowCount = layout.rowCount
            isTruncated = layout.isTruncated
            visibleRange = layout.visibleRange
            firstBaseline = layout.firstBaseline
            lastBaseline = layout.lastBaseline
            missingGlyphCount = layout.missingGlyphCount
            self.widths = widths
        }

        /// The summary of `measurement`, whose text has the intrinsic `widths`.
        public init(_ measurement: TextMeasurement, widths: IntrinsicWidths) {
            size = measurement.size
            lineCount = measurement.lineCount
            rowCount = measurement.rowCount
            isTruncated = measurement.isTruncated
            visibleRange = measurement.visibleRange
            firstBaseline = measurement.firstBaseline
            lastBaseline = measurement.lastBaseline
            missingGlyphCount = measurement.missingGlyphCount
            self.widths = widths
        }
    }

    /// Writes the members of `summary` into the object `writer` has open.
    public static func writeMembers(of summary: Summary, to writer: inout JSONWriter) {
        writer.key(Keys.size)
        writer.objectStart()
        writer.key(Keys.width)
        writer.number(summary.size.width)
        writer.key(Keys.height)
        writer.number(summary.size.height)
        writer.objectEnd()
        writer.key(Keys.lineCount)
        writer.integer(summary.lineCount)
        writer.key(Keys.rowCount)
        writer.integer(summary.rowCount)
        writer.key(Keys.truncated)
        writer.bool(summary.isTruncated)
        writer.key(Keys.visibleRange)
        writeRange(summary.visibleRange, to: &writer)
        writer.key(Keys.firstBaseline)
        writer.number(summary.firstBaseline)
        writer.key(Keys.lastBaseline)
        writer.number(summary.lastBaseline)
        writer.key(Keys.missingGlyphs)
        writer.integer(summary.missingGlyphCount)
        writer.key(Keys.minContentWidth)
        writer.number(summary.widths.minContentWidth)
        writer.key(Keys.maxContentWidth)
        writer.number(summary.widths.maxContentWidth)
    }

    /// Writes the object of one line: its range, row, typographic bounds, baseline and
    /// runs (a truncation token's run has `"token":true`).
    public static func write(_ line: TextLine, to writer: inout JSONWriter) {
        let bounds = line.bounds
        writer.objectStart()
        writer.key(Keys.range)
        writeRange(line.range, to: &writer)
        writer.key(Keys.row)
        writer.integer(line.row)
        for (name, value) in [
            (Keys.x, bounds.minX), (Keys.y, bounds.minY), (Keys.width, line.width), (Keys.height, bounds.height),
            (Keys.baseline, line.baseline),
        ] {
            writer.key(name)
            writer.number(value)
        }
        writer.key(Keys.runs)
        writer.arrayStart()
        for run in line.runs {
            writer.objectStart()
            writer.key(Keys.range)
            writeRange(run.range, to: &writer)
            writer.key(Keys.level)
            writer.integer(Int(run.level))
            writer.key(Keys.font)
            writer.string(run.face.family)
            writer.key(Keys.x)
            writer.number(run.x)
            writer.key(Keys.width)
            writer.number(run.width)
            if run.isTruncationToken {
                writer.key(Keys.token)
                writer.bool(true)
            }
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
