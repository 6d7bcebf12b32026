import RichText

/// Everything the stress test compares for one job: the layout's glyph positions and dump,
/// a measurement, and hit tests, carets and selection rects of the layout.
struct StressAnswer: Equatable {
    var positions: [Point]
    var dump: String
    var measured: [Double]
    var closestPositions: [TextPosition?]
    var ranges: [TextRange?]
    var carets: [Rect?]
    var selections: [[SelectionRect]]

    /// The answers for `job` from `layout` and `measurer`.
    init(job: StressJob, layout: TextLayout, measurer: TextMeasurer) {
        positions = Self.glyphPositions(of: layout)
        dump = layout.dump()
        let measurement = measurer.measure(
            job.text, in: SizeRange(max: Size(width: job.width, height: .infinity)), options: job.measureOptions)
        measured = [
            measurement.size.width, measurement.size.height, measurement.firstBaseline, measurement.lastBaseline,
            Double(measurement.lineCount), measurement.isTruncated ? 1 : 0, measurement.scaleFactor,
        ]
        let bounds = layout.textBoundingRect
        var points: [Point] = []
        for row in 0...3 {
            for column in 0...3 {
                points.append(
                    Point(
                        x: bounds.minX - 5 + (bounds.width + 10) * Double(column) / 3,
                        y: bounds.minY - 5 + (bounds.height + 10) * Double(row) / 3))
            }
        }
        closestPositions = points.map { layout.closestPosition(to: $0) }
        ranges = points.map { layout.textRange(at: $0) }
        let length = job.text.length
        carets = [0, 1, length / 3, length / 2, length - 1, length].map {
            layout.caretRect(for: TextPosition(offset: $0))
        }
        selections = [0..<length, length / 4..<3 * length / 4, 2..<3].map { layout.selectionRects(for: $0) }
    }

    /// Every glyph's position, line by line (the layout's lazily built glyph table).
    static func glyphPositions(of layout: TextLayout) -> [Point] {
        layout.lines.flatMap { $0.runs.flatMap(\.positions) }
    }

    /// Which parts differ from `other`.
    func difference(from other: StressAnswer) -> String {
        var parts: [String] = []
        if positions != other.positions { parts.append("glyph positions") }
        if dump != other.dump { parts.append("dump") }
        if measured != other.measured { parts.append("measurement \(measured) vs \(other.measured)") }
        if closestPositions != other.closestPositions { parts.append("closest positions") }
        if ranges != other.ranges { parts.append("text ranges") }
        if carets != other.carets { parts.append("carets") }
        if selections != other.selections { parts.append("selection rects") }
        return parts.joined(separator: ", ")
    }
}
